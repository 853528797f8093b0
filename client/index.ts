import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

export interface FoodtraceClientOptions extends ClientOptions {
  /** The server, e.g. `https://foodtrace.example.org` (the paths already start with /api/v1). */
  baseUrl: string;
  /** An API key (X-API-Key). */
  apiKey?: string;
  /** Or a sign-in token from `POST /api/v1/auth/login` (Authorization: Bearer). */
  token?: string;
}

export type FoodtraceClient = Client<paths>;

/**
 * A client whose every call is typed from the OpenAPI document: paths, parameters, bodies and answers.
 *
 * ```ts
 * const api = createFoodtraceClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: process.env.FOODTRACE_KEY });
 * const { data, error } = await api.GET('/api/v1/users/getUser/{id}', { params: { path: { id: 1 } } });
 * ```
 */
export function createFoodtraceClient({
  apiKey,
  token,
  ...options
}: FoodtraceClientOptions): FoodtraceClient {
  const client = createClient<paths>(options);
  // The credentials go on every request, whatever headers a call sets.
  client.use({
    onRequest({ request }) {
      if (apiKey) request.headers.set('x-api-key', apiKey);
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });
  return client;
}

/**
 * `bodySerializer` for the multipart operations (bulk CSV, photos, certificate PDFs): the typed body, with
 * Blobs for files, sent as `multipart/form-data`.
 *
 * ```ts
 * await api.POST('/api/v1/suppliers/createSupplierBulk', {
 *   body: { file: new Blob([csv], { type: 'text/csv' }) },
 *   bodySerializer: formData,
 * });
 * ```
 */
export function formData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, name === 'file' ? fileName(value) : undefined);
    else form.append(name, String(value));
  }
  return form;
}

function fileName(blob: Blob): string {
  if (blob instanceof File) return blob.name;
  const ext = { 'text/csv': 'csv', 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' }[
    blob.type
  ];
  return `upload.${ext ?? 'bin'}`;
}
