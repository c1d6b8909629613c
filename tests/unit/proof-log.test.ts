/**
 * The proof page's verification (components/proof/runVerification.ts) with the commitment log's
 * parts: a poker session is checked hand by hand, and the report must equal
 * verify(document, { vkey }) — the log's entries, checks and mismatches included; the report
 * names the failing step of each failed part (`logFailures`), which the page shows.
 */
import { describe, expect, test } from 'vitest';
import { runVerification } from '../../components/proof/runVerification';
import { REPORT_MS, verifyReporting } from '../../components/verify/verifyReporting';
import { computeHand, keyedMac, parseProof, signatureOk, verify, type Report } from '../../lib/fair';
import { logRows } from '../../components/proof/logRows';
import { failedCounts } from '../../lib/fair/verdict';
import { loadVectors } from './fair/helpers';
import { loadLogVectors, TestSigner } from './fair/log-helpers';

const V = loadLogVectors();
const other = new TestSigner('fair.example.com/log', 9).vkey;

type Doc = Record<string, unknown> & { hands?: Record<string, unknown>[]; log?: Record<string, unknown> };

const run = (doc: unknown, vkey?: string) =>
  // as the proof page calls it: the key with lib/fair's Ed25519 check
  runVerification(doc, () => {}, { aborted: false }, vkey === undefined ? {} : { vkey, signatures: signatureOk }) as Promise<Report>;

/** The vector documents, and each with one log part altered (entry, path, checkpoint). */
function variants(): { name: string; doc: Doc; vkey: string }[] {
  const out: { name: string; doc: Doc; vkey: string }[] = [];
  for (const d of V.documents) {
    const doc = d.proof as Doc;
    out.push({ name: d.name, doc, vkey: d.vkey });
    const parts: [string, (x: Doc) => Record<string, unknown>][] = [['log', (x) => x.log!]];
    (doc.hands ?? []).forEach((h, i) => h.log && parts.push([`hands[${i}].log`, (x) => x.hands![i]!.log as Record<string, unknown>]));
    for (const [at, get] of parts) {
      if (!get(doc)) continue;
      const entry = structuredClone(doc);
      get(entry).entry = String(get(entry).entry).replace('time 2026', 'time 2025');
      const path = structuredClone(doc);
      const inc = get(path).inclusion as string[];
      inc[0] = inc[0]!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const cp = structuredClone(doc);
      get(cp).checkpoint = String(get(cp).checkpoint).replace(/\n\d+\n/, '\n9\n');
      out.push({ name: `${d.name}: ${at}.entry altered`, doc: entry, vkey: d.vkey });
      out.push({ name: `${d.name}: ${at}.inclusion altered`, doc: path, vkey: d.vkey });
      out.push({ name: `${d.name}: ${at}.checkpoint altered`, doc: cp, vkey: d.vkey });
    }
    out.push({ name: `${d.name}: another key`, doc, vkey: other });
  }
  return out;
}

describe('runVerification with log parts equals verify(document, { vkey })', () => {
  for (const v of variants()) {
    test(v.name, async () => {
      expect(await run(v.doc, v.vkey)).toEqual(verify(v.doc, { vkey: v.vkey }));
      // without a key every log part fails, the same way
      expect(await run(v.doc)).toEqual(verify(v.doc));
    });
  }

  test('the vectors give their expected log reports through the page code', async () => {
    for (const d of V.documents) {
      const r = await run(d.proof, d.vkey);
      expect(r.ok, d.name).toBe(d.expect.ok);
      expect(r.log, d.name).toEqual(d.expect.log);
    }
  });

  test('an altered part fails the verdict, at that part', async () => {
    const poker = V.documents.find((d) => d.proof.scheme === 'poker_hmac_v1' && d.expect.ok)!;
    const doc = structuredClone(poker.proof) as Doc;
    (doc.hands![1]!.log as { entry: string }).entry += 'x';
    const r = await run(doc, poker.vkey);
    expect(r.ok).toBe(false);
    expect(r.mismatches.map((m) => m.at)).toEqual(['hands[1].log']);
    expect(r.log?.entries.map((e) => e.ok)).toEqual([true, true, false]);
  });
});

test("a report's failing checks, counted apart: the outcomes' and the commitment log's parts (the banner's words, the held room, the 'what this proves' box)", () => {
  const at = (...paths: string[]) => ({ mismatches: paths.map((p) => ({ at: p, expected: null, actual: null })) }) as unknown as Report;
  expect(failedCounts(at())).toEqual({ outcomes: 0, log: 0 });
  expect(failedCounts(at('rolls[3]', 'log', 'hands[2].log', 'commitment', 'hands[1].deck[4]'))).toEqual({ outcomes: 3, log: 2 });
  // a path that only ends in "log" is an outcome's
  expect(failedCounts(at('hands[0].logx', 'catalog'))).toEqual({ outcomes: 2, log: 0 });
});

