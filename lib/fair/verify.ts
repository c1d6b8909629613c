/** verify(): recompute a proof and compare it with what the document records. */
import { chessWhite } from './chess';
import { dieRounds } from './die-round';
import { keyedMac, sha256Hex } from './hash';
import { hexToBytes, toHex } from './hex';
import { parseCheckpoint, parseVerifierKey, verifyCheckpoint, type VerifierKey } from './log/checkpoint';
import { entryOfProof } from './log/entry';
import { leafHashBytes, rootFromInclusion } from './log/tree';
import { computeMatch } from './match-seed';
import { rootFromPath } from './merkle';
import { parseProof } from './parse';
import { computeHand } from './poker';
import { rollPairs } from './roll-pair';
import type {
  ChessProof, DieRoundProof, LogEntryReport, LogPart, MatchSeedProof, Mismatch, PokerHandReport, PokerProof, Proof, ReceiptReport, Report,
  RollPairProof, Verdict,
} from './types';

class Acc {
  checks = 0;
  mismatches: Mismatch[] = [];
  /** Count one check; record a mismatch when `same` is false. */
  check(same: boolean, at: string, recorded: unknown, computed: unknown): void {
    this.checks++;
    if (!same) this.mismatches.push({ at, recorded, computed });
  }
  /** One check per element (JSON equality), skipping 1-based positions in `skip` and null computed values. */
  each(at: string, recorded: readonly unknown[] | undefined, computed: readonly unknown[], skip?: Set<number>): void {
    recorded?.forEach((r, i) => {
      if (!skip?.has(i + 1) && computed[i] !== null) this.check(JSON.stringify(r) === JSON.stringify(computed[i]), `${at}[${i}]`, r, computed[i]);
    });
  }
}

function finish(scheme: Report['scheme'], acc: Acc, revealed: boolean, body: Partial<Report>): Report {
  const failed = acc.mismatches.length > 0;
  const pending = !failed && !revealed;
  return {
    scheme,
    ok: !failed && !pending && acc.checks > 0,
    pending,
    checks: acc.checks,
    ...body,
    mismatches: acc.mismatches,
  };
}

function commitmentPart(acc: Acc, given: string | undefined, computed: string, body: Partial<Report>): void {
  body.commitment = computed;
  if (given !== undefined) {
    body.commitmentOk = given === computed;
    acc.check(given === computed, 'commitment', given, computed);
  }
}

function verifyRollPair(p: RollPairProof): Report {
  const acc = new Acc();
  const body: Partial<Report> = {};
  if (p.serverSeed === undefined) return finish(p.scheme, acc, false, body);
  const key = hexToBytes(p.serverSeed);
  commitmentPart(acc, p.commitment, sha256Hex(key), body);
  const rolls = rollPairs(keyedMac(key), p.clientSeeds!, p.count!);
  body.rolls = rolls;
  if (p.games) body.games = p.games;
  acc.each('rolls', p.recorded, rolls);
  return finish(p.scheme, acc, true, body);
}

function verifyDieRound(p: DieRoundProof): Report {
  const acc = new Acc();
  const body: Partial<Report> = {};
  if (p.serverSeed === undefined) return finish(p.scheme, acc, false, body);
  commitmentPart(acc, p.commitment, sha256Hex(p.serverSeed), body);
  const dice = dieRounds(keyedMac(p.serverSeed), p.clientSeeds!.join(':'), p.count!);
  body.dice = dice;
  if (p.telegram) body.telegram = p.telegram;
  // a die that 16 rounds could not produce fails, recorded or not
  dice.forEach((d, i) => d === null && acc.check(false, `dice[${i}]`, p.recorded?.[i] ?? null, null));
  acc.each('dice', p.recorded, dice, new Set(p.telegram));
  return finish(p.scheme, acc, true, body);
}

