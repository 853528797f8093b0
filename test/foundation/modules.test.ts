import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, declared, MODULES } from '../../src/app.js';
import { registerModule } from '../../src/app-modules.js';
import type { AppContext, ModuleDescriptor } from '../../src/app-context.js';
import type { Db } from '../../src/db/index.js';
import { createTestDb } from '../helpers.js';

/**
 * The event types the database's event_types() yields, read from its definition in force: the quoted
 * `'entity.verb'`, and the `'entity.' || CASE action WHEN … THEN 'verb' … ELSE 'verb' END` it composes.
 */
function typesOf(definition: string): Set<string> {
  const types = new Set<string>();
  for (const [, type] of definition.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) types.add(type!);
  for (const [, entity, cases] of definition.matchAll(/'([a-z_]+)\.' \|\| CASE action (.*?) END/gs)) {
    for (const [, verb] of cases!.matchAll(/(?:THEN|ELSE) '([a-z_]+)'/g)) types.add(`${entity}.${verb}`);
  }
  return types;
}

describe('what the modules declare, against the database', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
  });
  afterAll(() => close());

  it('the modules’ event types are those the database’s event_types() yields', async () => {
    const { rows } = await db.query<{ def: string }>(
      `SELECT pg_get_functiondef('event_types'::regproc) AS def`,
    );
    const inDatabase = typesOf(rows[0]!.def);
    expect(inDatabase.size).toBeGreaterThan(30);
    // A module that adds events declares them in its descriptor's eventTypes, and the other way round.
    expect([...declared().eventTypes].sort()).toEqual([...inDatabase].sort());
  });

  it('every history entity names a table and its id column', async () => {
    for (const [name, { table, id }] of Object.entries(declared().historyEntities)) {
      const { rows } = await db.query(
        `SELECT 1 FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND column_name = $2`,
        [table, id],
      );
      expect(rows, `history entity ${name}: ${table}.${id}`).toHaveLength(1);
    }
  });
});

describe('the module list', () => {
  it('names each module once, with prefixes that start with a slash', () => {
    expect(new Set(MODULES.map((m) => m.name)).size).toBe(MODULES.length);
    for (const m of MODULES) {
      expect(m.prefixes.length, m.name).toBeGreaterThan(0);
      for (const prefix of m.prefixes) expect(prefix, m.name).toMatch(/^\/[^/]/);
    }
  });

  const ctx = {} as AppContext;
  const app = async (module: ModuleDescriptor) => {
    const parent = Fastify();
    await parent.register(async (api) => registerModule(api, module, ctx), { prefix: API_PREFIX });
    return parent;
  };

  it('refuses a route outside the module’s prefixes at start-up', async () => {
    const inside: ModuleDescriptor = {
      name: 'things',
      prefixes: ['/things', '/audits/{auditid}/things'],
      routes: (scope) => {
        scope.get('/things/:id', async () => 'ok');
        scope.get('/audits/:auditid/things', async () => 'ok');
      },
    };
    await (await app(inside)).close();
    const outside: ModuleDescriptor = {
      name: 'things',
      prefixes: ['/things'],
      routes: (scope) => void scope.get('/thingsmore', async () => 'ok'),
    };
    await expect(app(outside)).rejects.toThrow(/GET \/api\/v1\/thingsmore is outside module things/);
  });

  it('starts a module’s workers when the app is ready, unless it says not here, and stops them on close', async () => {
    const calls: string[] = [];
    const worker = (name: string) => ({
      start: () => void calls.push(`start ${name}`),
      stop: async () => void calls.push(`stop ${name}`),
    });
    const module = (name: string, start: boolean): ModuleDescriptor => ({
      name,
      prefixes: ['/things'],
      workers: () => ({ loop: worker(name), none: undefined }),
      startWorkers: () => start,
      routes: (_scope, _ctx, workers) => expect(Object.keys(workers)).toEqual(['loop', 'none']),
    });
    for (const [name, start] of [
      ['a', true],
      ['b', false],
    ] as const) {
      const parent = await app(module(name, start));
      await parent.ready();
      await parent.close();
    }
    expect(calls).toEqual(['start a', 'stop a', 'stop b']);
  });
});
