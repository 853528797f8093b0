import { bare, load, loadRow as row, startBenchServer, type Engine } from './lib.js';

const DURATION = 6;

/**
 * GET /audits/{id}/sections (8 sections with counts and lights: one grouped query) and the answer PUT
 * (one upsert statement, then the section's counts), each at 100 connections, against a bare route.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine);
  try {
    const { rows } = await server.db.query<{ companyid: number }>(
      "INSERT INTO companies (companyname) VALUES ('Bench Foods') RETURNING companyid",
    );
    const headers = { 'x-api-key': server.key, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/v1/audits`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ companyid: rows[0]!.companyid, userid: 1, audit_date: '2026-01-01' }),
    });
    const auditid = ((await created.json()) as { data: { auditid: number } }).data.auditid;
    const items = await server.db.query<{ itemid: number }>(
      `SELECT i.itemid FROM audits a JOIN audit_sections s ON s.templateid = a.templateid
         JOIN audit_items i ON i.sectionid = s.sectionid WHERE a.auditid = $1 ORDER BY i.itemid`,
      [auditid],
    );
    // Half the items answered, so the counts and lights have something to do.
    for (const { itemid } of items.rows.filter((_, i) => i % 2 === 0)) {
      await server.db.query(
        "INSERT INTO audit_answers (auditid, itemid, result, userid) VALUES ($1, $2, 'pass', 1)",
        [auditid, itemid],
      );
    }

    const baseline = await bare({ duration: DURATION });
    const sections = await load({
      url: `${server.url}/api/v1/audits/${auditid}/sections`,
      headers: { 'x-api-key': server.key },
      duration: DURATION,
    });
    const results = ['pass', 'fail', 'flag', 'na'];
    // Cycling through the items, so that 100 connections do not all write one row.
    const answer = await load({
      url: server.url,
      requests: items.rows.map(({ itemid }, i) => ({
        method: 'PUT',
        path: `/api/v1/audits/${auditid}/items/${itemid}/response`,
        body: JSON.stringify({ result: results[i % 4], notes: 'bench' }),
      })),
      headers,
      duration: DURATION,
    });
    return [
      row('bare Fastify route', baseline),
      row('GET /audits/{id}/sections', sections, baseline),
      row('PUT /audits/{id}/items/{itemid}/response', answer, baseline),
    ];
  } finally {
    await server.close();
  }
}
