/** The commitment log through the built verifier.js: FairVerifier.log.*, --vkey, and `audit`. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryFor, sha256Hex, treeRoot, verify } from '../../../lib/fair';
import { leafHashBytes } from '../../../lib/fair/log/tree';
import { GZIP_BUDGET } from '../../../scripts/build-verifier';
import { repoRoot } from './helpers';
import { hexBytes, loadLogVectors, runNodeAsync, TestSigner } from './log-helpers';

const V = loadLogVectors();
const VKEY = V.documents[0]!.vkey;
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
let dir: string;
let js: string;
let jsWithKey: string;

type Log = {
  leafHash(e: string | Uint8Array): string;
  verifyInclusion(i: number, n: number, l: string, h: string[], r: string): boolean;
  verifyConsistency(m: number, n: number, h: string[], a: string, b: string): boolean;
  verifyCheckpoint(note: string, vkey?: string): { ok: boolean; origin: string | null; size: number | null; root: string | null };
  entryFor(doc: unknown, hand?: number): string;
  vkey: string | null;
};
type Api = { log: Log; verify(doc: unknown, opts?: { vkey?: string }): ReturnType<typeof verify> };

function run(file: string, args: string[], input?: string) {
  const r = spawnSync(process.execPath, [file, ...args], { input, encoding: 'utf8', cwd: dir, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Run without blocking this process (a test server answers meanwhile). */
const runAsync = (file: string, args: string[]) => runNodeAsync(file, args, dir);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fair-log-verifier-'));
  js = path.join(dir, 'verifier.js');
  jsWithKey = path.join(dir, 'verifier-key.js');
  for (const [out, extra] of [[js, []], [jsWithKey, ['--vkey', VKEY]]] as const) {
    const r = spawnSync(tsx, ['scripts/build-verifier.ts', out, ...extra], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
  }
}, 240_000);

