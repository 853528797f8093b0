import type { App } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, NotFound, Unprocessable } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { auditScore } from '../../lib/score.js';
import { raiseForCriticalFails } from '../actions/actions.repository.js';
import { auditIdMessages } from './audit-id.js';
import * as repo from './audits.repository.js';
import {
  ALREADY_COMPLETE_MESSAGE,
  AUDIT_NOT_FOUND_MESSAGE,
  AuditParams,
  CompleteBody,
  Completed,
  NOT_READY_MESSAGE,
  STATUS_COMPLETE,
} from './audits.schemas.js';
import { tags } from './audits.schemas.js';

/** Writes through `request.db` (docs/architecture.md): it needs nothing of the context. */
export async function completionRoutes(app: App) {
  app.post(
    '/audits/:auditid/complete',
    {
      config: {
        idempotent: true,
        level: 2,
        messages: auditIdMessages,
      },
      schema: {
        operationId: 'completeAudit',
        tags,
        summary: 'Finalise an audit: every required item must be answered; calculates score_pct',
        params: AuditParams,
        body: CompleteBody,
        response: responses({ 200: Ok(Completed) }, [404, 409, 422]),
      },
    },
    async (request) => {
      const { auditid } = request.params;
      const userid = request.body.userid ?? principalOf(request).userid;
      if (request.body.userid !== undefined) {
        await assertLookupIds(request.db, [{ field: 'userid', table: 'users', value: userid }]);
      }
      // The audit row stays locked until commit: answers and uploads wait, then see it complete.
      const score = await request.db.transaction(async (tx) => {
        const audit = await repo.findAudit(tx, auditid, 'FOR UPDATE');
        if (!audit) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
        if (audit.statusid === STATUS_COMPLETE) throw new Conflict(ALREADY_COMPLETE_MESSAGE);
        if ((await repo.requiredUnanswered(tx, auditid)) > 0) throw new Unprocessable(NOT_READY_MESSAGE);
        const pct = auditScore(await repo.answerResults(tx, auditid));
        await repo.markComplete(tx, auditid, pct, userid);
        // Every critical fail leaves the audit with an open corrective action (docs/actions.md).
        await raiseForCriticalFails(tx, auditid, userid);
        return pct;
      });
      return {
        success: true as const,
        data: { success: true as const, score_pct: score, message: 'Audit completed successfully' },
      };
    },
  );
}
