-- Account requests the outbox worker resolves (decision 074): "password reset requested for
-- <address>" and "registration for <address>". The request handler writes one such row whatever
-- the address, so its answer takes the same time for an address with an account and one without;
-- the worker looks the account up, makes the token and the e-mail (or nothing), and deletes the
-- row. `job` holds what the worker needs besides the address (the public URL for links, the
-- account a registration created); e-mails have none.
ALTER TABLE outbox ADD COLUMN job jsonb;
