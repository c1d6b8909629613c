// The commitment log in the store (log.md), on SQLite and PostgreSQL: one entry per commitment in
// the commitment's own transaction, dense numbers, entry texts equal to what lib/fair rebuilds from
// the served documents, stored hashes giving lib/fair's root, signed checkpoints, frozen log parts.
import { describe, expect, it } from 'vitest';

import { getDb } from '../../lib/db/client.ts';
import { demoProofs } from '../../lib/db/seed/demo.ts';
import {
  consistencyProofHex, inclusionProofHex, latestCheckpoint, logSize, SIGN_INTERVAL_MS, verifierKey,
} from '../../lib/db/log/index.ts';
import { DEFAULT_LOG_ORIGIN, defaultLogOrigin, LogKeyError, logSigner, parseSigningKey, privateKeyText, resetLogSigners } from '../../lib/db/log/key.ts';
import { getPublicProof } from '../../lib/db/proofs.ts';
import { addPokerHand, commitProof, revealProof } from '../../lib/db/store.ts';
import { seedVolume } from '../../lib/db/seed/volume.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import {
  consistencyProof, inclusionProof, leafHash, sha256Hex, treeRoot, verify, verifyCheckpoint, verifyConsistency, verifyInclusion, verdictOf,
} from '../../lib/fair/index.ts';
import { commitBodyOf, handBodyOf, newPublisher, vectorCases, withScratchDatabase, type Doc } from './fixtures.ts';
import { allEntries, checkWholeLog } from './log-check.ts';
import { testProvider } from './helpers.ts';

const provider = testProvider();
withScratchDatabase('log');

const seedOf = (i: number) => (i + 1).toString(16).padStart(64, '0');
const rollBody = (i: number) => ({ scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seedOf(i))), clientSeeds: [`p${i}`, 'q'] });

const popcount = (n: number) => n.toString(2).replace(/0/g, '').length;