function verifyMatch(p: MatchSeedProof): Report {
  const acc = new Acc();
  const body: Partial<Report> = {};
  if (p.serverSeed === undefined) return finish(p.scheme, acc, false, body);
  commitmentPart(acc, p.commitment, sha256Hex(p.serverSeed), body);
  const m = computeMatch(keyedMac(p.serverSeed), p.game, p.matchId, p.clientSeeds!, p.count ?? 0);
  body.seatOrder = m.seatOrder;
  const rec = p.recorded ?? {};
  if (rec.seatOrder) acc.check(rec.seatOrder[0] === m.seatOrder[0], 'seatOrder', rec.seatOrder, m.seatOrder);
  if (m.dice) {
    body.dice = m.dice;
    acc.each('dice', rec.dice, m.dice);
  }
  if (m.deals) {
    body.deals = m.deals;
    if (rec.deals) rec.deals.forEach((d, i) => acc.each(`deals[${i}]`, d, m.deals![i]!));
  }
  if (m.hands) {
    body.hands = m.hands;
    if (rec.hands) {
      rec.hands.forEach((h, i) => {
        acc.each(`hands[${i}].deck`, h.deck, m.hands![i]!.deck);
        acc.each(`hands[${i}].rest`, h.rest, m.hands![i]!.rest);
      });
    }
  }
  if (m.draws) {
    body.draws = m.draws;
    acc.each('draws', rec.draws, m.draws);
  }
  return finish(p.scheme, acc, true, body);
}

function verifyPoker(p: PokerProof): Report {
  const acc = new Acc();
  const body: Partial<Report> = {};
  const revealed = p.serverSeed !== undefined;
  if (revealed) {
    commitmentPart(acc, p.commitment, sha256Hex(p.serverSeed!), body);
    const mac = keyedMac(p.serverSeed!);
    const hands: PokerHandReport[] = [];
    p.hands.forEach((h, i) => {
      const c = computeHand(mac, p.table, p.session, h.n, h.seats);
      hands.push({ n: h.n, handCommitment: c.handCommitment, root: c.root, deck: c.deck });
      acc.check(h.handCommitment === c.handCommitment, `hands[${i}].handCommitment`, h.handCommitment, c.handCommitment);
      acc.check(h.root === c.root, `hands[${i}].root`, h.root, c.root);
      if (h.deck) acc.each(`hands[${i}].deck`, h.deck, c.deck);
    });
    body.hands = hands;
  }
  let receipts = false;
  const cards: ReceiptReport[] = [];
  for (const h of p.hands) {
    for (const r of h.cards ?? []) {
      receipts = true;
      const root = rootFromPath(r.position, r.card, r.salt, r.path);
      const ok = root === h.root;
      acc.check(ok, `cards[${cards.length}]`, h.root, root);
      cards.push({ n: h.n, position: r.position, card: r.card, ok });
    }
  }
  if (receipts) body.cards = cards;
  return finish(p.scheme, acc, revealed || receipts, body);
}

function verifyChess(p: ChessProof): Report {
  const acc = new Acc();
  const body: Partial<Report> = {};
  if (p.seedA === undefined) return finish(p.scheme, acc, false, body);
  const ca = sha256Hex(p.seedA);
  body.commitA = ca;
  let ok = ca === p.commitA;
  acc.check(ok, 'commitA', p.commitA, ca);
  if (p.commitB !== undefined) {
    const cb = sha256Hex(p.seedB!);
    body.commitB = cb;
    acc.check(cb === p.commitB, 'commitB', p.commitB, cb);
    ok = ok && cb === p.commitB;
  }
  body.commitmentOk = ok;
  const white = chessWhite(p.seedA, p.seedB, p.commitA, p.commitB, p.clientA, p.clientB);
  body.white = white;
  if (p.recorded) acc.check(p.recorded.white === white, 'white', p.recorded.white, white);
  return finish(p.scheme, acc, true, body);
}

/** Options of {@link verify}: `vkey`, the commitment log's verifier key (log.md). */
export interface VerifyOptions {
  vkey?: string;
}

/** True for the report path of a log part (`log`, `hands[k].log`: {@link logPartsOf}'s `at`). */
export const isLogPath = (at: string): boolean => /^(?:hands\[\d+\]\.)?log$/.test(at);

/** A document's log parts in report order: its own, then one per poker hand (document order). */
export function logPartsOf(p: Proof): { at: string; part: LogPart; entry: () => string }[] {
  const parts: { at: string; part: LogPart; entry: () => string }[] = [];
  if (p.log) parts.push({ at: 'log', part: p.log, entry: () => entryOfProof(p) });
  if (p.scheme === 'poker_hmac_v1') {
    p.hands.forEach((h, i) => {
      if (h.log) parts.push({ at: `hands[${i}].log`, part: h.log, entry: () => entryOfProof(p, { h, i }) });
    });
  }
  return parts;
}

/** Message of `log.error` when a document has log parts and no verifier key was given. */
export const NO_VKEY = 'no verifier key: the log parts cannot be checked (give --vkey, or verify(doc, { vkey }))';

