import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/cli/seed.js';
import type { Queryable } from '../../src/db/index.js';
import { createKey } from '../../src/modules/admin/admin.repository.js';
import { hashResetToken } from '../../src/modules/auth/reset-outbox.js';
import { newToken } from '../../src/modules/incidents/notices.repository.js';
import { useTestApp, type TestApp } from '../helpers.js';

// Every example of the served document is one the server accepts (docs/openapi.md): on the demo data set, each
// operation's JSON request example is sent as it stands and must succeed; and every example, request, response or
// parameter, validates against its own schema. The test environment resolves no names: the webhook examples' public
// host (hooks.example.org) is let through unresolved, and nothing is delivered.
const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_WORKER: 'false' });

type Operation = { operationId: string; requestBody?: { content: Record<string, { example?: unknown }> } };
type Doc = { paths: Record<string, Record<string, Operation>>; components: object };
const served = () => t.app.swagger() as unknown as Doc;

type Body = Record<string, unknown>;
/** What a step's rules may read: the database as the earlier steps left it, and the example it is for. */
interface Scene {
  db: Queryable;
  api: TestApp['api'];
  /** The example's first row (a bulk example is an array of rows). */
  example: Body;
}
interface Step {
  /** Path parameters naming rows that exist and are in a state the operation allows. */
  params?: (s: Scene) => Promise<Record<string, number | string>>;
  /** Another caller's level-4 key, for an operation that acts on its caller. */
  key?: (s: Scene) => Promise<string>;
}

async function one(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ v: number | null }>(sql, params);
  const v = rows[0]?.v;
  if (v === null || v === undefined) throw new Error(`No row for: ${sql}`);
  return v;
}
const param =
  (name: string, sql: string) =>
  async ({ db }: Scene) => ({ [name]: await one(db, sql) });

const IN_PROGRESS_AUDIT = 'SELECT min(auditid) AS v FROM audits WHERE statusid = 1';
const NEWEST_USER = 'SELECT max(userid) AS v FROM users';
const ANSWERABLE_DEFAULT = `SELECT max(s.saqid) AS v FROM saqs s JOIN questionnaire_versions v USING (versionid)
  JOIN questionnaire_templates t USING (templateid) WHERE t.is_default AND s.status IN ('Not started', 'In progress')`;
const NEWEST_INCIDENT = 'SELECT max(incidentid) AS v FROM incidents';
const ACTIVE_NEWLINE = 'SELECT min(newlineid) AS v FROM newlines WHERE isactive = 1';
// A spec still New: the example's statusid (1) follows the workflow, where staying put is always allowed.
const ACTIVE_SPEC = `SELECT min(s.psid) AS v FROM product_specs s JOIN newlines n USING (newlineid)
  WHERE n.isactive = 1 AND s.statusid = 1`;

