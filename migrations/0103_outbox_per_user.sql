-- A supplier may now have several portal users, each with a welcome email of its own, and a welcome email may be
-- sent again (a new temporary password): the outbox is no longer one row per company. At most one row per user
-- waits to be sent; resending cancels the waiting one (its password no longer works) in the same transaction.
ALTER TABLE supplier_outbox DROP CONSTRAINT supplier_outbox_companyid_key;
CREATE INDEX supplier_outbox_companyid ON supplier_outbox (companyid);
CREATE UNIQUE INDEX supplier_outbox_user_pending ON supplier_outbox (userid) WHERE status = 'pending';
-- A supplier's read shows each portal user's latest welcome email (its status): found by user, newest first.
CREATE INDEX supplier_outbox_userid ON supplier_outbox (userid, id);
