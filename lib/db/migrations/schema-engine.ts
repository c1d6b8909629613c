// Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm,
// pinned to the engine hash of the prisma CLI), driven through a driver
// adapter. This replaces the native schema-engine binary, which cannot be
// downloaded on these machines; it writes `_prisma_migrations` exactly like
// `prisma migrate deploy` / `migrate dev` do.
//
// The package's entry imports the .wasm as an ES module (bundler style), which
// Node cannot load, so the module is instantiated here by hand.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { ErrorRegistry } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

import type { DatabaseTarget } from '../config.ts';
import { createMigrationAdapter } from './adapters.ts';
import { schemaFilesFor } from './schema-files.ts';

type SchemaEngineClass = typeof SchemaEngine;

let loaded: Promise<SchemaEngineClass> | undefined;

function loadEngineClass(): Promise<SchemaEngineClass> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const bgFile = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bg = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as Record<string, unknown> & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
      SchemaEngine: SchemaEngineClass;
    };
    const bytes = fs.readFileSync(path.join(path.dirname(bgFile), 'schema_engine_bg.wasm'));
    // The engine arms timers (e.g. query timeouts) that it leaves pending when
    // done; unref them so that they never keep a finished script alive ~10 s.
    const imports: Record<string, unknown> = { ...bg };
    for (const [name, fn] of Object.entries(bg)) {
      if (name.startsWith('__wbg_setTimeout_') && typeof fn === 'function') {
        imports[name] = (...args: unknown[]) => {
          const t = (fn as (...a: unknown[]) => unknown)(...args) as { unref?: () => void };
          t?.unref?.();
          return t;
        };
      }
    }
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': imports as WebAssembly.ModuleImports,
    });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg.SchemaEngine;
  })();
  return loaded;
}

/** The database could not be locked for the engine (SQLite: SQLITE_BUSY after the busy timeout). */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

// The engine takes a SQLite database for itself (PRAGMA locking_mode=EXCLUSIVE) before it
// migrates: with the site (or any other process) holding it open, that fails after the busy timeout.
const busy = () =>
  new DatabaseBusyError(
    'the SQLite database is in use by another process (a running site?) and a migration needs it alone: stop the site, run `npm run db:migrate`, then start it again',
  );

/** Turn "External error id#N" from the engine into the adapter's real error. */
export function explainEngineError(e: unknown, registry: ErrorRegistry, provider: DatabaseTarget['provider'] = 'sqlite'): Error {
  const err = e instanceof Error ? e : new Error(String(e));
  // SQLite's adapter reports SQLITE_BUSY as kind "SocketTimeout" (PostgreSQL's a network timeout), which
  // the engine cannot even deserialize ("unknown variant `SocketTimeout`"): on SQLite, say what it means
  if (provider === 'sqlite' && /unknown variant `SocketTimeout`/.test(err.message)) return busy();
  const m = /External error id#(\d+)/.exec(err.message);
  if (m) {
    const rec = registry.consumeError(Number(m[1]));
    if (rec) {
      const inner = rec.error as { message?: string; cause?: unknown; kind?: string; originalMessage?: string };
      if (provider === 'sqlite' && inner?.kind === 'SocketTimeout') return busy();
      const detail =
        inner?.originalMessage ??
        inner?.message ??
        (inner && typeof inner === 'object' ? JSON.stringify(inner) : String(inner));
      return new Error(`${err.message.replace(/External error id#\d+/, detail)}`, { cause: rec.error });
    }
  }
  const code = (err as { code?: string }).code;
  return code && !err.message.includes(code) ? new Error(`${code}: ${err.message}`, { cause: err }) : err;
}

export interface EngineSession {
  engine: SchemaEngine;
  /** Run an engine command with readable errors. */
  run<T>(fn: (engine: SchemaEngine) => Promise<T>): Promise<T>;
}

/**
 * Open the schema engine on `target` with the provider's schema (shared
 * models included), run `fn`, then free the engine and every connection.
 */
export async function withSchemaEngine<T>(target: DatabaseTarget, fn: (s: EngineSession) => Promise<T>): Promise<T> {
  const Engine = await loadEngineClass();
  const { factory, close } = createMigrationAdapter(target);
  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  const debug = process.env.DEBUG_SCHEMA_ENGINE ? (msg: string) => console.error(`[schema-engine] ${msg}`) : () => {};
  let engine: SchemaEngine | undefined;
  try {
    try {
      engine = await Engine.new({ datamodels: schemaFilesFor(target.provider) }, debug, bound);
    } catch (e) {
      throw explainEngineError(e, bound.errorRegistry, target.provider);
    }
    const session: EngineSession = {
      engine,
      run: async (f) => {
        try {
          return await f(engine as SchemaEngine);
        } catch (e) {
          throw explainEngineError(e, bound.errorRegistry, target.provider);
        }
      },
    };
    return await fn(session);
  } finally {
    try {
      engine?.free();
    } catch {
      /* ignore */
    }
    await close();
  }
}

export const NO_FILTERS = { externalTables: [] as string[], externalEnums: [] as string[] };
