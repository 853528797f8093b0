import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';
import { bearer, tokenFor } from '../fixtures/accounts.js';
import {
  answer,
  buildWorld,
  call,
  inRunOrder,
  label,
  operations,
  REFUSED,
  send,
  viaKey,
  type Call,
  type Company,
  type World,
  MATRIX_ENV,
} from '../fixtures/scope-world.js';

/**
 * The supplier scope (docs/auth.md) over every operation of the OpenAPI document: A's portal user, by token
 * and by key, × its own records and supplier B's. The organisation's levels: scope-matrix.organisation.test.ts.
 */
const t = useTestApp(MATRIX_ENV);

/** What the supplier scope may call: written here, not read from the routes, so that a route opened by mistake fails. */
const ALLOWED = new Set([
  'getUser',
  'getUserByQuery',
  'listUsers',
  'listLookups',
  'getLookup',
  'listSuppliers',
  'getSupplier',
  // Its own company's sites, added and corrected (docs/suppliers.md, "Sites"); deactivating one is the organisation's.
  'createSite',
  'updateSite',
  // The same through /sites: its own sites listed, read, added (no companyid) and corrected.
  'listSites',
  'getSite',
  'createCompanySite',
  'updateCompanySite',
  'getNewlineById',
  'listNewlines',
  'getProduct',
  'getProductSpec',
  'updateProduct',
  'updateProductPut',
  'getNewline',
  'getAllergens',
  'addAllergens',
  'updateAllergens',
  'updateAllergensPut',
  'getNutritionalInfo',
  'addNutritionalInfo',
  'updateNutritionalInfo',
  'updateNutritionalInfoPut',
  // Its own specs' ingredients: content, as allergens are (docs/label.md).
  'getIngredients',
  'putIngredients',
  'listProducts',
  'transitionProduct',
  'listProductVersions',
  'getProductVersion',
  'diffProductVersions',
  'getHistory',
  'listEvents',
  'listAudits',
  'getAudit',
  'getAuditSections',
  'getAuditSectionItems',
  'getMe',
  'logout',
  'changePassword',
  // Catalogues: where its own specs are listed, and their export; nothing of wholesalers or publications.
  'listProductCatalogue',
  'exportProduct',
  // The label of its own specs: the JSON, the SVG parts and the PDF panel (docs/label.md).
  'getProductLabel',
  'getProductLabelSvg',
  'getProductLabelPdf',
  // Corrective actions of its own audits; the status of those assigned to it (docs/actions.md); the report.
  'listAuditActions',
  'listActions',
  'getAction',
  'updateAction',
  'getAuditReport',
  // Certificates: its own company's, written and read; deleting one is for the organisation (level 3).
  'createAccreditation',
  'updateAccreditation',
  'uploadAccreditationDocument',
  'getAccreditationDocument',
  'reportExpiringCertificates',
  // Analytics of its own company (companyid: its own or none); the export of its own audits.
  'reportAuditSummary',
  'reportFailedItems',
  'reportSupplierScorecard',
  'reportSpecStatus',
  'exportAudit',
  // EPCIS events at its own sites: captured (an event elsewhere is 403 by name), its captures read.
  'captureEpcisDocument',
  'getEpcisCapture',
  // Events naming one of its own sites, queried and read; the binding's lists of standard terms.
  'queryEpcisEvents',
  'getEpcisEvent',
  'getEpcisEventTypes',
  'getEpcisBizSteps',
  'getEpcisDispositions',
  // Shipments from its own sites: a row from another's site fails alone (docs/traceability-events.md).
  'captureShipmentsCsv',
  // Traces and lot summaries, through events at its own sites only (issue 38).
  'traceForward',
  'traceBackward',
  'getTraceLot',
  // FSMA 204 records of the CTEs at its own sites, and its own line of the completeness view (companyid: its own).
  'getFsma204Records',
  'getTraceabilityCompleteness',
  // Incidents that reach its company, its own part (issue 39; src/modules/incidents/scope.test.ts).
  'listIncidents',
  'getIncident',
  'listIncidentParties',
  'getIncidentReconciliation',
  'getIncidentTimeline',
  // Its own questionnaires: listed, read, answered (files too) and submitted (issue 40; docs/approval.md).
  'listSupplierQuestionnaires',
  'listQuestionnaireAssignments',
  'getQuestionnaireAssignment',
  'saveQuestionnaireAnswers',
  'uploadQuestionnaireFile',
  'getQuestionnaireFile',
  'submitQuestionnaire',
  // Its own approval status and its explanation (issue 40; src/modules/approval/scope.test.ts).
  'getSupplierApproval',
]);
/** The lists, and the field of a row that names its company. */
const LISTS = {
  listUsers: 'companyid',
  listSuppliers: 'supplierid',
  listNewlines: 'companyid',
  listProducts: 'companyid',
  listAudits: 'companyid',
  listEvents: 'companyid',
  listActions: 'companyid',
  reportExpiringCertificates: 'supplierid',
  listSites: 'companyid',
  listQuestionnaireAssignments: 'supplierid',
} as const;
/** Served on A's own records without a 2xx: the world already holds these records. */
const NOT_2XX: Record<string, number> = {
  // The world holds no incident: what a missing one gets (src/modules/incidents/scope.test.ts shows a supplier
  // served its own part of one that reaches it).
  getIncident: 404,
  listIncidentParties: 404,
  getIncidentReconciliation: 404,
  getIncidentTimeline: 404,
  addAllergens: 409,
  addNutritionalInfo: 409,
  // A's spec was never approved: it has no version 1.
  getProductVersion: 404,
  diffProductVersions: 404,
  // Nor has it a version to export.
  exportProduct: 422,
  // Its questionnaire has required questions unanswered: 422 naming them.
  submitQuestionnaire: 422,
};
/**
 * Refused on B's records with another status than a missing record's 404, as the same answer as for a place that
 * exists nowhere: an event at another's site is 403 `Insufficient permissions for bizLocation` (issue 37).
 */
