import Fastify from 'fastify';
import type { Db, Queryable } from '../../src/db/index.js';

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

/** The floor read's statement: one prepared primary-key select. */
export async function floorSelect(db: Queryable, userid: number) {
  const { rows } = await db.query('SELECT * FROM users WHERE userid = $1', [userid]);
  return rows[0];
}

/** The floor write's statement: one single-row upsert, committed on its own. */
export async function floorUpsert(
  db: Queryable,
  auditid: number,
  itemid: number,
  result: string,
  notes?: string,
) {
  const { rows } = await db.query(
    `INSERT INTO bench_floor_answers (auditid, itemid, result, notes) VALUES ($1, $2, $3, $4)
     ON CONFLICT (auditid, itemid) DO UPDATE SET result = excluded.result, notes = excluded.notes,
       answered_at = now()
     RETURNING auditid, itemid, result, notes`,
    [auditid, itemid, result, notes ?? null],
  );
  return rows[0];
}

export async function startFloor(db: Db): Promise<Floor> {
  // The write's own table: as narrow as an answer, logged, with the same primary key, and no trigger.
  await db.exec(`CREATE TABLE IF NOT EXISTS bench_floor_answers (
    auditid integer NOT NULL, itemid integer NOT NULL, result text NOT NULL, notes text,
    answered_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (auditid, itemid))`);
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/floor/:id', async (request, reply) => {
    const row = await floorSelect(db, Number(request.params.id));
    if (!row) return reply.code(404).send({ success: false });
    return { success: true, data: row };
  });
  app.put<{ Params: { auditid: string; itemid: string }; Body: { result: string; notes?: string } }>(
    '/floor/:auditid/:itemid',
    async (request) => {
      const { auditid, itemid } = request.params;
      const row = await floorUpsert(
        db,
        Number(auditid),
        Number(itemid),
        request.body.result,
        request.body.notes,
      );
      return { success: true, data: row };
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
