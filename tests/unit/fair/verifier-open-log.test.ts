/**
 * The open log through the built verifier.js (log.md, "verifier.js"): `tlog-proof`, `--policy`,
 * FairVerifier.log.verifyCosigned, and `audit` over C2SP tiles from a prefix URL (here a test server
 * of tiles over an in-memory log; a tampered tile fails the audit by its path).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leafHash, treeRoot } from '../../../lib/fair';
import { utf8 } from '../../../lib/fair/hex';
import { parseTilePath, tileExists, writeBundle } from '../../../lib/fair/log/tiles';
import { formatTlogProof } from '../../../lib/fair/log/tlog-proof';
import { leafHashBytes } from '../../../lib/fair/log/tree';
import { hashTile } from '../../../lib/db/log/tiles';
import { MemoryTree } from '../../../lib/db/log/tree';
import { repoRoot } from './helpers';
import { loadLogVectors, runNodeAsync, TestSigner, TestWitness } from './log-helpers';

const V = loadLogVectors();
const dice = V.documents.find((d) => d.expect.ok && d.proof.scheme !== 'poker_session_v1' && d.proof.log)!;
const VKEY = dice.vkey;
const part = dice.proof.log as { index: number; inclusion: string[]; checkpoint: string };
const w1 = new TestWitness('witness.test/one', 21);
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
let dir: string;
let js: string;

const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};
function run(args: string[]) {
  const r = spawnSync(process.execPath, [js, ...args], { encoding: 'utf8', cwd: dir, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const runAsync = (args: string[]) => runNodeAsync(js, args, dir);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fair-open-log-'));
  js = path.join(dir, 'verifier.js');
  const r = spawnSync(tsx, ['scripts/build-verifier.ts', js, '--vkey', VKEY], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 });
  expect(r.status, r.stderr).toBe(0);
}, 180_000);

describe('verifier.js tlog-proof', () => {
  it('holds for the proof document (exit 0), fails for another (1), refuses a malformed file (2)', () => {
    const proof = file('p.tlog-proof', formatTlogProof(part.index, part.inclusion, part.checkpoint));
    const doc = file('doc.json', JSON.stringify(dice.proof));
    const ok = run(['tlog-proof', proof, doc]);
    expect(ok.code, ok.out + ok.err).toBe(0);
    expect(ok.out).toMatch(new RegExp(`✓ entry #${part.index} of the tree[\\s\\S]*Verdict: LOGGED`));
    const other = file('other.json', JSON.stringify({ ...dice.proof, committedAt: '2020-01-01T00:00:00.000Z' }));
    const bad = run(['tlog-proof', proof, other]);
    expect([bad.code, bad.out]).toEqual([1, expect.stringMatching(/✗ entry #\d+[\s\S]*not at index/)]);
    const broken = run(['tlog-proof', file('b.tlog-proof', 'c2sp.org/tlog-proof@v1\nindex x\n\n'), doc]);
    expect([broken.code, broken.err]).toEqual([2, expect.stringMatching(/input error: tlog-proof: line 2/)]);
    expect(run(['tlog-proof', proof]).code).toBe(2);
    expect(run(['tlog-proof', proof, doc, '--hand', '0']).code).toBe(2);
    // any hand number a document may hold (up to 2^53 − 1) is read, not refused as an argument
    expect(run(['tlog-proof', proof, doc, '--hand', '2147483648']).err).not.toMatch(/a hand number/);
    expect(run(['tlog-proof', proof, doc, '--hand', '9007199254740992']).err).toMatch(/input error: hand: .*a hand number/);
  }, 60_000);

  it('--policy: the quorum too, each witness with its time', () => {
    const policy = file('policy.txt', `witness one ${w1.vkey}\nquorum one\n`);
    const doc = file('doc.json', JSON.stringify(dice.proof));
    const plain = run(['tlog-proof', file('p.tlog-proof', formatTlogProof(part.index, part.inclusion, part.checkpoint)), doc, '--policy', policy]);
    expect([plain.code, plain.out]).toEqual([1, expect.stringMatching(/no valid cosignature of one/)]);
    const cosigned = file('c.tlog-proof', formatTlogProof(part.index, part.inclusion, w1.cosign(part.checkpoint, 1_764_700_000)));
    const ok = run(['tlog-proof', cosigned, doc, '--policy', policy]);
    expect([ok.code, ok.out]).toEqual([0, expect.stringMatching(/✓ witness one cosigned at 2025-12-02T18:26:40Z/)]);
    const wrong = run(['tlog-proof', cosigned, doc, '--policy', file('bad-policy.txt', 'witness one nonsense\nquorum one\n')]);
    expect([wrong.code, wrong.err]).toEqual([2, expect.stringMatching(/bad-policy.txt: policy line 1/)]);
  }, 60_000);
});

describe('verifier.js --policy and FairVerifier.log.verifyCosigned', () => {
  it('a document whose checkpoint the quorum did not cosign fails at its log part', () => {
    const policy = file('policy.txt', `witness one ${w1.vkey}\nquorum one\n`);
    const r = run([file('doc.json', JSON.stringify(dice.proof)), '--policy', policy]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/✗ log: the quorum one is not met: no valid cosignature of one/);
    const cosigned = { ...dice.proof, log: { ...part, checkpoint: w1.cosign(part.checkpoint) } };
    expect(run([file('ok.json', JSON.stringify(cosigned)), '--policy', policy]).code).toBe(0);
    expect(run([file('ok.json', JSON.stringify(cosigned)), '--policy', file('p2.txt', 'quorum')]).code).toBe(2);
  }, 60_000);

  it('FairVerifier.log.verifyCosigned(checkpoint, policy) with the built-in key', () => {
    const api = createRequire(import.meta.url)(js) as { log: { verifyCosigned(c: string, p: string): { ok: boolean; size: number; witnesses: unknown[] } } };
    const r = api.log.verifyCosigned(w1.cosign(part.checkpoint, 7), `witness one ${w1.vkey}\nquorum one\n`);
    expect(r).toMatchObject({ ok: true, witnesses: [{ name: 'one', ok: true, time: 7 }] });
    expect(api.log.verifyCosigned(part.checkpoint, `witness one ${w1.vkey}\nquorum one\n`).ok).toBe(false);
  }, 60_000);
});

describe('verifier.js audit over tiles', () => {
  const signer = new TestSigner('tiles.test/log', 8);
  const entries = Array.from({ length: 300 }, (_, i) => `fair-proofs/log/v1\nproof ${i + 1}\nscheme die_round_v1\ngame dice\ncommitment ${i.toString(16).padStart(64, '0')}\ntime 2026-11-29T12:00:00.000Z\n`);
  const tree = new MemoryTree();
  tree.append(entries.map((e) => leafHashBytes(e)));
  let server: Server;
  let base: string;
  const tamper = new Set<string>();
  const requested: string[] = [];

  beforeAll(async () => {
    const note = signer.checkpoint(300, treeRoot(entries.map((e) => leafHash(e))));
    server = createServer((req, res) => {
      const p = req.url!.replace(/^\/mirror\/log\//, '');
      requested.push(p);
      if (p === 'checkpoint') return void res.end(note);
      const t = parseTilePath(p);
      if (typeof t === 'string' || !tileExists(t, 300)) return void res.writeHead(404).end();
      if (t.level === 'entries') return void res.end(writeBundle(entries.slice(t.index * 256, t.index * 256 + t.width).map(utf8)));
      void hashTile({ ...t, level: t.level }, 300, (level, from, to) => tree.read(Array.from({ length: to - from }, (_, i) => ({ level, index: from + i })))).then((b) => {
        if (tamper.has(p)) b![0]! ^= 1;
        res.end(b);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mirror/log`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('reads the checkpoint, the bundles and the tiles, and checks them all', async () => {
    const r = await runAsync(['audit', base, '--vkey', signer.vkey]);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toMatch(/✓ 300 entries read[\s\S]*✓ 3 tiles compared with the tree the entries give[\s\S]*LOG OK/);
    expect(requested).toEqual(expect.arrayContaining(['checkpoint', 'tile/entries/000', 'tile/entries/001.p/44', 'tile/0/000', 'tile/0/001.p/44', 'tile/1/000.p/1']));
  }, 60_000);

  it('a tile that is not the tree the entries give fails the audit by its path', async () => {
    tamper.add('tile/0/001.p/44');
    const r = await runAsync(['audit', base, '--vkey', signer.vkey]);
    tamper.clear();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/✗ tile\/0\/001\.p\/44: the tile is not the tree the entries give/);
  }, 60_000);
});
