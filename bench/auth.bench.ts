import { performance } from 'node:perf_hooks';
import { hashPassword } from '../src/lib/password.js';
import { hashTemporaryPassword } from '../src/lib/temp-password.js';
import { load, loadRow, median, ratio, startBenchServer, type BenchServer, type Engine } from './lib.js';

const PASSWORD = 'bench password 1';

async function addUser(server: BenchServer, email: string, passwordHash: string, active = 1) {
  const { rows } = await server.db.query<{ userid: number }>(
    `INSERT INTO users (companyid, departmentid, accesslevelid, emailaddress, password_hash, firstname, lastname, active)
     VALUES (1, 1, 3, $1, $2, 'Bench', 'User', $3) RETURNING userid`,
    [email, passwordHash, active],
  );
  return rows[0]!.userid;
}

async function signIn(server: BenchServer, emailaddress: string, password: string) {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailaddress, password }),
  });
  return { status: res.status, body: (await res.json()) as { data?: { token: string } } };
}

/**
 * A token-authenticated getUser against a key-authenticated one (both cached after the first request), and
 * the time a refused sign-in takes in each case, which must not tell an unknown address from a wrong password.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine);
  try {
    const userid = await addUser(server, 'bench.user@example.com', await hashPassword(PASSWORD));
    await addUser(server, 'bench.inactive@example.com', await hashPassword(PASSWORD), 0);
    await addUser(server, 'bench.temp@example.com', hashTemporaryPassword('a temporary one'));
    const { body } = await signIn(server, 'bench.user@example.com', PASSWORD);
    const token = body.data!.token;
    const url = `${server.url}/api/v1/users/getUser/${userid}`;
    // Alternated, so that both see the same noise; the medians of each pair are compared.
    const byKey = [];
    const byToken = [];
    for (let i = 0; i < 2; i++) {
      byKey.push(await load({ url, headers: { 'x-api-key': server.key }, duration: 6 }));
      byToken.push(await load({ url, headers: { authorization: `Bearer ${token}` }, duration: 6 }));
    }
    const key = byKey.sort((a, b) => a.rps - b.rps)[1]!;
    const tok = byToken.sort((a, b) => a.rps - b.rps)[1]!;

    const cases: Record<string, [string, string]> = {
      'wrong password': ['bench.user@example.com', 'not it'],
      'unknown email': ['nobody@example.com', 'not it'],
      'inactive user': ['bench.inactive@example.com', PASSWORD],
      'temporary-password user, wrong': ['bench.temp@example.com', 'not it'],
      'right password': ['bench.user@example.com', PASSWORD],
    };
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
    for (let round = 0; round < 40; round++) {
      // A new order each round, so that no case always follows the same one.
      const order = Object.entries(cases).sort(() => Math.random() - 0.5);
      for (const [label, [email, password]] of order) {
        await server.db.query('DELETE FROM login_attempts');
        const start = performance.now();
        const { status } = await signIn(server, email, password);
        times[label]!.push(performance.now() - start);
        if (status !== (label === 'right password' ? 200 : 401)) throw new Error(`${label}: ${status}`);
      }
    }
    const wrong = median(times['wrong password']!);
    return [
      loadRow('getUser, X-API-Key', key),
      { ...loadRow('getUser, Bearer token', tok), 'x key': ratio(tok.rps, key.rps) },
      ...Object.entries(times).map(([label, xs]) => ({
        route: `POST /auth/login: ${label} (40, one at a time)`,
        'median ms': median(xs).toFixed(1),
        'x wrong password': ratio(median(xs), wrong),
      })),
    ];
  } finally {
    await server.close();
  }
}
