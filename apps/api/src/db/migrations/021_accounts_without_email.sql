-- A customer staff book for by phone or WhatsApp may have no e-mail address (decision 083). Such an
-- account has a NULL address: it cannot sign in or reset a password (both look an account up by
-- its address), and the e-mails about its bookings are not written (staff tell the customer by
-- phone). The unique index on lower(email) WHERE deleted_at IS NULL already lets any number of
-- accounts have none: NULLs are distinct in a unique index. A booking made for such a customer
-- has no contact address either.
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
ALTER TABLE bookings ALTER COLUMN email DROP NOT NULL;
