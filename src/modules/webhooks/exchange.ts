import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';

/**
 * What each attempt keeps of its exchange with the receiver (docs/integration.md, "What an attempt keeps"): the
 * request as sent and the answer, both cut to a fixed size, so that a receiver answering a huge body or
 * thousands of headers cannot fill the database (at most about 12 KiB an attempt, 20 attempts a delivery).
 */

/** The first bytes of an answer's body that are kept, as text; the read stops past them. */
export const MAX_BODY = 2048;
/** Header lines kept of an answer, and their characters all told (names and values). */
export const MAX_HEADERS = 50;
export const MAX_HEADER_CHARS = 4096;
/** One header's name and value are cut to these. */
const MAX_NAME = 100;
const MAX_VALUE = 1000;
/** The largest head of an answer read at all (Node's default, fixed here whatever its command line says). */
export const MAX_HEAD_BYTES = 16 * 1024;

export interface HeaderLine {
  name: string;
  value: string;
}

/** The request of an attempt, as sent (or as it would have been, when no connection was made). */
export interface SentRequest {
  method: 'POST';
  url: string;
  headers: HeaderLine[];
  body_size: number;
  body_sha256: string;
}

/** What the receiver answered: its status line and headers, and the start of its body. */
export interface GotResponse {
  status: number;
  headers: HeaderLine[];
  /** Some header lines were left out, or cut. */
  headers_cut: boolean;
  /** The first MAX_BODY bytes as text; null when they are not text (binary: the size only). */
  body: string | null;
  /** Bytes of body received: all of them unless `body_cut`, else those read before the read stopped. */
  body_size: number;
  /** The body went on past MAX_BODY bytes: the read stopped there. */
  body_cut: boolean;
  binary: boolean;
}

/** The body of a delivery, the same on every attempt: what `webhook-signature` signs. */
export const deliveryBody = (d: { type: string; timestamp: string; data: unknown }) =>
  JSON.stringify({ type: d.type, timestamp: d.timestamp, data: d.data });

export const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

// C0 controls but tab, CR and LF, and DEL: never in a text answer; NUL cannot be stored in a text column at all.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A string from outside made safe to store and show: control characters become U+FFFD. */
export const printable = (s: string) => s.replace(CONTROLS, '\uFFFD');

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max)}…` : s);

/** The request's headers as set on it (Node adds `Connection` when it writes them). */
export function sentRequest(url: string, headers: OutgoingHttpHeaders, body: string): SentRequest {
  return {
    method: 'POST',
    url,
    headers: Object.entries(headers).map(([name, value]) => ({
      name,
      value: Array.isArray(value) ? value.join(', ') : String(value),
    })),
    body_size: Buffer.byteLength(body),
    body_sha256: sha256(body),
  };
}

/**
 * An answer's header lines in the order they came (`rawHeaders`: repeated ones each kept), at most
 * MAX_HEADERS of them and MAX_HEADER_CHARS all told, each name and value cut to its own bound.
 */
export function keptHeaders(raw: readonly string[]): { headers: HeaderLine[]; cut: boolean } {
  const headers: HeaderLine[] = [];
  let chars = 0;
  let wasCut = false;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = printable(cut(raw[i]!, MAX_NAME));
    const value = printable(cut(raw[i + 1]!, MAX_VALUE));
    if (name.length !== raw[i]!.length || value.length !== raw[i + 1]!.length) wasCut = true;
    if (headers.length >= MAX_HEADERS || chars + name.length + value.length > MAX_HEADER_CHARS) {
      return { headers, cut: true };
    }
    chars += name.length + value.length;
    headers.push({ name, value });
  }
  return { headers, cut: wasCut };
}

/**
 * The start of a body as text: its first MAX_BODY bytes decoded as UTF-8 (a character cut at the end is left
 * out). Not valid UTF-8, or holding control characters: binary, and only its size is kept.
 */
export function bodyExcerpt(start: Buffer): { body: string | null; binary: boolean } {
  const bytes = start.subarray(0, MAX_BODY);
  let text: string;
  try {
    // `stream`: an incomplete character at the end (where the excerpt cut it) is held back, not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: bytes.length < start.length });
  } catch {
    return { body: null, binary: true };
  }
  if (CONTROL.test(text)) return { body: null, binary: true };
  return { body: text, binary: false };
}

/** The answer as kept: `start` holds the first bytes read (at most MAX_BODY + one chunk), `size` all read. */
export function gotResponse(
  status: number,
  rawHeaders: readonly string[],
  start: Buffer,
  size: number,
  bodyCut: boolean,
): GotResponse {
  const { headers, cut: headersCut } = keptHeaders(rawHeaders);
  const { body, binary } = bodyExcerpt(start);
  return { status, headers, headers_cut: headersCut, body, body_size: size, body_cut: bodyCut, binary };
}
