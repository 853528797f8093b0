import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { cursorList } from '../../http/lists.js';
import { idCursor } from '../../http/paging.js';
import { companyScope } from '../../http/scope.js';
import { Ok, responses } from '../../http/schemas.js';
import * as repo from './assignments.repository.js';
import {
  ASSIGNMENT_NOT_FOUND,
  AssignmentDetail,
  AssignmentList,
  AssignmentParams,
  DUE_IN_PAST,
  ListAssignmentsQuery,
  SendBody,
  SupplierAssignments,
  SupplierParams,
} from './assignments.schemas.js';
import { NOT_SENDABLE, SUPPLIER_NOT_FOUND, TEMPLATE_NOT_FOUND, tags } from './questionnaires.schemas.js';
import { questionsOf, scoreOf } from './rules.js';
import { sendableVersion, templateExists } from './templates.repository.js';

/** The day (YYYY-MM-DD, UTC) the app's clock says it is. */
export const dayOf = (clock: () => Date) => clock().toISOString().slice(0, 10);

/** The supplier scope's owner check of an assignment id in the path. */
export const ownAssignment = { owner: repo.assignmentOwner, in: 'params', field: 'assignmentid' } as const;

/**
 * An assignment as its reader may see it: the organisation's users get the internal notes and the score the
 * answers would have now; the supplier scope neither.
 */
export async function assignmentDetail(
  q: Queryable,
  request: FastifyRequest,
  today: string,
  id: number,
): Promise<AssignmentDetail> {
  const internal = companyScope(request) === undefined;
  const [found, answers, files, reviews] = await Promise.all([
    repo.findAssignment(q, today, id),
    repo.answersOf(q, id),
    repo.filesOf(q, id),
    repo.reviewsOf(q, id, internal),
  ]);
  if (!found) throw new NotFound(ASSIGNMENT_NOT_FOUND);
  const detail: AssignmentDetail = { ...found, answers, files, reviews };
  if (internal) {
    const { score, critical, good, notGood } = scoreOf(
      questionsOf(found.sections),
      new Map(answers.map((a) => [a.code, a.value])),
    );
    detail.preview = { score, critical, good, notgood: notGood };
  }
  return detail;
}

/** Sending questionnaires to suppliers, the reviewers' queue and the supplier's to-do list, one assignment. */
export function assignmentRoutes(
  app: App,
  { clock, counts, reads }: Pick<AppContext, 'clock' | 'counts' | 'reads'>,
) {
  const cursors = idCursor('qa');

  app.post(
    '/suppliers/:supplierid/questionnaires',
    {
      config: { level: 2, idempotent: true },
      schema: {
        operationId: 'sendQuestionnaire',
        tags,
        summary: 'Send a questionnaire to a supplier: an assignment of the template’s last published version',
        params: SupplierParams,
        body: SendBody,
        response: responses({ 201: Ok(AssignmentDetail) }, [404, 409]),
      },
    },
    async (request, reply) => {
      const companyid = request.params.supplierid;
      const { templateid, due } = request.body;
      const today = dayOf(clock);
      if (due < today) throw new ValidationError(DUE_IN_PAST);
      const id = await request.db.transaction(async (tx) => {
        if (!(await repo.lockActiveSupplier(tx, companyid))) throw new NotFound(SUPPLIER_NOT_FOUND);
        const versionid = await sendableVersion(tx, templateid);
        if (versionid === undefined) {
          if (!(await templateExists(tx, templateid))) throw new NotFound(TEMPLATE_NOT_FOUND);
          throw new Conflict(NOT_SENDABLE);
        }
        return repo.insertAssignment(tx, { companyid, versionid, due, userid: principalOf(request).userid });
      });
      const data = await assignmentDetail(request.db, request, today, id);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/suppliers/:supplierid/questionnaires',
    {
      config: { level: 1, supplier: { owner: async (_q, id) => id, in: 'params', field: 'supplierid' } },
      schema: {
        operationId: 'listSupplierQuestionnaires',
        tags,
        summary: 'A supplier’s questionnaire assignments, the latest first',
        params: SupplierParams,
        response: responses({ 200: SupplierAssignments }, [404]),
      },
    },
    async (request) => {
      const id = request.params.supplierid;
      const [exists, data] = await Promise.all([
        repo.isSupplier(request.db, id),
        repo.supplierAssignments(request.db, dayOf(clock), id),
      ]);
      if (!exists) throw new NotFound(SUPPLIER_NOT_FOUND);
      return { success: true as const, data };
    },
  );

  app.get(
    '/questionnaires/assignments',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listQuestionnaireAssignments',
        tags,
        summary:
          'Questionnaire assignments, newest first: the reviewers’ queue, or a supplier’s own to-do list',
        querystring: ListAssignmentsQuery,
        response: responses({ 200: AssignmentList }),
      },
    },
    async (request) => {
      const q = request.query;
      // The supplier scope sees its own company's, whatever supplierid it sent.
      const filter: repo.AssignmentFilter = {
        status: q.status ?? null,
        companyid: companyScope(request) ?? q.supplierid ?? null,
        templateid: q.templateid ?? null,
      };
      const today = dayOf(clock);
      return cursorList(request, { counts, reads }, q, {
        rows: (db, at) => repo.listAssignments(db, today, filter, at),
        count: (db) => repo.countAssignments(db, filter),
        // The expiry worker changes statuses behind the write routes' backs: counted afresh.
        countKey: null,
        cursor: { decode: cursors.decode, of: (last) => cursors.encode(last.assignmentid) },
      });
    },
  );

  app.get(
    '/questionnaires/assignments/:assignmentid',
    {
      config: { level: 1, supplier: ownAssignment },
      schema: {
        operationId: 'getQuestionnaireAssignment',
        tags,
        summary: 'One assignment: the questions of its version, the answers, files and reviews',
        description: 'The supplier scope is shown the reviewers’ comments, never their internal notes.',
        params: AssignmentParams,
        response: responses({ 200: Ok(AssignmentDetail) }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await assignmentDetail(request.db, request, dayOf(clock), request.params.assignmentid),
    }),
  );
}
