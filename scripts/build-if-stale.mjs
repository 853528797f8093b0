/* global process */
// `npm start`'s pre-step: compiles src/ into dist/ only when something it depends on changed since the last
// build (a stamp written after a successful build), so that a start with a current build takes no compile.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const INPUTS = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'];
const STAMP = path.join('dist', '.build-stamp');

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

/** Whether the build in `root` is older than its inputs (or missing). */
export function isStale(root) {
  const stamp = newest(path.join(root, STAMP));
  return stamp === 0 || INPUTS.some((input) => newest(path.join(root, input)) > stamp);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  if (!isStale(root)) process.exit(0);
  const tsc = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      stdio: 'inherit',
    },
  );
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
  fs.writeFileSync(path.join(root, STAMP), new Date().toISOString() + '\n');
}
