import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, NotFound, Unprocessable, ValidationError } from '../../http/errors.js';
import { registerUploadParser } from '../../http/multipart.js';
import { media } from '../../http/openapi.js';
import { Ok, responses } from '../../http/schemas.js';
import { storeUpload, type UploadSpec } from '../../http/upload.js';
import * as repo from './assignments.repository.js';
import { assignmentDetail, dayOf, ownAssignment } from './assignments.routes.js';
import {
  ANSWERABLE,
  ASSIGNMENT_NOT_FOUND,
  AssignmentDetail,
  AssignmentParams,
  AnswersBody,
  CodeParams,
  FILE_NOT_FOUND,
  FileParams,
  missingMessage,
  notAnswerable,
  notReviewable,
  ReviewBody,
} from './assignments.schemas.js';
import { tags } from './questionnaires.schemas.js';
import type { QuestionnaireReminders } from './reminders.js';
import { answerProblem, missingRequired, questionsOf, scoreOf, type AnswerValue } from './rules.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const FILE: UploadSpec = {
  types: new Set(['application/pdf', 'image/jpeg', 'image/png']),
  wrongType: 'Only PDF, JPEG or PNG files are allowed',
  fallbackName: 'evidence',
  messages: {
    tooLarge: 'The file is larger than the limit of 10 MB',
    tooManyParts: 'Too many form fields: send the file in field `file`',
    notMultipart: 'Unsupported content type. Use multipart/form-data with the file in field `file`.',
  },
};
const DECIDED = { accept: 'Accepted', reject: 'Rejected', changes: 'Changes requested' } as const;
const unknownCodes = (codes: string[]) => `Unknown question codes: ${codes.join(', ')}`;
const notAFileQuestion = (code: string) => `Question ${code} is not a file question`;

/** Lock an assignment that may still be answered (404 absent, 409 once submitted, reviewed or expired). */
async function lockAnswerable(tx: Parameters<typeof repo.lockAssignment>[0], id: number) {
  const found = await repo.lockAssignment(tx, id);
  if (!found) throw new NotFound(ASSIGNMENT_NOT_FOUND);
  if (!ANSWERABLE.has(found.status)) throw new Conflict(notAnswerable(found.status));
  return found;
}

