/**
 * The /log page's witness and entry lookup (components/log/checks.ts) against an in-memory log
 * served through the same paths as the API: a log that grows passes; a rewritten, shrunk or forked
 * history, a bad signature or a changed key fails — and the kept checkpoint is never replaced then.
 */
import { describe, expect, test } from 'vitest';
import { lookupEntry, witness, type Kept, type WitnessIo } from '../../components/log/checks';
import { consistencyProof, inclusionProof, leafHash, treeRoot } from '../../lib/fair';
import { TestSigner } from './fair/log-helpers';

const signer = new TestSigner('fair.test/log', 5);
const entryText = (i: number) =>
  `fair-proofs/log/v1\nproof ${i + 1}\nscheme die_round_v1\ngame dice\ncommitment ${(i + 1).toString(16).padStart(64, '0')}\ntime 2026-11-29T12:00:00.000Z\n`;

/** A log server over `entries`: its API paths as lib/db would answer them. */
class FakeLog {
  entries: string[];
  constructor(n: number, readonly key = signer) {
    this.entries = Array.from({ length: n }, (_, i) => entryText(i));
  }
  leaves = () => this.entries.map((e) => leafHash(e));
  checkpoint(size = this.entries.length): string {
    return this.key.checkpoint(size, treeRoot(this.leaves(), size));
  }
  /** requests seen */
  seen: string[] = [];
  get = async (path: string): Promise<string> => {
    this.seen.push(path);
    const u = new URL(path, 'http://x');
    const q = (k: string) => Number(u.searchParams.get(k));
    switch (u.pathname) {
      case '/api/v1/log/checkpoint':
        return this.checkpoint();
      case '/api/v1/log/entries':
        return JSON.stringify(this.entries.slice(q('start'), q('end')).map((entry, j) => ({ index: q('start') + j, entry })));
      case '/api/v1/log/proof/inclusion':
        return JSON.stringify({ index: q('index'), size: q('size'), hashes: inclusionProof(q('index'), q('size'), this.leaves()) });
      case '/api/v1/log/proof/consistency':
        return JSON.stringify({ from: q('from'), to: q('to'), hashes: consistencyProof(q('from'), q('to'), this.leaves()) });
      default: {
        const m = /^\/api\/v1\/proofs\/(\d+)$/.exec(u.pathname);
        if (m) {
          const id = Number(m[1]);
          return JSON.stringify({
            id, scheme: 'die_round_v1', game: 'dice', status: 'committed', commitment: id.toString(16).padStart(64, '0'),
            committedAt: '2026-11-29T12:00:00.000Z',
          });
        }
        throw new Error(`HTTP 404 ${path}`);
      }
    }
  };
}

/** A browser's storage and the witness's I/O over a log. */
function browser(server: { get: WitnessIo['get'] }) {
  const store: { kept: Kept | null; saves: number } = { kept: null, saves: 0 };
  const io: WitnessIo = {
    get: (p) => server.get(p),
    load: () => store.kept,
    save: (k) => {
      store.kept = k;
      store.saves++;
    },
    now: () => '2026-11-30T00:00:00.000Z',
  };
  return { store, io };
}