describe('FairVerifier.log.* in the built verifier.js', { timeout: 60_000 }, () => {
  let api: Api;
  beforeAll(() => {
    api = createRequire(import.meta.url)(js) as Api;
  });
  it('exposes leafHash, verifyInclusion, verifyConsistency, verifyCheckpoint, entryFor', () => {
    for (const k of ['leafHash', 'verifyInclusion', 'verifyConsistency', 'verifyCheckpoint', 'entryFor'] as const) expect(typeof api.log[k]).toBe('function');
    expect(api.log.vkey).toBeNull();
  });
  it('reproduces every log.json case', () => {
    const leaves = V.leaves.map((h) => api.log.leafHash(hexBytes(h)));
    for (const c of V.inclusion) {
      expect(api.log.verifyInclusion(c.index, c.size, c.leafHash, c.hashes, c.root)).toBe(c.ok);
      if (c.ok) expect(leaves[c.index]).toBe(c.leafHash);
    }
    for (const c of V.consistency) expect(api.log.verifyConsistency(c.from, c.to, c.hashes, c.oldRoot, c.newRoot)).toBe(c.ok);
    for (const e of V.entries) {
      expect(api.log.entryFor(e.doc, e.hand)).toBe(e.entry);
      expect(api.log.leafHash(e.entry)).toBe(e.leafHash);
    }
    for (const c of V.checkpoints) {
      const r = api.log.verifyCheckpoint(c.note, c.vkey);
      expect(r.ok).toBe(c.ok);
      if (c.ok) expect(r).toMatchObject({ size: c.size, root: c.root });
    }
    for (const d of V.documents) {
      const r = api.verify(d.proof, { vkey: d.vkey });
      expect(r.ok).toBe(d.expect.ok);
      expect(r.log).toEqual(d.expect.log);
    }
  });
  it('raises InputError for non-numbers and non-hex, false for wrong lengths', () => {
    const c = V.inclusion[3]!;
    expect(() => api.log.verifyInclusion('1' as unknown as number, c.size, c.leafHash, c.hashes, c.root)).toThrow(expect.objectContaining({ name: 'InputError', field: 'index' }));
    expect(() => api.log.verifyInclusion(c.index, c.size, 'zz', c.hashes, c.root)).toThrow(expect.objectContaining({ name: 'InputError', field: 'leafHash' }));
    expect(api.log.verifyInclusion(c.index, c.size, c.leafHash, c.hashes.slice(1), c.root)).toBe(false);
    expect(api.log.verifyInclusion(c.index, c.size, c.leafHash, c.hashes, c.root.slice(2))).toBe(false);
  });
  it('a verifier.js built with --vkey uses that key by default', () => {
    const keyed = createRequire(import.meta.url)(jsWithKey) as Api;
    expect(keyed.log.vkey).toBe(VKEY);
    expect(keyed.verify(V.documents[0]!.proof).ok).toBe(true);
    expect(keyed.log.verifyCheckpoint(V.checkpoints[0]!.note).ok).toBe(true);
    expect(api.verify(V.documents[0]!.proof).log!.error).toMatch(/verifier key/);
  });
  it('is within the gzip budget with a key built in too (as the site serves it)', () => {
    expect(gzipSync(readFileSync(jsWithKey), { level: 9 }).length).toBeLessThanOrEqual(GZIP_BUDGET);
  });
  it('builds with a key of any origin: the budget holds the code, the key is the operator\'s', () => {
    // a 255-character origin (the longest a key name may be) puts the file itself over the budget
    const host = [1, 2, 3, 4].map((i) => sha256Hex(`host ${i}`)).join('.').slice(0, 251);
    const long = new TestSigner(`${host}/log`, 7);
    const out = path.join(dir, 'verifier-long.js');
    const r = spawnSync(tsx, ['scripts/build-verifier.ts', out, '--vkey', long.vkey], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(gzipSync(readFileSync(out), { level: 9 }).length).toBeGreaterThan(GZIP_BUDGET);
    expect((createRequire(import.meta.url)(out) as Api).log.vkey).toBe(long.vkey);
  });
});

describe('verifier.js <document> --vkey', { timeout: 60_000 }, () => {
  it.each(V.documents.map((d, i) => [i, d.name, d] as const))('#%i %s', (i, _n, d) => {
    const f = path.join(dir, `doc${i}.json`);
    writeFileSync(f, JSON.stringify(d.proof));
    const want = d.expect.ok ? 0 : 1;
    const human = run(js, [f, '--vkey', d.vkey]);
    expect(human.code, human.err).toBe(want);
    expect(human.err).toBe('');
    expect(human.out).toMatch(/log: entry #\d+ in the signed log of size 8/);
    if (!d.expect.ok) expect(human.out).toMatch(/✗ (log|hands\[\d+\]\.log): /);
    const j = run(js, [f, '--json', '--vkey', d.vkey]);
    expect(j.code).toBe(want);
    const report = JSON.parse(j.out);
    expect(report.log).toEqual(d.expect.log);
    expect(report).toEqual(JSON.parse(JSON.stringify(verify(d.proof, { vkey: d.vkey }))));
    // the file built with the key needs no --vkey
    expect(run(jsWithKey, [f]).code).toBe(want);
  });
  it('a checkpoint that cannot be read (a line added after its signature) is said so, not "a log of size 0"', () => {
    const d = V.documents[0]!;
    const log = (d.proof as { log: { checkpoint: string } }).log;
    const f = path.join(dir, 'extra-line.json');
    writeFileSync(f, JSON.stringify({ ...d.proof, log: { ...log, checkpoint: `${log.checkpoint}one line more\n` } }));
    const r = run(js, [f, '--vkey', d.vkey]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/✗ log: entry #\d+ against a checkpoint that cannot be read/);
    expect(r.out).not.toContain('size 0');
  });
  it('without a key a document with a log part fails (exit 1), log.error says why', () => {
    const f = path.join(dir, 'doc0.json');
    writeFileSync(f, JSON.stringify(V.documents[0]!.proof));
    const r = run(js, [f, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).log.error).toMatch(/verifier key/);
    expect(run(js, [f]).out).toMatch(/✗ log: no verifier key/);
  });
  it('a malformed --vkey is an input error (exit 2); --vkey without a value too', () => {
    const f = path.join(dir, 'doc0.json');
    writeFileSync(f, JSON.stringify(V.documents[0]!.proof));
    const r = run(js, [f, '--vkey', 'not-a-key', '--json']);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out).error).toMatchObject({ code: 'invalid_input', field: 'vkey' });
    expect(r.err).toMatch(/^input error: vkey: /);
    expect(run(js, [f, '--vkey']).code).toBe(2);
  });
  it('a document with a log part but no id is an input error (exit 2)', () => {
    const f = path.join(dir, 'noid.json');
    const { id: _id, ...rest } = V.documents[0]!.proof;
    writeFileSync(f, JSON.stringify(rest));
    const r = run(js, [f, '--vkey', VKEY]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^input error: id: /);
  });
});

// ---------------------------------------------------------------- audit

const signer = new TestSigner('audit.example/log', 11);
const T0 = Date.parse('2026-11-29T12:00:00.000Z');

/** N realistic entries: proofs of every kind, poker hands. */
function makeEntries(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const time = new Date(T0 + i * 1000).toISOString();
    const c = (i * 7919 + 1).toString(16).padStart(64, '0');
    if (i % 3 === 1) return entryFor({ id: i + 1, scheme: 'chess_colour_v1', game: 'chess', commitA: c, clientA: 'a', clientB: '', committedAt: time });
    if (i % 3 === 2) {
      return entryFor({ id: i + 1, scheme: 'poker_hmac_v1', game: 'poker', table: 't', session: 's', commitment: c, committedAt: time,
        hands: [{ n: 1, seats: { 0: 'a' }, handCommitment: c, root: c, committedAt: time }] }, 1);
    }
    return entryFor({ id: i + 1, scheme: 'die_round_v1', game: 'dice', commitment: c, committedAt: time });
  });
}

