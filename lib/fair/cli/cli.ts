/** The verifier.js command line: argument handling and report text over lib/fair (I/O injected). */
import {
  cardLabel, diagnose, parseCheckLink, exitCodeOf, isInputError, parseProof, tileLabel, verdictOf, type AnyReport, type Hint, type LogStep, type Mismatch, type Proof,
} from '..';
// lib/fair's unchecked internals: the command line passes them what parseProof returned
import { verifyParsed } from '../signed';
import { isSessionProof } from '../schemes';
import { onlyTelegramDice } from '../schemes/die-round';
import { isLogPath, pathsAbove } from '../verdict';
import { logPartsOf } from '../verify';
import { AUDIT_USAGE, runAudit, type AuditIo } from './audit';
import { readPolicy, runTlogProof, TLOG_PROOF_USAGE } from './tlog-proof';
import { inputErrorFor } from './input-error';

export interface CliIo extends AuditIo {
  readStdin(): string;
}

export const USAGE = `Usage: node verifier.js <proof.json | - | check link> [--json] [--vkey <key>] [--policy <file>]
       node verifier.js audit <base URL | tiles URL | entries.json> [--vkey <key>] [--since <old-checkpoint.txt>] [--policy <file>] [--json]
       node verifier.js tlog-proof <file.tlog-proof> <proof.json> [--hand n] [--policy <file>] [--vkey <key>] [--json]
Verifies a fair-proofs proof document offline ("-" reads standard input; a /check link, in quotes, is
read as the page reads it), its "log" parts (commitment
log entries) against the log's verifier key (--vkey) and, with --policy (C2SP tlog-policy), the
witnesses' quorum. "audit" rebuilds the whole log and checks its signed checkpoint; "tlog-proof"
checks a carried proof of logging (node verifier.js audit --help, tlog-proof --help).
Exit status: 0 verified, 1 failed, 2 input error, 3 nothing compared (pending or computed only).`;

const cards = (ids: readonly number[]) => ids.map((c) => cardLabel(c)).join(' ');

/** Outcome lists of a report as [report key, label, formatter]. */
const LISTS: ['rolls' | 'dice' | 'deals' | 'hands' | 'draws' | 'cards', string, (v: never, p: Proof) => string][] = [
  ['rolls', 'roll', (v: number[]) => v.join('-')],
  ['dice', 'die', (v: number | null) => String(v ?? 'none')],
  ['deals', 'deal', (v: number[]) => [0, 1, 2, 3].map((s) => cards(v.slice(13 * s, 13 * s + 13))).join(' | ')],
  ['hands', 'hand', (v: { n?: number; deck: number[]; rest?: number[]; root?: string }) => (v.root ? `root ${v.root} deck ${cards(v.deck)}` : `${cards(v.deck)} / rest ${cards(v.rest!)}`)],
  ['draws', 'draw', (v: number) => `${tileLabel(v)} (${v})`],
  ['cards', 'card', (v: { n: number; position: number; card: number }) => `hand ${v.n} position ${v.position}: ${cardLabel(v.card)}`],
];

/** One line for a failed log part, by the step that failed (the report's `logFailures`). */
function logMismatchText(step: LogStep | undefined, recorded: unknown, computed: unknown): string {
  if (step === 'entry') {
    const a = String(recorded).split('\n');
    const b = String(computed).split('\n');
    const i = a.findIndex((x, k) => x !== b[k]);
    const at = i < 0 ? b.length - 1 : i;
    return `the logged entry says ${JSON.stringify(a[at] ?? '')}, the document gives ${JSON.stringify(b[at] ?? '')}`;
  }
  if (step === 'path') return `the inclusion path leads to ${computed ?? 'no root (it does not fit the index and size)'}, the checkpoint's root is ${recorded}`;
  return `checkpoint: ${computed}`;
}

/**
 * The verdict line. A dice proof whose every die Telegram threw verifies by its commitment alone
 * (exit status 0, as the spec says), and says that no die could be checked, as the pages do.
 */
export function verdictLine(r: AnyReport): string {
  const v = verdictOf(r);
  const ok = v === 'verified';
  return `Verdict: ${ok && onlyTelegramDice(r) ? "NO DIE CHECKED (every die was thrown with Telegram's animation)" : v.toUpperCase() + (ok ? ` (${r.checks} checks)` : v === 'computed' ? ' (nothing to compare)' : '')}`;
}

/**
 * The paths whose lines are marked ✗: a mismatch at them or below them, except that a log part's
 * mismatch marks only its own line, not the hand it belongs to.
 */
function badLines(mismatches: readonly Mismatch[]): Set<string> {
  const marked = pathsAbove(mismatches.flatMap((m) => (isLogPath(m.at) ? [] : [m.at])));
  for (const m of mismatches) marked.add(m.at);
  return marked;
}