describe('witness', () => {
  test('first visit keeps the checkpoint; later visits check growth with a consistency proof', async () => {
    const log = new FakeLog(5);
    const b = browser(log);
    const first = await witness(signer.vkey, b.io);
    expect(first.kind).toBe('first');
    expect(b.store.kept?.checkpoint).toBe(log.checkpoint());

    expect((await witness(signer.vkey, b.io)).kind).toBe('same');
    for (const n of [6, 8, 13, 64, 65]) {
      while (log.entries.length < n) log.entries.push(entryText(log.entries.length));
      const r = await witness(signer.vkey, b.io);
      expect(r.kind, `to ${n}`).toBe('grew');
      expect(b.store.kept?.checkpoint).toBe(log.checkpoint());
    }
    expect(log.seen.some((p) => p.startsWith('/api/v1/log/proof/consistency?from=5&to=6'))).toBe(true);
  });

  test('from an empty log every tree is a continuation', async () => {
    const log = new FakeLog(0);
    const b = browser(log);
    expect((await witness(signer.vkey, b.io)).kind).toBe('first');
    log.entries.push(entryText(0), entryText(1));
    expect((await witness(signer.vkey, b.io)).kind).toBe('grew');
  });

  const failures: [string, (log: FakeLog) => void, string][] = [
    ['a rewritten entry (same size)', (log) => (log.entries[2] = log.entries[2]!.replace('12:00', '12:01')), 'fork'],
    ['a rewritten entry, then growth', (log) => { log.entries[2] = log.entries[2]!.replace('12:00', '12:01'); log.entries.push(entryText(9)); }, 'inconsistent'],
    ['a removed entry', (log) => log.entries.pop(), 'shrank'],
    ['entries reordered, then growth', (log) => { [log.entries[0], log.entries[1]] = [log.entries[1]!, log.entries[0]!]; log.entries.push(entryText(7)); }, 'inconsistent'],
  ];
  for (const [name, change, failure] of failures) {
    test(`detects ${name}, and keeps the old checkpoint as evidence`, async () => {
      const log = new FakeLog(6);
      const b = browser(log);
      await witness(signer.vkey, b.io);
      const kept = b.store.kept;
      change(log);
      const r = await witness(signer.vkey, b.io);
      expect(r).toMatchObject({ kind: 'failed', failure, current: log.checkpoint(), kept });
      expect(b.store.kept).toBe(kept);
      expect(b.store.saves).toBe(1);
    });
  }

  test('a consistency proof that does not verify, or is for other sizes', async () => {
    const log = new FakeLog(6);
    const b = browser(log);
    await witness(signer.vkey, b.io);
    log.entries.push(entryText(6));
    const tampered = {
      get: async (p: string) => {
        const text = await log.get(p);
        if (!p.includes('consistency')) return text;
        const body = JSON.parse(text) as { hashes: string[]; from: number };
        body.hashes[0] = body.hashes[0]!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
        return JSON.stringify(body);
      },
    };
    const bad = browser(tampered);
    bad.store.kept = b.store.kept;
    expect(await witness(signer.vkey, bad.io)).toMatchObject({ kind: 'failed', failure: 'inconsistent' });
    const shifted = browser({ get: async (p) => (p.includes('consistency') ? JSON.stringify({ from: 5, to: 7, hashes: [] }) : log.get(p)) });
    shifted.store.kept = b.store.kept;
    expect(await witness(signer.vkey, shifted.io)).toMatchObject({ kind: 'failed', failure: 'inconsistent' });
  });

  test('a checkpoint signed by another key, or a changed key, fails', async () => {
    const log = new FakeLog(4);
    const b = browser(log);
    await witness(signer.vkey, b.io);
    const impostor = new FakeLog(4, new TestSigner('fair.test/log', 6));
    const other = browser(impostor);
    other.store.kept = b.store.kept;
    expect(await witness(signer.vkey, other.io)).toMatchObject({ kind: 'failed', failure: 'signature' });
    expect(await witness(impostor.key.vkey, other.io)).toMatchObject({ kind: 'failed', failure: 'key' });
    expect(other.store.kept).toBe(b.store.kept);
  });

  test('an unreachable log decides nothing', async () => {
    const b = browser({ get: async () => { throw new Error('HTTP 503'); } });
    expect(await witness(signer.vkey, b.io)).toMatchObject({ kind: 'unreachable', detail: 'HTTP 503' });
    expect(b.store.saves).toBe(0);
  });
});

describe('lookupEntry', () => {
  test('verifies any entry against the current checkpoint and its proof document', async () => {
    const log = new FakeLog(11);
    for (const i of [0, 5, 10]) {
      const r = await lookupEntry(i, signer.vkey, log);
      expect(r).toMatchObject({ kind: 'checked', index: i, entry: entryText(i), included: true, ref: { proof: i + 1 }, matches: 'yes' });
    }
    expect(await lookupEntry(11, signer.vkey, log)).toEqual({ kind: 'beyond', size: 11 });
  });

  test('an altered entry or path does not verify', async () => {
    const log = new FakeLog(9);
    const altered = {
      get: async (p: string) => {
        const text = await log.get(p);
        return p.includes('/entries') ? text.replace('12:00', '12:07') : text;
      },
    };
    expect(await lookupEntry(3, signer.vkey, altered)).toMatchObject({ included: false, matches: 'no' });
    const badPath = { get: async (p: string) => (p.includes('inclusion') ? (await log.get(p)).replace(/"hashes":\["./, '"hashes":["f') : log.get(p)) };
    expect(await lookupEntry(3, signer.vkey, badPath)).toMatchObject({ included: false, matches: 'yes' });
    const impostor = new FakeLog(9, new TestSigner('fair.test/log', 8));
    expect(await lookupEntry(3, signer.vkey, impostor)).toMatchObject({ kind: 'signature' });
  });
});
