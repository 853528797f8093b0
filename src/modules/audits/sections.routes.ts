import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { auditIdMessages, photoUrl } from './audit-id.js';
import * as repo from './audits.repository.js';
import { auditLight } from '../../lib/traffic-light.js';
import {
  AUDIT_NOT_FOUND_MESSAGE,
  AuditItem,
  AuditListItem,
  AuditParams,
  AuditSection,
  SectionParams,
} from './audits.schemas.js';
import { tags } from './audits.schemas.js';
import * as photos from './photos.repository.js';
import { progress, type TemplateCache } from './template.js';

const ownAudit = { owner: repo.auditOwner, in: 'params', field: 'auditid' } as const;

export async function sectionRoutes(
  app: App,
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  templates: TemplateCache,
) {
  app.get(
    '/audits/:auditid',
    {
      config: { level: 1, messages: auditIdMessages, supplier: ownAudit },
      schema: {
        operationId: 'getAudit',
        tags,
        summary: 'One audit as GET /audits lists it, with its overall traffic light',
        params: AuditParams,
        response: responses({ 200: Ok(AuditListItem) }, [404]),
      },
    },
    async (request) => {
      const { auditid } = request.params;
      const [[audit], lights] = await Promise.all([
        repo.listAudits(db, 0, undefined, auditid),
        repo.sectionLightsByAudit(db, 0, undefined, auditid),
      ]);
      if (!audit) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
      return {
        success: true as const,
        data: { ...audit, traffic_light: auditLight(lights.get(auditid) ?? []) },
      };
    },
  );

  app.get(
    '/audits/:auditid/sections',
    {
      config: { level: 1, messages: auditIdMessages, supplier: ownAudit },
      schema: {
        operationId: 'getAuditSections',
        tags,
        summary: 'The eight checklist sections of an audit with their progress and traffic light',
        params: AuditParams,
        response: responses({ 200: Ok(Type.Array(AuditSection)) }, [404]),
      },
    },
    async (request) => {
      const audit = await repo.auditAnswers(db, request.params.auditid);
      if (!audit) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
      const data = progress(await templates.get(db, audit.templateid), audit.answers);
      return { success: true as const, data };
    },
  );

  app.get(
    '/audits/:auditid/sections/:sectionid/items',
    {
      config: { level: 1, messages: auditIdMessages, supplier: ownAudit },
      schema: {
        operationId: 'getAuditSectionItems',
        tags,
        summary: 'The checklist items of one section, each with its current answer (or null) and photos',
        params: SectionParams,
        response: responses({ 200: Ok(Type.Array(AuditItem)) }, [404]),
      },
    },
    async (request) => {
      const { auditid, sectionid } = request.params;
      const [items, pics] = await Promise.all([
        photos.sectionItems(db, auditid, sectionid),
        photos.sectionPhotos(db, auditid, sectionid),
      ]);
      if (!items) {
        if (!(await repo.findAudit(db, auditid))) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
        throw new NotFound('Section not found for this audit');
      }
      const data = items.map(({ result, notes, answered_by, answered_at, ...item }) => ({
        ...item,
        answer:
          result === null
            ? null
            : { result, notes, userid: answered_by ?? 0, answered_at: answered_at ?? '' },
        photos: pics
          .filter((p) => p.itemid === item.itemid)
          .map((p) => ({
            docid: p.docid,
            url: photoUrl(config.publicUrl, p.token, p.filename),
            filename: p.filename,
          })),
      }));
      return { success: true as const, data };
    },
  );
}
