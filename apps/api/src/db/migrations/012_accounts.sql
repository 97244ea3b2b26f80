-- Password reset links: only a SHA-256 of each token is stored, so a copy of the database cannot
-- reset anyone's password. A token works once, for an hour (PASSWORD_RESET_TTL_MINUTES).
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY CHECK (char_length(token_hash) = 64),
  user_id uuid NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id) WHERE used_at IS NULL;

-- E-mails that carry a secret (a reset link): the admin Outbox never shows it, and once delivered
-- the stored copy keeps only the redacted text.
ALTER TABLE outbox ADD COLUMN sensitive boolean NOT NULL DEFAULT false;