function signedFor(entries: string[], size = entries.length, s = signer): string {
  return s.checkpoint(size, treeRoot(entries.slice(0, size).map((e) => leafHashBytes(e))));
}

function saveLog(name: string, checkpoint: string, entries: string[]): string {
  const f = path.join(dir, name);
  writeFileSync(f, JSON.stringify({ checkpoint, entries: entries.map((entry, index) => ({ index, entry })) }));
  return f;
}

function saveText(name: string, text: string): string {
  const f = path.join(dir, name);
  writeFileSync(f, text);
  return f;
}

describe('verifier.js audit <entries.json>', { timeout: 60_000 }, () => {
  const entries = makeEntries(40);
  const good = () => saveLog('log.json', signedFor(entries), entries);

  it('a valid log: exit 0, a clear report', () => {
    const r = run(js, ['audit', good(), '--vkey', signer.vkey]);
    expect(r.code, r.err + r.out).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain('✓ checkpoint signed by the key: size 40');
    expect(r.out).toContain('Verdict: LOG OK');
    const j = run(js, ['audit', good(), '--vkey', signer.vkey, '--json']);
    expect(j.code).toBe(0);
    expect(JSON.parse(j.out)).toMatchObject({ ok: true, origin: signer.name, size: 40, entries: 40, checkpointOk: true, problems: [], malformed: [] });
  });
  it('an empty log (size 0) checks out', () => {
    expect(run(js, ['audit', saveLog('empty.json', signedFor([]), []), '--vkey', signer.vkey]).code).toBe(0);
  });
  it('one entry altered: exit 1', () => {
    const altered = entries.slice();
    altered[17] = altered[17]!.replace('time 2026', 'time 2025');
    const r = run(js, ['audit', saveLog('altered.json', signedFor(entries), altered), '--vkey', signer.vkey]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/✗ root: the checkpoint says [0-9a-f]{64}, the entries give [0-9a-f]{64}/);
    expect(r.out).toContain('Verdict: LOG FAILED');
  });
  it('an entry removed or added, a checkpoint by another key or tampered: exit 1', () => {
    expect(run(js, ['audit', saveLog('short.json', signedFor(entries), entries.slice(0, -1)), '--vkey', signer.vkey]).code).toBe(1);
    expect(run(js, ['audit', saveLog('long.json', signedFor(entries), [...entries, 'x']), '--vkey', signer.vkey]).code).toBe(1);
    const other = new TestSigner(signer.name, 12);
    expect(run(js, ['audit', saveLog('other.json', signedFor(entries, 40, other), entries), '--vkey', signer.vkey]).code).toBe(1);
    const tampered = signedFor(entries).replace('\n40\n', '\n41\n');
    expect(run(js, ['audit', saveLog('tampered.json', tampered, [...entries, 'x']), '--vkey', signer.vkey]).code).toBe(1);
  });
  it('--since an older valid checkpoint: the log only grew (exit 0)', () => {
    const old = saveText('old.txt', signedFor(entries, 17));
    const r = run(js, ['audit', good(), '--vkey', signer.vkey, '--since', old]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('✓ the log only grew since then');
    expect(run(js, ['audit', good(), '--vkey', signer.vkey, '--since', saveText('same.txt', signedFor(entries))]).code).toBe(0);
    expect(run(js, ['audit', good(), '--vkey', signer.vkey, '--since', saveText('zero.txt', signedFor([]))]).code).toBe(0);
    // as an editor or a copy saves it: its last newline lost, CRLFs, a byte-order mark
    const text = signedFor(entries, 17);
    for (const [name, saved] of [['nonl.txt', text.replace(/\n$/, '')], ['crlf.txt', text.replace(/\n/g, '\r\n')], ['bom.txt', `\uFEFF${text}`]]) {
      const s = run(js, ['audit', good(), '--vkey', signer.vkey, '--since', saveText(name!, saved!)]);
      expect(s.code, `${name}: ${s.out}${s.err}`).toBe(0);
    }
  });
  it('--since a forked older checkpoint (exit 1), a bigger one (exit 1); one not signed by the key proves nothing (exit 2)', () => {
    const forked = entries.slice(0, 17);
    forked[3] = forked[3]!.replace('commitment 0', 'commitment f');
    expect(forked[3]).not.toBe(entries[3]);
    const r = run(js, ['audit', good(), '--vkey', signer.vkey, '--since', saveText('forked.txt', signedFor(forked))]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/✗ since: the first 17 entries now give root [0-9a-f]{64}, the older checkpoint says [0-9a-f]{64}: the log was rewritten/);
    const bigger = makeEntries(41);
    expect(run(js, ['audit', good(), '--vkey', signer.vkey, '--since', saveText('bigger.txt', signedFor(bigger))]).code).toBe(1);
    const unsigned = signedFor(entries, 17, new TestSigner(signer.name, 13));
    // the log is not the one at fault: the file cannot be compared with it
    for (const [name, saved] of [['unsigned.txt', unsigned], ['empty.txt', ''], ['garbage.txt', 'not a checkpoint\n']]) {
      const u = run(js, ['audit', good(), '--vkey', signer.vkey, '--since', saveText(name!, saved!)]);
      expect(u.code, name).toBe(2);
      expect(u.err, name).toMatch(new RegExp(`^input error: since: \\S*${name} is not a checkpoint signed by the log's key ${signer.name}: `));
      expect(u.out, name).not.toContain('LOG FAILED');
    }
  });
  it('input errors: exit 2 (no key, bad key, unreadable or malformed file, bad indexes, unknown option)', () => {
    const f = good();
    const cases: [string[], RegExp][] = [
      [['audit', f], /^input error: vkey: /],
      [['audit', f, '--vkey', 'bad'], /^input error: vkey: /],
      [['audit', path.join(dir, 'missing.json'), '--vkey', signer.vkey], /^input error: source: cannot read/],
      [['audit', saveText('notjson.json', '{'), '--vkey', signer.vkey], /^input error: source: /],
      [['audit', saveText('noarray.json', JSON.stringify({ checkpoint: 'x', entries: {} })), '--vkey', signer.vkey], /^input error: entries: /],
      [['audit', saveText('nocp.json', JSON.stringify({ entries: [] })), '--vkey', signer.vkey], /^input error: checkpoint: /],
      [['audit', saveText('gap.json', JSON.stringify({ checkpoint: 'x', entries: [{ index: 1, entry: 'a' }] })), '--vkey', signer.vkey], /^input error: entries\[0\]\.index: /],
      [['audit', f, '--vkey', signer.vkey, '--since', path.join(dir, 'nope.txt')], /^input error: since: /],
      [['audit', f, '--vkey', signer.vkey, '--bogus'], /^input error: arguments: /],
      [['audit', f, f, '--vkey', signer.vkey], /^input error: arguments: /],
    ];
    for (const [args, err] of cases) {
      const r = run(js, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.err, args.join(' ')).toMatch(err);
    }
    expect(run(js, ['audit']).code).toBe(2);
    const j = run(js, ['audit', f, '--json']);
    expect(JSON.parse(j.out).error).toMatchObject({ code: 'invalid_input', field: 'vkey' });
  });
  it('audit --help documents the entries.json format (exit 0)', () => {
    const r = run(js, ['audit', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/"checkpoint": /);
    expect(r.out).toMatch(/"entries": \[/);
    expect(run(js, ['--help']).out).toMatch(/audit <base URL \| tiles URL \| entries\.json>/);
  });
  it('the verifier.js built with a key audits without --vkey', () => {
    expect(run(jsWithKey, ['audit', good()]).code).toBe(1); // our test log is not signed by the built-in key
    expect(run(jsWithKey, ['audit', good(), '--vkey', signer.vkey]).code).toBe(0);
  });
});

describe('verifier.js audit <base URL>', { timeout: 60_000 }, () => {
  const N = 5200; // more than one page, and enough for progress lines
  const entries = makeEntries(N);
  let checkpoint = signedFor(entries);
  let server: Server;
  let base: string;
  const requests: string[] = [];
  let tamper = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const u = new URL(req.url ?? '/', 'http://x');
      if (u.pathname === '/api/v1/log/checkpoint') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(checkpoint);
      } else if (u.pathname === '/api/v1/log/entries') {
        const start = Number(u.searchParams.get('start'));
        const end = Number(u.searchParams.get('end'));
        if (!u.searchParams.get('start') || !u.searchParams.get('end') || end - start > 1000 || end > N || start > end) {
          res.writeHead(400).end('{"error":"bad range"}');
          return;
        }
        const page = entries.slice(start, end).map((entry, k) => ({ index: start + k, entry: tamper && start + k === 4321 ? entry.replace('proof', 'proof 0') : entry }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
      } else if (u.pathname.startsWith('/moved/')) {
        res.writeHead(302, { location: `http://127.0.0.1:9${u.pathname.slice(6)}` }).end();
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('downloads the checkpoint and every page (≤ 1000 entries a request), checks out, prints progress on stderr', async () => {
    requests.length = 0;
    const r = await runAsync(js, ['audit', `${base}/`, '--vkey', signer.vkey]);
    expect(r.code, r.err + r.out).toBe(0);
    expect(r.out).toContain(`${N} entries read`);
    expect(requests[0]).toBe('/api/v1/log/checkpoint');
    expect(requests.slice(1)).toEqual(Array.from({ length: 6 }, (_, p) => `/api/v1/log/entries?start=${p * 1000}&end=${Math.min(p * 1000 + 1000, N)}`));
    expect(r.err).toMatch(/audit: downloaded 5200\/5200 entries/);
  }, 60_000);
  it('--since over HTTP; a log served differently from its checkpoint fails (exit 1)', async () => {
    const old = saveText('http-old.txt', signedFor(entries, 4000));
    expect((await runAsync(js, ['audit', base, '--vkey', signer.vkey, '--since', old])).code).toBe(0);
    tamper = true;
    try {
      const r = await runAsync(js, ['audit', base, '--vkey', signer.vkey, '--since', old]);
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/✗ root: /);
    } finally {
      tamper = false;
    }
    checkpoint = signedFor(entries, N - 1); // the server now claims one entry less than it serves
    try {
      const r = await runAsync(js, ['audit', base, '--vkey', signer.vkey]);
      expect(r.code).toBe(0); // it serves exactly the checkpoint's size: that prefix checks out
    } finally {
      checkpoint = signedFor(entries);
    }
  }, 60_000);
  it('an unreachable or wrong URL is an input error (exit 2)', async () => {
    const r = await runAsync(js, ['audit', `${base}/nope`, '--vkey', signer.vkey]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^input error: source: cannot download .*HTTP 404/);
    const closed = await runAsync(js, ['audit', 'http://127.0.0.1:9', '--vkey', signer.vkey]);
    expect(closed.code).toBe(2);
    // redirects are not followed: verifier.js requests only the URLs it is told to
    requests.length = 0;
    const moved = await runAsync(js, ['audit', `${base}/moved`, '--vkey', signer.vkey]);
    expect(moved.code).toBe(2);
    expect(moved.err).toMatch(/^input error: source: cannot download .*\/moved\/api\/v1\/log\/checkpoint/);
    expect(requests).toEqual(['/moved/api/v1/log/checkpoint']);
  }, 60_000);
});

describe('build', { timeout: 60_000 }, () => {
  it('the built-in key is embedded only when given', () => {
    const a = readFileSync(js, 'utf8');
    const b = readFileSync(jsWithKey, 'utf8');
    expect(a.length).toBeLessThan(b.length);
    expect(b).toContain(JSON.stringify(VKEY));
    expect(a).not.toContain('eb057057');
  });
});
