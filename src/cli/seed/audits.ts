import { auditScore, type AnswerResult } from '../../lib/score.js';
import { ANSWERS, insertTracked } from './history.js';
import { ACTION_NOTES, AUDIT_REASONS, FINDINGS } from './names.js';
import { add, type Scale, type SeedContext, type SeededSupplier, type Tally } from './plan.js';
import { day, moment, type Rng } from './random.js';

interface Item {
  itemid: number;
  critical: boolean;
}

interface AuditDraft {
  auditid: number;
  supplier: SeededSupplier;
  auditor: number;
  /** Days before `asOf`. */
  age: number;
  complete: boolean;
  answers: { itemid: number; critical: boolean; result: AnswerResult; note: string | null }[];
}

function answer(rng: Rng, quality: number, critical: boolean): AnswerResult {
  // Critical items are what a site gets right first: they fail far less often.
  if (rng.chance(critical ? 0.5 + quality / 2 : quality)) return 'pass';
  return rng.weighted([
    ['flag', 4],
    ['fail', critical ? 1 : 3],
    ['na', critical ? 0 : 3],
  ]);
}

/**
 * Audits of the active suppliers spread over their time with us: completed ones with every item answered and
 * their score, and a few in progress (recent, partly answered). Then the corrective actions their findings
 * raised, older ones closed and verified, recent ones open, some overdue.
 */
export async function insertAudits(
  ctx: SeedContext,
  suppliers: SeededSupplier[],
  scale: Pick<Scale, 'audits' | 'auditShare'>,
  tally: Tally,
): Promise<void> {
  const { tx, rng, asOf, staff } = ctx;
  const [min, max] = scale.audits;
  const { rows: items } = await tx.query<Item>(
    `SELECT i.itemid, i.critical FROM audit_items i JOIN audit_sections s ON s.sectionid = i.sectionid
      WHERE s.templateid = (SELECT templateid FROM audit_templates ORDER BY version DESC LIMIT 1)
      ORDER BY s.sort_order, i.sort_order`,
  );
  const drafts: AuditDraft[] = [];
  for (const s of suppliers.filter((x) => x.active)) {
    if (!rng.chance(scale.auditShare)) continue;
    const n = rng.int(min, max);
    for (let k = 0; k < n; k++) {
      // Spread between the supplier's start and three weeks ago, older first.
      const age = Math.max(21, s.age - Math.round(((k + rng.next() * 0.8) * s.age) / n));
      drafts.push({
        auditid: 0,
        supplier: s,
        auditor: rng.pick(staff.auditors),
        age,
        complete: true,
        answers: [],
      });
    }
    if (rng.chance(0.2)) {
      drafts.push({
        auditid: 0,
        supplier: s,
        auditor: rng.pick(staff.auditors),
        age: rng.int(0, 14),
        complete: false,
        answers: [],
      });
    }
  }
  if (drafts.length === 0) return;
  for (const d of drafts) {
    const answered = d.complete ? items : items.slice(0, Math.round(items.length * (0.2 + rng.next() * 0.6)));
    d.answers = answered.map((i) => {
      const result = answer(rng, d.supplier.quality, i.critical);
      return { ...i, result, note: result === 'fail' || result === 'flag' ? rng.pick(FINDINGS) : null };
    });
  }
  const { rows: ids } = await tx.query<{ id: number }>(
    "SELECT nextval('audits_auditid_seq')::int AS id FROM generate_series(1, $1::int)",
    [drafts.length],
  );
  drafts.forEach((d, i) => (d.auditid = ids[i]!.id));
  const finished = (d: AuditDraft) => (d.complete ? moment(rng, asOf, -d.age + 1) : null);
  await tx.query(
    `INSERT INTO audits (auditid, templateid, companyid, userid, auditdate, audit_reason, statusid, score_pct,
                         created_by, completed_by, completed_at, created, lastupdated)
     SELECT t.id, (SELECT templateid FROM audit_templates ORDER BY version DESC LIMIT 1), t.c, t.u, t.d, t.r,
            CASE WHEN t.score IS NULL THEN 1 ELSE 2 END, t.score, t.u,
            CASE WHEN t.score IS NULL THEN NULL ELSE t.u END, t.done, t.d::timestamptz, coalesce(t.done, t.d::timestamptz)
       FROM unnest($1::int[], $2::int[], $3::int[], $4::date[], $5::text[], $6::numeric[], $7::timestamptz[])
         AS t(id, c, u, d, r, score, done)`,
    [
      drafts.map((d) => d.auditid),
      drafts.map((d) => d.supplier.supplierid),
      drafts.map((d) => d.auditor),
      drafts.map((d) => day(asOf, -d.age)),
      drafts.map((d, i) =>
        i > 0 && drafts[i - 1]!.supplier === d.supplier ? rng.pick(AUDIT_REASONS) : AUDIT_REASONS[1]!,
      ),
      drafts.map((d) => (d.complete ? auditScore(d.answers.map((a) => a.result)) : null)),
      drafts.map(finished),
    ],
  );
  const answers = drafts.flatMap((d) => d.answers.map((a) => ({ d, a })));
  await insertTracked(
    tx,
    ANSWERS,
    `INSERT INTO audit_answers (auditid, itemid, result, notes, userid, answered_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::timestamptz[])`,
    [
      answers.map(({ d }) => d.auditid),
      answers.map(({ a }) => a.itemid),
      answers.map(({ a }) => a.result),
      answers.map(({ a }) => a.note),
      answers.map(({ d }) => d.auditor),
      answers.map(({ d }) => moment(rng, asOf, -d.age)),
    ],
  );
  add(tally, 'audits', drafts.length);
  add(tally, 'audits in progress', drafts.filter((d) => !d.complete).length);
  add(tally, 'audit answers', answers.length);
  await insertActions(
    ctx,
    drafts.filter((d) => d.complete),
    tally,
  );
}

