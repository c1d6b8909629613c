/**
 * C2SP tlog-policy: which logs and witnesses a checkpoint is checked against, and the quorum of
 * witnesses that must have cosigned it. `log <vkey> [<url>]`, `witness <name> <vkey> [<url>]`,
 * `group <name> all|any|<k> <member>…` (members defined on earlier lines, each once) and exactly one
 * `quorum <name>` (`none`: no cosignature needed); blank and `#` lines ignored. Every mistake is an
 * InputError whose field names its line (`policy line 3`).
 */
import { fail } from '../errors';
import { toHex } from '../hex';
import { parseVerifierKey, type VerifierKey } from './checkpoint';
import { parseWitnessKey } from './cosignature';

export interface PolicyWitness {
  name: string;
  key: VerifierKey;
  /** its tlog-witness submission prefix, when given */
  url?: string;
}

/** A group: witnessed when at least `k` of its members (witness or group names) are. */
export interface PolicyGroup {
  k: number;
  members: string[];
}

export interface Policy {
  logs: { key: VerifierKey; url?: string }[];
  witnesses: PolicyWitness[];
  groups: Map<string, PolicyGroup>;
  /** a witness or group name, or `none` */
  quorum: string;
}

type Line = { n: number; words: string[] };

/** The policy's meaningful lines: whitespace is spaces and tabs only; the only other control character allowed is the newline. */
function linesOf(text: string): Line[] {
  const out: Line[] = [];
  text.split('\n').forEach((raw, i) => {
    if (/[\x00-\x08\x0b-\x1f\x7f]/.test(raw)) fail(`policy line ${i + 1}`, 'source', { what: 'a control character (only tab and newline are allowed)' });
    const words = raw.split(/[ \t]+/).filter(Boolean);
    if (words.length && !words[0]!.startsWith('#')) out.push({ n: i + 1, words });
  });
  return out;
}

class Builder {
  readonly policy: Policy = { logs: [], witnesses: [], groups: new Map(), quorum: '' };
  private readonly names = new Set<string>();
  private readonly keys = new Set<string>();

  private newKey(key: VerifierKey, at: string): void {
    const k = toHex(key.publicKey);
    if (this.keys.has(k)) fail(at, 'source', { what: 'the same public key is listed twice' });
    this.keys.add(k);
  }

  private newName(name: string, at: string): void {
    if (name === 'none') fail(at, 'source', { what: '"none" is reserved for "quorum none"' });
    if (this.names.has(name)) fail(at, 'source', { what: `the name ${name} is defined twice` });
    this.names.add(name);
  }

  private known(name: string, at: string): void {
    if (!this.names.has(name)) fail(at, 'source', { what: `${name} is not a witness or group defined on an earlier line` });
  }

  log([vkey, url, ...more]: string[], at: string): void {
    if (vkey === undefined || more.length) fail(at, 'argument', { what: '"log <vkey> [<url>]"' });
    const key = parseVerifierKey(vkey, at);
    this.newKey(key, at);
    this.policy.logs.push({ key, ...(url ? { url } : {}) });
  }

  witness([name, vkey, url, ...more]: string[], at: string): void {
    if (name === undefined || vkey === undefined || more.length) fail(at, 'argument', { what: '"witness <name> <vkey> [<url>]"' });
    const key = parseWitnessKey(vkey, at);
    this.newName(name, at);
    this.newKey(key, at);
    this.policy.witnesses.push({ name, key, ...(url ? { url } : {}) });
  }

  group([name, kText, ...members]: string[], at: string): void {
    if (name === undefined || kText === undefined || members.length === 0) fail(at, 'argument', { what: '"group <name> all|any|<k> <member>..."' });
    members.forEach((m) => this.known(m, at));
    if (new Set(members).size !== members.length) fail(at, 'source', { what: 'a member is listed twice' });
    const k = kText === 'all' ? members.length : kText === 'any' ? 1 : /^[1-9][0-9]*$/.test(kText) ? Number(kText) : NaN;
    if (!(k >= 1 && k <= members.length)) fail(at, 'source', { what: `the threshold must be all, any or a number 1–${members.length}, got ${kText}` });
    this.newName(name, at);
    this.policy.groups.set(name, { k, members });
  }

  quorum([name, ...more]: string[], at: string): void {
    if (name === undefined || more.length) fail(at, 'argument', { what: '"quorum <name>"' });
    if (this.policy.quorum) fail(at, 'source', { what: 'a policy has exactly one quorum line' });
    if (name !== 'none') this.known(name, at);
    this.policy.quorum = name;
  }
}

const KEYWORDS = ['log', 'witness', 'group', 'quorum'] as const;

/**
 * Parse a tlog-policy text.
 * @throws InputError whose field names the line (`policy line N`), or `policy` when the quorum line is missing
 */
export function parsePolicy(text: unknown): Policy {
  if (typeof text !== 'string') fail('policy', 'argument', { what: 'the text of a tlog-policy file' });
  const b = new Builder();
  for (const { n, words } of linesOf(text)) {
    const [keyword, ...rest] = words as [string, ...string[]];
    if (!(KEYWORDS as readonly string[]).includes(keyword)) fail(`policy line ${n}`, 'argument', { what: `log, witness, group or quorum, got ${keyword}` });
    b[keyword as (typeof KEYWORDS)[number]](rest, `policy line ${n}`);
  }
  if (!b.policy.quorum) fail('policy', 'source', { what: 'no quorum line (write "quorum none" for no witnesses)' });
  return b.policy;
}

/** Whether the quorum holds when the witnesses named in `cosigned` have (valid) cosignatures. */
export function quorumMet(policy: Policy, cosigned: ReadonlySet<string>): boolean {
  const holds = (name: string): boolean => {
    if (name === 'none') return true;
    const g = policy.groups.get(name);
    return g ? g.members.filter(holds).length >= g.k : cosigned.has(name);
  };
  return holds(policy.quorum);
}

/** The witnesses the quorum could use (those in the quorum's groups), for saying who is missing. */
export function quorumWitnesses(policy: Policy): string[] {
  const out = new Set<string>();
  const walk = (name: string): void => {
    const g = policy.groups.get(name);
    if (g) g.members.forEach(walk);
    else if (name !== 'none') out.add(name);
  };
  walk(policy.quorum);
  return [...out];
}
