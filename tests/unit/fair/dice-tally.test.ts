import { describe, expect, it } from 'vitest';
import { parseProof, verify, verdictOf } from '../../../lib/fair';
import { allTelegram, diceTally, onlyTelegramDice } from '../../../lib/fair/schemes/die-round';
import { formatReport, runCli, verdictLine } from '../../../lib/fair/cli/cli';
import { loadVectors } from './helpers';

/** The vector "bot chat with Telegram dice at 3 positions": 25 dice, Telegram at 2, 9 and 25. */
const botChat = loadVectors('die_round_v1').cases.find((c) => c.name === 'bot chat with Telegram dice at 3 positions')!.proof;
const every = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const withTelegram = (telegram: number[]) => ({ ...botChat, telegram });

function cli(doc: unknown): { code: number; out: string } {
  let out = '';
  const code = runCli(['case.json'], { readFile: () => JSON.stringify(doc), readStdin: () => '', out: (t) => (out += t), err: () => undefined }) as number;
  return { code, out };
}

describe('diceTally (issue #21: how many dice were compared)', () => {
  it('counts some Telegram dice', () => {
    expect(diceTally(parseProof(botChat))).toEqual({ dice: 25, telegram: 3, compared: 22 });
  });
  it('counts no Telegram die', () => {
    expect(diceTally(parseProof(withTelegram([])))).toEqual({ dice: 25, telegram: 0, compared: 25 });
    const { telegram: _, ...none } = botChat;
    expect(diceTally(parseProof(none))).toEqual({ dice: 25, telegram: 0, compared: 25 });
  });
  it('counts every die Telegram threw', () => {
    const t = diceTally(parseProof(withTelegram(every(25))));
    expect(t).toEqual({ dice: 25, telegram: 25, compared: 0 });
    expect(allTelegram(t)).toBe(true);
    expect(allTelegram(diceTally(parseProof(botChat)))).toBe(false);
    expect(allTelegram({ dice: 0, telegram: 0, compared: 0 })).toBe(false);
    expect(allTelegram(null)).toBe(false);
  });
  it('compares nothing without recorded dice, and is not the Telegram case then', () => {
    const { recorded: _, ...bare } = botChat;
    const t = diceTally(parseProof(bare));
    expect(t).toEqual({ dice: 25, telegram: 3, compared: 0 });
  });
  it('is null for a committed proof and for other schemes', () => {
    const { serverSeed: _s, recorded: _r, ...committed } = botChat;
    expect(diceTally(parseProof(committed))).toBeNull();
    expect(diceTally(parseProof(loadVectors('roll_pair_v1').cases[0]!.proof))).toBeNull();
  });
  it('an empty game is not the Telegram case', () => {
    expect(onlyTelegramDice(verify({ ...botChat, count: 0, recorded: [], telegram: [] }))).toBe(false);
    expect(onlyTelegramDice(verify(loadVectors('match_seed_v2').cases[0]!.proof))).toBe(false);
  });
});

describe('what verifier.js says of an all-Telegram proof', () => {
  it('is verified by the spec (its commitment) but never reads as plain VERIFIED', () => {
    const doc = withTelegram(every(25));
    const report = verify(doc);
    expect(verdictOf(report)).toBe('verified');
    expect(onlyTelegramDice(report)).toBe(true);
    const { code, out } = cli(doc);
    // the exit status stays the spec's (0: verified); the words say that no die was checked
    expect(code).toBe(0);
    expect(out).toMatch(/Verdict: NO DIE CHECKED \(every die was thrown with Telegram's animation\)$/);
    expect(out).not.toMatch(/VERIFIED/);
  });
  it('a proof with some Telegram dice, or none recorded, keeps its verdict', () => {
    expect(onlyTelegramDice(verify(botChat))).toBe(false);
    expect(formatReport(parseProof(botChat), verify(botChat), [])).toMatch(/Verdict: VERIFIED \(\d+ checks\)$/);
    const { recorded: _, ...bare } = botChat;
    expect(verdictLine(verify({ ...bare, telegram: every(25) }))).toContain('NO DIE CHECKED');
    expect(verdictLine(verify({ ...bare, telegram: [1] }))).toMatch(/^Verdict: VERIFIED/);
  });
  it('an all-Telegram proof that fails (a die 16 rounds cannot make, or its commitment) says FAILED', () => {
    const r = verify(withTelegram(every(25)));
    expect(verdictLine({ ...r, ok: false, mismatches: [{ at: 'dice[0]', recorded: null, computed: null }] })).toBe('Verdict: FAILED');
  });
  it('--json prints the report unchanged', () => {
    let out = '';
    runCli(['--json', 'x'], { readFile: () => JSON.stringify(withTelegram(every(25))), readStdin: () => '', out: (t) => (out += t), err: () => undefined });
    expect(JSON.parse(out)).toEqual(verify(withTelegram(every(25))));
  });
});
