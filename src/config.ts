import { isIP } from 'node:net';
import path from 'node:path';

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** A read replica for lists, reports and exports (docs/deployment.md): PostgreSQL only. */
  readReplica: { url: string; stickyMs: number; maxLagBytes: number } | undefined;
  dataDir: string;
  uploadsDir: string;
  publicUrl: string;
  bootstrapAdminKey: string | undefined;
  orgName: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  portalUrl: string;
  logLevel: string;
  s3: S3Config | undefined;
  /** HMAC key of the sign-in tokens; when absent, one is generated once and kept in the database. */
  jwtSecret: string | undefined;
  /** Lifetime of a sign-in token, in seconds. */
  jwtTtlSeconds: number;
  /** Webhook URLs may point to private, loopback and link-local addresses (tests, on-premise installs). */
  webhookAllowPrivate: boolean;
  /** Webhook delivery (docs/integration.md): whether this instance runs the worker, and its timings in ms. */
  webhooks: {
    worker: boolean;
    timeoutMs: number;
    /** Waits after the 1st, 2nd... failed try; the last repeats. */
    retrySchedule: number[];
    /** Retries stop this long after a delivery was queued; an endpoint failing this long is disabled. */
    retryForMs: number;
  };
  /** How often the background workers look for due work (and the events sequencer runs), in ms. */
  workerPollMs: number;
  /** How often certificate reminders are evaluated besides start-up and certificate writes, in ms (≤ 1 h). */
  reminderIntervalMs: number;
  /** Who is emailed when a party has not acknowledged an incident notice twice (`INCIDENT_CONTACTS`). */
  incidentContacts: string[];
  /** HTTP manners (docs/deployment.md): CORS, compression, the rate limit, metrics, the proxy in front. */
  http: HttpConfig;
}

export interface HttpConfig {
  /** Origins a browser app may call from (`CORS_ORIGINS`); `['*']` any; empty: no CORS at all. */
  corsOrigins: string[];
  /** gzip or brotli for responses over 1 KB (`COMPRESSION`). */
  compression: boolean;
  /** Requests per minute per key, token user or (anonymous) address; 0: no limit. */
  rateLimitPerMinute: number;
  /** How often each instance settles its counts with the database, in ms. */
  rateLimitSyncMs: number;
  /** `/metrics` on the main port (`METRICS=true`). */
  metrics: boolean;
  /** `/metrics` on a listener of its own, on HOST (`METRICS_PORT`). */
  metricsPort: number | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe (`TRUST_PROXY`). */
  trustProxy: boolean | number | string[];
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = /^\s*-?\d{1,16}\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return n;
}

function str(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

const DURATION_UNITS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };

/** A duration: seconds as a bare integer, or with a unit (`90s`, `30m`, `8h`, `1d`). */
function duration(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const m = /^(\d{1,9})\s*([smhd]?)$/i.exec(raw);
  const seconds = m ? Number(m[1]) * DURATION_UNITS[m[2]!.toLowerCase()]! : NaN;
  if (!(seconds >= min && seconds <= max)) {
    throw new ConfigError(
      `${name} must be a duration between ${min} s and ${max / 86400} days (e.g. 3600, 30m, 8h), got "${raw}"`,
    );
  }
  return seconds;
}

const MS_UNITS: Record<string, number> = { ms: 1, '': 1000, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration in milliseconds: `250ms`, `5s` (or a bare `5`), `30m`, `2h`, `3d`. */
function parseMs(raw: string): number {
  const m = /^(\d{1,9})\s*(ms|[smhd]?)$/i.exec(raw.trim());
  return m ? Number(m[1]) * MS_UNITS[m[2]!.toLowerCase()]! : NaN;
}

function durationMs(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const ms = parseMs(raw);
  if (!(ms >= min && ms <= max)) {
    throw new ConfigError(
      `${name} must be a duration between ${min} ms and ${max} ms (e.g. 500ms, 10s, 5m), got "${raw}"`,
    );
  }
  return ms;
}

/** The Standard Webhooks schedule: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every 12 h. */
const RETRY_SCHEDULE = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 43_200_000];

