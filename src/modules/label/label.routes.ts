import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { media } from '../../http/openapi.js';
import { Ok, responses } from '../../http/schemas.js';
import { fopSvg, nutriScoreSvg } from '../../lib/label/svg.js';
import { PsidParams } from '../products/spec.schemas.js';
import { ownSpec } from '../products/supplier-access.js';
import { renderLabelPdf } from './label-pdf.js';
import { Label, LabelQuery, labelMessages, SvgQuery } from './label.schemas.js';
import { labelOf } from './label.service.js';

const tags = ['Products'];
const Binary = (description: string) =>
  Type.Unsafe<string | Buffer>({ type: 'string', format: 'binary', description });
const VERSION_NOTE =
  '`version`: an approved version’s label as frozen at its approval (404 when there is no such version or it was ' +
  'approved before labels were frozen); without it, the working copy.';

/** A spec's label: the JSON, the SVG parts and the PDF panel (docs/label.md). */
export async function labelRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/:psid/label',
    {
      config: { level: 1, messages: labelMessages, supplier: ownSpec },
      schema: {
        operationId: 'getProductLabel',
        tags,
        summary:
          'The label of a spec: ingredient statement and allergen check, nutrition with %RI, colours, Nutri-Score',
        description: VERSION_NOTE,
        params: PsidParams,
        querystring: LabelQuery,
        response: responses({ 200: Ok(Label) }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await labelOf(db, request.params.psid, request.query.version),
    }),
  );

  app.get(
    '/products/:psid/label.svg',
    {
      config: {
        level: 1,
        messages: labelMessages,
        supplier: ownSpec,
        openapi: {
          responses: {
            200: {
              description: 'The drawing',
              content: {
                'image/svg+xml': {
                  schema: { type: 'string' },
                  example: '<svg xmlns="http://www.w3.org/2000/svg" role="img">…</svg>',
                },
              },
            },
          },
        },
      },
      schema: {
        operationId: 'getProductLabelSvg',
        tags,
        summary:
          'The front of pack traffic-light strip (part=fop) or the Nutri-Score badge (part=nutriscore) as SVG',
        description: VERSION_NOTE,
        params: PsidParams,
        querystring: SvgQuery,
        response: responses({ 200: Binary('image/svg+xml') }, [404]),
      },
    },
    async (request, reply) => {
      const { version, part = 'fop' } = request.query;
      const label = await labelOf(db, request.params.psid, version);
      const body = part === 'nutriscore' ? nutriScoreSvg(label.nutriscore) : fopSvg(label.nutrition);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(body);
    },
  );

  app.get(
    '/products/:psid/label.pdf',
    {
      config: {
        level: 1,
        messages: labelMessages,
        supplier: ownSpec,
        openapi: {
          responses: {
            200: { description: 'The back of pack panel', content: { 'application/pdf': media.binary() } },
          },
        },
      },
      schema: {
        operationId: 'getProductLabelPdf',
        tags,
        summary:
          'The back of pack panel as a PDF; the working copy of a spec not approved is watermarked DRAFT',
        description: VERSION_NOTE,
        params: PsidParams,
        querystring: LabelQuery,
        response: responses({ 200: Binary('application/pdf') }, [404]),
      },
    },
    async (request, reply) => {
      const { psid } = request.params;
      const label = await labelOf(db, psid, request.query.version);
      const pdf = await renderLabelPdf(label);
      const name = `label-${psid}${label.versionno !== null && !label.draft ? `-v${label.versionno}` : ''}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
