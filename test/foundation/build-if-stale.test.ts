import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain script without types
import { buildIfStale, isStale } from '../../scripts/build-if-stale.mjs';

it('npm start compiles only when the sources changed since the last build', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-build-'));
  try {
    const at = (file: string, seconds: number) => fs.utimesSync(path.join(root, file), seconds, seconds);
    fs.mkdirSync(path.join(root, 'src/modules'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/modules/a.ts'), 'export {};');
    fs.writeFileSync(path.join(root, 'package.json'), '{}');
    for (const f of ['src/modules/a.ts', 'src/modules', 'src', 'package.json']) at(f, 1000);
    expect(isStale(root)).toBe(true); // never built
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist/.build-stamp'), 'x');
    at('dist/.build-stamp', 2000);
    expect(isStale(root)).toBe(false); // built after every input: start at once
    at('src/modules/a.ts', 3000);
    expect(isStale(root)).toBe(true); // a source edited
    at('src/modules/a.ts', 1000);
    fs.rmSync(path.join(root, 'src/modules/a.ts'));
    at('src', 1000);
    expect(isStale(root)).toBe(true); // a source removed: its folder changed
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

it('npm start says at once what it builds, and how long it took; a current build says nothing', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-build-'));
  try {
    fs.mkdirSync(path.join(root, 'src/db'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/db/a.ts'), 'export const a: number = 1;\n');
    // A JSON module (as GS1's EPCIS schema is imported): kept with its import attribute, and copied beside.
    fs.mkdirSync(path.join(root, 'src/lib/data'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/lib/data/schema.json'), '{ "title": "kept" }\n');
    fs.writeFileSync(
      path.join(root, 'src/lib/uses-json.ts'),
      "import data from './data/schema.json' with { type: 'json' };\nexport const title: string = data.title;\n",
    );
    fs.writeFileSync(path.join(root, 'src/db/a.test.ts'), 'throw new Error("a test is not built");\n');
    fs.writeFileSync(path.join(root, 'src/db/scope.fixture.ts'), 'throw new Error("nor a test fixture");\n');
    fs.writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
    fs.writeFileSync(path.join(root, 'tsconfig.build.json'), '{}');
    // The project's build tool, as an install puts it beside the sources.
    fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
    const said: string[] = [];
    await buildIfStale(root, (line: string) => said.push(line));
    expect(said).toEqual([
      'Building the server (src/ into dist/: a first start, or the sources changed)…',
      expect.stringMatching(/^Built the server in \d+\.\d s\.$/),
    ]);
    expect(fs.readFileSync(path.join(root, 'dist/db/a.js'), 'utf8')).toMatch(/const a = 1;/);
    expect(fs.existsSync(path.join(root, 'dist/db/a.test.js'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'dist/db/scope.fixture.js'))).toBe(false);
    // In Node itself, as `npm start` runs it (not through the test runner's own loader).
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(pathToFileURL(path.join(root, 'dist/lib/uses-json.js')).href)}); console.log(m.title);`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('kept');
    said.length = 0;
    await buildIfStale(root, (line: string) => said.push(line));
    expect(said).toEqual([]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
