/* global process */
// `npm start`'s pre-step: compiles src/ into dist/, and builds the web console into dist/console, each only
// when something it depends on changed since its last build (a stamp written after a successful build), so that
// a start with a current build takes no compile.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const INPUTS = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'];
const STAMP = path.join('dist', '.build-stamp');
const CONSOLE_INPUTS = ['console', 'client', 'package.json', 'package-lock.json'];
const CONSOLE_STAMP = path.join('dist', '.console-stamp');

/** The newest modification time (ms) of a file or of any file under a directory; 0 when absent. */
export function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

function staleAgainst(root, stampFile, inputs) {
  const stamp = newest(path.join(root, stampFile));
  return stamp === 0 || inputs.some((input) => newest(path.join(root, input)) > stamp);
}

/** Whether the server's build in `root` is older than its inputs (or missing). */
export function isStale(root) {
  return staleAgainst(root, STAMP, INPUTS);
}

/** Whether the console's build in `root` is older than its inputs (or missing). */
export function isConsoleStale(root) {
  return staleAgainst(root, CONSOLE_STAMP, CONSOLE_INPUTS);
}

function run(root, args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the server and the console in `root`, each only when its inputs changed since its last build. */
export function buildIfStale(root) {
  if (isStale(root)) {
    run(root, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json']);
    fs.writeFileSync(path.join(root, STAMP), new Date().toISOString() + '\n');
  }
  // The console needs its build tool (a devDependency); an install without it serves the last build.
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  if (isConsoleStale(root) && fs.existsSync(vite) && fs.existsSync(path.join(root, 'console'))) {
    run(root, [vite, 'build', '--config', 'console/vite.config.ts', '--logLevel', 'warn']);
    fs.writeFileSync(path.join(root, CONSOLE_STAMP), new Date().toISOString() + '\n');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale(process.cwd());