const OTHER_STATUS: Record<string, number> = { captureEpcisDocument: 403 };
/** They revoke the credential they are called with: a token principal calls them with a fresh token. */
const REVOKING = new Set(['logout', 'changePassword']);

type Via = 'token' | 'key';
const credential = (w: World, via: Via) => (via === 'token' ? bearer(w.a.token) : viaKey(w.a.key));
const sameRequest = (x: Call, y: Call) =>
  x.url === y.url && JSON.stringify(x.payload) === JSON.stringify(y.payload);

/** What an Admin reads of both companies, and the size of every list: to show that nothing changed. */
async function snapshot(w: World) {
  const urls = [
    '/admin/apiKeys',
    '/audits',
    '/suppliers?limit=200',
    '/newlines?limit=200',
    '/products?limit=200',
  ];
  for (const c of [w.a, w.b]) urls.push(...recordsOf(c));
  const reads = await Promise.all(urls.map((url) => t.api({ method: 'GET', url: `/api/v1${url}` })));
  const { rows } = await t.db.query('SELECT count(*)::int AS users FROM users WHERE active = 1');
  return { reads: reads.map(answer), rows };
}

function recordsOf(c: Company): string[] {
  return [
    `/suppliers/${c.supplierid}`,
    `/users/getUser/${c.userid}`,
    `/newlines/${c.newlineid}`,
    `/products/getProduct/${c.psid}`,
    `/products/getAllergens/${c.psid}`,
    `/products/getNutritionalInfo/${c.psid}`,
    `/products/${c.psid}/ingredients`,
    `/audits/${c.auditid}/sections/${c.sectionid}/items`,
  ];
}

