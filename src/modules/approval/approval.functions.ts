import type { EventDeclarations } from '../events/events.functions.js';
import { effectsFunctions, effectsTriggers } from './effects.functions.js';
/**
 * The approval module's database functions and triggers as they are in force: the last migration that set each one (its effects: effects.functions.ts)
 * ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 *
 * A supplier's approval status (docs/approval.md) follows its evidence inline: statement-level triggers on the
 * tables holding the evidence (saqs, accreditations, audits, corrective_actions, companies) recompute the
 * suppliers a statement touched, in the writer's transaction, with one set-based statement (approval_recompute);
 * no module's code calls it. The day the date rules are read for is approval_rules.asof, set by the approval
 * worker's pass from the app's clock (src/modules/approval/approval.worker.ts).
 */

export const functions = [
  // approval_evaluate: last set by migrations/0110_supplier_approval.sql
  // Of the suppliers in ids (the organisation, company 1, is none), their statuses on day: the rule table.
  String.raw`CREATE OR REPLACE FUNCTION approval_evaluate(ids integer[], day date)
  RETURNS TABLE (companyid integer, computed text, rules jsonb, reasons jsonb) LANGUAGE sql STABLE AS $$
WITH facts AS (
  SELECT c.companyid, c.active = 1 AS active,
         CASE c.riskid WHEN 1 THEN 'low' WHEN 2 THEN 'medium' WHEN 3 THEN 'high' END AS risk,
         r.questionnaireminscore, r.evidencerisk, r.unassessedrisk, r.auditmonths, r.auditminscore,
         r.suspendauditscore, r.excludedgrades,
         acc.saqid AS q_saqid, acc.score AS q_score, coalesce(acc.critical, false) AS q_critical,
         acc.expires AS q_expires, lat.status AS q_latest,
         cert.accreditationid AS cert_id, cert.standard AS cert_standard, cert.grade AS cert_grade,
         cert.expirydate AS cert_expiry,
         au.auditid, au.auditdate, au.score_pct AS audit_score,
         act.open AS actions_open, act.overdue AS actions_overdue
    FROM (SELECT DISTINCT unnest(ids) AS companyid) u
    JOIN companies c ON c.companyid = u.companyid
   CROSS JOIN approval_rules r
    LEFT JOIN LATERAL (
      SELECT s.saqid, s.score, s.critical, s.expires FROM saqs s
       WHERE s.companyid = c.companyid AND s.status = 'Accepted' AND (s.expires IS NULL OR s.expires > day)
       ORDER BY s.expires DESC NULLS FIRST, s.saqid DESC LIMIT 1) acc ON true
    LEFT JOIN LATERAL (
      SELECT s.status FROM saqs s WHERE s.companyid = c.companyid ORDER BY s.saqid DESC LIMIT 1) lat ON true
    LEFT JOIN LATERAL (
      SELECT a.accreditationid, a.standard, a.grade, a.expirydate FROM accreditations a
       WHERE a.companyid = c.companyid AND a.active = 1 AND a.standardid = ANY (r.gfsistandards)
         AND certificate_status(a.expirydate, day) IN ('valid', 'expiring')
       ORDER BY upper(coalesce(a.grade, '')) = ANY (r.excludedgrades), a.expirydate DESC, a.accreditationid
       LIMIT 1) cert ON true
    LEFT JOIN LATERAL (
      SELECT x.auditid, x.auditdate, x.score_pct FROM audits x
       WHERE x.companyid = c.companyid AND x.statusid = 2
       ORDER BY x.auditdate DESC, x.auditid DESC LIMIT 1) au ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::integer AS open, (count(*) FILTER (WHERE ca.duedate < day))::integer AS overdue
        FROM audits x
        JOIN corrective_actions ca ON ca.auditid = x.auditid
        JOIN audit_items i ON i.itemid = ca.itemid
       WHERE x.companyid = c.companyid AND ca.status IN ('open', 'in_progress') AND (i.critical OR ca.automatic)) act
      ON true
   WHERE c.companyid <> 1
),
checked AS (
  SELECT f.*,
         coalesce(f.risk, f.unassessedrisk) AS assessed,
         f.actions_overdue = 0 AS actions_ok,
         (f.auditid IS NULL OR f.audit_score >= f.suspendauditscore) AS floor_ok,
         f.q_saqid IS NOT NULL AS q_ok,
         (f.q_saqid IS NULL OR (coalesce(f.q_score, 100) >= f.questionnaireminscore AND NOT f.q_critical)) AS score_ok,
         array_position(ARRAY['low', 'medium', 'high'], coalesce(f.risk, f.unassessedrisk))
           >= array_position(ARRAY['low', 'medium', 'high'], f.evidencerisk) AS evidence_applies,
         (f.cert_id IS NOT NULL AND NOT upper(coalesce(f.cert_grade, '')) = ANY (f.excludedgrades)) AS cert_ok,
         (f.auditid IS NOT NULL AND f.auditdate > (day - make_interval(months => f.auditmonths))::date
          AND f.audit_score >= f.auditminscore) AS audit_ok
    FROM facts f
)
SELECT k.companyid,
       CASE WHEN NOT k.active THEN 'delisted'
            WHEN NOT (k.actions_ok AND k.floor_ok) THEN 'suspended'
            WHEN NOT k.q_ok THEN 'pending'
            WHEN NOT k.score_ok OR (k.evidence_applies AND NOT (k.cert_ok OR k.audit_ok)) THEN 'conditional'
            ELSE 'approved' END,
       jsonb_build_array(
         jsonb_build_object('rule', 'active', 'effect', 'delisted', 'applies', true, 'passed', k.active,
                            'input', jsonb_build_object('active', k.active)),
         jsonb_build_object('rule', 'critical_actions', 'effect', 'suspended', 'applies', true, 'passed', k.actions_ok,
                            'input', jsonb_build_object('open', k.actions_open, 'overdue', k.actions_overdue)),
         jsonb_build_object('rule', 'audit_floor', 'effect', 'suspended', 'applies', k.auditid IS NOT NULL,
                            'passed', k.floor_ok,
                            'input', jsonb_build_object('auditid', k.auditid, 'auditdate', k.auditdate,
                                                        'score', k.audit_score, 'minimum', k.suspendauditscore)),
         jsonb_build_object('rule', 'questionnaire', 'effect', 'pending', 'applies', true, 'passed', k.q_ok,
                            'input', jsonb_build_object('saqid', k.q_saqid, 'expires', k.q_expires,
                                                        'latest', k.q_latest)),
         jsonb_build_object('rule', 'questionnaire_score', 'effect', 'conditional', 'applies', k.q_ok,
                            'passed', k.score_ok,
                            'input', jsonb_build_object('score', k.q_score, 'critical', k.q_critical,
                                                        'minimum', k.questionnaireminscore)),
         jsonb_build_object('rule', 'evidence', 'effect', 'conditional', 'applies', k.evidence_applies,
                            'passed', NOT k.evidence_applies OR k.cert_ok OR k.audit_ok,
                            'input', jsonb_build_object(
                              'risk', k.risk, 'assessedas', k.assessed, 'from', k.evidencerisk,
                              'certificate', CASE WHEN k.cert_id IS NOT NULL THEN jsonb_build_object(
                                'accreditationid', k.cert_id, 'standard', k.cert_standard, 'grade', k.cert_grade,
                                'expirydate', k.cert_expiry, 'counts', k.cert_ok) END,
                              'audit', CASE WHEN k.auditid IS NOT NULL THEN jsonb_build_object(
                                'auditid', k.auditid, 'auditdate', k.auditdate, 'score', k.audit_score,
                                'counts', k.audit_ok) END,
                              'auditmonths', k.auditmonths, 'auditminscore', k.auditminscore))),
       to_jsonb(array_remove(ARRAY[
         CASE WHEN NOT k.active THEN 'supplier deactivated' END,
         CASE WHEN NOT k.actions_ok THEN k.actions_overdue::text || ' open critical corrective action(s) past due' END,
         CASE WHEN NOT k.floor_ok THEN 'last completed audit scored ' || k.audit_score::text || '%, under '
                                       || k.suspendauditscore::text || '%' END,
         CASE WHEN NOT k.q_ok THEN 'no accepted questionnaire in force'
                                   || coalesce(' (latest: ' || k.q_latest || ')', '') END,
         CASE WHEN NOT k.score_ok AND k.q_critical THEN 'questionnaire with a critical answer'
              WHEN NOT k.score_ok THEN 'questionnaire scored ' || k.q_score::text || ', under '
                                       || k.questionnaireminscore::text END,
         CASE WHEN k.evidence_applies AND NOT (k.cert_ok OR k.audit_ok)
              THEN coalesce(k.risk, 'unassessed') || ' risk without a valid GFSI certificate or an audit scoring '
                   || k.auditminscore::text || '% in the last ' || k.auditmonths::text || ' months' END
       ]::text[], NULL))
  FROM checked k
$$;`,

  // approval_recompute: last set by migrations/0110_supplier_approval.sql
  // Its statements are planned once per connection (plan_cache_mode): the rule table's query takes milliseconds
  // to plan and a fraction of one to run for one supplier.
  String.raw`CREATE OR REPLACE FUNCTION approval_recompute(ids integer[]) RETURNS integer LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan SET jit = off AS $$
DECLARE
  day date := (SELECT coalesce(r.asof, current_date) FROM approval_rules r);
  changed integer;
BEGIN
  -- The suppliers' rows are locked first, in id order: a concurrent change of the same supplier commits before
  -- this one reads the evidence (the next statement's snapshot, READ COMMITTED), so the last to commit is right.
  IF ids IS NULL THEN
    PERFORM 1 FROM supplier_approvals a ORDER BY a.companyid FOR UPDATE;
    INSERT INTO supplier_approvals AS a (companyid, computed, reasons)
    SELECT e.companyid, e.computed, e.reasons
      FROM approval_evaluate(ARRAY(SELECT c.companyid FROM companies c), day) e ORDER BY e.companyid
    ON CONFLICT (companyid) DO UPDATE
       SET computed = EXCLUDED.computed, reasons = EXCLUDED.reasons, computed_at = now(),
           changed_at = CASE WHEN coalesce(a.override, EXCLUDED.computed) <> a.status THEN now() ELSE a.changed_at END
     WHERE (a.computed, a.reasons) IS DISTINCT FROM (EXCLUDED.computed, EXCLUDED.reasons);
  ELSE
    PERFORM 1 FROM supplier_approvals a WHERE a.companyid = ANY (ids) ORDER BY a.companyid FOR UPDATE;
    INSERT INTO supplier_approvals AS a (companyid, computed, reasons)
    SELECT e.companyid, e.computed, e.reasons FROM approval_evaluate(ids, day) e ORDER BY e.companyid
    ON CONFLICT (companyid) DO UPDATE
       SET computed = EXCLUDED.computed, reasons = EXCLUDED.reasons, computed_at = now(),
           changed_at = CASE WHEN coalesce(a.override, EXCLUDED.computed) <> a.status THEN now() ELSE a.changed_at END
     WHERE (a.computed, a.reasons) IS DISTINCT FROM (EXCLUDED.computed, EXCLUDED.reasons);
  END IF;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END $$;`,

  // approval_explain: last set by migrations/0110_supplier_approval.sql
  // One supplier's rule table for GET /suppliers/{id}/approval, on the recorded day. Planned once per connection and
  // never JIT-compiled: the rule table's estimated cost would have PostgreSQL spend seconds compiling a 1 ms query.
  String.raw`CREATE OR REPLACE FUNCTION approval_explain(supplierid integer) RETURNS jsonb LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan SET jit = off AS $$
BEGIN
  RETURN (SELECT e.rules FROM approval_rules r, approval_evaluate(ARRAY[supplierid], coalesce(r.asof, current_date)) e);
END $$;`,

  // approval_rows_added: last set by migrations/0110_supplier_approval.sql
  String.raw`CREATE OR REPLACE FUNCTION approval_rows_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'corrective_actions' THEN
    PERFORM approval_recompute(ARRAY(SELECT DISTINCT x.companyid FROM new_rows n JOIN audits x ON x.auditid = n.auditid));
  ELSE
    PERFORM approval_recompute(ARRAY(SELECT DISTINCT n.companyid FROM new_rows n));
  END IF;
  RETURN NULL;
END $$;`,

  // approval_row_changed: last set by migrations/0110_supplier_approval.sql
  String.raw`CREATE OR REPLACE FUNCTION approval_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'corrective_actions' THEN
    PERFORM approval_recompute(ARRAY(SELECT x.companyid FROM audits x WHERE x.auditid IN (OLD.auditid, NEW.auditid)));
  ELSE
    PERFORM approval_recompute(ARRAY[OLD.companyid, NEW.companyid]);
  END IF;
  RETURN NULL;
END $$;`,

  ...effectsFunctions,
];