describe('the page names the failing part of a log check', () => {
  const dice = V.documents.find((d) => d.proof.scheme === 'die_round_v1' && d.expect.ok)!;
  const poker = V.documents.find((d) => d.proof.scheme === 'poker_hmac_v1' && d.expect.ok)!;

  test('every part of a good document verifies; rows carry index, size and time', () => {
    const rows = logRows(poker.proof);
    expect(rows.map((r) => [r.at, r.index, r.size, r.hand])).toEqual([
      ['log', 4, 8, undefined],
      ['hands[0].log', 5, 8, 1],
      ['hands[1].log', 7, 8, 2],
    ]);
    const report = verify(poker.proof, { vkey: poker.vkey });
    for (const r of rows) expect(report.logFailures?.find((f) => f.at === r.at)?.step ?? null).toBeNull();
    expect(logRows(dice.proof)[0]!.time).toBe('2026-11-29T12:00:00.000Z');
  });

  test('entry, path, checkpoint, signature and missing key', () => {
    const at = (doc: Doc, vkey?: string) => {
      const r = verify(doc, vkey === undefined ? {} : { vkey });
      return r.logFailures?.find((f) => f.at === logRows(doc)[0]!.at)?.step ?? null;
    };
    const d = () => structuredClone(dice.proof) as Doc;
    const entry = d();
    entry.committedAt = '2026-11-29T12:00:01.000Z';
    expect(at(entry, dice.vkey)).toBe('entry');
    const path = d();
    (path.log!.inclusion as string[]).reverse();
    expect(at(path, dice.vkey)).toBe('path');
    // index 2's path has the same shape for sizes 7 and 8: the signature is what binds the size
    const size = d();
    size.log!.checkpoint = String(size.log!.checkpoint).replace('\n8\n', '\n7\n');
    expect(at(size, dice.vkey)).toBe('signature');
    size.log!.checkpoint = String(size.log!.checkpoint).replace('\n7\n', '\n2\n');
    expect(at(size, dice.vkey)).toBe('path');
    const garbled = d();
    garbled.log!.checkpoint = 'not a checkpoint';
    expect(at(garbled, dice.vkey)).toBe('checkpoint');
    expect(at(d(), other)).toBe('signature');
    expect(at(d())).toBe('key');
  });
});

describe('runVerification gives the browser a turn every few milliseconds, not every hand', () => {
  // a revealed 300-hand session, built as the poker vectors are (lib/fair's computeHand)
  const base = loadVectors('poker_hmac_v1').cases.find((c) => c.name === 'revealed session of 5 hands')!.proof as Doc & {
    serverSeed: string; table: string; session: string;
  };
  const mac = keyedMac(base.serverSeed);
  const hands = Array.from({ length: 300 }, (_, i) => {
    const h = computeHand(mac, base.table, base.session, i + 1, [[0, `p${i + 1}`], [3, 'q']]);
    return { n: i + 1, seats: { '0': `p${i + 1}`, '3': 'q' }, handCommitment: h.handCommitment, root: h.root };
  });
  const doc = { ...base, hands };

  test('the same report as verify(); turns and progress reports far fewer than hands', async () => {
    const real = globalThis.setTimeout;
    let turns = 0;
    const reports: number[] = [];
    globalThis.setTimeout = ((fn: () => void, ms?: number) => {
      turns++;
      return real(fn, ms);
    }) as typeof setTimeout;
    try {
      const started = performance.now();
      const report = await runVerification(doc, () => reports.push(performance.now()), { aborted: false });
      const elapsed = performance.now() - started;
      expect(report).toEqual(verify(doc));
      expect(report!.mismatches).toEqual([]);
      // a turn per 12 ms slice (the first before any work), a report per 100 ms at most
      expect(turns).toBeLessThanOrEqual(2 + Math.ceil(elapsed / 12));
      expect(turns).toBeLessThan(hands.length / 4);
      expect(reports.length).toBeLessThanOrEqual(1 + Math.floor(elapsed / 100));
      reports.forEach((t, i) => i > 0 && expect(t - reports[i - 1]!).toBeGreaterThanOrEqual(100));
    } finally {
      globalThis.setTimeout = real;
    }
  });

  test("the worker's loop: the same report, progress counting the hands upwards at most every REPORT_MS of its clock; the proof parsed, its log rows and /check link beside it", () => {
    // a clock that moves 7 ms per reading: reports come at the first reading REPORT_MS past the last
    let clock = 0;
    const now = () => (clock += 7);
    const seen: { done: number; at: number }[] = [];
    const verified = verifyReporting(doc, { locale: 'ro' }, (p) => seen.push({ done: p.done, at: clock }), now);
    expect(verified.report).toEqual(verify(doc));
    // what the page draws comes from the worker: its main thread never parses
    expect(verified.proof).toEqual(parseProof(doc));
    expect(verified.logs).toEqual(logRows(doc));
    expect(verified.checkHref).toMatch(/^\/ro\/check\/#v=1&j=/);
    expect(verifyReporting(doc, {}, () => undefined).checkHref).toBeNull();
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.length).toBeLessThan(hands.length / 4);
    seen.forEach((s, i) => i > 0 && expect(s.done).toBeGreaterThan(seen[i - 1]!.done));
    seen.forEach((s, i) => i > 0 && expect(s.at - seen[i - 1]!.at).toBeGreaterThanOrEqual(REPORT_MS));
    expect(seen.every((s) => s.done <= hands.length)).toBe(true);
  });

  test('an aborted run stops at its next turn', async () => {
    const signal = { aborted: false };
    const run = runVerification(doc, () => {}, signal);
    signal.aborted = true;
    expect(await run).toBeNull();
  });
});
