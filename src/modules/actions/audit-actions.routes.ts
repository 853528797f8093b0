import { Type } from 'typebox';
import type { App } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { NotFound, Unprocessable } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { auditIdMessages } from '../audits/audit-id.js';
import { auditOwner, findAudit } from '../audits/audits.repository.js';
import { AUDIT_NOT_FOUND_MESSAGE, AuditParams } from '../audits/audits.schemas.js';
import * as repo from './actions.repository.js';
import {
  Action,
  CreateActionBody,
  ItemActionParams,
  NOT_FAILED_OR_FLAGGED,
  tags,
} from './actions.schemas.js';
import { assertAssignee } from './assignee.js';

const ownAudit = { owner: auditOwner, in: 'params', field: 'auditid' } as const;

/** Raising an action on an audit's item, and an audit's actions. */
export async function auditActionRoutes(app: App) {
  app.post(
    '/audits/:auditid/items/:itemid/actions',
    {
      config: { level: 2, idempotent: true, messages: auditIdMessages },
      schema: {
        operationId: 'createAuditAction',
        tags,
        summary: 'Raise a corrective action on an item answered fail or flag (also after completion)',
        params: ItemActionParams,
        body: CreateActionBody,
        response: responses({ 201: Ok(Action) }, [404, 422]),
      },
    },
    async (request, reply) => {
      const { auditid, itemid } = request.params;
      const found = await repo.auditItemAnswer(request.db, auditid, itemid);
      if (!found) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
      if (!found.in_template) throw new NotFound('Item not found for this audit');
      if (found.result !== 'fail' && found.result !== 'flag') throw new Unprocessable(NOT_FAILED_OR_FLAGGED);
      await assertAssignee(request.db, request.body.assignee, found.companyid);
      const actionid = await repo.insertAction(request.db, {
        ...request.body,
        auditid,
        itemid,
        createdBy: principalOf(request).userid,
      });
      const data = await repo.findAction(request.db, actionid);
      return reply.code(201).send({ success: true as const, data: data! });
    },
  );

  app.get(
    '/audits/:auditid/actions',
    {
      config: { level: 1, messages: auditIdMessages, supplier: ownAudit },
      schema: {
        operationId: 'listAuditActions',
        tags,
        summary: 'The corrective actions of an audit, in checklist order',
        params: AuditParams,
        response: responses({ 200: Ok(Type.Array(Action)) }, [404]),
      },
    },
    async (request) => {
      const { auditid } = request.params;
      const [audit, data] = await Promise.all([
        findAudit(request.db, auditid),
        repo.listAuditActions(request.db, auditid),
      ]);
      if (!audit) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
      return { success: true as const, data };
    },
  );
}
