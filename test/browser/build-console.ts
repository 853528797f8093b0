import { spawnSync } from 'node:child_process';
import path from 'node:path';
// @ts-expect-error: a plain script without types
import { isConsoleStale } from '../../scripts/build-if-stale.mjs';

/** The browser tests' global setup: the console is built (dist/console) when its sources changed. */
export default function buildConsole() {
  const root = process.cwd();
  if (!isConsoleStale(root)) return;
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('The console did not build');
}
