-- Lists paged by cursor (docs/conventions.md) start each page where the previous one ended: an index in the list's
-- order lets a deep page cost what the first does, where an OFFSET reads every row before it. newlines has its own
-- (newlines_created); these are the others'.
CREATE INDEX product_specs_created ON product_specs (created DESC, psid DESC);
CREATE INDEX corrective_actions_due ON corrective_actions (duedate, actionid);
CREATE INDEX audits_date ON audits (auditdate DESC, auditid DESC);
