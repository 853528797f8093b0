import type { App } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import {
  CreateTemplateBody,
  NOTHING_TO_PUBLISH,
  tags,
  Template,
  TEMPLATE_NOT_FOUND,
  TemplateList,
  TemplateParams,
  TemplateQuery,
  UpdateTemplateBody,
  VERSION_NOT_FOUND,
  type Section,
} from './questionnaires.schemas.js';
import { templateProblem } from './rules.js';
import * as repo from './templates.repository.js';

const NO_FIELDS = 'No valid fields provided to update';

function checkSections(sections: Section[] | undefined) {
  const problem = sections && templateProblem(sections);
  if (problem) throw new ValidationError(problem);
}

/**
 * Questionnaire templates and their versions (docs/approval.md, "Questionnaires"): a template's latest version is
 * a draft (edited in place) or published (never changed again: an edit makes the next version, a draft). What is
 * sent is the last published version; an assignment keeps the version it was sent with.
 */
async function read(q: Queryable, templateid: number, version?: number) {
  const found = await repo.findTemplate(q, templateid, version);
  if (found) return found;
  const versionMissing = version !== undefined && (await repo.templateExists(q, templateid));
  throw new NotFound(versionMissing ? VERSION_NOT_FOUND : TEMPLATE_NOT_FOUND);
}

export function templateRoutes(app: App) {
  app.post(
    '/questionnaires',
    {
      config: { level: 3, idempotent: true },
      schema: {
        operationId: 'createQuestionnaire',
        tags,
        summary: 'Create a questionnaire template (version 1, a draft until published)',
        body: CreateTemplateBody,
        response: responses({ 201: Ok(Template) }),
      },
    },
    async (request, reply) => {
      checkSections(request.body.sections);
      const id = await repo.insertTemplate(request.db, request.body, principalOf(request).userid);
      return reply.code(201).send({ success: true as const, data: await read(request.db, id) });
    },
  );

  app.get(
    '/questionnaires',
    {
      config: { level: 1 },
      schema: {
        operationId: 'listQuestionnaires',
        tags,
        summary: 'Questionnaire templates, the default first, with their latest and published versions',
        response: responses({ 200: TemplateList }),
      },
    },
    async (request) => ({ success: true as const, data: await repo.listTemplates(request.db) }),
  );

  app.get(
    '/questionnaires/:templateid',
    {
      config: { level: 1 },
      schema: {
        operationId: 'getQuestionnaire',
        tags,
        summary: 'A questionnaire template at one version (default: its latest)',
        params: TemplateParams,
        querystring: TemplateQuery,
        response: responses({ 200: Ok(Template) }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await read(request.db, request.params.templateid, request.query.version),
    }),
  );

  app.put(
    '/questionnaires/:templateid',
    {
      config: { level: 3, openapi: { atLeastOneField: true } },
      schema: {
        operationId: 'updateQuestionnaire',
        tags,
        summary: 'Edit a template: its draft in place, or a new draft version after a published one',
        description:
          'name and validity_months are the template’s own (a review reads the validity in force); sections ' +
          'are the version’s: a draft is replaced, a published version is followed by a new draft.',
        params: TemplateParams,
        body: UpdateTemplateBody,
        response: responses({ 200: Ok(Template) }, [404]),
      },
    },
    async (request) => {
      const id = request.params.templateid;
      const { name, validity_months, sections } = request.body;
      if (name === undefined && validity_months === undefined && sections === undefined) {
        throw new ValidationError(NO_FIELDS);
      }
      checkSections(sections);
      await request.db.transaction(async (tx) => {
        const latest = await repo.lockLatest(tx, id);
        if (!latest) throw new NotFound(TEMPLATE_NOT_FOUND);
        await repo.updateTemplateFields(tx, id, { name, validity_months });
        if (sections === undefined) return;
        if (latest.status === 'draft') await repo.updateDraft(tx, id, latest.version, sections);
        else await repo.insertDraft(tx, id, latest.version + 1, sections);
      });
      return { success: true as const, data: await read(request.db, id) };
    },
  );

  app.post(
    '/questionnaires/:templateid/publish',
    {
      config: { level: 3 },
      schema: {
        operationId: 'publishQuestionnaire',
        tags,
        summary: 'Publish the template’s draft: the version sent from now on',
        params: TemplateParams,
        response: responses({ 200: Ok(Template) }, [404, 409]),
      },
    },
    async (request) => {
      const id = request.params.templateid;
      await request.db.transaction(async (tx) => {
        const latest = await repo.lockLatest(tx, id);
        if (!latest) throw new NotFound(TEMPLATE_NOT_FOUND);
        if (latest.status !== 'draft') throw new Conflict(NOTHING_TO_PUBLISH);
        await repo.publish(tx, id, latest.version);
      });
      return { success: true as const, data: await read(request.db, id) };
    },
  );
}
