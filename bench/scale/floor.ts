import Fastify from 'fastify';
import type { Db } from '../../src/db/index.js';

/**
 * The floor of a database-backed route (issue 16): the cheapest route a framework can serve from the database,
 * on the same pool as the app, measured in the same run. No key, no scope, no history, no hooks: a bare Fastify
 * app, one prepared statement. Ours is measured against it, so the ratio shows what the app itself costs.
 */
export interface Floor {
  /** GET /floor/:id: one primary-key select of a user (the row getUser reads), as JSON. */
  readUrl: (id: number) => string;
  /** PUT /floor/:auditid/:itemid: one single-row upsert, committed on its own (the answer PUT's durability). */
  writeUrl: string;
  close(): Promise<void>;
}

export async function startFloor(db: Db): Promise<Floor> {
  // The write's own table: as narrow as an answer, logged, with the same primary key, and no trigger.
  await db.exec(`CREATE TABLE IF NOT EXISTS bench_floor_answers (
    auditid integer NOT NULL, itemid integer NOT NULL, result text NOT NULL, notes text,
    answered_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (auditid, itemid))`);
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/floor/:id', async (request, reply) => {
    const { rows } = await db.query('SELECT * FROM users WHERE userid = $1', [Number(request.params.id)]);
    if (rows.length === 0) return reply.code(404).send({ success: false });
    return { success: true, data: rows[0] };
  });
  app.put<{ Params: { auditid: string; itemid: string }; Body: { result: string; notes?: string } }>(
    '/floor/:auditid/:itemid',
    async (request) => {
      const { rows } = await db.query(
        `INSERT INTO bench_floor_answers (auditid, itemid, result, notes) VALUES ($1, $2, $3, $4)
         ON CONFLICT (auditid, itemid) DO UPDATE SET result = excluded.result, notes = excluded.notes,
           answered_at = now()
         RETURNING auditid, itemid, result, notes`,
        [
          Number(request.params.auditid),
          Number(request.params.itemid),
          request.body.result,
          request.body.notes ?? null,
        ],
      );
      return { success: true, data: rows[0] };
    },
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    readUrl: (id) => `${url}/floor/${id}`,
    writeUrl: url,
    close: async () => {
      await app.close();
      await db.exec('DROP TABLE IF EXISTS bench_floor_answers');
    },
  };
}
