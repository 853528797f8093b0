import {
  createFoodtraceClient,
  type FoodtraceClient,
  type components,
  type operations,
  type paths,
} from '../../client/index.js';

export { formData } from '../../client/index.js';
export type { components, operations, paths };
export type Schemas = components['schemas'];

/** What the console holds to act as someone: a sign-in token, or an API key pasted at sign-in. */
export interface Credential {
  kind: 'token' | 'key';
  value: string;
}

let credential: Credential | null = null;
const listeners = new Set<() => void>();

/**
 * The typed client of our own OpenAPI document (`client/`, the project's client package, over
 * client/schema.d.ts): the console calls the public API only, and the type check fails when it drifts from
 * it. The package sends the credential (X-API-Key or Bearer); it is made again whenever the credential changes,
 * and every module that imports `api` sees the new one (an ES module's export is a live binding).
 */
export let api: FoodtraceClient = clientFor(null);

/** Sets (or clears) the credential every request carries. */
export function setCredential(next: Credential | null): void {
  credential = next;
  api = clientFor(next);
}
export function currentCredential(): Credential | null {
  return credential;
}

/** Called when the server answers 401 to a request that carried a credential: the session is over. */
export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function clientFor(c: Credential | null): FoodtraceClient {
  const client = createFoodtraceClient({
    baseUrl: globalThis.location?.origin ?? '',
    ...(c?.kind === 'key' ? { apiKey: c.value } : c?.kind === 'token' ? { token: c.value } : {}),
  });
  client.use({
    onResponse({ response, request }) {
      if (
        response.status === 401 &&
        (request.headers.has('x-api-key') || request.headers.has('authorization'))
      ) {
        for (const listener of listeners) listener();
      }
      return response;
    },
  });
  return client;
}

/** An API refusal: the envelope's message and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
    /** Seconds to wait before trying again, from a 429's `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The message of a `{ success: false, error }` envelope (or of anything else an answer holds). */
export function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown };
    if (typeof b.error === 'string') return b.error;
    if (typeof b.message === 'string') return b.message;
  }
  return status === 0 ? 'No connection to the server' : `The server answered ${status}`;
}

/** What to show of anything thrown: an ApiError's envelope message, or the error's own. */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** An answer of the client whose request went through and was accepted, else an ApiError. */
async function accepted<T>(call: Promise<Answer<T>>): Promise<{ data: NonNullable<T>; response: Response }> {
  let result: Answer<T>;
  try {
    result = await call;
  } catch (e) {
    throw new ApiError(
      e instanceof Error && e.name === 'AbortError' ? 'Cancelled' : 'No connection to the server',
      0,
    );
  }
  const { data, error, response } = result;
  if (error !== undefined || !response.ok) {
    const wait = Number(response.headers.get('retry-after') ?? NaN);
    throw new ApiError(
      messageOf(error, response.status),
      response.status,
      error,
      Number.isFinite(wait) && wait > 0 ? wait : undefined,
    );
  }
  return { data: data as NonNullable<T>, response };
}

/**
 * The `data` of an answer, or an ApiError with the server's message: `const s = await ok(api.GET(...))`.
 * A network failure (offline) is an ApiError with status 0.
 */
export async function ok<T>(call: Promise<Answer<T>>): Promise<NonNullable<T>> {
  return (await accepted(call)).data;
}

/** The `data` of an answer with its Response (its headers: a `Link` to the next page), or an ApiError. */
export function okWithResponse<T>(
  call: Promise<Answer<T>>,
): Promise<{ data: NonNullable<T>; response: Response }> {
  return accepted(call);
}

/**
 * Saves an answer read as a Blob (PDF, CSV, XLSX) as a file, with the name the server gives or `fallback`:
 * `download(api.GET(path, { params, parseAs: 'blob' }), 'report.pdf')`.
 */
export async function download(call: Promise<Answer<Blob>>, fallback: string): Promise<void> {
  const { data, response } = await accepted(call);
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
