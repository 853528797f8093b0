import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import * as repo from './approval.repository.js';
import {
  Approval,
  ApprovalRules,
  OverrideBody,
  REASON_REQUIRED,
  RulesBody,
  SUPPLIER_NOT_FOUND,
  SupplierParams,
  tags,
} from './approval.schemas.js';

/** A supplier's id in the path is its own company's (the supplier scope). */
const ownSupplier = {
  owner: async (_q: unknown, id: number) => id,
  in: 'params',
  field: 'supplierid',
} as const;

/** Supplier approval (docs/approval.md): each supplier's status, its explanation and override; the rule table. */
export async function approvalRoutes(app: App, ctx: AppContext) {
  const { db } = ctx;
  app.get(
    '/suppliers/:supplierid/approval',
    {
      config: { level: 1, supplier: ownSupplier },
      schema: {
        operationId: 'getSupplierApproval',
        tags,
        summary:
          'A supplier’s approval status: each rule, its input and whether it passed, the override beside it',
        params: SupplierParams,
        response: responses({ 200: Ok(Approval) }, [404]),
      },
    },
    async (request) => {
      const approval = await repo.findApproval(request.db, request.params.supplierid);
      if (!approval) throw new NotFound(SUPPLIER_NOT_FOUND);
      return { success: true as const, data: approval };
    },
  );

  app.put(
    '/suppliers/:supplierid/approval',
    {
      config: { level: 3 },
      schema: {
        operationId: 'overrideSupplierApproval',
        tags,
        summary:
          'Override a supplier’s computed approval status with a reason (status null: clear the override)',
        params: SupplierParams,
        body: OverrideBody,
        response: responses({ 200: Ok(Approval) }, [404]),
      },
    },
    async (request) => {
      const { supplierid } = request.params;
      const { status } = request.body;
      const reason = request.body.reason?.trim() || null;
      if (status !== null && reason === null) throw new ValidationError(REASON_REQUIRED);
      const { userid } = principalOf(request);
      const approval = await request.db.transaction(async (tx) => {
        if (!(await repo.setOverride(tx, supplierid, { status, reason, userid }))) return undefined;
        return repo.findApproval(tx, supplierid);
      });
      if (!approval) throw new NotFound(SUPPLIER_NOT_FOUND);
      return { success: true as const, data: approval };
    },
  );

  app.get(
    '/approval/rules',
    {
      config: { level: 4 },
      schema: {
        operationId: 'getApprovalRules',
        tags,
        summary: 'The approval rule table’s thresholds and the spec guard (Admin)',
        response: responses({ 200: Ok(ApprovalRules) }),
      },
    },
    async () => ({ success: true as const, data: await repo.readRules(db) }),
  );

  app.put(
    '/approval/rules',
    {
      config: { level: 4, openapi: { atLeastOneField: true } },
      schema: {
        operationId: 'updateApprovalRules',
        tags,
        summary:
          'Change thresholds or the spec guard (Admin); every supplier is recomputed with them at once',
        body: RulesBody,
        response: responses({ 200: Ok(ApprovalRules) }),
      },
    },
    async (request) => {
      if (Object.values(request.body).every((v) => v === undefined)) {
        throw new ValidationError('No valid fields provided to update');
      }
      const { userid } = principalOf(request);
      const rules = await request.db.transaction(async (tx) => {
        await repo.updateRules(tx, request.body, userid);
        return repo.readRules(tx);
      });
      return { success: true as const, data: rules };
    },
  );
}
