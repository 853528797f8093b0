-- The audit programme (docs/approval.md, "Audit programme"): each supplier site's next audit due date from an
-- Admin-editable decision table, kept per site in audit_programme by statement-level triggers on the tables whose
-- changes move it; planned audits (an audit with a future date and an auditor) tied to their site; reminders to the
-- assigned auditor 14 days before and on the due date.

-- The decision table: one row. Months per risk level, the score under which the interval is multiplied by
-- score_factor, the months a BRCGS Food Safety grade sets, the days after a site's creation a never-audited site is
-- due, and whether planned audits are unannounced unless the plan says otherwise.
CREATE TABLE audit_programme_rules (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  high_months smallint NOT NULL DEFAULT 12 CHECK (high_months BETWEEN 1 AND 120),
  medium_months smallint NOT NULL DEFAULT 18 CHECK (medium_months BETWEEN 1 AND 120),
  low_months smallint NOT NULL DEFAULT 36 CHECK (low_months BETWEEN 1 AND 120),
  unrated_months smallint NOT NULL DEFAULT 12 CHECK (unrated_months BETWEEN 1 AND 120),
  score_below numeric(5, 2) NOT NULL DEFAULT 75 CHECK (score_below BETWEEN 0 AND 100),
  score_factor numeric(3, 2) NOT NULL DEFAULT 0.5 CHECK (score_factor > 0 AND score_factor <= 1),
  grade_cd_months smallint NOT NULL DEFAULT 6 CHECK (grade_cd_months BETWEEN 1 AND 120),
  grade_aab_months smallint NOT NULL DEFAULT 12 CHECK (grade_aab_months BETWEEN 1 AND 120),
  first_audit_days smallint NOT NULL DEFAULT 90 CHECK (first_audit_days BETWEEN 0 AND 3650),
  unannounced boolean NOT NULL DEFAULT false,
  updated_by integer REFERENCES users(userid),
  updated timestamptz NOT NULL DEFAULT now()
);
INSERT INTO audit_programme_rules DEFAULT VALUES;

-- A planned audit: the audit (created in the same statement, hence the deferred reference), the site it is for
-- and the due date it answers. UNIQUE (siteid, due_date): at most one plan per site and period, whoever plans.
CREATE TABLE audit_plans (
  planid serial PRIMARY KEY,
  auditid integer NOT NULL UNIQUE REFERENCES audits(auditid) DEFERRABLE INITIALLY DEFERRED,
  siteid integer NOT NULL REFERENCES sites(siteid),
  companyid integer NOT NULL REFERENCES companies(companyid),
  due_date date NOT NULL,
  unannounced boolean NOT NULL DEFAULT false,
  created_by integer NOT NULL REFERENCES users(userid),
  created timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT audit_plans_once UNIQUE (siteid, due_date)
);
CREATE INDEX audit_plans_companyid ON audit_plans (companyid);

