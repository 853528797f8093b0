#!/usr/bin/env node
/* global process */
// The `foodtrace` command (docs/cli.md). Runs the compiled CLI in dist/ when the build is current, as
// `npm start` does; otherwise the TypeScript sources through tsx (a development checkout), so that a command
// never waits for the compiler. Without tsx (a production install), a stale build is rebuilt first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isStale } from '../scripts/build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist/cli/main.js');
const source = path.join(root, 'src/cli/main.ts');

async function load() {
  if (!isStale(root) && fs.existsSync(built)) return import(pathToFileURL(built).href);
  if (fs.existsSync(source)) {
    try {
      const { register } = await import('tsx/esm/api');
      register();
      return import(pathToFileURL(source).href);
    } catch (err) {
      if (err?.code !== 'ERR_MODULE_NOT_FOUND') throw err;
    }
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (build.status !== 0) process.exit(1);
  }
  return import(pathToFileURL(built).href);
}

const cli = await load();
await cli.run();
