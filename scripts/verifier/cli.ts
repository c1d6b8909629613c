/** The verifier.js command line: argument handling and report text over lib/fair (I/O injected). */
import {
  cardLabel, diagnose, exitCodeOf, isInputError, parseProof, tileLabel, verdictOf, verifyProof,
  type Hint, type Proof, type Report,
} from '../../lib/fair';

export interface CliIo {
  readFile(path: string): string;
  readStdin(): string;
  out(text: string): void;
  err(text: string): void;
}

export const USAGE = `Usage: node verifier.js <proof.json | -> [--json] [--vkey <key>]
Verifies a fair-proofs proof document offline ("-" reads standard input).
Exit status: 0 verified, 1 failed, 2 input error, 3 nothing compared (pending or computed only).`;

const cards = (ids: readonly number[]) => ids.map((c) => cardLabel(c)).join(' ');

/** Outcome lists of a report as [report key, label, formatter]. */
const LISTS: [keyof Report, string, (v: never, p: Proof) => string][] = [
  ['rolls', 'roll', (v: number[]) => v.join('-')],
  ['dice', 'die', (v: number | null) => String(v ?? 'none')],
  ['deals', 'deal', (v: number[]) => [0, 1, 2, 3].map((s) => cards(v.slice(13 * s, 13 * s + 13))).join(' | ')],
  ['hands', 'hand', (v: { n?: number; deck: number[]; rest?: number[]; root?: string }) => (v.root ? `#${v.n} root ${v.root} deck ${cards(v.deck)}` : `${cards(v.deck)} / rest ${cards(v.rest!)}`)],
  ['draws', 'draw', (v: number) => `${tileLabel(v)} (${v})`],
  ['cards', 'card', (v: { n: number; position: number; card: number }) => `hand ${v.n} position ${v.position}: ${cardLabel(v.card)}`],
];

/** Human-readable report: ✓/✗ per event, mismatches, diagnosis, verdict. */
export function formatReport(p: Proof, r: Report, hints: Hint[]): string {
  const L: string[] = [`Proof: ${p.scheme} / ${p.game}`];
  const bad = (at: string) => r.mismatches.some((m) => m.at === at || m.at.startsWith(`${at}[`) || m.at.startsWith(`${at}.`));
  const rec = (p as { recorded?: unknown }).recorded as Record<string, unknown> | unknown[] | undefined;
  const compared = (key: string) => p.scheme === 'poker_hmac_v1' || (Array.isArray(rec) ? true : !!rec && key in rec);
  const tg = new Set(p.scheme === 'die_round_v1' ? p.telegram ?? [] : []);
  const line = (at: string, cmp: boolean, text: string) => L.push(`${bad(at) ? '✗' : cmp ? '✓' : '·'} ${text}`);
  if (r.pending) L.push('· committed, not revealed yet');
  for (const k of ['commitment', 'commitA', 'commitB'] as const) {
    if (r[k]) line(k, k !== 'commitment' || r.commitmentOk !== undefined, `${k} ${r[k]}`);
  }
  if (r.seatOrder) line('seatOrder', compared('seatOrder'), `seat order ${r.seatOrder.join(',')}`);
  if (r.white) line('white', compared('white'), `White: ${r.white}`);
  for (const [key, label, f] of LISTS) {
    const list = r[key] as unknown[] | undefined;
    list?.forEach((v, i) => {
      const at = key === 'cards' ? `cards[${i}]` : `${key}[${i}]`;
      if (key === 'dice' && tg.has(i + 1)) L.push(`· die ${i + 1}: Telegram (not checked; seed gives ${v})`);
      else line(at, key === 'cards' || compared(key === 'rolls' ? '' : key), `${label} ${i + 1}: ${(f as (v: unknown, p: Proof) => string)(v, p)}`);
    });
  }
  for (const m of r.mismatches) L.push(`✗ ${m.at}: recorded ${JSON.stringify(m.recorded)}, computed ${JSON.stringify(m.computed)}`);
  for (const h of hints) L.push(`Diagnosis: ${h.text}`);
  const v = verdictOf(r);
  L.push(`Verdict: ${v.toUpperCase()}${v === 'verified' ? ` (${r.checks} checks)` : v === 'computed' ? ' (nothing to compare)' : ''}`);
  return L.join('\n');
}

/** Run the CLI; returns the exit status. */
export function runCli(args: readonly string[], io: CliIo): number {
  const json = args.includes('--json');
  let file: string | undefined;
  let vkey: string | undefined;
  const inputError = (field: string, message: string): number => {
    io.err(`input error: ${field}: ${message}`.replace(/\s+/g, ' '));
    if (json) io.out(JSON.stringify({ error: { code: 'invalid_input', field, message } }));
    return 2;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--help' || a === '-h') {
      io.out(USAGE);
      return 0;
    }
    if (a === '--vkey') vkey = args[++i];
    else if (a !== '--json' && a.startsWith('-') && a !== '-') return inputError('arguments', `unknown option ${a} (see --help)`);
    else if (a !== '--json') {
      if (file !== undefined) return inputError('arguments', 'expected one proof file');
      file = a;
    }
  }
  if (file === undefined) {
    io.err(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = (file === '-' ? io.readStdin() : io.readFile(file)).replace(/^\uFEFF/, '');
  } catch (e) {
    return inputError('document', `expected a readable proof file, cannot read ${file} (${(e as { code?: string }).code ?? 'error'})`);
  }
  try {
    const proof = parseProof(text);
    void vkey; // reserved for the log part (log.md)
    const report = verifyProof(proof);
    io.out(json ? JSON.stringify(report, null, 2) : formatReport(proof, report, report.mismatches.length ? diagnose(text, report) : []));
    return exitCodeOf(report);
  } catch (e) {
    return isInputError(e) ? inputError(e.field, e.message) : inputError('document', String(e));
  }
}
