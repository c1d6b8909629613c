// Every command an operator runs, beside a running site under publishing load (issue #14, item 1):
// each exits 0 with its answer while game servers keep committing and revealing, none of their
// requests fails, an up-to-date database costs no schema-engine run, and a command that cannot go
// on (a migration on SQLite while the site holds the file) says so in one line and exits non-zero.
// `npm run build:verifier` works on a fresh clone (no generated Prisma client, no database yet).
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeDb, getDb } from '../../lib/db/client.ts';
import { applyMigrations } from '../../lib/db/migrations/migrate.ts';
import { DatabaseBusyError } from '../../lib/db/migrations/schema-engine.ts';
import { listMigrations, ROOT } from '../../lib/db/migrations/schema-files.ts';
import { testProvider } from '../db/helpers.ts';
import { sha256Hex } from '../../lib/fair/index.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { api, expectError, newToken, publishLoad, startServer, type LoadResult, type Server } from './harness.ts';

const provider = testProvider();
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'fair-commands-'));

interface Ran {
  code: number;
  out: string;
  err: string;
}

/** Runs a command as `npm run` would (without npm's banner), asynchronously: the load goes on meanwhile. */
function command(script: string, args: string[] = [], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(process.execPath, [tsx, script, ...args], { cwd: opts.cwd ?? ROOT, env: opts.env ?? process.env, encoding: 'utf8', timeout: 180_000 }, (e, out, err) =>
      resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out, err }),
    );
  });
}

/** Exit 0, and nothing on stderr that looks like a stack trace. */
function expectOk(r: Ran): void {
  expect(r.code, `${r.out}\n${r.err}`).toBe(0);
  expect(r.err).not.toMatch(/^\s+at /m);
}

let server: Server;
let load: ReturnType<typeof publishLoad>;
let vkey: string;

beforeAll(async () => {
  server = await startServer();
  const key = await api(server.url).get('/api/v1/log/key');
  vkey = key.text;
  load = publishLoad(server.url, await newToken('load'));
  // the load is under way before the first command
  while (load.pairs < 20) await new Promise((r) => setTimeout(r, 50));
}, 120_000);

afterAll(async () => {
  await load?.stop();
  await server?.stop();
  await closeDb();
  rmSync(scratch, { recursive: true, force: true });
});

