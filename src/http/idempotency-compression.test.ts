import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { multipart, newSupplier } from '../../test/fixtures/suppliers.js';
import { certificate } from '../../test/fixtures/certificates.js';
import {
  BODIES,
  buildWorld,
  call,
  MATRIX_ENV,
  operations,
  send,
  viaKey,
  type Bodies,
  type Operation,
  type World,
} from '../../test/fixtures/scope-world.js';
import { COMPRESSIBLE, THRESHOLD } from './compression.js';

/**
 * A retry with the same Idempotency-Key gets the first answer as a resource, whatever either request accepted:
 * the first may have gone out gzip'd, the retry may want brotli or nothing; and the replay runs nothing again.
 * Every route with `config.idempotent` is found from the OpenAPI document (below): a new one is covered by itself.
 */
const t = useTestApp(MATRIX_ENV);

const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];
const KEY_REFUSED = 'Idempotency-Key must be 1 to 255 printable characters';
let n = 0;

/** Bodies whose answers pass the compression threshold, where a route echoes enough of what it is sent. */
const BIG: Bodies = {
  ...BODIES,
  createWebhook: () => ({
    payload: {
      url: `http://127.0.0.1:9/hooks?${'q'.repeat(300)}`,
      events: ['*'],
      description: 'Replays go out as the retry accepts. '.repeat(13),
    },
  }),
  createAccreditation: () => ({
    payload: certificate({ scope: 'Oatcakes, crackers and biscuits. '.repeat(35) }),
  }),
  createSupplierBulk: () => {
    const rows = Array.from({ length: 12 }, () => newSupplier({ companyname: `Bulk ${n++} Foods` }));
    const head = Object.keys(rows[0]!).join(',');
    return multipart(`${head}\r\n${rows.map((r) => Object.values(r).join(',')).join('\r\n')}\r\n`);
  },
  createNewlineBulk: (ids) =>
    multipart(
      'companyid,siteid,productname,productcode\r\n' +
        Array.from(
          { length: 20 },
          (_, i) => `${ids.supplierid},${ids.siteid},Bulk pie ${i},BP-${n++}\r\n`,
        ).join(''),
    ),
};

/**
 * The operations that honour Idempotency-Key: the only ones that refuse a malformed key, which they do before
 * their handler runs. Probed on ids that exist nowhere, so that the other writes change nothing that matters.
 */
async function idempotentOperations(w: World): Promise<Operation[]> {
  const found: Operation[] = [];
  for (const op of await operations(t)) {
    if (op.method === 'GET') continue;
    const probe = { ...viaKey(t.key[4]), 'idempotency-key': 'x'.repeat(256) };
    const res = await send(t, call(op, w, 'missing'), probe);
    if (res.statusCode === 400 && res.json().error === KEY_REFUSED) found.push(op);
  }
  return found;
}

/** History entries written while serving this answer. */
async function historyOf(res: LightMyRequestResponse): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM history WHERE requestid = $1',
    [String(res.headers['x-request-id'])],
  );
  return rows[0]!.n;
}

function decoded(res: LightMyRequestResponse): Buffer {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'br') return brotliDecompressSync(raw);
  expect(encoding, 'an encoding the client did not ask for').toBeUndefined();
  return raw;
}

/** The encoding an answer must carry: the one accepted, for a text body of 1 KB or more. */
function expectedEncoding(accepted: Encoding, res: LightMyRequestResponse, plain: Buffer) {
  const type = String(res.headers['content-type'] ?? '');
  const compressible = COMPRESSIBLE.test(type) && plain.length >= THRESHOLD && res.statusCode !== 204;
  return accepted !== 'identity' && compressible ? accepted : undefined;
}

describe('an idempotent replay of a compressed answer', () => {
  // The world and the routes found once (a hook's time); each first encoding is a test of its own, so that no
  // one test carries every route's twelve requests on a busy machine.
  let w: World;
  let ops: Operation[];
  const compressed = new Set<string>();
  beforeAll(async () => {
    w = await buildWorld(t);
    ops = await idempotentOperations(w);
  });

  it('is found on the routes that take an Idempotency-Key', () => {
    const names = ops.map((op) => op.operationId);
    expect(names).toEqual(
      expect.arrayContaining(['createNewlineBulk', 'createSupplierBulk', 'createNewline']),
    );
    expect(ops.length).toBeGreaterThanOrEqual(10);
  });

  it.each(ENCODINGS)(
    'is the first answer (sent as %s), encoded as the retry accepts, on every idempotent route',
    async (first) => {
      for (const op of ops) {
        const label = `${op.operationId} first ${first}`;
        const key = `compress-${op.operationId}-${first}-${Date.now()}`;
        const request = call(op, w, 'own', BIG);
        const sendAs = (accepted: Encoding) =>
          send(t, request, {
            ...viaKey(t.key[4]),
            'idempotency-key': key,
            'accept-encoding': accepted,
          });
        const original = await sendAs(first);
        expect(original.statusCode, `${label}: ${original.body}`).toBeLessThan(500);
        expect(original.headers['idempotent-replayed'], label).toBeUndefined();
        const plain = decoded(original);
        expect(original.headers['content-encoding'], label).toBe(expectedEncoding(first, original, plain));
        for (const retry of ENCODINGS) {
          const again = await sendAs(retry);
          const what = `${label}, retry ${retry}`;
          expect(again.statusCode, what).toBe(original.statusCode);
          expect(again.headers['idempotent-replayed'], what).toBe('true');
          expect(again.headers['content-type'], what).toBe(original.headers['content-type']);
          expect(again.headers['content-encoding'], what).toBe(expectedEncoding(retry, again, plain));
          expect(decoded(again).equals(plain), what).toBe(true);
          expect(await historyOf(again), `${what}: a replay writes nothing`).toBe(0);
          if (again.headers['content-encoding']) compressed.add(op.operationId);
        }
      }
    },
  );

  it('compressed the answers that cross the threshold', () => {
    // Those of BIG did cross it (the other routes' answers are under it); filled by the tests above, in order.
    expect([...compressed].sort()).toEqual(
      expect.arrayContaining([
        'createAccreditation',
        'createNewlineBulk',
        'createSupplierBulk',
        'createWebhook',
      ]),
    );
  });
});
