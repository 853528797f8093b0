import { describe, expect, it } from 'vitest';
import { retryDelay } from './outbox.js';
import { welcomeEmail } from './welcome-email.js';

describe('retryDelay', () => {
  it('doubles from the base delay up to the cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelay(a, 1000, 600_000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(30, 1000, 600_000)).toBe(600_000);
  });
});

describe('welcomeEmail', () => {
  it('escapes what it puts in the HTML body', () => {
    const mail = welcomeEmail({
      firstname: '<b>Eve</b>',
      email: 'eve@example.com',
      password: 'abc',
      portalUrl: 'https://portal.example.test/?a=1&b=2',
    });
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('https://portal.example.test/?a=1&amp;b=2');
    expect(mail.text).toContain('Hello <b>Eve</b>,');
  });
});
