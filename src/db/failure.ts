import { DataDirLockedError } from './pglite.js';

/**
 * Why the database could not be opened or reached, in one line in the operator's terms (the setting to look
 * at); undefined for any other error. Shared by the server's start-up and the command line.
 */
export function databaseFailure(err: unknown): string | undefined {
  if (err instanceof DataDirLockedError) return err.message;
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  switch (e.code) {
    case '3D000': // invalid_catalog_name
      return `${e.message} (DATABASE_URL): create it, or point DATABASE_URL at one that exists`;
    case '28P01':
    case '28000':
      return `PostgreSQL refused the credentials of DATABASE_URL: ${e.message}`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
      return `cannot reach PostgreSQL (DATABASE_URL): ${e.code}${e.address ? ` ${e.address}:${e.port}` : ''}`;
    default:
      return undefined;
  }
}
