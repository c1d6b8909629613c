// npm run db:generate — generate the Prisma clients for SQLite and PostgreSQL
// into lib/db/generated/{sqlite,postgres}, offline.
//
// 1. writes the per-provider copies of prisma/models.prisma (refuses if a copy
//    was edited by hand);
// 2. skips everything when a stamp says the same inputs were already
//    generated (npm start calls this on every start, so it must be cheap then);
// 3. otherwise runs node_modules/.bin/prisma generate per provider. Every
//    Prisma CLI command first looks for the native schema-engine binary, which
//    cannot be downloaded here; `generate` never runs it, so when it is absent
//    PRISMA_SCHEMA_ENGINE_BINARY points at a dummy file.
//
// Flags: --force (ignore the stamp), --quiet.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  MODELS_FILE,
  PROVIDERS,
  ROOT,
  generatedDir,
  modelsCopyFile,
  schemaFile,
  syncModelsCopies,
} from '../../lib/db/migrations/schema-files.ts';

const STAMP = path.join(ROOT, 'lib', 'db', 'generated', '.stamp');

function inputsHash(): string {
  const h = createHash('sha256');
  const pkg = (name: string) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      return 'missing';
    }
  };
  h.update(`prisma ${pkg('prisma')} client ${pkg('@prisma/client')}\n`);
  h.update(fs.readFileSync(MODELS_FILE));
  for (const p of PROVIDERS) {
    h.update(`\n--${p}\n`);
    h.update(fs.readFileSync(schemaFile(p)));
    h.update(fs.readFileSync(modelsCopyFile(p)));
  }
  return h.digest('hex');
}

function isGenerated(): boolean {
  return PROVIDERS.every((p) => fs.existsSync(path.join(generatedDir(p), 'client.ts')));
}

/** The schema-engine binary the CLI insists on finding; a dummy is fine for `generate`. */
function schemaEngineEnv(): Record<string, string> {
  const given = process.env.PRISMA_SCHEMA_ENGINE_BINARY;
  if (given && fs.existsSync(given)) return {};
  const engines = path.join(ROOT, 'node_modules', '@prisma', 'engines');
  const real = fs.existsSync(engines) ? fs.readdirSync(engines).find((f) => f.startsWith('schema-engine')) : undefined;
  if (real) return {};
  const dummy = path.join(os.tmpdir(), 'fair-proofs-prisma-schema-engine-dummy');
  if (!fs.existsSync(dummy)) fs.writeFileSync(dummy, '#!/bin/sh\necho "dummy schema engine: not usable offline" >&2\nexit 1\n', { mode: 0o755 });
  return { PRISMA_SCHEMA_ENGINE_BINARY: dummy };
}

export function generate(opts: { force?: boolean; quiet?: boolean } = {}): { generated: boolean } {
  const log = (m: string) => {
    if (!opts.quiet) console.log(m);
  };
  const written = syncModelsCopies();
  for (const p of written) log(`db:generate: wrote ${path.relative(ROOT, modelsCopyFile(p))} from prisma/models.prisma`);

  const hash = inputsHash();
  const stamp = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : '';
  if (!opts.force && stamp === hash && isGenerated()) {
    log('db:generate: Prisma clients are up to date');
    return { generated: false };
  }

  const cli = path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'prisma.cmd' : 'prisma');
  if (!fs.existsSync(cli)) throw new Error(`${cli} not found: run npm install`);
  try {
    fs.rmSync(STAMP, { force: true });
  } catch {
    /* ignore */
  }
  for (const p of PROVIDERS) {
    const started = Date.now();
    fs.rmSync(generatedDir(p), { recursive: true, force: true });
    const r = spawnSync(cli, ['generate', '--schema', path.relative(ROOT, path.dirname(schemaFile(p)))], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        ...schemaEngineEnv(),
        PRISMA_PROVIDER: p,
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
        CHECKPOINT_DISABLE: '1',
        PRISMA_GENERATE_NO_HINTS: '1',
      },
    });
    if (r.status !== 0) {
      process.stderr.write(r.stdout ?? '');
      process.stderr.write(r.stderr ?? '');
      throw new Error(`prisma generate failed for ${p} (exit ${r.status ?? r.signal ?? r.error?.message})`);
    }
    if (!fs.existsSync(path.join(generatedDir(p), 'client.ts'))) {
      process.stderr.write(r.stdout ?? '');
      throw new Error(`prisma generate for ${p} produced no ${path.relative(ROOT, generatedDir(p))}/client.ts`);
    }
    log(`db:generate: generated ${path.relative(ROOT, generatedDir(p))} (${Date.now() - started} ms)`);
  }
  fs.writeFileSync(STAMP, hash + '\n');
  return { generated: true };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    generate({ force: process.argv.includes('--force'), quiet: process.argv.includes('--quiet') });
  } catch (e) {
    console.error(`db:generate: ${(e as Error).message}`);
    process.exit(1);
  }
}