describe(`the commitment log on ${provider}`, () => {
  let pub: number;
  let vkey: string;

  it('has a development key kept in the database, the same for every reader', async () => {
    resetLogSigners();
    vkey = await verifierKey();
    expect(vkey.startsWith(`${DEFAULT_LOG_ORIGIN}+`)).toBe(true);
    resetLogSigners();
    expect(await verifierKey()).toBe(vkey);
    const row = await getDb().logKey.findUnique({ where: { id: 1 } });
    expect(row?.secret.startsWith(`PRIVATE+KEY+${DEFAULT_LOG_ORIGIN}+`)).toBe(true);
    // the empty log has a signed checkpoint of size 0
    const cp = await latestCheckpoint();
    expect(verifyCheckpoint(cp.note, vkey)).toMatchObject({ ok: true, size: 0 });
    pub = await newPublisher('log-tests');
  });

  it('appends one entry per commitment of every kind, in the commitment\'s transaction, as lib/fair rebuilds it', async () => {
    const botChess = demoProofs().find((d) => d.ref === 'chess-bot')!.doc;
    const pick = (scheme: string) => vectorCases(scheme).filter((c) => c.expect.ok && !c.expect.pending).map((c) => c.proof);
    const docs: Doc[] = [...pick('roll_pair_v1').slice(0, 2), ...pick('die_round_v1').slice(0, 2), ...pick('match_seed_v2').slice(0, 2), ...pick('chess_colour_v1'), botChess, pick('poker_hmac_v1')[0]!];
    expect(docs.some((d) => d.scheme === 'chess_colour_v1' && d.commitB === undefined)).toBe(true);
    const ids: number[] = [];
    for (const proof of docs) {
      const body = commitBodyOf(proof);
      if (proof.scheme === 'roll_pair_v1' && body.commitment === undefined) body.commitment = sha256Hex(hexToBytes(String(proof.serverSeed)));
      const before = await logSize();
      const { id } = await commitProof(pub, body);
      ids.push(id);
      expect(await logSize()).toBe(before + 1);
      const hands = (proof.hands as Doc[] | undefined) ?? [];
      for (const hand of hands) await addPokerHand(pub, id, handBodyOf(hand));
      expect(await logSize()).toBe(before + 1 + hands.length);
      // the same hand again adds nothing
      if (hands.length) {
        await addPokerHand(pub, id, handBodyOf(hands[0]!));
        expect(await logSize()).toBe(before + 1 + hands.length);
      }
      const served = (await getPublicProof(id))!.document;
      expect(served.log).toMatchObject({ index: before });
      const r = verify(served, { vkey });
      expect(verdictOf(r)).toBe('pending');
      expect(r.log).toEqual({ ok: true, entries: [before, ...hands.map((_, k) => before + 1 + k)].map((index) => ({ index, size: expect.any(Number), ok: true })) });
      // the entry's time is the stored committedAt
      const entry = (served.log as { entry: string }).entry;
      expect(entry.endsWith(`\ntime ${served.committedAt}\n`)).toBe(true);
    }
    // reveal: the parts are frozen, and the document never changes afterwards
    for (const [k, proof] of docs.entries()) await revealProof(pub, ids[k]!, proof);
    const frozen = await Promise.all(ids.map(async (id) => JSON.stringify((await getPublicProof(id))!.document)));
    await commitProof(pub, rollBody(1));
    await new Promise((r) => setTimeout(r, SIGN_INTERVAL_MS + 50));
    await latestCheckpoint();
    for (const [k, id] of ids.entries()) {
      const doc = (await getPublicProof(id))!.document;
      expect(JSON.stringify(doc)).toBe(frozen[k]);
      const r = verify(doc, { vkey });
      expect(verdictOf(r), `proof ${id}`).toBe('verified');
      expect(r.log?.ok).toBe(true);
    }
    const entries = await checkWholeLog(vkey);
    expect(entries.length).toBe(docs.length + docs.reduce((k, d) => k + ((d.hands as Doc[] | undefined)?.length ?? 0), 0) + 1);
    expect(await getDb().logHash.count()).toBe(2 * entries.length - popcount(entries.length));
  });

  it('keeps no entry of a commitment that was refused or rolled back', async () => {
    const before = await logSize();
    await expect(commitProof(pub, { ...rollBody(2), clientSeeds: ['ok', 'not ok'] })).rejects.toThrow();
    const body = { ...rollBody(3), ref: 'same-ref' };
    const results = await Promise.all(Array.from({ length: 6 }, () => commitProof(pub, body)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await logSize()).toBe(before + 1);
  });

  it('numbers concurrent commits and hands densely, with no gap and no duplicate', async () => {
    const poker = vectorCases('poker_hmac_v1').find((c) => c.expect.ok && (c.proof.hands as Doc[]).length >= 2)!.proof;
    const sessions = await Promise.all(Array.from({ length: 4 }, () => commitProof(pub, commitBodyOf(poker))));
    await Promise.all([
      ...Array.from({ length: 120 }, (_, i) => commitProof(pub, rollBody(1000 + i))),
      ...sessions.flatMap(({ id }) => (poker.hands as Doc[]).map((h) => addPokerHand(pub, id, handBodyOf(h)))),
      ...Array.from({ length: 20 }, (_, i) => commitProof(pub, { scheme: 'chess_colour_v1', game: 'chess', commitA: sha256Hex(`a${i}`), clientA: 'w', clientB: '' })),
    ]);
    const entries = await checkWholeLog(vkey);
    expect(await getDb().logEntry.count()).toBe(entries.length);
  });

  it('serves inclusion and consistency proofs for any sizes, equal to lib/fair\'s from the entries', async () => {
    const entries = await allEntries();
    const leaves = entries.map((e) => leafHash(e));
    const n = entries.length;
    const roots = new Map<number, string>();
    const root = (m: number) => roots.get(m) ?? (roots.set(m, treeRoot(leaves, m)), roots.get(m)!);
    for (const [index, size] of [[0, 1], [0, n], [n - 1, n], [7, 8], [7, 13], [Math.floor(n / 2), n - 3]] as const) {
      const hashes = await inclusionProofHex(index, size);
      expect(hashes).toEqual(inclusionProof(index, size, leaves));
      expect(verifyInclusion(index, size, leaves[index]!, hashes, root(size))).toBe(true);
    }
    for (const [from, to] of [[1, n], [n, n], [8, n], [5, 13], [n - 10, n - 1]] as const) {
      const hashes = await consistencyProofHex(from, to);
      expect(hashes).toEqual(consistencyProof(from, to, leaves));
      expect(verifyConsistency(from, to, hashes, root(from), root(to))).toBe(true);
    }
  });

  it('signs a checkpoint when the log has grown, at most about once a second, unless a document needs one', async () => {
    const a = await latestCheckpoint();
    await commitProof(pub, rollBody(5));
    const b = await latestCheckpoint();
    // within the interval: the same checkpoint, even though the log grew
    if (Date.now() - a.signedAt < SIGN_INTERVAL_MS - 100) expect(b.note).toBe(a.note);
    // a document that needs coverage gets a fresh one at once
    const size = await logSize();
    const c = await latestCheckpoint(size);
    expect(c.size).toBe(size);
    expect(verifyCheckpoint(c.note, vkey).ok).toBe(true);
    await expect(latestCheckpoint(size + 5)).rejects.toThrow(/fewer than/);
    // every signed checkpoint is stored (every process serves the same)
    const stored = await getDb().logCheckpoint.findMany({ orderBy: { size: 'asc' } });
    expect(stored.at(-1)?.note).toBe(c.note);
    for (const s of stored) expect(verifyCheckpoint(s.note, vkey)).toMatchObject({ ok: true, size: s.size });
  });

  it('reads FAIR_LOG_KEY as a PRIVATE+KEY text or a hex seed, and names what is wrong', async () => {
    const seed = new Uint8Array(32).fill(9);
    const text = privateKeyText('fair.example.com/log', seed);
    expect(parseSigningKey(text, undefined)).toEqual({ name: 'fair.example.com/log', seed });
    expect(parseSigningKey('09'.repeat(32), 'fair.example.com/log')).toEqual({ name: 'fair.example.com/log', seed });
    expect(() => parseSigningKey('nonsense', undefined)).toThrow(LogKeyError);
    expect(() => parseSigningKey(text.replace(/\+[0-9a-f]{8}\+/, '+00000000+'), undefined)).toThrow(/key ID/);
    expect(() => parseSigningKey(text, 'other.example/log')).toThrow(/FAIR_LOG_ORIGIN/);
    expect(() => parseSigningKey('09'.repeat(32), 'has space')).toThrow(/FAIR_LOG_ORIGIN/);
    // a key given no name is named after the site's host, as log.md has the default origin (`<host>/log`)
    expect(parseSigningKey('09'.repeat(32), undefined).name).toBe(DEFAULT_LOG_ORIGIN);
    const site = process.env.FAIR_SITE_URL;
    try {
      process.env.FAIR_SITE_URL = 'https://fair.example.org:8443';
      expect(defaultLogOrigin()).toBe('fair.example.org:8443/log');
      expect(parseSigningKey('09'.repeat(32), undefined).name).toBe('fair.example.org:8443/log');
      // a named key keeps its name
      expect(parseSigningKey(text, undefined).name).toBe('fair.example.com/log');
      process.env.FAIR_SITE_URL = 'not a url';
      expect(defaultLogOrigin()).toBe(DEFAULT_LOG_ORIGIN);
      // a URL whose host cannot name a key (a "+", over 255 characters): the default, never a key the log cannot load
      for (const url of ['https://fair+proofs.example', `https://${Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.')}.com`]) {
        process.env.FAIR_SITE_URL = url;
        expect(defaultLogOrigin(), url).toBe(DEFAULT_LOG_ORIGIN);
      }
    } finally {
      if (site === undefined) delete process.env.FAIR_SITE_URL;
      else process.env.FAIR_SITE_URL = site;
    }
    const saved = { key: process.env.FAIR_LOG_KEY, origin: process.env.FAIR_LOG_ORIGIN };
    try {
      process.env.FAIR_LOG_KEY = text;
      const signer = await logSigner();
      expect(signer.source).toBe('env');
      expect(signer.vkey.startsWith('fair.example.com/log+')).toBe(true);
      // a key of its own: the newest checkpoint is signed by it
      const cp = await latestCheckpoint(await logSize());
      expect(verifyCheckpoint(cp.note, signer.vkey).ok).toBe(true);
      expect(verifyCheckpoint(cp.note, vkey).ok).toBe(false);
      process.env.FAIR_LOG_KEY = 'PRIVATE+KEY+broken';
      await expect(logSigner()).rejects.toThrow(/FAIR_LOG_KEY/);
    } finally {
      for (const [k, v] of [['FAIR_LOG_KEY', saved.key], ['FAIR_LOG_ORIGIN', saved.origin]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
    expect(await verifierKey()).toBe(vkey);
  });

  it('logs volume proofs in batches, with frozen log parts that verify', async () => {
    const before = await logSize();
    await seedVolume(1_203);
    expect(await logSize()).toBe(before + 1_203);
    const newest = await getDb().proof.findMany({ orderBy: { id: 'desc' }, take: 40, select: { id: true } });
    for (const { id } of newest) {
      const p = await getPublicProof(id);
      const r = verify(p?.document, { vkey });
      expect(verdictOf(r)).toBe('verified');
      expect(r.log?.ok).toBe(true);
    }
    await checkWholeLog(vkey);
  });

  it('proves a committed session once per checkpoint: read again, the same frozen parts; a hand added, its part too', async () => {
    const c = vectorCases('poker_hmac_v1').find((v) => v.expect.ok && (v.proof.hands as Doc[]).length >= 2)!;
    const hands = c.proof.hands as Doc[];
    const { id } = await commitProof(pub, commitBodyOf(c.proof));
    await addPokerHand(pub, id, handBodyOf(hands[0]!));
    type Served = { hands: { log: { inclusion: string[] } }[] };
    const first = (await getPublicProof(id))!.document as unknown as Served;
    const again = (await getPublicProof(id))!.document as unknown as Served;
    expect(again).toEqual(first);
    // one proving, shared by every reader (so frozen: none can change another's)
    expect(again.hands[0]!.log).toBe(first.hands[0]!.log);
    expect(() => first.hands[0]!.log.inclusion.push('x')).toThrow(TypeError);
    await addPokerHand(pub, id, handBodyOf(hands[1]!));
    const grown = (await getPublicProof(id))!.document;
    expect(verify(grown, { vkey }).log).toMatchObject({ ok: true, entries: [expect.anything(), expect.anything(), expect.anything()] });
  });
});
