import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md: a module's boundaries are its folder's. Read from the sources: SQL lives in repositories,
// app.ts alone names the modules, and no module reaches into another to register itself.
const SRC = path.resolve(import.meta.dirname, '../../src');
const MODULES = path.join(SRC, 'modules');

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.fixture.ts'))
    .map((f) => path.join(dir, f));
}
const text = (file: string) => fs.readFileSync(file, 'utf8');
const rel = (file: string) => path.relative(SRC, file);
/** The module folder a file is in, or undefined outside src/modules. */
const moduleOf = (file: string) => (file.startsWith(MODULES) ? rel(file).split(path.sep)[1] : undefined);
/** The files of src/ that a file imports, resolved. */
function imports(file: string): string[] {
  return [...text(file).matchAll(/(?:from|import) '(\.{1,2}\/[^']+)'/g)].map(([, spec]) =>
    path.resolve(path.dirname(file), spec!.replace(/\.js$/, '.ts')),
  );
}

describe('module boundaries', () => {
  it('no route file holds SQL: its statements are its repository’s', () => {
    const offenders = sources(MODULES)
      .filter((f) => f.endsWith('.routes.ts'))
      .flatMap((f) => {
        const found = [
          ...text(f).matchAll(
            /\.(?:query|write|exec)\s*[<(]|\b(?:SELECT\s+[\w*]|INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+\w+\s+SET)\b/g,
          ),
        ];
        return found.map((m) => `${rel(f)}: ${m[0]}`);
      });
    expect(offenders).toEqual([]);
  });

  it('app.ts alone names the modules (their descriptors), and no module registers another’s routes', () => {
    const app = path.join(SRC, 'app.ts');
    const offenders = sources(SRC).flatMap((f) =>
      imports(f)
        .filter((target) => {
          const own = moduleOf(f);
          const theirs = moduleOf(target);
          if (target.endsWith('.module.ts')) return f !== app && !(own && own === theirs);
          return target.endsWith('.routes.ts') && theirs !== undefined && theirs !== own;
        })
        .map((target) => `${rel(f)} imports ${rel(target)}`),
    );
    expect(offenders).toEqual([]);
    // Every module folder has its descriptor, and app.ts imports each one.
    const folders = fs.readdirSync(MODULES, { withFileTypes: true }).filter((d) => d.isDirectory());
    const named = new Set(
      imports(app)
        .filter((t) => t.endsWith('.module.ts'))
        .map(moduleOf),
    );
    expect(folders.map((d) => d.name).filter((name) => !named.has(name))).toEqual([]);
  });

  it('the history module imports no other module: the entities come from the descriptors', () => {
    const history = sources(path.join(MODULES, 'history'));
    const offenders = history.flatMap((f) =>
      imports(f)
        .filter((t) => moduleOf(t) !== undefined && moduleOf(t) !== 'history')
        .map((t) => `${rel(f)} imports ${rel(t)}`),
    );
    expect(offenders).toEqual([]);
  });
});
