import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('sign-in settings', () => {
  it('reads JWT_TTL as seconds or with a unit, 8 hours by default', () => {
    expect(loadConfig({}).jwtTtlSeconds).toBe(8 * 3600);
    expect(loadConfig({ JWT_TTL: '900' }).jwtTtlSeconds).toBe(900);
    expect(loadConfig({ JWT_TTL: '30m' }).jwtTtlSeconds).toBe(1800);
    expect(loadConfig({ JWT_TTL: '12H' }).jwtTtlSeconds).toBe(12 * 3600);
    expect(loadConfig({ JWT_TTL: '1d' }).jwtTtlSeconds).toBe(86400);
    for (const bad of ['0', '10s', '31d', 'eight hours', '-1h', '1.5h']) {
      expect(() => loadConfig({ JWT_TTL: bad }), bad).toThrow(ConfigError);
    }
  });

  it('takes JWT_SECRET of at least 32 bytes, or none', () => {
    expect(loadConfig({}).jwtSecret).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32 bytes/);
  });
});
