-- Supplier approval (issue 40, docs/approval.md): the SAQ record made with each supplier becomes the first
-- assignment of a questionnaire, and a supplier may be sent more (a reissue every three years, another
-- template). Each row of `saqs` is one assignment; the supplier's read shows its latest (`saq`).
-- This migration is the shape the questionnaires, the approval rule table and the audit programme share:
-- the questionnaire's state as the approval reads it. The templates, answers and files come in later ones.
ALTER TABLE saqs DROP CONSTRAINT saqs_companyid_key;
CREATE INDEX saqs_companyid ON saqs (companyid, saqid);

-- status: 'Not started' (the contract's, at creation) → 'In progress' (a draft saved) → 'Submitted' →
-- 'Accepted' | 'Rejected' | 'Changes requested' (back to the supplier, who submits again); an accepted
-- questionnaire whose `expires` has passed is 'Expired'. Earlier rows (and demo data) may say 'Complete'.
ALTER TABLE saqs
  ADD COLUMN due date,                                   -- asked to be submitted by
  ADD COLUMN score numeric(5, 2) CHECK (score BETWEEN 0 AND 100),   -- set at review (docs/approval.md)
  ADD COLUMN critical boolean NOT NULL DEFAULT false,    -- a critical question answered badly
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN expires date;                               -- acceptance + the template's validity

-- The approval reads a supplier's accepted, unexpired questionnaire.
CREATE INDEX saqs_accepted ON saqs (companyid, expires) WHERE status = 'Accepted';
