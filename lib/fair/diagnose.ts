/** Diagnosis: likely human causes of a failed or invalid proof, as structured hints plus English text. */
import { isInputError } from './errors';
import { sha256Hex } from './hash';
import { parseProof } from './parse';
import { isScheme, isSessionProof, moduleOf, type Proof, type Report } from './schemes';
import { seedCommitment, type SeedField } from './schemes/scheme';
import { isLogPath, verifyProof } from './verify';

export type HintCode =
  | 'commitment_in_seed_field'
  | 'seed_whitespace'
  | 'seed_case'
  | 'client_seeds_order'
  | 'numbering_shifted'
  | 'commitment_mismatch'
  | 'outcomes_differ';

/** One diagnosis: a machine code with parameters (for localized pages) and an English sentence. */
export interface Hint {
  code: HintCode;
  params: Record<string, string | number | number[]>;
  text: string;
}

/** English text of a hint code with its parameters. */
export function hintText(code: HintCode, params: Hint['params']): string {
  const f = String(params.field ?? 'serverSeed');
  const v = params.variant === 'lower' ? 'lower' : 'upper';
  switch (code) {
    case 'commitment_in_seed_field':
      return `${f} holds the commitment, not the revealed seed.`;
    case 'seed_whitespace':
      return `${f} has stray spaces; without them it matches the commitment.`;
    case 'seed_case':
      return `${f} changed case: in ${v} case it matches the commitment (text seeds are used exactly as given).`;
    case 'client_seeds_order':
      return `The client seeds are in the wrong seat order; in the order ${(params.order as number[]).map((i) => i + 1).join(', ')} everything verifies.`;
    case 'numbering_shifted':
      return `The recorded ${params.what} are shifted by one (${Number(params.shift) > 0 ? 'the first is missing' : 'an extra one at the start'}); shifted back, they match.`;
    case 'commitment_mismatch':
      return `${f} does not hash to the commitment.`;
    default:
      return `${params.count} recorded value(s) differ, first at ${params.first}.`;
  }
}

function hint(code: HintCode, params: Hint['params']): Hint {
  return { code, params, text: hintText(code, params) };
}

type Obj = Record<string, unknown>;

function seedVariants(o: Obj, field: SeedField, out: Hint[]): boolean {
  const { seed: seedField, commitment: commitField } = field;
  const s = o[seedField];
  const c = o[commitField];
  if (typeof s !== 'string' || typeof c !== 'string' || !/^[0-9a-fA-F]{64}$/.test(c)) return false;
  const commit = c.toLowerCase();
  const hash = (x: string): string | null => seedCommitment(x, field);
  if (hash(s) === commit) return false;
  const compact = s.replace(/\s+/g, '');
  if (compact.toLowerCase() === commit) {
    out.push(hint('commitment_in_seed_field', { field: seedField }));
    return true;
  }
  const trimmed = s.trim();
  if (trimmed !== s && hash(trimmed) === commit) { out.push(hint('seed_whitespace', { field: seedField })); return true; }
  if (compact !== s && hash(compact) === commit) { out.push(hint('seed_whitespace', { field: seedField })); return true; }
  if (!field.hex) {
    for (const variant of ['lower', 'upper'] as const) {
      for (const base of [s, trimmed] as string[]) {
        const v: string = variant === 'lower' ? base.toLowerCase() : base.toUpperCase();
        if (v !== s && hash(v) === commit) {
          out.push(hint(base === s ? 'seed_case' : 'seed_whitespace', { field: seedField, variant }));
          return true;
        }
      }
    }
  }
  return false;
}

/** How many events of another seat order are compared before the whole proof is recomputed with it. */
const FIRST_EVENTS = 8;

/** Client seeds nobody entered, one set per key: each as long as the real one, of hex digits. */
const DECOYS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
function decoys(seeds: readonly string[], k: number): string[] {
  return seeds.map((s, i) => sha256Hex(`decoy ${k} ${i}`).repeat(Math.ceil(s.length / 64)).slice(0, s.length));
}

function* permutations(n: number): Generator<number[]> {
  const a = Array.from({ length: n }, (_, i) => i);
  const c = new Array<number>(n).fill(0);
  let i = 0;
  while (i < n) {
    if (c[i]! < i) {
      const k = i % 2 === 0 ? 0 : c[i]!;
      [a[k], a[i]] = [a[i]!, a[k]!];
      yield a.slice();
      c[i]!++;
      i = 0;
    } else {
      c[i] = 0;
      i++;
    }
  }
}