describe.each(['token', 'key'] as const)("supplier A's portal user by %s", (via) => {
  const who = `supplier A by ${via}`;

  // Each sweep in parts, one test each, so that a busy machine slows a part, not the whole sweep, past the time a
  // test has: the refused operations on one world, then the allowed ones in run order on another (tests run in order).
  const PARTS = 3;
  const parts = Array.from({ length: PARTS }, (_, i) => i + 1);
  const slice = <T>(list: T[], part: number) => {
    const size = Math.ceil(list.length / PARTS);
    return list.slice((part - 1) * size, part * size);
  };
  let refusedWorld: World;
  let refusedBefore: Awaited<ReturnType<typeof snapshot>>;
  let refused: Awaited<ReturnType<typeof operations>>;
  let w: World;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let allowed: Awaited<ReturnType<typeof operations>>;
  beforeAll(async () => {
    // Both worlds first: a snapshot reads lists of every company's rows, the other world's too.
    refusedWorld = await buildWorld(t);
    w = await buildWorld(t);
    refusedBefore = await snapshot(refusedWorld);
    refused = (await operations(t)).filter((op) => !ALLOWED.has(op.operationId));
    before = await snapshot(w);
    allowed = inRunOrder(await operations(t)).filter((op) => ALLOWED.has(op.operationId));
  });

  it.each(parts)(
    'is refused (403) every operation outside the allow-list, on its own and on B’s records alike (part %i of 3)',
    async (part) => {
      expect(refused.length).toBeGreaterThan(15);
      for (const op of slice(refused, part)) {
        for (const owner of ['own', 'other'] as const) {
          const res = await send(t, call(op, refusedWorld, owner), credential(refusedWorld, via));
          expect(answer(res), label(op, who, owner)).toEqual(REFUSED);
        }
      }
      expect(await snapshot(refusedWorld)).toEqual(refusedBefore);
    },
  );

  it.each(parts)(
    'gets on B’s records exactly what a missing record gets, and is served on its own (part %i of 3)',
    async (part) => {
      expect(allowed.map((op) => op.operationId).sort()).toEqual([...ALLOWED].sort());
      for (const op of slice(allowed, part)) {
        const cred =
          via === 'token' && REVOKING.has(op.operationId)
            ? bearer(await tokenFor(t, w.a.email, w.a.password))
            : credential(w, via);
        const own = call(op, w, 'own');
        const missing = call(op, w, 'missing');
        if (!sameRequest(own, missing)) {
          const other = answer(await send(t, call(op, w, 'other'), cred));
          expect(other, label(op, who, 'other')).toEqual(answer(await send(t, missing, cred)));
          expect(other.status, label(op, who, 'other')).toBe(
            OTHER_STATUS[op.operationId] ?? (op.operationId in LISTS ? 200 : 404),
          );
        }
        const res = await send(t, own, cred);
        // Sign-out needs a token: a key is told to revoke itself with revokeApiKey (400), not refused.
        const expected = via === 'key' && op.operationId === 'logout' ? 400 : NOT_2XX[op.operationId];
        const status =
          expected === undefined && res.statusCode >= 200 && res.statusCode < 300 ? 'a 2xx' : res.statusCode;
        expect(status, `${label(op, who, 'own')}: ${res.body}`).toBe(expected ?? 'a 2xx');
      }
      // A's own records were written to; B's are as they were.
      const after = await snapshot(w);
      const ofB = (s: typeof before) => s.reads.slice(-recordsOf(w.b).length);
      expect(ofB(after)).toEqual(ofB(before));
    },
  );

  it('lists only its own company’s rows, whatever companyid or search it sends', async () => {
    const w = await buildWorld(t);
    const ops = await operations(t);
    const b = w.b;
    const queries = [
      '',
      `companyid=${b.supplierid}`,
      `search=${encodeURIComponent(b.companyname)}`,
      `search=${b.productcode}`,
      `companyid=${b.supplierid}&search=${b.productcode}`,
    ];
    // The changes feed shows a change once every older transaction on the server has ended (docs/integration.md):
    // wait until the world's own events are there.
    for (let i = 0; i < 300; i++) {
      const feed = await t.api({
        method: 'GET',
        url: '/api/v1/events',
        key: null,
        headers: credential(w, via),
      });
      if ((feed.json() as { data: unknown[] }).data.length > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const [operationId, field] of Object.entries(LISTS)) {
      const op = ops.find((o) => o.operationId === operationId)!;
      for (const query of queries) {
        const res = await t.api({
          method: 'GET',
          url: `${op.path}?${query}`,
          key: null,
          headers: credential(w, via),
        });
        const what = `${label(op, who, 'other')} ?${query}`;
        expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
        const { data, pagination } = res.json() as {
          data: Record<string, number>[];
          pagination?: { total: number };
        };
        expect(
          data.map((row) => row[field]).filter((id) => id !== w.a.supplierid),
          what,
        ).toEqual([]);
        expect(pagination?.total ?? data.length, `${what}: the total counts only A's rows`).toBe(data.length);
        if (!query.includes('search'))
          expect(data.length, `${what}: A's own rows are listed`).toBeGreaterThan(0);
      }
    }
  });
});
