import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { BENCH_PG_URL, median, type Engine } from './lib.js';
import { createPgDb } from '../src/db/pg.js';

const ROUNDS = 7;

/** Milliseconds from spawning `command` until the server answers /healthz on `port`; then stops it. */
async function startOnce(command: string[], env: NodeJS.ProcessEnv, port: number): Promise<number> {
  const started = performance.now();
  // Its own process group: `npm start` runs the server as a grandchild, stopped with the group.
  const child = spawn(command[0]!, command.slice(1), {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The port is free again once the server (not only npm) is gone.
    while (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => true,
        () => false,
      )
    ) {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/**
 * A restart of a current build (the schema cache written by an earlier start, the database migrated): from
 * spawning the command to the first answer of /healthz. `node dist/server.js` is the server alone; `npm start`
 * adds npm and the check that the build is current (scripts/build-if-stale.mjs). Run `npm run build` first.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  if (!fs.existsSync('dist/server.js')) throw new Error('Run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-bench-start-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  let drop = async () => {};
  if (engine === 'pg') {
    const name = `ft_bench_${randomBytes(4).toString('hex')}`;
    const admin = createPgDb(BENCH_PG_URL, 1);
    await admin.exec(`CREATE DATABASE ${name}`);
    const u = new URL(BENCH_PG_URL);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    drop = async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  } else {
    delete env.DATABASE_URL;
  }
  try {
    const server = ['node', 'dist/server.js'];
    const npm = ['npm', 'start', '--silent'];
    await startOnce(server, env, port); // migrates, writes the schema cache
    const times: Record<'server' | 'npm', number[]> = { server: [], npm: [] };
    for (let i = 0; i < ROUNDS; i++) {
      times.server.push(await startOnce(server, env, port));
      times.npm.push(await startOnce(npm, env, port));
    }
    return (['server', 'npm'] as const).map((k) => ({
      command: k === 'server' ? 'node dist/server.js' : 'npm start',
      'median ms': Math.round(median(times[k])),
      'min ms': Math.round(Math.min(...times[k])),
      rounds: times[k].map(Math.round).join(' '),
    }));
  } finally {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
