import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

const t = useTestApp();

interface Operation {
  method: string;
  path: string;
  level: number;
  operationId: string;
}

/** Every operation the API documents, with the minimum level it declares (x-min-level). */
async function operations(): Promise<Operation[]> {
  const doc = (await t.api({ method: 'GET', url: '/api/v1/openapi.json', key: null })).json();
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(
    doc.paths as Record<string, Record<string, Record<string, unknown>>>,
  )) {
    for (const [method, op] of Object.entries(item)) {
      if (!path.startsWith('/api/v1/')) continue;
      ops.push({
        method: method.toUpperCase(),
        path,
        level: op['x-min-level'] as number,
        operationId: op.operationId as string,
      });
    }
  }
  return ops;
}

/** Ids that exist nowhere, so that an allowed call cannot change anything; names that exist for lookups. */
function concrete(path: string): string {
  return path.replace(/\{name\}/g, 'countries').replace(/\{[^}]+\}/g, '987654');
}

const refused = (status: number) => status === 401 || status === 403;

describe('route × level matrix', () => {
  it('documents a level for every /api/v1 operation', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(8);
    for (const op of ops) {
      expect(op.level, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(0);
      expect(op.operationId, `${op.method} ${op.path}`).toBeTruthy();
    }
    // The only operations open without a key: the supplier and shipments CSV templates (docs/suppliers.md,
    // docs/traceability-events.md), sign-in and the forgotten password (docs/auth.md), an incident notice's
    // acknowledgement link (docs/incidents.md).
    const open = ops.filter((op) => op.level === 0).map((op) => op.operationId);
    expect(open.sort()).toEqual([
      'acknowledgeIncidentNotice',
      'forgotPassword',
      'getIncidentNotice',
      'getShipmentsCsvTemplate',
      'getSupplierCsvTemplate',
      'login',
      'resetPassword',
    ]);
  });

  it('refuses a missing or unknown key with 401, a lower level with 403, and lets the minimum through', async () => {
    for (const op of await operations()) {
      const url = concrete(op.path);
      const label = `${op.method} ${op.path}`;
      const method = op.method as 'GET';
      if (op.level === 0) {
        expect(refused((await t.api({ method, url, key: null })).statusCode), label).toBe(false);
        continue;
      }

      const missing = await t.api({ method, url, key: null });
      expect(missing.statusCode, label).toBe(401);
      expect(missing.json(), label).toEqual({ success: false, error: 'Missing API key' });

      const unknown = await t.api({ method, url, key: 'ftk_not-a-real-key' });
      expect(unknown.statusCode, label).toBe(401);
      expect(unknown.json(), label).toEqual({ success: false, error: 'Invalid API key' });

      for (const level of [1, 2, 3, 4] as const) {
        const res = await t.api({ method, url, key: t.key[level] });
        if (level < op.level) {
          expect(res.statusCode, `${label} with level ${level}`).toBe(403);
          expect(res.json()).toEqual({ success: false, error: 'Insufficient permissions' });
        } else {
          expect(refused(res.statusCode), `${label} with level ${level}: ${res.body}`).toBe(false);
        }
      }
    }
  });

  it('checks the permission of the PUT route that POST + override actually runs', async () => {
    const puts = (await operations()).filter((op) => op.method === 'PUT');
    for (const op of puts) {
      const url = concrete(op.path);
      for (const level of [1, 2, 3, 4] as const) {
        for (const header of ['X-HTTP-Method-Override', 'x-http-method-override']) {
          const res = await t.api({ method: 'POST', url, key: t.key[level], headers: { [header]: 'PUT' } });
          if (level < op.level) expect(res.statusCode, `${op.path} level ${level}`).toBe(403);
          else expect(refused(res.statusCode), `${op.path} level ${level}`).toBe(false);
        }
      }
    }
  });

  it('never turns a POST into a DELETE, whatever the header says', async () => {
    const ops = await operations();
    const deletes = ops.filter((op) => op.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(0);
    for (const op of deletes) {
      const hasPost = ops.some((o) => o.method === 'POST' && o.path === op.path);
      const res = await t.api({
        method: 'POST',
        url: concrete(op.path),
        key: t.key[4],
        headers: { 'X-HTTP-Method-Override': 'DELETE', 'content-type': 'application/json' },
        payload: {},
      });
      // Without a POST route at that path the method is refused (405, naming the methods the path answers); with
      // one, the POST route runs.
      if (!hasPost) {
        expect(res.statusCode, op.path).toBe(405);
        expect(res.headers.allow, op.path).not.toMatch(/POST/);
      }
      expect(res.json().error ?? '', op.path).not.toMatch(/deleted|revoked|deactivated/i);
    }
  });

  it('accepts the key header in any case', async () => {
    for (const name of ['X-API-Key', 'x-api-key', 'X-API-KEY']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/lookups/risk_levels',
        headers: { [name]: t.key[1] },
      });
      expect(res.statusCode, name).toBe(200);
    }
  });
});