/**
 * Corrective actions: every critical fail (raised automatically at completion, as the API does), most other
 * fails and some flags. Due 28 days after the audit (56 for a flag); the older the audit, the likelier closed.
 */
async function insertActions(ctx: SeedContext, audits: AuditDraft[], tally: Tally): Promise<void> {
  const { tx, rng, asOf } = ctx;
  const rows = audits.flatMap((d) =>
    d.answers
      .filter(
        (a) =>
          (a.result === 'fail' && (a.critical || rng.chance(0.7))) ||
          (a.result === 'flag' && rng.chance(0.3)),
      )
      .map((a) => {
        const dueIn = a.result === 'flag' ? 56 : 28;
        const overdueBy = d.age - dueIn;
        const status =
          overdueBy > 60
            ? rng.weighted([
                ['verified', 7],
                ['done', 2],
                ['open', 1],
              ] as const)
            : overdueBy > 0
              ? rng.weighted([
                  ['done', 3],
                  ['in_progress', 2],
                  ['open', 2],
                ] as const)
              : rng.weighted([
                  ['open', 3],
                  ['in_progress', 2],
                ] as const);
        const verified = status === 'verified';
        return {
          auditid: d.auditid,
          itemid: a.itemid,
          description: a.critical && a.result === 'fail' ? null : `Correct: ${a.note ?? 'finding at audit'}`,
          assignee: d.supplier.portalUserid,
          due: day(asOf, -d.age + dueIn),
          priority: a.critical ? 'high' : a.result === 'fail' ? 'medium' : 'low',
          status,
          note: verified ? rng.pick(ACTION_NOTES) : null,
          verifiedBy: verified ? d.auditor : null,
          verifiedAt: verified ? moment(rng, asOf, -d.age + dueIn + rng.int(0, 20)) : null,
          automatic: a.critical && a.result === 'fail',
          createdBy: d.auditor,
          created: moment(rng, asOf, -d.age + 1),
        };
      }),
  );
  if (rows.length === 0) return;
  const col = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
  await tx.query(
    `INSERT INTO corrective_actions (auditid, itemid, description, assignee, duedate, priority, status,
                                     verificationnote, verified_by, verified_at, automatic, created_by, created,
                                     lastupdated)
     SELECT r.auditid, r.itemid, coalesce(r.description, 'Critical item failed at audit: ' || i.question), r.assignee,
            r.due, r.priority, r.status, r.note, r.vby, r.vat, r.automatic, r.cby, r.created,
            coalesce(r.vat, r.created)
       FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::date[], $6::text[], $7::text[], $8::text[],
                   $9::int[], $10::timestamptz[], $11::boolean[], $12::int[], $13::timestamptz[])
         AS r(auditid, itemid, description, assignee, due, priority, status, note, vby, vat, automatic, cby, created)
       JOIN audit_items i ON i.itemid = r.itemid`,
    [
      col((r) => r.auditid),
      col((r) => r.itemid),
      col((r) => r.description),
      col((r) => r.assignee),
      col((r) => r.due),
      col((r) => r.priority),
      col((r) => r.status),
      col((r) => r.note),
      col((r) => r.verifiedBy),
      col((r) => r.verifiedAt),
      col((r) => r.automatic),
      col((r) => r.createdBy),
      col((r) => r.created),
    ],
  );
  add(tally, 'corrective actions', rows.length);
  add(tally, 'open actions', rows.filter((r) => r.status === 'open' || r.status === 'in_progress').length);
}
