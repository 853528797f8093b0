-- Corrective actions on failed or flagged audit items (docs/actions.md), and the kept PDF reports of completed
-- audits (docs/audit-report.md).

CREATE TABLE corrective_actions (
  actionid serial PRIMARY KEY,
  auditid integer NOT NULL REFERENCES audits(auditid),
  itemid integer NOT NULL REFERENCES audit_items(itemid),
  description text NOT NULL CHECK (description <> ''),
  assignee integer NOT NULL REFERENCES users(userid),
  duedate date NOT NULL,
  priority text NOT NULL CHECK (priority IN ('low', 'medium', 'high')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'done', 'verified')),
  verificationnote text,
  verified_by integer REFERENCES users(userid),
  verified_at timestamptz,
  -- Raised by the audit's completion for a critical fail that had none (not by a person's request).
  automatic boolean NOT NULL DEFAULT false,
  created_by integer NOT NULL REFERENCES users(userid),
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now(),
  -- Verified exactly when a verification is recorded: who, when and the note.
  CHECK ((status = 'verified') = (verified_by IS NOT NULL AND verified_at IS NOT NULL AND verificationnote IS NOT NULL))
);
CREATE INDEX corrective_actions_audit ON corrective_actions (auditid, itemid);
CREATE INDEX corrective_actions_assignee ON corrective_actions (assignee);
CREATE INDEX corrective_actions_open_due ON corrective_actions (duedate) WHERE status IN ('open', 'in_progress');
-- Completion raises at most one automatic action per item, whatever races (it also holds the audit's row lock).
CREATE UNIQUE INDEX corrective_actions_automatic_once ON corrective_actions (auditid, itemid) WHERE automatic;

-- History: an entity of its own (`action`), so that no audit event (audit.created, audit.updated) is derived from
-- an action's changes; GET /history/action/{actionid} reads it.
CREATE TRIGGER history AFTER UPDATE OR DELETE ON corrective_actions
  FOR EACH ROW EXECUTE FUNCTION history_capture('action', 'action', 'actionid', '', '');
CREATE TRIGGER history_insert AFTER INSERT ON corrective_actions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('action', 'action', 'actionid', '', '');

-- The report of a completed audit, rendered once per state and kept in storage: the same bytes on every download
-- until the audit's corrective actions change (`fingerprint`). A cache of a rendering, not a record: no history.
CREATE TABLE audit_reports (
  auditid integer PRIMARY KEY REFERENCES audits(auditid),
  fingerprint text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  etag text NOT NULL,
  size_bytes integer NOT NULL,
  pages integer NOT NULL,
  generated_by integer NOT NULL REFERENCES users(userid),
  generated_at timestamptz NOT NULL
);
