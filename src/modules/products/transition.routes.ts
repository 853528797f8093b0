import type { App } from '../../app-context.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { lockSpec } from './spec.repository.js';
import { PsidParams } from './spec.schemas.js';
import { actorOf, ownSpec } from './supplier-access.js';
import * as versions from './versions.repository.js';
import { TransitionBody, TransitionResult, transitionMessages, UNKNOWN_STATUS } from './versions.schemas.js';
import { parseStatus, statusName } from './workflow.js';
import { assertMove, completeMove } from './workflow.service.js';

export async function transitionRoutes(app: App) {
  app.post(
    '/products/:psid/transition',
    {
      // Approving and rejecting need level 3, checked by the workflow; the supplier scope may submit,
      // resubmit and withdraw its own specs.
      config: { level: 2, messages: transitionMessages, supplier: ownSpec },
      schema: {
        operationId: 'transitionProduct',
        tags: ['Products'],
        summary: 'Move a spec through the workflow (approval freezes a version)',
        description:
          'New → Submitted; Submitted → In review, Rejected or New; In review → Approved or Rejected; ' +
          'Rejected → Submitted or New. Approving and rejecting need level 3. Moving to the current status ' +
          'changes nothing (200).',
        params: PsidParams,
        body: TransitionBody,
        response: responses({ 200: Ok(TransitionResult) }, [404, 409, 422]),
      },
    },
    async (request) => {
      const { psid } = request.params;
      const to = parseStatus(request.body.to);
      if (to === undefined) throw new ValidationError(UNKNOWN_STATUS);
      const who = actorOf(request);
      return request.db.transaction(async (tx) => {
        const spec = await lockSpec(tx, psid);
        if (!spec) throw new NotFound('Product not found');
        if (spec.isactive !== 1) throw new NotFound('Product spec not found or inactive');
        let warning: string | undefined;
        if (assertMove(spec.statusid, to, who)) {
          await versions.setStatus(tx, psid, to);
          warning = await completeMove(tx, {
            psid,
            from: spec.statusid,
            to,
            who,
            comment: request.body.comment,
          });
        }
        const versionno = await versions.latestVersionNo(tx, psid);
        return {
          success: true as const,
          data: {
            psid,
            statusid: to,
            statuslevel: statusName(to),
            versionno,
            ...(warning ? { warning } : {}),
          },
        };
      });
    },
  );
}
