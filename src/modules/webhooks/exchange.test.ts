import { describe, expect, it } from 'vitest';
import {
  bodyExcerpt,
  keptHeaders,
  MAX_BODY,
  MAX_HEADER_CHARS,
  MAX_HEADERS,
  printable,
  sentRequest,
  sha256,
} from './exchange.js';

describe('what an attempt keeps of the answer', () => {
  it('keeps header lines in order, repeated ones each, up to 50 lines', () => {
    const raw = ['Set-Cookie', 'a=1', 'Set-Cookie', 'b=2', 'X-Receipt', 'r1'];
    expect(keptHeaders(raw)).toEqual({
      headers: [
        { name: 'Set-Cookie', value: 'a=1' },
        { name: 'Set-Cookie', value: 'b=2' },
        { name: 'X-Receipt', value: 'r1' },
      ],
      cut: false,
    });
    const many = Array.from({ length: 3000 }, (_v, i) => [`h${i}`, 'v']).flat();
    const kept = keptHeaders(many);
    expect(kept.headers).toHaveLength(MAX_HEADERS);
    expect(kept.cut).toBe(true);
  });

  it('cuts a long value and stops at 4096 characters all told', () => {
    const long = keptHeaders(['X-Long', 'y'.repeat(50_000)]);
    expect(long.cut).toBe(true);
    expect(long.headers[0]!.value).toBe(`${'y'.repeat(1000)}…`);
    const wide = Array.from({ length: 20 }, (_v, i) => [`x-${i}`, 'z'.repeat(900)]).flat();
    const kept = keptHeaders(wide);
    expect(kept.cut).toBe(true);
    const chars = kept.headers.reduce((n, h) => n + h.name.length + h.value.length, 0);
    expect(chars).toBeLessThanOrEqual(MAX_HEADER_CHARS);
    expect(kept.headers.length).toBe(4);
  });

  it('reads the first 2048 bytes as text, leaving out a character the cut split', () => {
    expect(bodyExcerpt(Buffer.from('{"ok":true}'))).toEqual({ body: '{"ok":true}', binary: false });
    // 2047 ASCII bytes, then a 3-byte character across the cut, then more.
    const split = Buffer.concat([Buffer.from('a'.repeat(2047)), Buffer.from('€ and more')]);
    expect(bodyExcerpt(split)).toEqual({ body: 'a'.repeat(2047), binary: false });
    expect(bodyExcerpt(Buffer.from('é'.repeat(5000))).body).toBe('é'.repeat(MAX_BODY / 2));
  });

  it('takes bytes that are not UTF-8 text, or hold control characters, as binary (size only)', () => {
    expect(bodyExcerpt(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({
      body: null,
      binary: true,
    });
    expect(bodyExcerpt(Buffer.from('text\u0000with a NUL'))).toEqual({ body: null, binary: true });
    expect(bodyExcerpt(Buffer.from('tabs\tand\r\nlines')).binary).toBe(false);
    // A whole body ending in half a character is not text.
    expect(bodyExcerpt(Buffer.from([0x61, 0xe2, 0x82])).binary).toBe(true);
  });

  it('makes control characters printable (NUL cannot be stored)', () => {
    expect(printable('a\u0000b\u001bc\td')).toBe('a\uFFFDb\uFFFDc\td');
  });
});

describe('what an attempt keeps of the request', () => {
  it('lists the headers set and the body’s size and SHA-256, never a secret', () => {
    const body = '{"type":"x"}';
    const sent = sentRequest(
      'http://127.0.0.1:1/hooks',
      { 'webhook-signature': 'v1,abc', 'content-length': 12, host: '127.0.0.1:1' },
      body,
    );
    expect(sent).toEqual({
      method: 'POST',
      url: 'http://127.0.0.1:1/hooks',
      headers: [
        { name: 'webhook-signature', value: 'v1,abc' },
        { name: 'content-length', value: '12' },
        { name: 'host', value: '127.0.0.1:1' },
      ],
      body_size: 12,
      body_sha256: sha256(body),
    });
  });
});
