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
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
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

/** The only reader of process.env. Everything else receives the frozen result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const host = str(env, 'HOST') ?? '127.0.0.1';
  const port = int(env, 'PORT', 3000, 0, 65535);
  const dataDir = path.resolve(str(env, 'DATA_DIR') ?? './data');
  // Listening on every interface (0.0.0.0, ::) is no address to link to: links name this machine's loopback
  // unless PUBLIC_URL says how clients reach it.
  const linkHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const publicUrl = (
    str(env, 'PUBLIC_URL') ?? `http://${linkHost.includes(':') ? `[${linkHost}]` : linkHost}:${port}`
  ).replace(/\/+$/, '');
  const bucket = str(env, 'S3_BUCKET');
  const bootstrapAdminKey = str(env, 'BOOTSTRAP_ADMIN_KEY');
  if (bootstrapAdminKey !== undefined && bootstrapAdminKey.length < 16) {
    throw new ConfigError('BOOTSTRAP_ADMIN_KEY must be at least 16 characters long');
  }
  const jwtSecret = str(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 bytes long');
  }
  const config: Config = {
    host,
    port,
    databaseUrl: str(env, 'DATABASE_URL'),
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
  };
  return Object.freeze(config);
}
