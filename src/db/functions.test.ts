import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/helpers.js';
import type { Db, Queryable } from './index.js';
import { generated, type EventDeclarations } from '../modules/events/events.functions.js';

/**
 * The database functions and triggers kept beside their modules (`src/modules/<name>/<name>.functions.ts` and
 * src/db/functions.ts) are the ones the migrations left in force. Each definition is run over a migrated database
 * (in a transaction rolled back) and PostgreSQL's own rendering of it (pg_get_functiondef, pg_get_triggerdef) must
 * not change: a module's text that differs from the last migration's shows here as the one that changed.
 */
interface Definitions {
  functions?: readonly string[];
  triggers?: readonly string[];
  events?: EventDeclarations;
}

/** The events registry's rows as a module declares them, each with its module's name, in one order. */
type RegistryRows = { rules: string[]; owners: string[]; fields: string[] };

async function definitions(): Promise<{ functions: string[]; triggers: string[]; registry: RegistryRows }> {
  const files = [new URL('./functions.ts', import.meta.url)];
  const modules = new URL('../modules/', import.meta.url);
  for (const name of fs.readdirSync(modules).sort()) {
    const file = new URL(`${name}/${name}.functions.ts`, modules);
    if (fs.existsSync(file)) files.push(file);
  }
  const all = {
    functions: [] as string[],
    triggers: [] as string[],
    registry: { rules: [], owners: [], fields: [] } as RegistryRows,
  };
  for (const file of files) {
    const d = (await import(file.href)) as Definitions;
    all.functions.push(...(d.functions ?? []));
    all.triggers.push(...(d.triggers ?? []));
    const module = /modules\/([^/]+)\//.exec(file.pathname)?.[1] ?? 'db';
    for (const r of d.events?.rules ?? []) all.registry.rules.push(ruleRow({ module, ...r }));
    for (const o of d.events?.owners ?? []) all.registry.owners.push(ownerRow({ module, ...o }));
    for (const f of d.events?.fields ?? []) all.registry.fields.push(fieldRow({ module, ...f }));
  }
  for (const rows of Object.values(all.registry)) rows.sort();
  return all;
}

const ruleRow = (r: { position: number; module: string; condition: string; types: string }) =>
  `${String(r.position).padStart(6, '0')} ${r.module}: WHEN ${normalised(r.condition)} THEN ${normalised(r.types)}`;
const ownerRow = (o: { entity: string; module: string; companyid: string }) =>
  `${o.entity} (${o.module}): ${normalised(o.companyid)}`;
const fieldRow = (f: { field: string; position: number; module: string; condition: string; value: string }) =>
  `${f.field} ${String(f.position).padStart(6, '0')} ${f.module}: WHEN ${normalised(f.condition)} THEN ${normalised(f.value)}`;

/** The registry's rows in force (migrations/0114_event_registry.sql), as the modules' declarations are listed. */
async function registryInForce(q: Queryable): Promise<RegistryRows> {
  const [rules, owners, fields] = await Promise.all([
    q.query<{ position: number; module: string; condition: string; types: string }>(
      'SELECT * FROM event_rules',
    ),
    q.query<{ entity: string; module: string; companyid: string }>('SELECT * FROM event_owners'),
    q.query<{ field: string; position: number; module: string; condition: string; value: string }>(
      'SELECT * FROM event_fields',
    ),
  ]);
  return {
    rules: rules.rows.map(ruleRow).sort(),
    owners: owners.rows.map(ownerRow).sort(),
    fields: fields.rows.map(fieldRow).sort(),
  };
}

const FUNCTION = /^CREATE OR REPLACE FUNCTION (\w+)\(/;
const TRIGGER = /^CREATE TRIGGER (\w+) .*? ON (\w+)\b/s;

/** Whitespace is not meaning: a definition re-indented in its module needs no migration. */
const normalised = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** Every function of ours (not an extension's), by its signature, and every trigger, by table and name. */
async function inForce(
  q: Queryable,
): Promise<{ functions: Record<string, string>; triggers: Record<string, string> }> {
  const fns = await q.query<{ id: string; def: string }>(
    `SELECT p.oid::regprocedure::text AS id, pg_get_functiondef(p.oid) AS def
       FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
  );
  const trgs = await q.query<{ id: string; def: string; enabled: string }>(
    `SELECT t.tgrelid::regclass::text || '.' || t.tgname AS id, pg_get_triggerdef(t.oid) AS def,
            t.tgenabled AS enabled
       FROM pg_trigger t
      WHERE NOT t.tgisinternal`,
  );
  return {
    functions: Object.fromEntries(fns.rows.map((r) => [r.id, normalised(r.def)])),
    triggers: Object.fromEntries(
      trgs.rows.map((r) => [r.id, `${normalised(r.def)} (enabled: ${r.enabled})`]),
    ),
  };
}

class Rollback extends Error {}

describe('database functions and triggers', () => {
  let db: Db;
  let close: () => Promise<void>;
  let mine: Awaited<ReturnType<typeof definitions>>;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    mine = await definitions();
  });
  afterAll(() => close());

  it('are each defined once beside their module, every one in force among them', async () => {
    const before = await inForce(db);
    const fnNames = mine.functions.map((sql) => FUNCTION.exec(sql)?.[1] ?? `not a CREATE OR REPLACE: ${sql}`);
    const trgNames = mine.triggers.map((sql) => {
      const m = TRIGGER.exec(sql);
      return m ? `${m[2]}.${m[1]}` : `not a CREATE TRIGGER: ${sql}`;
    });
    expect([...fnNames, ...generated].sort()).toEqual(
      Object.keys(before.functions)
        .map((id) => id.replace(/\(.*/, ''))
        .sort(),
    );
    expect([...trgNames].sort()).toEqual(Object.keys(before.triggers).sort());
  });

  it('are the definitions the migrations left in force', async () => {
    const before = await inForce(db);
    let after: typeof before | undefined;
    await db
      .transaction(async (tx) => {
        for (const sql of mine.functions) await tx.exec(sql);
        // The generated functions, from the rows in force: what the last migration to call events_build() left.
        await tx.exec('SELECT events_build()');
        for (const sql of mine.triggers) {
          const [, name, table] = TRIGGER.exec(sql)!;
          await tx.exec(`DROP TRIGGER ${name} ON ${table}; ${sql}`);
        }
        after = await inForce(tx);
        throw new Rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Rollback)) throw err;
      });
    expect(after).toEqual(before);
  });

  it('the events registry holds the rows the modules declare', async () => {
    expect(await registryInForce(db)).toEqual(mine.registry);
  });
});
