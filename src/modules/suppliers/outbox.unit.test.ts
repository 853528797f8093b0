import { describe, expect, it } from 'vitest';
import { welcomeEmail } from './welcome-email.js';

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
