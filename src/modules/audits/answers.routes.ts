import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { auditIdMessages } from './audit-id.js';
import * as repo from './audits.repository.js';
import {
  ALREADY_COMPLETE_MESSAGE,
  AUDIT_NOT_FOUND_MESSAGE,
  AnswerBody,
  INVALID_RESULT_MESSAGE,
  ItemParams,
  STATUS_IN_PROGRESS,
  SectionStats,
} from './audits.schemas.js';
import { tags } from './audits.schemas.js';
import { progress, type TemplateCache } from './template.js';

export const ITEM_NOT_FOUND_MESSAGE = 'Item not found for this audit';

export async function answerRoutes(app: App, { db }: Pick<AppContext, 'db'>, templates: TemplateCache) {
  app.put(
    '/audits/:auditid/items/:itemid/response',
    {
      config: {
        idempotent: true,
        level: 2,
        messages: { ...auditIdMessages, fields: { result: INVALID_RESULT_MESSAGE } },
      },
      schema: {
        operationId: 'saveAuditItemResponse',
        tags,
        summary: 'Save or replace the answer to one checklist item; returns the updated section progress',
        description: 'Also accepted as POST with header `X-HTTP-Method-Override: PUT`.',
        params: ItemParams,
        body: AnswerBody,
        response: responses({ 200: Ok(SectionStats) }, [404, 409]),
      },
    },
    async (request) => {
      const { auditid, itemid } = request.params;
      const { result, notes, userid } = request.body;
      if (userid !== undefined)
        await assertLookupIds(request.db, [{ field: 'userid', table: 'users', value: userid }]);
      const saved = await repo.saveAnswer(request.db, {
        auditid,
        itemid,
        result,
        notes: notes ?? null,
        userid: userid ?? principalOf(request).userid,
      });
      if (!saved) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
      if (saved.sectionid === null) throw new NotFound(ITEM_NOT_FOUND_MESSAGE);
      if (saved.statusid !== STATUS_IN_PROGRESS || !saved.saved) throw new Conflict(ALREADY_COMPLETE_MESSAGE);
      // The section's other answers only: the other sections' figures below are not answered.
      const answers = new Map(saved.others);
      answers.set(itemid, result);
      const sections = progress(await templates.get(db, saved.templateid), answers);
      const section = sections.find((s) => s.sectionid === saved.sectionid)!;
      const data = {
        sectionid: section.sectionid,
        total_items: section.total_items,
        answered_items: section.answered_items,
        traffic_light: section.traffic_light,
      };
      return { success: true as const, data };
    },
  );
}