function sameSeq(rec: readonly unknown[], comp: readonly unknown[], offRec: number, offComp: number, skip?: ReadonlySet<number>): boolean {
  let n = 0;
  for (let i = 0; i + offRec < rec.length; i++) {
    if (skip?.has(i + offRec + 1)) continue;
    if (JSON.stringify(rec[i + offRec]) !== JSON.stringify(comp[i + offComp])) return false;
    n++;
  }
  return n >= 2;
}

function shiftHint(p: Proof, out: Hint[]): void {
  const ev = moduleOf(p.scheme).events?.(p);
  if (!ev || ev.recorded.length < 3) return;
  // one more event than recorded, so that either shift can be compared
  const comp = ev.recompute(ev.recorded.length + 1);
  if (sameSeq(ev.recorded, comp, 0, 1, ev.skip)) out.push(hint('numbering_shifted', { shift: 1, what: ev.what }));
  else if (sameSeq(ev.recorded, comp, 1, 0, ev.skip)) out.push(hint('numbering_shifted', { shift: -1, what: ev.what }));
}

/** The proof without its log parts (its own and its logged parts'): the hints are about seeds and outcomes. */
function withoutLog(p: Proof): Proof {
  const { log: _log, ...rest } = p;
  if (!isSessionProof(p)) return rest as Proof;
  return { ...rest, hands: p.hands.map(({ log: _l, ...h }) => h) } as Proof;
}

/**
 * Look for the usual human mistakes behind a failed or invalid proof: the commitment pasted into the
 * seed field, a seed with stray whitespace or changed case, client seeds in the wrong seat order, and
 * recorded rolls/dice shifted by one. Never throws; returns an empty list when nothing is found.
 * @param doc - the document as given (object or JSON text), valid or not
 * @param report - its report when already computed
 * @param parsed - `doc` parsed, when the caller has it (a page's render parses its document once)
 */
export function diagnose(doc: unknown, report?: Report, parsed?: Proof): Hint[] {
  const out: Hint[] = [];
  try {
    let o: unknown = doc;
    if (typeof doc === 'string') o = JSON.parse(doc);
    if (typeof o !== 'object' || o === null || Array.isArray(o)) return out;
    const d = o as Obj;
    if (!isScheme(d.scheme)) return out;
    const m = moduleOf(d.scheme);
    const seedHint = m.seeds.some((f) => seedVariants(d, f, out));
    let p: Proof;
    try {
      p = parsed ?? parseProof(d);
    } catch (e) {
      if (isInputError(e)) return out;
      throw e;
    }
    // The log parts are checked on their own (a log mismatch names its part): the hints are about
    // the seeds and outcomes, so they are looked for without them.
    p = withoutLog(p);
    const r = report ?? verifyProof(p);
    const mismatches = r.mismatches.filter((m) => !isLogPath(m.at));
    if (mismatches.length === 0) return out;
    const isCommitment = (at: string) => m.seeds.some((f) => f.commitment === at);
    if (mismatches.some((x) => isCommitment(x.at))) {
      // outcome differences then follow from the wrong seed: the seed is the thing to fix
      if (!seedHint) out.push(hint('commitment_mismatch', { field: m.seeds[0]!.seed }));
      return out;
    }
    const outcomes = mismatches.filter((x) => !isCommitment(x.at));
    if (outcomes.length === 0) return out;
    const seeds = m.clientSeeds?.of(p);
    let found = false;
    if (seeds && seeds.length >= 2 && seeds.length <= 5) {
      const { with: withSeeds, first } = m.clientSeeds!;
      // a wrong order fails at its first events: only one that fits them is recomputed in full
      const fits = (s: string[]) => {
        const q = withSeeds(p, s) as Proof;
        return (!first || verifyProof(first(q, FIRST_EVENTS) as Proof).ok) && verifyProof(q).ok;
      };
      for (const perm of permutations(seeds.length)) {
        if (!fits(perm.map((i) => seeds[i]!))) continue;
        // outcomes with little in them (a seat draw: one bit) fit another order by chance, and
        // then seeds nobody entered fit them as well: that is no sign the order was wrong
        found = !DECOYS.some((k) => fits(decoys(seeds, k)));
        if (found) out.push(hint('client_seeds_order', { order: perm }));
        break;
      }
    }
    if (!found) {
      const before = out.length;
      shiftHint(p, out);
      found = out.length > before;
    }
    if (!found) out.push(hint('outcomes_differ', { count: outcomes.length, first: outcomes[0]!.at }));
  } catch {
    /* diagnosis is best effort */
  }
  return out;
}