/** Answers every required item an audit has not answered yet, so that it can be completed. */
async function answerTheRest({ db, api }: Scene, auditid: number): Promise<void> {
  const { rows } = await db.query<{ itemid: number }>(
    `SELECT i.itemid FROM audits a JOIN audit_sections s ON s.templateid = a.templateid
       JOIN audit_items i ON i.sectionid = s.sectionid AND i.required
      WHERE a.auditid = $1 AND NOT EXISTS
        (SELECT 1 FROM audit_answers x WHERE x.auditid = a.auditid AND x.itemid = i.itemid)`,
    [auditid],
  );
  for (const { itemid } of rows) {
    const res = await api({
      method: 'PUT',
      url: `/api/v1/audits/${auditid}/items/${itemid}/response`,
      payload: { result: 'pass' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/**
 * Every operation with a JSON request example, in the order they are sent: none undoes what a later one needs
 * (createUser makes the person login, updateUser and changePassword act on; createWebhook the webhook 1 the
 * wholesaler examples name). Ids inside the examples name rows of the demo data set (src/http/openapi-examples.ts).
 */
const STEPS: [operationId: string, Step][] = [
  ['createUser', {}],
  ['login', {}],
  ['updateUser', { params: param('id', NEWEST_USER) }],
  // changePassword acts on its caller and revokes its keys: the caller is the person createUser made.
  [
    'changePassword',
    {
      key: async ({ db }) =>
        (await createKey(db, { name: 'changePassword', level: 4, userid: await one(db, NEWEST_USER) })).key,
    },
  ],
  ['createApiKey', {}],
  ['createSupplier', {}],
  ['createSupplierBulk', {}],
  [
    'updateSupplier',
    { params: param('supplierid', 'SELECT max(companyid) AS v FROM companies WHERE active = 1') },
  ],
  [
    'createSite',
    { params: param('supplierid', 'SELECT max(companyid) AS v FROM companies WHERE active = 1') },
  ],
  [
    'updateSite',
    {
      params: async ({ db }) => {
        const supplierid = await one(db, 'SELECT max(companyid) AS v FROM companies WHERE active = 1');
        const siteid = await one(
          db,
          'SELECT min(siteid) AS v FROM sites WHERE companyid = $1 AND active = 1',
          [supplierid],
        );
        return { supplierid, siteid };
      },
    },
  ],
  // The organisation's own distribution centre; then the same supplier site as updateSite, with the same GLN.
  ['createCompanySite', {}],
  [
    'updateCompanySite',
    {
      params: async ({ db }) => {
        const supplierid = await one(db, 'SELECT max(companyid) AS v FROM companies WHERE active = 1');
        return {
          siteid: await one(db, 'SELECT min(siteid) AS v FROM sites WHERE companyid = $1 AND active = 1', [
            supplierid,
          ]),
        };
      },
    },
  ],
  [
    'createPortalUser',
    { params: param('supplierid', 'SELECT max(companyid) AS v FROM companies WHERE active = 1') },
  ],
  ['createNewline', {}],
  ['createNewlineBulk', {}],
  ['updateNewlineById', { params: param('id', ACTIVE_NEWLINE) }],
  ['updateNewline', { params: param('newlineid', ACTIVE_NEWLINE) }],
  ['updateNewlinePut', { params: param('newlineid', ACTIVE_NEWLINE) }],
  ['updateProduct', { params: param('psid', ACTIVE_SPEC) }],
  ['updateProductPut', { params: param('psid', ACTIVE_SPEC) }],
  ['addAllergens', {}],
  ['updateAllergens', { params: param('psid', 'SELECT min(psid) AS v FROM allergens') }],
  ['updateAllergensPut', { params: param('psid', 'SELECT min(psid) AS v FROM allergens') }],
  ['addNutritionalInfo', {}],
  ['updateNutritionalInfo', { params: param('psid', 'SELECT min(psid) AS v FROM nutrition') }],
  ['updateNutritionalInfoPut', { params: param('psid', 'SELECT min(psid) AS v FROM nutrition') }],
  // A spec still New: its list changes without moving it.
  ['putIngredients', { params: param('psid', ACTIVE_SPEC) }],
  // The example moves a submitted spec on to review.
  [
    'transitionProduct',
    {
      params: param(
        'psid',
        `SELECT min(s.psid) AS v FROM product_specs s JOIN newlines n USING (newlineid)
          WHERE n.isactive = 1 AND s.statusid = 2`,
      ),
    },
  ],
  ['createAudit', {}],
  [
    'saveAuditItemResponse',
    {
      params: async ({ db }) => {
        const auditid = await one(db, IN_PROGRESS_AUDIT);
        const itemid = await one(
          db,
          `SELECT min(i.itemid) AS v FROM audits a JOIN audit_sections s ON s.templateid = a.templateid
             JOIN audit_items i ON i.sectionid = s.sectionid WHERE a.auditid = $1`,
          [auditid],
        );
        return { auditid, itemid };
      },
    },
  ],
  // Corrective actions are for failed or flagged items.
  [
    'createAuditAction',
    {
      params: async ({ db }) => {
        const { rows } = await db.query<{ auditid: number; itemid: number }>(
          `SELECT x.auditid, x.itemid FROM audit_answers x JOIN audits a USING (auditid)
            WHERE a.statusid = 1 AND x.result IN ('fail', 'flag') ORDER BY 1, 2 LIMIT 1`,
        );
        return rows[0]!;
      },
    },
  ],
  [
    'completeAudit',
    {
      params: async (s) => {
        const auditid = await one(s.db, IN_PROGRESS_AUDIT);
        await answerTheRest(s, auditid);
        return { auditid };
      },
    },
  ],
  // The example verifies an action, which must be done.
  [
    'updateAction',
    { params: param('id', "SELECT min(actionid) AS v FROM corrective_actions WHERE status = 'done'") },
  ],
  ['createWebhook', {}],
  ['updateWebhook', { params: param('id', 'SELECT max(id) AS v FROM webhooks') }],
  ['recoverWebhookDeliveries', { params: param('id', 'SELECT max(id) AS v FROM webhooks') }],
  ['createWholesaler', {}],
  ['updateWholesaler', { params: param('id', 'SELECT max(wholesalerid) AS v FROM wholesalers') }],
  ['createCatalogueItem', { params: param('id', 'SELECT max(wholesalerid) AS v FROM wholesalers') }],
  ['updateCatalogueItem', { params: param('itemid', 'SELECT max(itemid) AS v FROM catalogue_items') }],
  // A publication of the item createCatalogueItem listed (its spec is approved), not yet confirmed.
  [
    'confirmPublication',
    {
      params: async ({ db, api }) => {
        const itemid = await one(db, 'SELECT max(itemid) AS v FROM catalogue_items');
        const res = await api({ method: 'POST', url: `/api/v1/catalogue/${itemid}/publish` });
        expect(res.statusCode, res.body).toBe(201);
        return { id: (res.json() as { data: { publicationid: number } }).data.publicationid };
      },
    },
  ],
  // The supplier whose site the example names.
  [
    'createAccreditation',
    {
      params: async ({ db, example }) => ({
        supplierid: await one(db, 'SELECT companyid AS v FROM sites WHERE siteid = $1', [example.siteid]),
      }),
    },
  ],
  [
    'updateAccreditation',
    { params: param('accreditationid', 'SELECT max(accreditationid) AS v FROM accreditations') },
  ],
  // Questionnaires: a template made and edited; the default one (templateid 1, the example's) sent, answered with its
  // codes, and an assignment put in the Submitted state reviewed.
  ['createQuestionnaire', {}],
  [
    'updateQuestionnaire',
    { params: param('templateid', 'SELECT max(templateid) AS v FROM questionnaire_templates') },
  ],
  [
    'sendQuestionnaire',
    { params: param('supplierid', 'SELECT max(companyid) AS v FROM companies WHERE active = 1') },
  ],
  ['saveQuestionnaireAnswers', { params: param('assignmentid', ANSWERABLE_DEFAULT) }],
  [
    'reviewQuestionnaire',
    {
      params: async ({ db }) => {
        const assignmentid = await one(db, ANSWERABLE_DEFAULT);
        await db.query(`UPDATE saqs SET status = 'Submitted', submitted_at = now() WHERE saqid = $1`, [
          assignmentid,
        ]);
        return { assignmentid };
      },
    },
  ],
  ['updateAuditProgrammeRules', {}],
  ['planAuditProgramme', {}],
  // A planned audit of the plan above (the demo has sites due within 30 days).
  ['assignPlannedAudit', { params: param('auditid', 'SELECT max(auditid) AS v FROM audit_plans') }],
  ['captureEpcisDocument', {}],
  ['createIncident', {}],
  ['updateIncident', { params: param('incidentid', NEWEST_INCIDENT) }],
  ['updateIncidentPut', { params: param('incidentid', NEWEST_INCIDENT) }],
  // A notice's link is only ever in an email or a webhook message: one is made for a party of the new incident.
  [
    'acknowledgeIncidentNotice',
    {
      params: async ({ db }) => {
        const incidentid = await one(db, NEWEST_INCIDENT);
        const { token, hash } = newToken();
        await db.query(
          `WITH p AS (INSERT INTO incident_parties (incidentid, kind, refid, name, received)
                      VALUES ($1, 'site', 1, 'Example site', 10) RETURNING partyid),
                n AS (INSERT INTO incident_notices (incidentid, partyid, due_at)
                      SELECT $1, partyid, now() + interval '2 hours' FROM p RETURNING noticeid)
           INSERT INTO incident_ack_tokens (token_hash, noticeid) SELECT $2, noticeid FROM n`,
          [incidentid, hash],
        );
        return { token };
      },
    },
  ],
  ['closeIncident', { params: param('incidentid', NEWEST_INCIDENT) }],
  // The demo's first active supplier (an override with its reason); the rules' example keeps the defaults.
  [
    'overrideSupplierApproval',
    {
      params: param(
        'supplierid',
        'SELECT min(companyid) AS v FROM companies WHERE companyid > 1 AND active = 1',
      ),
    },
  ],
  ['updateApprovalRules', {}],
  ['matchAlert', {}],
  ['forgotPassword', {}],
  // The example's token is made the live link of the person createUser made (a link's token is only ever in an
  // email); the reset signs that person out everywhere, so it comes last.
  [
    'resetPassword',
    {
      params: async ({ db, example }) => {
        await db.query(
          `INSERT INTO password_resets (userid, token_hash, expires_at)
           VALUES ($1, $2, now() + interval '1 hour')`,
          [await one(db, NEWEST_USER), hashResetToken(String(example.token))],
        );
        return {};
      },
    },
  ],
];

/** Every operation's JSON request example, by operationId. */
function requestExamples(doc: Doc) {
  const out = new Map<string, { method: string; path: string; example: unknown }>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const example = op.requestBody?.content['application/json']?.example;
      if (example !== undefined) out.set(op.operationId, { method: method.toUpperCase(), path, example });
    }
  }
  return out;
}

describe('every request example, sent to a server holding the demo data set', () => {
  beforeAll(async () => {
    // As `foodtrace seed demo` does with its default seed, which the examples' ids refer to.
    await seed(t.db, {
      scale: 'demo',
      seed: 1,
      asOf: new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`),
    });
  });

  it('has a step for every operation with a JSON request example, and none for another', () => {
    const examples = requestExamples(served());
    const steps = new Set(STEPS.map(([id]) => id));
    const missing = [...examples.keys()].filter((id) => !steps.has(id));
    const hint =
      'operations with a JSON request example but no step in STEPS of this file: add one, in an order';
    expect(missing, `${hint} where its path parameters can be picked, with a rule for each`).toEqual([]);
    expect(
      [...steps].filter((id) => !examples.has(id)),
      'steps of operations with no JSON request example',
    ).toEqual([]);
  });

  it('accepts each one as it stands', { timeout: 120_000 }, async () => {
    const examples = requestExamples(served());
    for (const [operationId, step] of STEPS) {
      const { method, path, example } = examples.get(operationId)!;
      const first = (Array.isArray(example) ? example[0] : example) as Body;
      const scene: Scene = { db: t.db, api: t.api, example: first };
      const params = (await step.params?.(scene)) ?? {};
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (params[name] === undefined) throw new Error(`${operationId}: no value for {${name}} in its step`);
        return String(params[name]);
      });
      const key = step.key ? await step.key(scene) : undefined;
      const res = await t.api({ method: method as 'POST', url, payload: example as Body, key });
      const said = `${operationId} ${method} ${url}: ${res.statusCode} ${res.body}`;
      expect(res.statusCode >= 200 && res.statusCode < 300, said).toBe(true);
      // A bulk answer is a 2xx whatever becomes of its rows: every row must have been made.
      if (String(res.headers['content-type']).includes('json')) {
        expect((res.json() as { failed?: number }).failed ?? 0, `${operationId}: ${res.body}`).toBe(0);
      }
    }
  });
});

describe('every example of the document', () => {
  it('validates against its own schema: request and response bodies, parameters, headers, schemas', () => {
    const doc = served();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'doc.json', components: doc.components });
    const inDoc = (schema: unknown) =>
      JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc.json#/components/')) as object;
    const problems: string[] = [];
    let checked = 0;
    const compiled = new Map<string, ValidateFunction>();
    const check = (where: string, schema: unknown, value: unknown) => {
      checked++;
      const text = JSON.stringify(schema);
      const validate = compiled.get(text) ?? ajv.compile(inDoc(schema));
      compiled.set(text, validate);
      if (!validate(value)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    };
    const isSchema = (n: Record<string, unknown>) =>
      ['type', '$ref', 'properties', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'].some((k) => k in n);
    // A media type or a parameter (`schema` with `example` or named `examples`), or a schema with its own.
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${where}/${i}`));
      if (node === null || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if ('schema' in n && typeof n.schema === 'object') {
        if (n.example !== undefined) check(where, n.schema, n.example);
        const named = n.examples as Record<string, { value?: unknown }> | undefined;
        for (const [name, e] of Object.entries(named ?? {})) check(`${where} ${name}`, n.schema, e.value);
      } else if (isSchema(n)) {
        const { example, examples, ...schema } = n;
        if (example !== undefined) check(where, schema, example);
        if (Array.isArray(examples)) examples.forEach((e, i) => check(`${where} examples[${i}]`, schema, e));
      }
      for (const [k, v] of Object.entries(n))
        if (k !== 'example' && k !== 'examples') visit(v, `${where}/${k}`);
    };
    visit(doc, '#');
    expect(checked).toBeGreaterThan(150);
    expect(problems).toEqual([]);
  });
});
