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

describe('webhook settings', () => {
  it('defaults to the Standard Webhooks schedule over 3 days, a 10 s timeout and the worker on', () => {
    expect(loadConfig({}).webhooks).toEqual({
      worker: true,
      timeoutMs: 10_000,
      retrySchedule: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 43_200_000],
      retryForMs: 3 * 86_400_000,
    });
    expect(loadConfig({}).workerPollMs).toBe(1000);
  });

  it('reads durations with ms, s, m, h or d, and refuses what it cannot read', () => {
    const c = loadConfig({
      WEBHOOK_WORKER: 'false',
      WEBHOOK_TIMEOUT: '500ms',
      WEBHOOK_RETRY_SCHEDULE: '200ms, 2s,1m',
      WEBHOOK_RETRY_FOR: '2h',
      WORKER_POLL: '50ms',
    });
    expect(c.webhooks).toEqual({
      worker: false,
      timeoutMs: 500,
      retrySchedule: [200, 2000, 60_000],
      retryForMs: 7_200_000,
    });
    expect(c.workerPollMs).toBe(50);
    for (const [name, bad] of [
      ['WEBHOOK_TIMEOUT', '2m'],
      ['WEBHOOK_TIMEOUT', 'soon'],
      ['WEBHOOK_RETRY_SCHEDULE', '5s,,5m'],
      ['WEBHOOK_RETRY_SCHEDULE', '1ms'],
      ['WEBHOOK_RETRY_FOR', '-1d'],
      ['WORKER_POLL', '0'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(ConfigError);
    }
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the address listened on, or the loopback when listening on every interface', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '10.1.2.3', PORT: '8080' }).publicUrl).toBe('http://10.1.2.3:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://trace.example.com/' }).publicUrl).toBe(
      'https://trace.example.com',
    );
  });
});

describe('HTTP manners', () => {
  it('defaults to no CORS, compression on, 6000 requests a minute, no metrics, no trusted proxy', () => {
    expect(loadConfig({}).http).toEqual({
      corsOrigins: [],
      compression: true,
      rateLimitPerMinute: 6000,
      rateLimitSyncMs: 1000,
      metrics: false,
      metricsPort: undefined,
      trustProxy: false,
    });
  });

  it('reads each setting, and refuses a bad value with one line naming it', () => {
    const c = loadConfig({
      CORS_ORIGINS: 'https://App.example.com, http://localhost:5173/',
      COMPRESSION: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_SYNC: '250ms',
      METRICS: 'true',
      METRICS_PORT: '9100',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, ::1',
    }).http;
    expect(c).toEqual({
      corsOrigins: ['https://app.example.com', 'http://localhost:5173'],
      compression: false,
      rateLimitPerMinute: 0,
      rateLimitSyncMs: 250,
      metrics: true,
      metricsPort: 9100,
      trustProxy: ['10.0.0.1', '10.1.0.0/16', '::1'],
    });
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example.com/x' })).toThrow(
      'CORS_ORIGINS must be * or a comma-separated list of origins like https://app.example.com (no path), got "https://a.example.com/x"',
    );
    expect(loadConfig({ CORS_ORIGINS: '*' }).http.corsOrigins).toEqual(['*']);
    expect(loadConfig({ TRUST_PROXY: 'true' }).http.trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).http.trustProxy).toBe(2);
    for (const [name, bad] of [
      ['CORS_ORIGINS', 'app.example.com'],
      ['CORS_ORIGINS', 'https://app.example.com/path'],
      ['CORS_ORIGINS', 'https://a.example.com,*'],
      ['CORS_ORIGINS', 'ftp://files.example.com'],
      ['CORS_ORIGINS', 'https://a.example.com,,https://b.example.com'],
      ['COMPRESSION', 'yes please'],
      ['RATE_LIMIT_PER_MINUTE', '-1'],
      ['RATE_LIMIT_PER_MINUTE', '1e3'],
      ['RATE_LIMIT_PER_MINUTE', 'lots'],
      ['RATE_LIMIT_SYNC', '1ms'],
      ['METRICS', 'on'],
      ['METRICS_PORT', '0'],
      ['METRICS_PORT', '70000'],
      ['METRICS_PORT', '3000'],
      ['TRUST_PROXY', 'my-proxy.local'],
      ['TRUST_PROXY', '10.0.0.300'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(`^${name} must `));
    }
  });
});
