import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, NotFound, Unprocessable } from '../../http/errors.js';
import { offsetList } from '../../http/lists.js';
import { Ok, responses } from '../../http/schemas.js';
import { confirmRefusal } from './confirm-rules.js';
import { findItem, lockItem } from './items.repository.js';
import { ITEM_NOT_FOUND, ItemParams } from './items.schemas.js';
import * as repo from './publications.repository.js';
import {
  ConfirmBody,
  type ConfirmState,
  NO_APPROVED_VERSION,
  Publication,
  PUBLICATION_NOT_FOUND,
  PublicationList,
  PublicationParams,
  PublicationsQuery,
} from './publications.schemas.js';
import { tags } from './wholesalers.schemas.js';

/** Publications of catalogue items and the wholesalers' confirmations (docs/catalogues.md). */
export async function publicationsRoutes(app: App, lists: Pick<AppContext, 'counts' | 'reads'>) {
  app.post(
    '/catalogue/:itemid/publish',
    {
      config: { level: 2 },
      schema: {
        operationId: 'publishCatalogueItem',
        tags,
        summary: 'Publish the spec’s latest approved version to the item’s wholesaler (ADD, then CHANGE)',
        description:
          'Queued for the wholesaler’s webhook (event catalogue.publication: signed, retried, logged) in the ' +
          'same transaction; without a webhook it stays pending for the wholesaler to read.',
        params: ItemParams,
        response: responses({ 201: Ok(Publication) }, [404, 422]),
      },
    },
    async (request, reply) => {
      const itemid = request.params.itemid;
      const publication = await request.db.transaction(async (tx) => {
        const item = await lockItem(tx, itemid);
        if (!item) throw new NotFound(ITEM_NOT_FOUND);
        const version = await repo.findSnapshot(tx, item.psid, null);
        if (!version) throw new Unprocessable(NO_APPROVED_VERSION);
        return (await repo.publishVersion(tx, [itemid], version))[0]!;
      });
      return reply.code(201).send({ success: true as const, data: publication });
    },
  );

  app.get(
    '/catalogue/:itemid/publications',
    {
      config: { level: 1 },
      schema: {
        operationId: 'listCataloguePublications',
        tags,
        summary: 'An item’s publications, newest first',
        params: ItemParams,
        querystring: PublicationsQuery,
        response: responses({ 200: PublicationList }, [404]),
      },
    },
    async (request) => {
      const itemid = request.params.itemid;
      return offsetList(request, lists, request.query, {
        rows: (db, at) => repo.listPublications(db, itemid, at),
        count: (db) => repo.countPublications(db, itemid),
        // Publications are made by the autopublish worker too: counted on every page.
        countKey: null,
        check: async (db) => {
          if (!(await findItem(db, itemid))) throw new NotFound(ITEM_NOT_FOUND);
        },
      });
    },
  );

  app.get(
    '/publications/:id',
    {
      config: { level: 1 },
      schema: {
        operationId: 'getPublication',
        tags,
        summary: 'One publication with its payload',
        params: PublicationParams,
        response: responses({ 200: Ok(Publication) }, [404]),
      },
    },
    async (request) => {
      const found = await repo.findPublication(request.db, request.params.id);
      if (!found) throw new NotFound(PUBLICATION_NOT_FOUND);
      return { success: true as const, data: found };
    },
  );

  app.post(
    '/publications/:id/confirm',
    {
      config: { level: 2 },
      schema: {
        operationId: 'confirmPublication',
        tags,
        summary: 'Record the wholesaler’s answer: ACCEPTED, REVIEW, SYNCHRONISED or REJECTED',
        description:
          'The newest ADD or CHANGE of an active item, until SYNCHRONISED or REJECTED (409 otherwise). ' +
          'REJECTED raises the event catalogue.rejected.',
        params: PublicationParams,
        body: ConfirmBody,
        response: responses({ 200: Ok(Publication) }, [404, 409]),
      },
    },
    async (request) => {
      const id = request.params.id;
      const { userid } = principalOf(request);
      const publication = await request.db.transaction(async (tx) => {
        const target = await repo.lockForConfirm(tx, id);
        if (!target) throw new NotFound(PUBLICATION_NOT_FOUND);
        const refusal = confirmRefusal(target);
        if (refusal) throw new Conflict(refusal);
        await repo.confirm(tx, id, {
          state: request.body.state as ConfirmState,
          message: request.body.message ?? null,
          userid,
        });
        return (await repo.findPublication(tx, id))!;
      });
      return { success: true as const, data: publication };
    },
  );
}
