/**
 * The explainers' "check it yourself" snippets (content/<locale>/*.mdx), read
 * the way the page shows them, and the public vectors to run them against.
 * Used by tests/unit/snippets.test.ts (Node snippets, in Vitest) and
 * tests/e2e/snippets.spec.ts (browser snippets, in Chromium).
 *
 * The convention (content/README.md, "Check-it-yourself snippets"):
 * - a snippet is a fenced block whose info string is `js <scheme> node` or
 *   `js <scheme> browser`, optionally followed by a variant (`receipt`);
 * - it starts with its inputs, one `const <name> = <literal>;` per line
 *   (a trailing `// comment` allowed), up to the first blank line; the test
 *   replaces each literal with a vector's value;
 * - it prints its results with console.log, one value per line, in the
 *   order of EXPECTED below — the test compares them exactly;
 * - its own input values are one of the public vectors (the example a reader
 *   runs as it is prints what that vector expects);
 * - a scheme `runsFor` does not name follows the plain rule (`plainRuns`): its
 *   inputs are its document's fields by their names, and it prints the
 *   commitment, then each outcome the vector expects, in the vector's order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sha256Hex } from '../lib/fair/hash';
import { rootFromPath } from '../lib/fair/merkle';
import { chessWhite } from '../lib/fair/schemes/chess';
import { SCHEMES } from '../lib/fair/schemes/index';
import { vectorCases as vectors } from './vectors';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES = ['ru', 'ro', 'en'] as const;
/** Every registered scheme has its snippets (tests/unit/snippets.test.ts). */
export const SNIPPET_SCHEMES = Object.keys(SCHEMES) as readonly (keyof typeof SCHEMES)[];
export type SnippetScheme = (typeof SNIPPET_SCHEMES)[number];
export type Kind = 'node' | 'browser';

export interface Snippet {
  locale: string;
  /** the MDX file's name without extension (how-it-works, games…) */
  doc: string;
  scheme: SnippetScheme;
  kind: Kind;
  /** '' for the scheme's main snippet; a name for another one (poker's `receipt`) */
  variant: string;
  /** the block's text exactly as the page shows it */
  code: string;
  /** its inputs: name → the literal as written */
  inputs: Map<string, string>;
}

/** A run of a snippet: its inputs replaced by one vector's values, and the lines it must print. */
export interface Run {
  name: string;
  values: Record<string, unknown>;
  expected: string[];
}

const FENCE = /^```js ([a-z0-9_]+) (node|browser)(?: ([a-z]+))?\n([\s\S]*?)\n```$/gm;
const INPUT = /^const ([A-Za-z]\w*) = (.+?);(?: +\/\/.*)?$/;

/** Every snippet of every explainer in every locale. */
export function readSnippets(): Snippet[] {
  const out: Snippet[] = [];
  for (const locale of LOCALES) {
    const dir = path.join(repoRoot, 'content', locale);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.mdx')).sort()) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const m of text.matchAll(FENCE)) {
        const [, scheme, kind, variant, code] = m as unknown as [string, string, Kind, string | undefined, string];
        if (!(SNIPPET_SCHEMES as readonly string[]).includes(scheme)) {
          throw new Error(`content/${locale}/${file}: unknown scheme "${scheme}" in a snippet's fence`);
        }
        const doc = file.replace(/\.mdx$/, '');
        out.push({ locale, doc, scheme: scheme as SnippetScheme, kind, variant: variant ?? '', code, inputs: inputsOf(code) });
      }
    }
  }
  return out;
}

function inputsOf(code: string): Map<string, string> {
  const inputs = new Map<string, string>();
  for (const line of code.split('\n')) {
    if (line.trim() === '') break;
    const m = INPUT.exec(line);
    if (!m) throw new Error(`a snippet's input lines must be "const name = literal;", got: ${line}`);
    inputs.set(m[1]!, m[2]!);
  }
  return inputs;
}

/** The code with its inputs replaced by `values` (every input must be given). */
export function withInputs(s: Snippet, values: Record<string, unknown>): string {
  const lines = s.code.split('\n');
  for (let i = 0; i < lines.length && lines[i]!.trim() !== ''; i++) {
    const m = INPUT.exec(lines[i]!)!;
    const name = m[1]!;
    if (!(name in values)) throw new Error(`${s.scheme} ${s.kind}: no value for input ${name}`);
    lines[i] = `const ${name} = ${JSON.stringify(values[name])};`;
  }
  return lines.join('\n');
}

/** The code without comments, to compare snippets across locales (comments are translated). */
export function codeOnly(code: string): string {
  return code
    .split('\n')
    .map((l) => l.replace(/\s*\/\/.*$/, ''))
    .filter((l) => l.trim() !== '')
    .join('\n');
}

/** The snippet's own input values, parsed (the literals are JSON-compatible JavaScript). */
export function ownValues(s: Snippet): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, literal] of s.inputs) {
    out[name] = Function(`"use strict"; return (${literal});`)();
  }
  return out;
}


const J = (v: unknown) => JSON.stringify(v);

/** The schemes whose snippets take their inputs as their rules or games do: their runs are written below. */
const OWN_RUNS: ReadonlySet<string> = new Set(['die_round_v1', 'match_seed_v2', 'poker_hmac_v1', 'chess_colour_v1']);

/** What a vector's `expect` says besides outcomes. */
const NOT_OUTCOMES = new Set(['ok', 'pending', 'checks', 'commitment']);