/** Answering (draft saves, files, submission) and reviewing an assignment (docs/approval.md). */
export async function answerRoutes(
  app: App,
  { clock, storage }: Pick<AppContext, 'clock' | 'storage'>,
  reminders: QuestionnaireReminders,
) {
  const detail = (request: Parameters<typeof assignmentDetail>[1], id: number) =>
    assignmentDetail(request.db, request, dayOf(clock), id);

  app.put(
    '/questionnaires/assignments/:assignmentid/answers',
    {
      config: { level: 2, supplier: ownAssignment },
      schema: {
        operationId: 'saveQuestionnaireAnswers',
        tags,
        summary: 'Save some answers as a draft (null clears one); 409 once submitted',
        params: AssignmentParams,
        body: AnswersBody,
        response: responses({ 200: Ok(AssignmentDetail) }, [404, 409]),
      },
    },
    async (request) => {
      const id = request.params.assignmentid;
      const { answers } = request.body;
      const codes = answers.map((a) => a.code);
      if (new Set(codes).size !== codes.length)
        throw new ValidationError('Each question code may be sent once');
      await request.db.transaction(async (tx) => {
        const found = await lockAnswerable(tx, id);
        const questions = new Map(questionsOf(found.sections).map((q) => [q.code, q]));
        const unknown = codes.filter((c) => !questions.has(c));
        if (unknown.length > 0) throw new ValidationError(unknownCodes(unknown));
        const set: { code: string; value: AnswerValue }[] = [];
        const clear: string[] = [];
        for (const { code, value } of answers) {
          if (value === null) {
            clear.push(code);
            continue;
          }
          const problem = answerProblem(questions.get(code)!, value);
          if (problem) throw new ValidationError(problem);
          set.push({ code, value });
        }
        await repo.saveAnswers(tx, id, set, clear, principalOf(request).userid);
        await repo.markInProgress(tx, id);
      });
      return { success: true as const, data: await detail(request, id) };
    },
  );

  // Only the upload takes multipart: the parser lives in a scope of its own.
  await app.register(async (plugin) => {
    const scope = plugin as App;
    await registerUploadParser(scope, MAX_FILE_BYTES, 2);
    scope.post(
      '/questionnaires/assignments/:assignmentid/answers/:code/file',
      {
        config: {
          idempotent: true,
          level: 2,
          supplier: ownAssignment,
          openapi: {
            body: {
              content: {
                'multipart/form-data': media.upload(
                  'The file: PDF, JPEG or PNG, at most 10 MB',
                  MAX_FILE_BYTES,
                ),
              },
            },
          },
        },
        schema: {
          operationId: 'uploadQuestionnaireFile',
          tags,
          summary: 'Answer a file question: upload the file (multipart field `file`, max 10 MB)',
          description:
            'The answer becomes the new file’s id; earlier files stay listed. The type is read from the bytes.',
          consumes: ['multipart/form-data'],
          params: CodeParams,
          response: responses({ 200: Ok(AssignmentDetail) }, [404, 409, 413, 415]),
        },
      },
      async (request) => {
        const { assignmentid: id, code } = request.params;
        const userid = principalOf(request).userid;
        // Refuse before reading the body: no such assignment, not answerable, not a file question.
        const check = async (q: Parameters<typeof repo.lockAssignment>[0]) => {
          const found = await lockAnswerable(q, id);
          const question = questionsOf(found.sections).find((x) => x.code === code);
          if (!question) throw new ValidationError(unknownCodes([code]));
          if (question.kind !== 'file') throw new ValidationError(notAFileQuestion(code));
          return found;
        };
        const found = await request.db.transaction(check);
        const token = randomBytes(18).toString('base64url');
        await storeUpload(request, storage, FILE, {
          key: (f) => `questionnaires/${found.companyid}/${id}/${token}.${f.ext}`,
          commit: (f, key) =>
            request.db.transaction(async (tx) => {
              await check(tx);
              const fileid = await repo.insertFile(tx, {
                saqid: id,
                code,
                key,
                filename: f.filename,
                mime: f.mime,
                size: f.size,
                userid,
              });
              await repo.saveAnswers(tx, id, [{ code, value: fileid }], [], userid);
              await repo.markInProgress(tx, id);
            }),
        });
        return { success: true as const, data: await detail(request, id) };
      },
    );
  });

  app.get(
    '/questionnaires/assignments/:assignmentid/files/:fileid',
    {
      config: {
        level: 1,
        supplier: ownAssignment,
        openapi: {
          responses: {
            200: {
              description: 'The file',
              content: {
                'application/pdf': media.binary(),
                'image/jpeg': media.binary(),
                'image/png': media.binary(),
              },
            },
          },
        },
      },
      schema: {
        operationId: 'getQuestionnaireFile',
        tags,
        summary: 'Download a file uploaded for a questionnaire',
        params: FileParams,
        response: responses(
          {
            200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'PDF, JPEG or PNG' }),
          },
          [404],
        ),
      },
    },
    async (request, reply) => {
      const file = await repo.findFile(request.db, request.params.assignmentid, request.params.fileid);
      const object = file ? await storage.get(file.storage_key) : undefined;
      if (!file || !object) throw new NotFound(FILE_NOT_FOUND);
      reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('cache-control', 'private, no-cache');
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );

  app.post(
    '/questionnaires/assignments/:assignmentid/submit',
    {
      config: { level: 2, supplier: ownAssignment },
      schema: {
        operationId: 'submitQuestionnaire',
        tags,
        summary: 'Submit the answers for review: every required question answered, else 422 naming them',
        params: AssignmentParams,
        response: responses({ 200: Ok(AssignmentDetail) }, [404, 409, 422]),
      },
    },
    async (request) => {
      const id = request.params.assignmentid;
      await request.db.transaction(async (tx) => {
        const found = await lockAnswerable(tx, id);
        const missing = missingRequired(questionsOf(found.sections), await repo.answerMap(tx, id));
        if (missing.length > 0) throw new Unprocessable(missingMessage(missing));
        await repo.markSubmitted(tx, id, clock().toISOString());
      });
      return { success: true as const, data: await detail(request, id) };
    },
  );

  app.post(
    '/questionnaires/assignments/:assignmentid/review',
    {
      config: { level: 3 },
      schema: {
        operationId: 'reviewQuestionnaire',
        tags,
        summary: 'Accept, reject or send back a submitted questionnaire; scores it (docs/approval.md)',
        params: AssignmentParams,
        body: ReviewBody,
        response: responses({ 200: Ok(AssignmentDetail) }, [404, 409]),
      },
    },
    async (request) => {
      const id = request.params.assignmentid;
      const { decision, comments, internalnote } = request.body;
      const now = clock();
      await request.db.transaction(async (tx) => {
        const found = await repo.lockAssignment(tx, id);
        if (!found) throw new NotFound(ASSIGNMENT_NOT_FOUND);
        if (found.status !== 'Submitted') throw new Conflict(notReviewable(found.status));
        const { score, critical } = scoreOf(questionsOf(found.sections), await repo.answerMap(tx, id));
        await repo.recordReview(tx, id, {
          status: DECIDED[decision],
          decision,
          comments,
          internalnote: internalnote ?? null,
          score,
          critical,
          at: now.toISOString(),
          expires: decision === 'accept' ? { day: dayOf(() => now), months: found.validity_months } : null,
          userid: principalOf(request).userid,
        });
      });
      if (decision === 'accept') await reminders.afterWrite(id);
      return { success: true as const, data: await detail(request, id) };
    },
  );
}