/** Human-readable report: ✓/✗ per event, mismatches, diagnosis, verdict. */
export function formatReport(p: Proof, r: AnyReport, hints: Hint[]): string {
  const L: string[] = [`Proof: ${p.scheme} / ${p.game}`];
  const bad = badLines(r.mismatches);
  const rec = (p as { recorded?: unknown }).recorded as Record<string, unknown> | unknown[] | undefined;
  const compared = (key: string) => isSessionProof(p) || (Array.isArray(rec) ? true : !!rec && key in rec);
  const tg = new Set('telegram' in p ? p.telegram : []);
  const line = (at: string, cmp: boolean, text: string) => L.push(`${bad.has(at) ? '✗' : cmp ? '✓' : '·'} ${text}`);
  if (r.pending) L.push('· committed, not revealed yet');
  for (const k of ['commitment', 'commitA', 'commitB'] as const) {
    if (r[k]) line(k, k !== 'commitment' || r.commitmentOk !== undefined, `${k} ${r[k]}`);
  }
  if (r.seatOrder) line('seatOrder', compared('seatOrder'), `seat order ${r.seatOrder.join(',')}`);
  if (r.white) line('white', compared('white'), `White: ${r.white}`);
  for (const [key, label, f] of LISTS) {
    const list = r[key];
    list?.forEach((v, i) => {
      const at = key === 'cards' ? `cards[${i}]` : `${key}[${i}]`;
      if (key === 'dice' && tg.has(i + 1)) L.push(`· die ${i + 1}: Telegram (not checked; seed gives ${v})`);
      // a poker hand by its own number, as the session numbers it (another list by its place)
      else line(at, key === 'cards' || compared(key === 'rolls' ? '' : key), `${label} ${(key === 'hands' && (v as { n?: number }).n) || i + 1}: ${(f as (v: unknown, p: Proof) => string)(v, p)}`);
    });
  }
  const steps = new Map(r.logFailures?.map((f) => [f.at, f.step]));
  if (r.log) {
    const parts = logPartsOf(p);
    r.log.entries.forEach((e, i) => {
      const at = parts[i]?.at ?? 'log';
      // an unreadable checkpoint has no size to name (the report says 0)
      line(at, true, `${at}: entry #${e.index} ${steps.get(at) === 'checkpoint' ? 'against a checkpoint that cannot be read' : `in the signed log of size ${e.size}`}`);
    });
    if (r.log.error) L.push(`✗ log: ${r.log.error}`);
  }
  for (const m of r.mismatches) {
    if (isLogPath(m.at)) {
      const step = steps.get(m.at);
      // no key: said once, by the log line above
      if (step !== 'key') L.push(`✗ ${m.at}: ${logMismatchText(step, m.recorded, m.computed)}`);
    } else L.push(`✗ ${m.at}: recorded ${JSON.stringify(m.recorded)}, computed ${JSON.stringify(m.computed)}`);
  }
  for (const h of hints) L.push(`Diagnosis: ${h.text}`);
  L.push(verdictLine(r));
  return L.join('\n');
}

/**
 * A /check link or its fragment (an argument that is no file's name, or what standard input holds):
 * `#v=…`, `v=…`, or any fragment of a /check address — one without its `v=` is read as the page
 * reads it, and refused for that, not looked for as a file.
 */
const CHECK_LINK = /#v=|^v=|^#|\/check\/?#/;

/**
 * Run the CLI; returns the exit status (a promise for `audit`).
 * @param builtVkey - the verifier key this verifier.js was built with, used when --vkey is not given
 */
export function runCli(args: readonly string[], io: CliIo, builtVkey?: string): number | Promise<number> {
  if (args[0] === 'audit') return runAudit(args.slice(1), io, builtVkey);
  if (args[0] === 'tlog-proof') return runTlogProof(args.slice(1), io, builtVkey);
  const json = args.includes('--json');
  let file: string | undefined;
  let vkey = builtVkey;
  let policyFile: string | undefined;
  const inputError = inputErrorFor(io, json);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--help' || a === '-h') {
      io.out(`${USAGE}\n\n${AUDIT_USAGE}\n\n${TLOG_PROOF_USAGE}`);
      return 0;
    }
    if (a === '--vkey') {
      vkey = args[++i];
      if (vkey === undefined) return inputError('arguments', '--vkey needs a value');
    } else if (a === '--policy') {
      policyFile = args[++i];
      if (policyFile === undefined) return inputError('arguments', '--policy needs a file');
    }
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
    text = CHECK_LINK.test(file) ? file : (file === '-' ? io.readStdin() : io.readFile(file)).replace(/^\uFEFF/, '');
  } catch (e) {
    return inputError('document', `expected a readable proof file, cannot read ${file} (${(e as { code?: string }).code ?? 'error'})`);
  }
  try {
    const policy = policyFile === undefined ? undefined : readPolicy(io, policyFile);
    // a link, given or piped in (a document is an object: it starts with "{")
    if (!/^\s*\{/.test(text) && CHECK_LINK.test(text.trim())) text = JSON.stringify(parseCheckLink(text.trim()));
    const proof = parseProof(text);
    const report = verifyParsed(proof, { vkey, policy });
    io.out(json ? JSON.stringify(report, null, 2) : formatReport(proof, report, report.mismatches.length ? diagnose(text, report) : []));
    return exitCodeOf(report);
  } catch (e) {
    return isInputError(e) ? inputError(e.field, e.message) : inputError('document', String(e));
  }
}