/** The evidence's tables: a statement adding rows, or a change of a column the rules read, recomputes. */
const watched: [table: string, columns: string[]][] = [
  ['companies', ['riskid', 'active']],
  ['saqs', ['companyid', 'status', 'score', 'critical', 'expires']],
  ['accreditations', ['companyid', 'standardid', 'grade', 'expirydate', 'active']],
  ['audits', ['companyid', 'statusid', 'score_pct', 'auditdate']],
  ['corrective_actions', ['auditid', 'itemid', 'status', 'duedate', 'automatic']],
];

export const triggers = [
  // migrations/0110_supplier_approval.sql
  ...watched.flatMap(([table, columns]) => [
    `CREATE TRIGGER approval_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_rows_added();`,
    `CREATE TRIGGER approval_update AFTER UPDATE OF ${columns.join(', ')} ON ${table}
  FOR EACH ROW WHEN ((${columns.map((c) => `OLD.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `NEW.${c}`).join(', ')}))
  EXECUTE FUNCTION approval_row_changed();`,
  ]),
  ...effectsTriggers,
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 150,
      condition: "entity = 'supplier' AND part = 'approval'",
      types: "ARRAY['supplier.approval_changed']",
    },
  ],
  fields: [
    {
      field: 'from',
      position: 10,
      condition: "h.entity = 'supplier' AND h.part = 'approval'",
      value: "h.old -> 'status'",
    },
    {
      field: 'to',
      position: 10,
      condition: "h.entity = 'supplier' AND h.part = 'approval'",
      value: "h.new -> 'status'",
    },
    {
      field: 'reasons',
      position: 10,
      condition: "h.entity = 'supplier' AND h.part = 'approval'",
      value: "h.new -> 'reasons'",
    },
  ],
};
