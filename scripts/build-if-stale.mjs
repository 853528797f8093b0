/* global process, performance */
// `npm start`'s pre-step: transpiles src/ into dist/, and builds the web console into dist/console, each only
// when something it depends on changed since its last build (a stamp written after a successful build), so that
// a start with a current build takes no compile. The two builds run side by side, and each says so at once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * Where the start says what it is doing: standard error, line by line, as it happens (standard output carries
 * the JSON log lines). Nothing when LOG_LEVEL asks for warnings and errors only.
 */
export function progress(logLevel = process.env.LOG_LEVEL) {
  const quiet = /^(warn|error|fatal|silent)$/i.test(logLevel ?? '');
  return (line) => {
    if (!quiet) process.stderr.write(`${line}\n`);
  };
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The data files the server imports (GS1's EPCIS JSON Schema): copied into dist/ beside the code that imports them. */
export function serverDataFiles(root) {
  return fs
    .readdirSync(path.join(root, 'src'), { recursive: true })
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join('src', f));
}

/** The server's sources that go into dist/: every .ts under src/ but the tests and their fixtures. */
export function serverSources(root) {
  return fs
    .readdirSync(path.join(root, 'src'), { recursive: true })
    .filter((f) => f.endsWith('.ts') && !/\.(test|fixture|d)\.ts$/.test(f))
    .map((f) => path.join('src', f));
}

/**
 * Transpiles the server file by file (esbuild, the compiler tsx uses: well under a second), without type-checking
 * it: the whole-project `tsc` was 9 s of a 20 s first start (docs/performance.md), and types are checked by
 * `npm run typecheck`, `npm run check` and CI. `npm run build` is still the type-checked build.
 */
async function buildServer(root) {
  let esbuild;
  try {
    esbuild = createRequire(path.join(root, 'package.json'))('esbuild');
  } catch {
    throw new Error(
      'the server needs building, and its build tool (esbuild) is not installed: run npm install',
    );
  }
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: serverSources(root),
    outdir: 'dist',
    outbase: 'src',
    format: 'esm',
    platform: 'node',
    // The engines' Node (package.json): an older target drops the `with { type: 'json' }` of a JSON import.
    target: 'node20.19',
    sourcemap: true,
    tsconfig: 'tsconfig.build.json',
    logLevel: 'error',
  });
  // esbuild answers from a service process of its own: let it go, not to keep it beside the server.
  await esbuild.stop();
  // esbuild transpiles the .ts files only: the JSON they import goes along as it is.
  for (const file of serverDataFiles(root)) {
    const to = path.join(root, 'dist', path.relative('src', file));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(root, file), to);
  }
}

function runNode(root, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', cwd: root });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit code ${code}`))));
  });
}

/**
 * Builds the server and the console in `root`, each only when its inputs changed since its last build, side by
 * side, saying each step as it starts and ends. A failed build ends the process (exit code 1).
 */
export async function buildIfStale(root, say = progress()) {
  const builds = [];
  const stamp = (file) => fs.writeFileSync(path.join(root, file), new Date().toISOString() + '\n');
  if (isStale(root)) {
    const since = performance.now();
    say('Building the server (src/ into dist/: a first start, or the sources changed)…');
    builds.push(
      buildServer(root).then(
        () => {
          stamp(STAMP);
          say(`Built the server in ${seconds(since)}.`);
        },
        (err) => {
          throw new Error(`Cannot build the server: ${err.message}`);
        },
      ),
    );
  }
  // The console needs its build tool (a devDependency); an install without it serves the last build.
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  if (isConsoleStale(root) && fs.existsSync(vite) && fs.existsSync(path.join(root, 'console'))) {
    const since = performance.now();
    say('Building the console (console/ into dist/console)…');
    builds.push(
      runNode(root, [vite, 'build', '--config', 'console/vite.config.ts', '--logLevel', 'warn']).then(
        () => {
          stamp(CONSOLE_STAMP);
          say(`Built the console in ${seconds(since)}.`);
        },
        (err) => {
          throw new Error(`Cannot build the console: ${err.message}`);
        },
      ),
    );
  }
  const failed = (await Promise.allSettled(builds)).find((r) => r.status === 'rejected');
  if (failed) {
    process.stderr.write(`${failed.reason.message}\n`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfStale(process.cwd());
