/** The PostgreSQL server the tests use when TEST_DATABASE_URL is set (else PGlite, in memory). */
export function testServerUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url && url.trim() !== '' ? url : undefined;
}

/** The same server, another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export const DB_PREFIX = 'ft_test_';
