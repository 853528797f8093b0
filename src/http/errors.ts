/**
 * An error whose message is safe to show to the client, with the HTTP status it maps to, and the seconds the client
 * should wait before trying again when there is a point in it (sent as `Retry-After`).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'Insufficient permissions') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class Unprocessable extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}

/** PostgreSQL error codes the handler understands (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidTextRepresentation: '22P02',
  numericOutOfRange: '22003',
  stringTooLong: '22001',
  characterNotInRepertoire: '22021',
  datetimeFieldOverflow: '22008',
  invalidDatetimeFormat: '22007',
} as const;

export function pgCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The constraint a PostgreSQL error names, e.g. `users_email_unique`. */
export function pgConstraint(err: unknown): string | undefined {
  const c = (err as { constraint?: unknown } | null)?.constraint;
  return typeof c === 'string' ? c : undefined;
}

/** Whether `err` is PostgreSQL refusing a write for breaking the unique index or constraint `constraint`. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  return pgCode(err) === PG.uniqueViolation && pgConstraint(err) === constraint;
}

/** 429 with the seconds to wait, sent as `Retry-After`. */
export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, retryAfterSeconds);
  }
}
