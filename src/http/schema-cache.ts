import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { AjvReference, AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import standalone from 'ajv/dist/standalone/index.js';

type Ajv = Parameters<typeof standalone.default>[0];
type AnyValidate = Parameters<typeof standalone.default>[1];
/** Fastify's compiler factories, as its schemaController option takes them. */
type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<Factories['buildValidator']>;
type BuildSerializer = NonNullable<Factories['buildSerializer']>;

/**
 * The validators and serializers of every route, compiled once and kept as code beside the build, so that a
 * start-up loads them instead of compiling them again (Ajv and fast-json-stringify took much of each start's
 * CPU: docs/performance.md, "Figures behind the code"). The first start of a build compiles as usual and writes the
 * file; later starts of the same build read it. A function is looked up by a hash of its route, part and schema, so a
 * schema the file does not know (another build, a test) is simply compiled. Uses the standalone modes Fastify's own
 * compilers offer (@fastify/ajv-compiler, @fastify/fast-json-stringify-compiler).
 */
export class SchemaCache {
  private readonly known: Record<string, (module: unknown, exports: unknown, require: unknown) => void>;
  private readonly written = new Map<string, string>();
  private readonly require: NodeJS.Require;
  /** Functions restored from the file and compiled anew, for the start-up line and the tests. */
  readonly counts = { restored: 0, compiled: 0 };

  /**
   * The cache of the build in `dir` (dist/): none when running from the sources (tsx). Its stamp changes with
   * the build (dist/app.js is rewritten by every build), with Node and with the compilers' versions.
   */
  static forBuild(dir: string): SchemaCache | undefined {
    const app = path.join(dir, 'app.js');
    if (!fs.existsSync(app)) return undefined;
    const require = createRequire(app);
    const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
    const stamp = [fs.statSync(app).mtimeMs, process.version, version('ajv'), version('fast-json-stringify')];
    return new SchemaCache(path.join(dir, '.schema-cache.cjs'), stamp.join('|'));
  }

  constructor(
    private readonly file: string,
    private readonly stamp: string,
  ) {
    // Resolves what the generated code requires (ajv, fast-json-stringify) from here, wherever the file is.
    this.require = createRequire(import.meta.url);
    this.known = this.load();
  }

  private load(): SchemaCache['known'] {
    try {
      if (!fs.existsSync(this.file)) return {};
      const cached = this.require(this.file) as { stamp?: string; entries?: SchemaCache['known'] };
      return cached.stamp === this.stamp && cached.entries ? cached.entries : {};
    } catch {
      return {}; // unreadable: compile as if it were absent, and write it again
    }
  }

  private restore(key: string): unknown {
    const factory = this.known[key];
    if (!factory) return undefined;
    const module = { exports: {} as unknown };
    factory(module, module.exports, this.require);
    this.counts.restored++;
    return module.exports;
  }

  private keyOf(kind: string, opts: object): string {
    return createHash('sha256').update(kind).update(JSON.stringify(opts)).digest('base64url').slice(0, 24);
  }

  /** Fastify's `schemaController` option: the cache in front of Fastify's default compilers. */
  controller(): NonNullable<FastifyServerOptions['schemaController']> {
    const validators = AjvCompiler();
    const serializers = SerializerSelector();
    return {
      compilersFactory: {
        buildValidator: ((externalSchemas: object, ajvOptions: { customOptions?: object }) => {
          // Ajv keeps the generated source only when asked to.
          const options = {
            ...ajvOptions,
            customOptions: { ...ajvOptions?.customOptions, code: { source: true } },
          };
          const compiler = validators(externalSchemas as never, options as never);
          return (opts: object) => {
            const key = this.keyOf('validator', { ...opts, externalSchemas });
            const restored = this.restore(key);
            if (restored) return restored;
            const fn = compiler(opts as never);
            const { ajv } = (compiler as unknown as Record<symbol, { ajv: Ajv }>)[AjvReference as symbol]!;
            this.written.set(key, standalone.default(ajv, fn as AnyValidate));
            this.counts.compiled++;
            return fn;
          };
        }) as unknown as BuildValidator,
        buildSerializer: ((externalSchemas: object, serializerOptions: object) => {
          const compiler = serializers(
            externalSchemas as never,
            { ...serializerOptions, mode: 'standalone' } as never,
          );
          return (opts: object) => {
            const key = this.keyOf('serializer', { ...opts, externalSchemas });
            const restored = this.restore(key);
            if (restored) return restored as (doc: unknown) => string;
            const code = compiler(opts as never) as unknown as string;
            this.written.set(key, code);
            this.counts.compiled++;
            return this.evaluate(code) as (doc: unknown) => string;
          };
        }) as unknown as BuildSerializer,
      },
    };
  }

  private evaluate(code: string): unknown {
    const module = { exports: {} as unknown };
    // The compiler's own output, evaluated as Fastify's standalone serializer does.
    new Function('module', 'exports', 'require', code)(module, module.exports, this.require);
    return module.exports;
  }

  /**
   * Writes what was compiled this start (with what was restored, still needed) when something was new.
   * Failing to write (a read-only install) costs the next start its compilation, nothing else.
   */
  save(): void {
    if (this.written.size === 0) return;
    const entries = [...this.written].map(
      ([key, code]) => `${JSON.stringify(key)}: function (module, exports, require) {\n${code}\n}`,
    );
    for (const [key, factory] of Object.entries(this.known)) {
      if (!this.written.has(key)) entries.push(`${JSON.stringify(key)}: ${factory.toString()}`);
    }
    const text = `'use strict';\nmodule.exports = { stamp: ${JSON.stringify(this.stamp)}, entries: {\n${entries.join(',\n')}\n} };\n`;
    try {
      const tmp = `${this.file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, text);
      fs.renameSync(tmp, this.file);
    } catch {
      // not writable: the next start compiles again
    }
  }
}