/**
 * The plain rule: one run per vector case whose document has every input by its name and whose
 * `expect` has the commitment and an outcome; it prints the commitment, then each outcome as JSON.
 */
function plainRuns(scheme: string, inputs: readonly string[]): Run[] {
  const runs: Run[] = [];
  for (const c of vectors(scheme)) {
    const outcomes = Object.keys(c.expect).filter((k) => !NOT_OUTCOMES.has(k));
    if (typeof c.expect.commitment !== 'string' || outcomes.length === 0 || !inputs.every((k) => k in c.proof)) continue;
    const values = Object.fromEntries(inputs.map((k) => [k, c.proof[k]]));
    runs.push({ name: c.name, values, expected: [c.expect.commitment, ...outcomes.map((k) => J(c.expect[k]))] });
  }
  return runs;
}

/**
 * Every run of a snippet: one per vector case that has a seed and recomputed outcomes (one per hand
 * of a poker session), plus, for chess, a game against the bot (no public vector has one; its colour
 * comes from lib/fair). The schemes below take their inputs as their rules or their games do; any
 * other follows the plain rule (roll_pair_v1 does).
 */
export function runsFor(s: Pick<Snippet, 'scheme' | 'variant' | 'inputs'>): Run[] {
  const { scheme, variant } = s;
  if (variant === 'receipt' && scheme === 'poker_hmac_v1') return receiptRuns();
  if (variant !== '') throw new Error(`no runs for the snippet variant ${scheme} ${variant}`);
  if (!OWN_RUNS.has(scheme)) return plainRuns(scheme, [...s.inputs.keys()]);
  const runs: Run[] = [];
  for (const c of vectors(scheme)) {
    const p = c.proof;
    const e = c.expect;
    switch (scheme) {
      case 'die_round_v1':
        if (e.dice) {
          const values = { serverSeed: p.serverSeed, clientSeed: (p.clientSeeds as string[]).join(':'), count: p.count };
          runs.push({ name: c.name, values, expected: [e.commitment as string, J(e.dice)] });
        }
        break;
      case 'match_seed_v2':
        if (e.seatOrder) {
          const values = { serverSeed: p.serverSeed, game: p.game, matchId: p.matchId, clientSeeds: p.clientSeeds, count: p.count ?? 0 };
          const events = e.dice ?? e.deals ?? e.hands ?? e.draws ?? [];
          runs.push({ name: c.name, values, expected: [e.commitment as string, J(e.seatOrder), J(events)] });
        }
        break;
      case 'poker_hmac_v1':
        if (p.serverSeed && Array.isArray(e.hands)) {
          const hands = p.hands as { n: number; seats: Record<string, string> }[];
          for (const h of e.hands as { n: number; handCommitment: string; root: string; deck: number[] }[]) {
            const seats = hands.find((x) => x.n === h.n)!.seats;
            const values = { serverSeed: p.serverSeed, table: p.table, session: p.session, n: h.n, seats };
            runs.push({ name: `${c.name}, hand ${h.n}`, values, expected: [e.commitment as string, h.handCommitment, h.root, J(h.deck)] });
          }
        }
        break;
      case 'chess_colour_v1':
        if (p.seedA && e.white) runs.push(chessRun(c.name, p as Record<string, string>, e.white as string));
        break;
    }
  }
  if (scheme === 'chess_colour_v1') {
    const p = vectors(scheme).find((c) => c.proof.seedA)!.proof as Record<string, string>;
    const bot = { seedA: p.seedA!, commitA: p.commitA!, clientA: p.clientA! };
    runs.push(chessRun('against the bot (built from lib/fair)', bot, chessWhite(bot.seedA, undefined, bot.commitA, undefined, bot.clientA, '')));
  }
  return runs;
}

/**
 * A receipt's cards, one run each: the root the card's Merkle path leads to
 * (recomputed by lib/fair) and whether it is the hand's published root — true
 * for a genuine receipt, false for the swapped card.
 */
function receiptRuns(): Run[] {
  const runs: Run[] = [];
  for (const c of vectors('poker_hmac_v1')) {
    for (const h of c.proof.hands as { n: number; root: string; cards?: { position: number; card: number; salt: string; path: string[] }[] }[]) {
      for (const k of h.cards ?? []) {
        const reached = rootFromPath(k.position, k.card, k.salt, k.path);
        const values = { root: h.root, position: k.position, card: k.card, salt: k.salt, path: k.path };
        runs.push({ name: `${c.name}, hand ${h.n}, position ${k.position}`, values, expected: [reached, String(reached === h.root)] });
      }
    }
  }
  return runs;
}

function chessRun(name: string, p: Record<string, string | undefined>, white: string): Run {
  const seedB = p.seedB ?? null;
  const values = { seedA: p.seedA, seedB, commitA: p.commitA, commitB: p.commitB ?? '-', clientA: p.clientA, clientB: p.clientB ?? '' };
  return { name, values, expected: [`${sha256Hex(p.seedA!)} ${seedB === null ? '-' : sha256Hex(seedB)}`, white] };
}

/** The run whose values are the snippet's own (its example); undefined if the example is no vector. */
export function ownRun(s: Snippet): Run | undefined {
  const own = ownValues(s);
  return runsFor(s).find((r) => J(Object.fromEntries(Object.keys(own).map((k) => [k, r.values[k]]))) === J(own) && Object.keys(r.values).length === Object.keys(own).length);
}