function schedule(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const delays = raw.split(',').map(parseMs);
  if (delays.length > 50 || delays.some((d) => !(d >= 10 && d <= 7 * 86_400_000))) {
    throw new ConfigError(
      `${name} must be a comma-separated list of durations (e.g. 5s,5m,30m), got "${raw}"`,
    );
  }
  return delays;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  if (/^(true|1)$/i.test(raw)) return true;
  if (/^(false|0)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** `https://app.example.com` (scheme, host, port: what a browser sends as Origin), or `*`. */
function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = str(env, name);
  if (raw === undefined) return [];
  const list = raw.split(',').map((o) => o.trim().replace(/\/$/, ''));
  const isOrigin = (o: string) => {
    try {
      const u = new URL(o);
      return /^https?:$/.test(u.protocol) && u.origin === o.toLowerCase();
    } catch {
      return false;
    }
  };
  if ((list.length === 1 && list[0] === '*') || (list.length <= 100 && list.every(isOrigin))) {
    return list.map((o) => o.toLowerCase());
  }
  throw new ConfigError(
    `${name} must be * or a comma-separated list of origins like https://app.example.com (no path), got "${raw}"`,
  );
}

const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/** A comma-separated list of email addresses (`a@x.example, b@y.example`); unset: none. */
function emails(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = str(env, name);
  if (raw === undefined) return [];
  const list = raw.split(',').map((a) => a.trim());
  if (list.length <= 50 && list.every((a) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(a))) return list;
  throw new ConfigError(`${name} must be a comma-separated list of email addresses, got "${raw}"`);
}

/** `true`, a number of proxy hops, or the proxies' addresses (`10.0.0.1, 10.1.0.0/16`); unset: none. */
function trustProxy(env: NodeJS.ProcessEnv, name: string): HttpConfig['trustProxy'] {
  const raw = str(env, name);
  if (raw === undefined || /^false$/i.test(raw)) return false;
  if (/^true$/i.test(raw)) return true;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((a) => a.trim());
  if (list.every((a) => IP_OR_CIDR.test(a) && isIP(a.split('/')[0]!) !== 0)) return list;
  throw new ConfigError(
    `${name} must be true, a number of proxy hops or a comma-separated list of addresses (10.0.0.1, 10.1.0.0/16), got "${raw}"`,
  );
}

function metricsPort(env: NodeJS.ProcessEnv, port: number): number | undefined {
  if (str(env, 'METRICS_PORT') === undefined) return undefined;
  const p = int(env, 'METRICS_PORT', 0, 1, 65535);
  if (p === port) throw new ConfigError(`METRICS_PORT must differ from PORT (${port})`);
  return p;
}

/**
 * How clients reach the server: PUBLIC_URL, else its HOST and PORT. Listening on every interface (0.0.0.0, ::) is
 * no address to link to: links then name this machine's loopback. The CLI's default server is this too.
 */
export function publicUrlOf(env: NodeJS.ProcessEnv): string {
  const host = str(env, 'HOST') ?? '127.0.0.1';
  const port = int(env, 'PORT', 3000, 0, 65535);
  const linkHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return (
    str(env, 'PUBLIC_URL') ?? `http://${linkHost.includes(':') ? `[${linkHost}]` : linkHost}:${port}`
  ).replace(/\/+$/, '');
}

/** The only reader of process.env. Everything else receives the frozen result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const host = str(env, 'HOST') ?? '127.0.0.1';
  const port = int(env, 'PORT', 3000, 0, 65535);
  const dataDir = path.resolve(str(env, 'DATA_DIR') ?? './data');
  const publicUrl = publicUrlOf(env);
  const bucket = str(env, 'S3_BUCKET');
  const bootstrapAdminKey = str(env, 'BOOTSTRAP_ADMIN_KEY');
  if (bootstrapAdminKey !== undefined && bootstrapAdminKey.length < 16) {
    throw new ConfigError('BOOTSTRAP_ADMIN_KEY must be at least 16 characters long');
  }
  const jwtSecret = str(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 bytes long');
  }
  const databaseUrl = str(env, 'DATABASE_URL');
  const readUrl = str(env, 'DATABASE_READ_URL');
  if (readUrl !== undefined && databaseUrl === undefined) {
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a read replica is of a PostgreSQL primary');
  }
  const config: Config = {
    host,
    port,
    databaseUrl,
    readReplica: readUrl
      ? {
          url: readUrl,
          stickyMs: int(env, 'READ_AFTER_WRITE_SECONDS', 10, 0, 3600) * 1000,
          maxLagBytes: int(env, 'READ_REPLICA_MAX_LAG_BYTES', 1024 * 1024, 0, 2 ** 40),
        }
      : undefined,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    publicUrl,
    bootstrapAdminKey,
    orgName: str(env, 'ORG_NAME') ?? 'Head Office',
    smtpUrl: str(env, 'SMTP_URL'),
    mailFrom: str(env, 'MAIL_FROM') ?? 'no-reply@localhost',
    portalUrl: str(env, 'PORTAL_URL') ?? publicUrl,
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    s3: bucket
      ? {
          bucket,
          endpoint: str(env, 'S3_ENDPOINT'),
          region: str(env, 'S3_REGION') ?? 'us-east-1',
          accessKeyId: str(env, 'S3_ACCESS_KEY_ID'),
          secretAccessKey: str(env, 'S3_SECRET_ACCESS_KEY'),
          forcePathStyle: (str(env, 'S3_FORCE_PATH_STYLE') ?? 'true') !== 'false',
        }
      : undefined,
    jwtSecret,
    jwtTtlSeconds: duration(env, 'JWT_TTL', 8 * 3600, 60, 30 * 86400),
    webhookAllowPrivate: str(env, 'WEBHOOK_ALLOW_PRIVATE') === 'true',
    webhooks: {
      worker: str(env, 'WEBHOOK_WORKER') !== 'false',
      timeoutMs: durationMs(env, 'WEBHOOK_TIMEOUT', 10_000, 100, 60_000),
      retrySchedule: schedule(env, 'WEBHOOK_RETRY_SCHEDULE', RETRY_SCHEDULE),
      retryForMs: durationMs(env, 'WEBHOOK_RETRY_FOR', 3 * 86_400_000, 1000, 30 * 86_400_000),
    },
    workerPollMs: durationMs(env, 'WORKER_POLL', 1000, 10, 60_000),
    reminderIntervalMs: durationMs(env, 'CERTIFICATE_REMINDER_INTERVAL', 3_600_000, 1000, 3_600_000),
    incidentContacts: emails(env, 'INCIDENT_CONTACTS'),
    http: {
      corsOrigins: origins(env, 'CORS_ORIGINS'),
      compression: bool(env, 'COMPRESSION', true),
      rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 6000, 0, 1_000_000_000),
      rateLimitSyncMs: durationMs(env, 'RATE_LIMIT_SYNC', 1000, 10, 60_000),
      metrics: bool(env, 'METRICS', false),
      metricsPort: metricsPort(env, port),
      trustProxy: trustProxy(env, 'TRUST_PROXY'),
    },
  };
  return Object.freeze(config);
}
