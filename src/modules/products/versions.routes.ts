import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { NotFound } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { AllergenRecord } from './allergens.schemas.js';
import { NutritionRecord } from './nutrition.schemas.js';
import { PsidParams, SpecRow } from './spec.schemas.js';
import { ownSpec } from './supplier-access.js';
import * as repo from './versions.repository.js';
import {
  Diff,
  DiffParams,
  psidMessages,
  Version,
  VersionHeader,
  versionMessages,
  VersionParams,
} from './versions.schemas.js';
import { diffSnapshots, inOrder, type Part, type Snapshot } from './workflow.js';

const tags = ['Products'];

/** Each part of a snapshot in the field order of the read it was taken from. */
const ORDER: Record<Part, readonly string[]> = {
  spec: Object.keys(SpecRow.properties),
  allergens: Object.keys(AllergenRecord.properties),
  nutrition: Object.keys(NutritionRecord.properties),
};

async function version(db: Queryable, psid: number, n: number) {
  const found = await repo.findVersion(db, psid, n);
  if (found) return found;
  if (!(await repo.specExists(db, psid))) throw new NotFound('Product not found');
  throw new NotFound('Version not found');
}

const ordered = (s: Snapshot): Snapshot => ({
  spec: inOrder(s.spec, ORDER.spec),
  allergens: inOrder(s.allergens, ORDER.allergens),
  nutrition: inOrder(s.nutrition, ORDER.nutrition),
});

export async function versionRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/:psid/versions',
    {
      config: { level: 1, messages: psidMessages, supplier: ownSpec },
      schema: {
        operationId: 'listProductVersions',
        tags,
        summary: 'The approved versions of a spec, oldest first',
        params: PsidParams,
        response: responses({ 200: Ok(Type.Array(VersionHeader)) }, [404]),
      },
    },
    async (request) => {
      const { psid } = request.params;
      if (!(await repo.specExists(db, psid))) throw new NotFound('Product not found');
      return { success: true as const, data: await repo.listVersions(db, psid) };
    },
  );

  app.get(
    '/products/:psid/versions/:n',
    {
      config: { level: 1, messages: versionMessages, supplier: ownSpec },
      schema: {
        operationId: 'getProductVersion',
        tags,
        summary: 'One approved version of a spec: its spec, allergens and nutrition as they were approved',
        params: VersionParams,
        response: responses({ 200: Ok(Version) }, [404]),
      },
    },
    async (request) => {
      const { psid, n } = request.params;
      const found = await version(db, psid, n);
      return { success: true as const, data: { ...found, ...ordered(found) } };
    },
  );

  app.get(
    '/products/:psid/versions/:a/diff/:b',
    {
      config: { level: 1, messages: versionMessages, supplier: ownSpec },
      schema: {
        operationId: 'diffProductVersions',
        tags,
        summary: 'The fields that differ between two approved versions of a spec',
        params: DiffParams,
        response: responses({ 200: Ok(Diff) }, [404]),
      },
    },
    async (request) => {
      const { psid, a, b } = request.params;
      const [from, to] = [await version(db, psid, a), await version(db, psid, b)];
      return { success: true as const, data: { changes: diffSnapshots(from, to, ORDER) } };
    },
  );
}
