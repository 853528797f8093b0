import type { SwaggerOptions } from '@fastify/swagger';
import type { OpenAPIV3_1 } from 'openapi-types';
import { applyRouteDocs, completeOperations, nameComponents, type Doc } from './openapi.js';
import { distinctOperationIds } from './routes.js';
import { declareManners, type Manners } from './openapi-manners.js';
import { tidySchemas } from './openapi-schemas.js';

export interface DocumentInfo {
  title: string;
  version: string;
  publicUrl: string;
  /** Every tag an operation may carry, with what it groups: the modules' (a route with another fails `npm run lint:openapi`). */
  tags: OpenAPIV3_1.TagObject[];
  webhooks: OpenAPIV3_1.Document['webhooks'];
}

/** @fastify/swagger's options: the document at /api/v1/openapi.json (docs/openapi.md). */
export function swaggerOptions(info: DocumentInfo): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: info.title,
        version: info.version,
        description:
          'Supplier audits, suppliers, new product lines, product specifications and users. ' +
          'Every failure is `{ "success": false, "error": "…" }`.',
        // package.json is private with no licence: publishing the document grants no rights.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        contact: { name: 'The documentation', url: `${info.publicUrl}/api/v1/docs/` },
      },
      // Suppliers' and wholesalers' systems call it from outside the organisation (OWASP API9: inventory).
      servers: [{ url: info.publicUrl, 'x-internal': false } as OpenAPIV3_1.ServerObject],
      tags: info.tags,
      // What an endpoint registered with POST /webhooks receives.
      webhooks: info.webhooks,
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT or API key' },
        },
      },
    },
    // Shared schemas (`Failure`) keep their own name in the document instead of `def-0`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    transformObject: (documents) => {
      const doc = ('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject) as Doc;
      applyRouteDocs(doc);
      nameComponents(doc);
      completeOperations(doc);
      tidySchemas(doc);
      declareManners(doc);
      return distinctOperationIds(doc) as never;
    },
    transform: ({ schema, url, route }) => {
      const level = route.config?.level;
      const s = { ...(schema as Record<string, unknown>) };
      if (level !== undefined) s['x-min-level'] = level;
      if (route.config?.openapi) s['x-openapi'] = route.config.openapi;
      s['x-manners'] = {
        rateLimit: route.config?.rateLimit !== false,
        idempotent: route.config?.idempotent === true,
      } satisfies Manners;
      const access = level ? `Minimum key level: ${level}.` : 'No key needed.';
      if (level) s.security = [{ apiKey: [] }, { bearer: [] }];
      s.description = `${(s.description as string | undefined) ?? ''}\n\n${access}`.trim();
      return { schema: s as typeof schema, url };
    },
  };
}
