// npm run test:db — the database tests (vitest project "db", tests/db/**)
// on both providers:
//   1. the models copies must match prisma/models.prisma;
//   2. the Prisma clients are generated (npm run db:generate, no-op if fresh);
//   3. run 1: SQLite, a fresh temp file;
//   4. run 2: PostgreSQL, a throwaway cluster (scripts/lib/pg-cluster.ts),
//      stopped afterwards even on failure. Without PostgreSQL server binaries
//      this FAILS, unless SKIP_PG=1.
// Extra arguments are passed to vitest (e.g. a test name filter: -t pagination).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { checkModelsCopies, ROOT } from '../lib/db/migrations/schema-files.ts';
import { generate } from './db/generate.ts';
import { NoPostgresError, startPgCluster } from './lib/pg-cluster.ts';
import { settingOr } from '../lib/config.ts';

interface RunResult {
  provider: string;
  detail: string;
  ok: boolean;
  ms: number;
  note?: string;
}

// --with-http adds the API tests over HTTP (tests/http, against the bundled server that
// scripts/lib/site.ts startSite runs; the production build must exist) to both runs.
const withHttp = process.argv.includes('--with-http');
const extra = process.argv.slice(2).filter((a) => a !== '--with-http');
const projects = ['--project', 'db', ...(withHttp ? ['--project', 'http'] : [])];

function banner(text: string) {
  const line = '═'.repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

/** With FAIR_TEST_RESULTS=<dir> (set by `npm test`), each run also writes a JSON report there. */
function reportArgs(name: string): string[] {
  const dir = process.env.FAIR_TEST_RESULTS;
  return dir ? ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(dir, `vitest-db-${name}.json`)}`] : [];
}

function vitest(databaseUrl: string, name: string): Promise<number> {
  const bin = path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'vitest.cmd' : 'vitest');
  return new Promise((resolve) => {
    const child = spawn(bin, ['run', ...projects, ...reportArgs(name), ...extra], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (e) => {
      console.error(`test:db: cannot run vitest: ${e.message}`);
      resolve(1);
    });
  });
}

async function runSqlite(): Promise<RunResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fair-test-db-'));
  const url = `file:${path.join(dir, 'fair.db')}`;
  banner(`test:db run 1/2: SQLite (DATABASE_URL=${url})`);
  const started = Date.now();
  try {
    const code = await vitest(url, 'sqlite');
    return { provider: 'SQLite', detail: url, ok: code === 0, ms: Date.now() - started };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres(): Promise<RunResult> {
  if (settingOr('SKIP_PG')) {
    banner('test:db run 2/2: PostgreSQL SKIPPED (SKIP_PG=1)');
    return { provider: 'PostgreSQL', detail: 'skipped (SKIP_PG=1)', ok: true, ms: 0, note: 'SKIPPED' };
  }
  const started = Date.now();
  let cluster;
  try {
    cluster = await startPgCluster();
  } catch (e) {
    const msg = (e as Error).message;
    banner('test:db run 2/2: PostgreSQL FAILED TO START');
    if (e instanceof NoPostgresError) {
      console.error(`test:db: ${msg}.\nThe PostgreSQL run is required. Install it (apt-get install -y postgresql) or set SKIP_PG=1 to skip it.`);
    } else {
      console.error(`test:db: ${msg}`);
    }
    return { provider: 'PostgreSQL', detail: msg.split('\n')[0] ?? msg, ok: false, ms: Date.now() - started };
  }
  try {
    banner(`test:db run 2/2: PostgreSQL ${cluster.version} (throwaway cluster, DATABASE_URL=${cluster.url})`);
    const code = await vitest(cluster.url, 'postgres');
    return {
      provider: 'PostgreSQL',
      detail: `${cluster.url} (PostgreSQL ${cluster.version.split(' ')[0]})`,
      ok: code === 0,
      ms: Date.now() - started,
    };
  } finally {
    await cluster.stop();
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const problems = checkModelsCopies();
  if (problems.length) {
    console.error('test:db: the models copies have drifted from prisma/models.prisma:');
    for (const p of problems) console.error(`  - ${p}`);
    return 1;
  }
  generate();

  const results: RunResult[] = [];
  results.push(await runSqlite());
  results.push(await runPostgres());

  banner('test:db summary');
  for (const r of results) {
    const status = r.note ?? (r.ok ? 'PASSED' : 'FAILED');
    console.log(`  ${r.provider.padEnd(11)} ${status.padEnd(8)} ${(r.ms / 1000).toFixed(1).padStart(5)} s  ${r.detail}`);
  }
  const ok = results.every((r) => r.ok);
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s — ${ok ? 'OK' : 'FAILED'}\n`);
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`test:db: ${(e as Error).stack ?? e}`);
    process.exit(1);
  },
);
