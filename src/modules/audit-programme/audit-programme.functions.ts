/**
 * The audit programme's database functions and triggers as they are in force: the last migration that set each one
 * ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 * The decision table is applied here, in one set-based statement, so that every write that moves a due date
 * (an audit completed, a risk level, a site, a certificate, a plan) keeps audit_programme current in its own
 * transaction without the module that writes knowing of it (docs/approval.md, "Audit programme").
 */

export const functions = [
  // audit_programme_refresh: last set by migrations/0111_audit_programme.sql
  String.raw`CREATE OR REPLACE FUNCTION audit_programme_refresh(companyids integer[], asof date) RETURNS integer LANGUAGE plpgsql AS $$
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
END $$;`,

  // audit_programme_touch: last set by migrations/0111_audit_programme.sql
  String.raw`CREATE OR REPLACE FUNCTION audit_programme_touch() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;`,

  // audit_programme_touch_company: last set by migrations/0111_audit_programme.sql
  String.raw`CREATE OR REPLACE FUNCTION audit_programme_touch_company() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;`,
];

/** The statement-level triggers of one table whose writes move due dates (transition tables: one event each). */
const touching = (table: string) => [
  `CREATE TRIGGER audit_programme_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();`,
  `CREATE TRIGGER audit_programme_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch();`,
];

export const triggers = [
  // migrations/0111_audit_programme.sql
  ...touching('sites'),
  ...touching('accreditations'),
  ...touching('audits'),
  ...touching('audit_plans'),
  `CREATE TRIGGER audit_programme_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_programme_touch_company();`,
];