/**
 * Check one log part: the entry is the text rebuilt from the document, the inclusion path leads to
 * the checkpoint's root for its size, the checkpoint is signed by the key. The first failure is returned.
 */
function checkLogPart(
  part: LogPart,
  expected: string,
  key: VerifierKey | undefined,
  signed: Map<string, string | true>,
): LogEntryReport & { recorded?: unknown; computed?: unknown } {
  const body = parseCheckpoint(part.checkpoint);
  const size = typeof body === 'string' ? 0 : body.size;
  const bad = (recorded: unknown, computed: unknown) => ({ index: part.index, size, ok: false, recorded, computed });
  if (part.entry !== expected) return bad(part.entry, expected);
  if (typeof body === 'string') return bad(part.checkpoint, body);
  const root = rootFromInclusion(part.index, size, leafHashBytes(part.entry), part.inclusion.map(hexToBytes));
  const rootHex = toHex(body.root);
  const got = root && toHex(root);
  if (got !== rootHex) return bad(rootHex, got);
  if (!key) return bad(part.checkpoint, NO_VKEY);
  // A session's parts usually share one checkpoint: check each signature once (~3 ms each).
  let sig = signed.get(part.checkpoint);
  if (sig === undefined) {
    const c = verifyCheckpoint(part.checkpoint, key);
    sig = c.ok ? true : (c.error ?? 'bad signature');
    signed.set(part.checkpoint, sig);
  }
  if (sig !== true) return bad(part.checkpoint, sig);
  return { index: part.index, size, ok: true };
}

/** Add the log checks to a scheme's report (each log part is one check). */
function withLog(p: Proof, r: Report, key: VerifierKey | undefined): Report {
  const parts = logPartsOf(p);
  if (parts.length === 0) return r;
  const mismatches = [...r.mismatches];
  const signed = new Map<string, string | true>();
  const entries: LogEntryReport[] = parts.map(({ at, part, entry }) => {
    const res = checkLogPart(part, entry(), key, signed);
    if (!res.ok) mismatches.push({ at, recorded: res.recorded, computed: res.computed });
    return { index: res.index, size: res.size, ok: res.ok };
  });
  const logOk = entries.every((e) => e.ok);
  const failed = mismatches.length > 0;
  const checks = r.checks + parts.length;
  const pending = !failed && r.pending;
  const { mismatches: _m, ...rest } = r;
  return {
    ...rest,
    ok: !failed && !pending && checks > 0,
    pending,
    checks,
    log: { ok: logOk, entries, ...(key ? {} : { error: NO_VKEY }) },
    mismatches,
  };
}

/**
 * Verify an already parsed proof.
 * @param opts - `vkey`: the log's verifier key, needed to check `log` parts
 * @throws InputError when `opts.vkey` is not a verifier key
 */
export function verifyProof(p: Proof, opts?: VerifyOptions): Report {
  const key = opts?.vkey === undefined ? undefined : parseVerifierKey(opts.vkey);
  let r: Report;
  switch (p.scheme) {
    case 'roll_pair_v1': r = verifyRollPair(p); break;
    case 'die_round_v1': r = verifyDieRound(p); break;
    case 'match_seed_v2': r = verifyMatch(p); break;
    case 'poker_hmac_v1': r = verifyPoker(p); break;
    default: r = verifyChess(p);
  }
  return withLog(p, r, key);
}

/**
 * Verify a proof document: validate it, recompute every event, compare; check its `log` parts
 * (log.md) against `opts.vkey`.
 * A failed verification is a report (`ok: false`), never an exception.
 * @param doc - the document (object or JSON text)
 * @param opts - `vkey`: the commitment log's verifier key text
 * @throws InputError when the document is not a valid proof document, or vkey is not a verifier key
 */
export function verify(doc: unknown, opts?: VerifyOptions): Report {
  return verifyProof(parseProof(doc), opts);
}

/** The verdict of a report: `failed`, `pending`, `computed` or `verified` (in that order). */
export function verdictOf(r: Report): Verdict {
  if (r.mismatches.length > 0) return 'failed';
  if (r.pending) return 'pending';
  if (r.checks === 0) return 'computed';
  return r.ok ? 'verified' : 'failed';
}

/** Exit status of verifier.js for a report: 0 verified, 1 failed, 3 pending/computed. */
export function exitCodeOf(r: Report): 0 | 1 | 3 {
  const v = verdictOf(r);
  return v === 'verified' ? 0 : v === 'failed' ? 1 : 3;
}