-- Each live supplier site's programme, as audit_programme_refresh computed it: read by the list, never computed
-- per request. sort_date is the planned audit's date when there is one, else the due date: the list's order.
CREATE TABLE audit_programme (
  siteid integer PRIMARY KEY REFERENCES sites(siteid),
  companyid integer NOT NULL,
  due_date date NOT NULL,
  interval_months smallint NOT NULL,
  reasons jsonb NOT NULL,
  last_auditid integer,
  last_auditdate date,
  last_score numeric(5, 2),
  planned_auditid integer,
  planned_date date,
  planned_userid integer,
  planned_unannounced boolean,
  grade text,
  grade_expiry date,
  sort_date date NOT NULL,
  computed timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_programme_open ON audit_programme (sort_date, siteid) WHERE planned_auditid IS NULL;
CREATE INDEX audit_programme_planned ON audit_programme (sort_date, siteid) WHERE planned_auditid IS NOT NULL;
CREATE INDEX audit_programme_sort ON audit_programme (sort_date, siteid);
CREATE INDEX audit_programme_companyid ON audit_programme (companyid);
CREATE INDEX audit_programme_grade_expiry ON audit_programme (grade_expiry) WHERE grade_expiry IS NOT NULL;

-- One row per planned audit and threshold (14 days before the due date, 0 on it): made once, whoever evaluates.
CREATE TABLE audit_programme_reminders (
  reminderid serial PRIMARY KEY,
  auditid integer NOT NULL REFERENCES audits(auditid),
  siteid integer NOT NULL REFERENCES sites(siteid),
  companyid integer NOT NULL REFERENCES companies(companyid),
  userid integer NOT NULL REFERENCES users(userid),
  threshold smallint NOT NULL CHECK (threshold IN (14, 0)),
  due_date date NOT NULL,
  asof date NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT audit_programme_reminders_once UNIQUE (auditid, threshold)
);

-- Their emails to the auditor, sent by the shared mail outbox (src/worker/mail-outbox.ts).
CREATE TABLE audit_programme_reminder_outbox (
  id serial PRIMARY KEY,
  reminderid integer NOT NULL REFERENCES audit_programme_reminders(reminderid),
  userid integer NOT NULL REFERENCES users(userid),
  recipient text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT audit_programme_reminder_outbox_once UNIQUE (reminderid, userid)
);
CREATE INDEX audit_programme_reminder_outbox_due ON audit_programme_reminder_outbox (next_attempt_at)
  WHERE status IN ('pending', 'sending');

-- The decision table applied set-based (src/modules/audit-programme/audit-programme.functions.ts).
CREATE OR REPLACE FUNCTION audit_programme_refresh(companyids integer[], asof date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  DELETE FROM audit_programme p
   WHERE (companyids IS NULL OR p.companyid = ANY (companyids))
     AND NOT EXISTS (SELECT 1 FROM sites s JOIN companies c ON c.companyid = s.companyid
                      WHERE s.siteid = p.siteid AND s.active = 1 AND c.active = 1 AND c.companyid <> 1);
  WITH r AS (SELECT * FROM audit_programme_rules WHERE id = 1),
  live AS (
    SELECT s.siteid, s.companyid, s.created::date AS created, c.riskid,
           s.siteid = (SELECT d.siteid FROM sites d WHERE d.companyid = s.companyid AND d.active = 1
                        ORDER BY d.is_default DESC, d.siteid LIMIT 1) AS is_default
      FROM sites s JOIN companies c ON c.companyid = s.companyid
     WHERE s.active = 1 AND c.active = 1 AND c.companyid <> 1
       AND (companyids IS NULL OR s.companyid = ANY (companyids))),
  facts AS (
    SELECT l.siteid, l.companyid, l.created, l.riskid, r.score_below, r.score_factor, r.first_audit_days,
           r.grade_cd_months, r.grade_aab_months,
           CASE l.riskid WHEN 3 THEN r.high_months WHEN 2 THEN r.medium_months WHEN 1 THEN r.low_months
                ELSE r.unrated_months END AS risk_months,
           la.auditid AS last_auditid, la.auditdate AS last_auditdate, la.score_pct AS last_score,
           pl.auditid AS planned_auditid, pl.auditdate AS planned_date, pl.userid AS planned_userid,
           pl.unannounced AS planned_unannounced, g.grade, g.expirydate AS grade_expiry
      FROM live l CROSS JOIN r
      LEFT JOIN LATERAL (
        SELECT a.auditid, a.auditdate, a.score_pct
          FROM audits a LEFT JOIN audit_plans ap ON ap.auditid = a.auditid
         WHERE a.companyid = l.companyid AND a.statusid = 2
           AND (ap.siteid = l.siteid OR (ap.siteid IS NULL AND l.is_default))
         ORDER BY a.auditdate DESC, a.auditid DESC LIMIT 1) la ON true
      LEFT JOIN LATERAL (
        SELECT a.auditid, a.auditdate, a.userid, ap.unannounced
          FROM audit_plans ap JOIN audits a ON a.auditid = ap.auditid
         WHERE ap.siteid = l.siteid AND a.statusid <> 2
         ORDER BY a.auditdate, a.auditid LIMIT 1) pl ON true
      LEFT JOIN LATERAL (
        SELECT upper(regexp_replace(btrim(ac.grade), '\s*\+$', '')) AS grade, ac.expirydate
          FROM accreditations ac
         WHERE ac.companyid = l.companyid AND ac.standardid = 1 AND ac.active = 1 AND ac.grade IS NOT NULL
           AND (ac.siteid IS NULL OR ac.siteid = l.siteid) AND (ac.expirydate IS NULL OR ac.expirydate > asof)
         ORDER BY ac.siteid IS NULL, ac.expirydate DESC NULLS LAST, ac.accreditationid DESC LIMIT 1) g ON true),
  ruled AS (
    SELECT f.*,
           CASE WHEN f.last_score < f.score_below THEN greatest(1, round(f.risk_months * f.score_factor))::int
                ELSE f.risk_months::int END AS score_months,
           CASE WHEN f.grade IN ('C', 'D') THEN f.grade_cd_months::int
                WHEN f.grade IN ('AA', 'A', 'B') THEN f.grade_aab_months::int END AS grade_months
      FROM facts f),
  decided AS (
    SELECT u.*, least(u.score_months, u.grade_months) AS months,
           CASE WHEN u.last_auditid IS NULL THEN u.created + u.first_audit_days
                ELSE (u.last_auditdate + make_interval(months => least(u.score_months, u.grade_months)))::date
           END AS due
      FROM ruled u)
  INSERT INTO audit_programme AS p (siteid, companyid, due_date, interval_months, reasons, last_auditid,
         last_auditdate, last_score, planned_auditid, planned_date, planned_userid, planned_unannounced, grade,
         grade_expiry, sort_date)
  SELECT d.siteid, d.companyid, d.due, d.months,
         (SELECT jsonb_agg(x.reason ORDER BY x.ord) FROM (VALUES
            (1, jsonb_build_object('rule', 'risk', 'months', d.risk_months,
                  'decides', (d.last_score IS NULL OR d.last_score >= d.score_below) AND d.risk_months = d.months,
                  'text', CASE d.riskid WHEN 3 THEN 'High' WHEN 2 THEN 'Medium' WHEN 1 THEN 'Low' ELSE 'Unrated' END
                          || ' risk: every ' || d.risk_months || ' months')),
            (2, CASE WHEN d.last_score < d.score_below THEN jsonb_build_object('rule', 'score',
                  'months', d.score_months, 'decides', d.score_months = d.months,
                  'text', 'Last audit scored ' || round(d.last_score, 1) || ' % (under ' || round(d.score_below, 1)
                          || ' %): every ' || d.score_months || ' months') END),
            (3, CASE WHEN d.grade_months IS NOT NULL THEN jsonb_build_object('rule', 'grade',
                  'months', d.grade_months, 'decides', d.grade_months = d.months,
                  'text', 'BRCGS grade ' || d.grade || ': every ' || d.grade_months || ' months') END),
            (4, CASE WHEN d.last_auditid IS NULL THEN jsonb_build_object('rule', 'first_audit',
                  'months', NULL, 'decides', true,
                  'text', 'Never audited: due ' || d.first_audit_days || ' days after the site was added') END)
          ) x(ord, reason) WHERE x.reason IS NOT NULL),
         d.last_auditid, d.last_auditdate, d.last_score, d.planned_auditid, d.planned_date,
         d.planned_userid, d.planned_unannounced, d.grade, d.grade_expiry, coalesce(d.planned_date, d.due)
    FROM decided d
   ORDER BY d.siteid
  ON CONFLICT (siteid) DO UPDATE SET companyid = EXCLUDED.companyid, due_date = EXCLUDED.due_date,
         interval_months = EXCLUDED.interval_months, reasons = EXCLUDED.reasons,
         last_auditid = EXCLUDED.last_auditid, last_auditdate = EXCLUDED.last_auditdate,
         last_score = EXCLUDED.last_score, planned_auditid = EXCLUDED.planned_auditid,
         planned_date = EXCLUDED.planned_date, planned_userid = EXCLUDED.planned_userid,
         planned_unannounced = EXCLUDED.planned_unannounced, grade = EXCLUDED.grade,
         grade_expiry = EXCLUDED.grade_expiry, sort_date = EXCLUDED.sort_date, computed = now()
   WHERE (p.companyid, p.due_date, p.interval_months, p.reasons, p.last_auditid, p.last_auditdate, p.last_score,
          p.planned_auditid, p.planned_date, p.planned_userid, p.planned_unannounced, p.grade, p.grade_expiry)
         IS DISTINCT FROM
         (EXCLUDED.companyid, EXCLUDED.due_date, EXCLUDED.interval_months, EXCLUDED.reasons, EXCLUDED.last_auditid,
          EXCLUDED.last_auditdate, EXCLUDED.last_score, EXCLUDED.planned_auditid, EXCLUDED.planned_date,
          EXCLUDED.planned_userid, EXCLUDED.planned_unannounced, EXCLUDED.grade, EXCLUDED.grade_expiry);
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

CREATE OR REPLACE FUNCTION audit_programme_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.companyid) INTO ids FROM new_rows n;
  ELSE
    SELECT array_agg(DISTINCT x.companyid) INTO ids
      FROM (SELECT companyid FROM new_rows UNION SELECT companyid FROM old_rows) x;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM audit_programme_refresh(ids, current_date);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION audit_programme_touch_company() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(n.companyid) INTO ids
    FROM new_rows n JOIN old_rows o ON o.companyid = n.companyid
   WHERE n.riskid IS DISTINCT FROM o.riskid OR n.active <> o.active;
  IF ids IS NOT NULL THEN
    PERFORM audit_programme_refresh(ids, current_date);
  END IF;
  RETURN NULL;
END $$;

-- Every write that moves a due date refreshes its companies' sites, in its own transaction.
CREATE TRIGGER audit_programme_insert AFTER INSERT ON sites REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();

CREATE TRIGGER audit_programme_update AFTER UPDATE ON sites REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();

CREATE TRIGGER audit_programme_insert AFTER INSERT ON accreditations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();

CREATE TRIGGER audit_programme_update AFTER UPDATE ON accreditations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();

CREATE TRIGGER audit_programme_insert AFTER INSERT ON audits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();

CREATE TRIGGER audit_programme_update AFTER UPDATE ON audits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();

CREATE TRIGGER audit_programme_insert AFTER INSERT ON audit_plans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();

CREATE TRIGGER audit_programme_update AFTER UPDATE ON audit_plans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();

CREATE TRIGGER audit_programme_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch_company();

-- Every live supplier site's programme, now.
SELECT audit_programme_refresh(NULL, current_date);
