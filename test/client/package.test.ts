import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

// The typed client as an outsider gets it: `npm pack` in client/, the tarball installed in a project of its own
// (with openapi-fetch, its peer), then imported by plain Node and type-checked by a consumer's TypeScript.
const run = promisify(execFile);
const ROOT = path.resolve('.');
const t = useTestApp();
let project = '';
let origin = '';
let packed: { files: { path: string }[]; name: string; version: string };

beforeAll(async () => {
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-client-pkg-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', project], {
    cwd: path.join(ROOT, 'client'),
  });
  packed = (JSON.parse(stdout.slice(stdout.indexOf('['))) as (typeof packed)[])[0]!;
  // Installed as npm would (the tarball's `package/` is the package), its peer beside it: no registry needed.
  const modules = path.join(project, 'node_modules');
  const target = path.join(modules, '@foodtrace', 'client');
  fs.mkdirSync(target, { recursive: true });
  const tarball = fs.readdirSync(project).find((f) => f.endsWith('.tgz'))!;
  await run('tar', ['-xzf', path.join(project, tarball), '-C', target, '--strip-components=1']);
  fs.symlinkSync(path.join(ROOT, 'node_modules', 'openapi-fetch'), path.join(modules, 'openapi-fetch'));
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ type: 'module', private: true }));
}, 120_000);
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe('the client package', () => {
  it('is a versioned, public package of built JavaScript with its declarations and README', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(project, 'node_modules/@foodtrace/client/package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(manifest.private).toBeUndefined();
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect([packed.name, packed.version]).toEqual(['@foodtrace/client', manifest.version]);
    expect(packed.files.map((f) => f.path).sort()).toEqual([
      'README.md',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/schema.d.ts',
      'package.json',
    ]);
  });

  it('calls the API from plain Node, with the key on every request', async () => {
    const script = `
      import { createFoodtraceClient } from '@foodtrace/client';
      const api = createFoodtraceClient({ baseUrl: process.argv[2], apiKey: process.argv[3] });
      const ok = await api.GET('/api/v1/users/getUser/{id}', { params: { path: { id: 1 } } });
      const missing = await api.GET('/api/v1/users/getUser/{id}', { params: { path: { id: 99999 } } });
      console.log(JSON.stringify([ok.response.status, ok.data.data.userid, missing.response.status, missing.error]));
    `;
    fs.writeFileSync(path.join(project, 'call.mjs'), script);
    const { stdout } = await run(process.execPath, ['call.mjs', origin, t.key[1]], { cwd: project });
    expect(JSON.parse(stdout)).toEqual([200, 1, 404, { success: false, error: 'User not found' }]);
  });

  it('types a consumer’s calls: a right call compiles, a wrong path or field does not', async () => {
    const consumer = (body: string) => `
      import { createFoodtraceClient, type components } from '@foodtrace/client';
      const api = createFoodtraceClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'k' });
      export async function f(): Promise<string | undefined> {
        ${body}
      }
      export type Supplier = components['schemas']['Supplier'];
    `;
    // A consumer's own strict settings, and nothing of this repository's types.
    const compilerOptions = {
      strict: true,
      noEmit: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      lib: ['es2022', 'dom'],
      types: [],
    };
    const tsc = (file: string) => {
      const config = `tsconfig.${file}.json`;
      fs.writeFileSync(path.join(project, config), JSON.stringify({ compilerOptions, files: [file] }));
      return run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', config], {
        cwd: project,
      }).then(
        () => '',
        (err: { stdout: string }) => err.stdout,
      );
    };
    const good = `const { data } = await api.GET('/api/v1/users/getUser/{id}', { params: { path: { id: 1 } } });
        return data?.data.emailaddress;`;
    fs.writeFileSync(path.join(project, 'good.ts'), consumer(good));
    expect(await tsc('good.ts')).toBe('');
    const wrongPath = `await api.GET('/api/v1/users/nosuch/{id}', { params: { path: { id: 1 } } }); return '';`;
    fs.writeFileSync(path.join(project, 'wrong-path.ts'), consumer(wrongPath));
    expect(await tsc('wrong-path.ts')).toMatch(/error TS/);
    const wrongField = `const { data } = await api.GET('/api/v1/users/getUser/{id}', { params: { path: { id: 1 } } });
        return data?.data.nosuchfield;`;
    fs.writeFileSync(path.join(project, 'wrong-field.ts'), consumer(wrongField));
    expect(await tsc('wrong-field.ts')).toMatch(/nosuchfield/);
  }, 120_000);
});