describe(`commands beside a running site under publishing load (${provider})`, () => {
  const name = `op-${Date.now().toString(36)}`;
  let token = '';
  // the proof it commits, left unrevealed until its token is revoked and rotated
  const seed = 'ab'.repeat(32);
  const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed)), clientSeeds: ['a', 'b'], count: 3 };
  let id = 0;

  it('token create: prints a token the running site accepts at once', async () => {
    const r = await command('scripts/token.ts', ['create', name]);
    expectOk(r);
    token = /fpk_[A-Za-z0-9_-]{43}/.exec(r.out)?.[0] ?? '';
    // which database it wrote to, on stderr (a token made on another one is refused by the site)
    expect(r.err).toMatch(/^\(on the database (SQLite|PostgreSQL) \S+: the site must run with the same DATABASE_URL\)$/m);
    expect(token).not.toBe('');
    const committed = await api(server.url, token).post('/api/v1/proofs', body);
    expect(committed.status).toBe(201);
    id = (committed.json as { id: number }).id;
  });

  it('token create: a name taken already is one line, exit 1', async () => {
    const r = await command('scripts/token.ts', ['create', name]);
    expect(r.code).toBe(1);
    // the database it looked at, then the one line of the error
    expect(r.err.trim().split('\n')).toEqual([expect.stringMatching(/^\(on the database /), `token: a publisher named "${name}" exists already`]);
  });

  it('token list: lists the new publisher with its proof', async () => {
    const r = await command('scripts/token.ts', ['list']);
    expectOk(r);
    expect(r.out).toMatch(new RegExp(`^${name}\\s+created \\S+\\s+active\\s+1 proofs$`, 'm'));
  });

  it('token revoke: the running site refuses the token from then on', async () => {
    expectOk(await command('scripts/token.ts', ['revoke', name]));
    const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: 'cd'.repeat(32) };
    expectError(await api(server.url, token).post('/api/v1/proofs', body), 401, 'unauthorized');
  });

  it('token rotate: a new token for the revoked publisher reveals its committed proof; the old one stays refused', async () => {
    const r = await command('scripts/token.ts', ['rotate', name]);
    expectOk(r);
    expect(r.err).toMatch(/^\(on the database (SQLite|PostgreSQL) \S+: the site must run with the same DATABASE_URL\)$/m);
    const fresh = /fpk_[A-Za-z0-9_-]{43}/.exec(r.out)?.[0] ?? '';
    expect(fresh).not.toBe(token);
    expectError(await api(server.url, token).post(`/api/v1/proofs/${id}/reveal`, { ...body, serverSeed: seed }), 401, 'unauthorized');
    const revealed = await api(server.url, fresh).post(`/api/v1/proofs/${id}/reveal`, { ...body, serverSeed: seed });
    expect(revealed.status).toBe(200);
    expect((await command('scripts/token.ts', ['list'])).out).toMatch(new RegExp(`^${name}\\s+created \\S+\\s+active\\s+1 proofs$`, 'm'));
  });

  it('token list, revoke, rotate: never make a database that is not there (the wrong DATABASE_URL), and say which they looked at', async () => {
    const missing = path.join(scratch, 'no-such', 'fair.db');
    for (const args of [['list'], ['revoke', name], ['rotate', name]]) {
      const r = await command('scripts/token.ts', args, { env: { ...process.env, DATABASE_URL: `file:${missing}` } });
      expect(r.code, args[0]).toBe(2);
      expect(r.err).toContain(`there is no database at ${missing}: give the site's DATABASE_URL`);
      expect(r.err).not.toMatch(/^\s+at /m);
    }
    expect(existsSync(path.dirname(missing))).toBe(false);
    const empty = await command('scripts/token.ts', ['create', '']);
    expect(empty.code).toBe(1);
    expect(empty.err).toMatch(/a publisher name is 1–64 characters .*; got ""/);
  });

  it('db:migrate: up to date, from one query and no schema engine', async () => {
    const r = await command('scripts/db/migrate.ts');
    expectOk(r);
    expect(r.out).toMatch(/up to date/);
    const started = Date.now();
    const inProcess = await applyMigrations();
    expect(inProcess).toMatchObject({ applied: [], engine: false });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('db:seed: the demo set (idempotent) and volume proofs, published beside the site', async () => {
    const r = await command('scripts/db/seed.ts', ['--count', '120']);
    expectOk(r);
    expect(r.out).toMatch(/demo set of \d+ proofs/);
    expect(r.out).toMatch(/120 volume proofs in/);
  });

  it('build:verifier: builds in the key the running site signs with', async () => {
    const out = path.join(scratch, 'verifier.js');
    const r = await command('scripts/build-verifier.ts', [out, '--site-vkey']);
    expectOk(r);
    expect(r.out).toContain(`verifier key: ${vkey}`);
    expect(readFileSync(out, 'utf8')).toContain(vkey.split('+').at(-1));
  });

  it('log-key vkey: the key the running site signs with', async () => {
    const r = await command('scripts/log-key.ts', ['vkey']);
    expectOk(r);
    expect(r.out.trim()).toBe(vkey);
  });

  it(
    provider === 'postgres'
      ? 'a pending migration is applied beside the running site'
      : 'a pending migration is refused in one line while the site holds the SQLite file',
    async () => {
      const list = listMigrations(provider);
      const migration = `29991231000000_commands_test_${Date.now()}`;
      list.migrationDirectories.push({
        path: migration,
        migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: 'CREATE TABLE "CommandsTestNoop" ("id" INTEGER NOT NULL PRIMARY KEY);\n' } },
      });
      if (provider === 'postgres') {
        const r = await applyMigrations(undefined, list);
        expect(r).toMatchObject({ applied: [migration], engine: true });
        expect(await applyMigrations(undefined, list)).toMatchObject({ applied: [], engine: false });
        // leave the database as the committed migrations make it
        await getDb().$executeRawUnsafe('DROP TABLE "CommandsTestNoop"');
        await getDb().$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE "migration_name" = '${migration}'`);
      } else {
        const e = await applyMigrations(undefined, list).catch((x: unknown) => x);
        expect(e).toBeInstanceOf(DatabaseBusyError);
        expect((e as Error).message).not.toContain('\n');
        expect((e as Error).message).toMatch(/stop the site, run `npm run db:migrate`/);
      }
    },
  );

  it('the load went on throughout: no publishing request failed', async () => {
    const r: LoadResult = await load.stop();
    expect(r.failures).toEqual([]);
    expect(r.pairs).toBeGreaterThan(100);
    // what was answered is there
    const c = api(server.url);
    for (const [id, seed] of [...r.revealed].slice(-20)) {
      const doc = await c.get(`/api/v1/proofs/${id}`);
      expect(doc.json).toMatchObject({ id, status: 'revealed', serverSeed: seed });
    }
  });
});

describe.runIf(provider === 'sqlite')('build:verifier on a fresh clone', () => {
  it('generates the Prisma client, creates the database and builds in its key', { timeout: 180_000 }, async () => {
    const clone = path.join(scratch, 'clone');
    const tracked = await new Promise<string[]>((resolve, reject) =>
      execFile('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 }, (e, out) => (e ? reject(e) : resolve(out.split('\0').filter(Boolean)))),
    );
    for (const f of tracked) {
      if (!existsSync(path.join(ROOT, f))) continue;
      mkdirSync(path.dirname(path.join(clone, f)), { recursive: true });
      cpSync(path.join(ROOT, f), path.join(clone, f));
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'));
    expect(existsSync(path.join(clone, 'lib/db/generated'))).toBe(false);
    const env = { ...process.env, DATABASE_URL: '', FAIR_LOG_KEY: '', PRISMA_SCHEMA_ENGINE_BINARY: '' };
    const r = await command('scripts/build-verifier.ts', [], { cwd: clone, env });
    expectOk(r);
    expect(r.out).toMatch(/^verifier key: fair-proofs\.localhost\/log\+[0-9a-f]{8}\+/m);
    expect(existsSync(path.join(clone, 'public/verifier.js'))).toBe(true);
    expect(existsSync(path.join(clone, 'data/fair.db'))).toBe(true);
  });
});
