// The typed client's schema (client/schema.d.ts), generated from the OpenAPI document with openapi-typescript.
//   tsx scripts/client.ts          regenerates it (npm run client:generate)
//   tsx scripts/client.ts --check  regenerates it in memory and fails if the committed one differs (CI)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { format, resolveConfig } from 'prettier';
import { openapiDocument } from './openapi.js';

const TARGET = fileURLToPath(new URL('../client/schema.d.ts', import.meta.url));
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

async function generate(): Promise<string> {
  const ast = await openapiTS((await openapiDocument()) as OpenAPI3, {
    // Files sent and received (multipart uploads, PDFs, photos) are Blobs, not strings.
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const header =
    '// Generated from the OpenAPI document by `npm run client:generate` (scripts/client.ts): do not edit.\n';
  // Formatted as `npm run format` would, so that the committed file passes `prettier --check`.
  const options = (await resolveConfig(TARGET)) ?? {};
  return format(header + astToString(ast), { ...options, parser: 'typescript', filepath: TARGET });
}

const text = await generate();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '';
  if (current !== text) {
    console.error(
      `${path.relative(process.cwd(), TARGET)} is not what the OpenAPI document generates: run npm run client:generate and commit it`,
    );
    process.exit(1);
  }
  console.log('client/schema.d.ts matches the OpenAPI document');
} else {
  fs.writeFileSync(TARGET, text);
  console.log(`wrote ${path.relative(process.cwd(), TARGET)}`);
}
