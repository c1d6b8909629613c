/**
 * C2SP tlog-policy: the logs a checkpoint may be signed by, the witnesses that may cosign it, and
 * the quorum of them that must have. Line based; `log <vkey> [<url>]`, `witness <name> <vkey> [<url>]`,
 * `group <name> all|any|<k> <member>...`, exactly one `quorum <name>` (or `quorum none`); a group or
 * the quorum names only what earlier lines defined; comments (#) and blank lines ignored.
 */
import { readCosignerKey, type CosignerKey } from './cosignature';
import { parseVerifierKey, type VerifierKey } from './checkpoint';

export interface PolicyWitness {
  /** its name in the policy (for groups and the quorum) */
  name: string;
  key: CosignerKey;
  /** its submission prefix (tlog-witness), when given */
  url: string | null;
}

/** A quorum rule: one witness, or at least `k` of a group's members. */
export type Quorum = { witness: string } | { group: string; k: number; members: Quorum[] };

export interface Policy {
  logs: { key: VerifierKey; url: string | null }[];
  witnesses: PolicyWitness[];
  /** null: `quorum none` (no cosignature needed) */
  quorum: Quorum | null;
}

/** A policy that does not parse: the line (1-based) and what is wrong with it. */
export interface PolicyError {
  line: number;
  error: string;
}

/** Control characters other than tab and newline (tlog-policy, "Character set"). */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/;

interface Defs {
  policy: Policy;
  names: Map<string, Quorum>;
  /** names already listed as a member (each at most once) */
  used: Set<string>;
  publicKeys: Set<string>;
  quorumSeen: boolean;
}

const keyText = (k: Uint8Array): string => Array.from(k).join(',');

/** A log's verifier key (type 0x01), or what is wrong with it. */
function readLogKey(vkey: string): VerifierKey | string {
  try {
    return parseVerifierKey(vkey);
  } catch (e) {
    return (e as Error).message;
  }
}

/** One line's words (after the keyword) applied to `d`; a string saying what is wrong. */
function apply(d: Defs, keyword: string, args: string[]): string | undefined {
  switch (keyword) {
    case 'log': {
      if (args.length < 1 || args.length > 2) return 'expected "log <vkey> [<url>]"';
      const key = readLogKey(args[0]!);
      if (typeof key === 'string') return `log key: ${key}`;
      if (d.publicKeys.has(keyText(key.publicKey))) return 'this key is already listed';
      d.publicKeys.add(keyText(key.publicKey));
      d.policy.logs.push({ key, url: args[1] ?? null });
      return;
    }
    case 'witness': {
      if (args.length < 2 || args.length > 3) return 'expected "witness <name> <vkey> [<url>]"';
      const [name, vkey, url] = args as [string, string, string | undefined];
      if (name === 'none' || d.names.has(name)) return `the name "${name}" is ${name === 'none' ? 'reserved' : 'already defined'}`;
      const key = readCosignerKey(vkey);
      if (typeof key === 'string') return `witness key: ${key}`;
      if (d.publicKeys.has(keyText(key.publicKey))) return 'this key is already listed';
      d.publicKeys.add(keyText(key.publicKey));
      d.policy.witnesses.push({ name, key, url: url ?? null });
      d.names.set(name, { witness: name });
      return;
    }
    case 'group': {
      if (args.length < 3) return 'expected "group <name> all|any|<k> <member>..."';
      const [name, threshold, ...members] = args as [string, string, ...string[]];
      if (name === 'none' || d.names.has(name)) return `the name "${name}" is ${name === 'none' ? 'reserved' : 'already defined'}`;
      const k = threshold === 'all' ? members.length : threshold === 'any' ? 1 : /^[1-9][0-9]{0,4}$/.test(threshold) ? Number(threshold) : NaN;
      if (Number.isNaN(k)) return `the threshold must be all, any or a decimal number, got "${threshold}"`;
      if (k > members.length) return `the threshold ${k} is more than the ${members.length} members`;
      const rules: Quorum[] = [];
      for (const m of members) {
        const rule = d.names.get(m);
        if (!rule) return `"${m}" is not a witness or group defined on an earlier line`;
        if (d.used.has(m)) return `"${m}" is already a member of a group`;
        d.used.add(m);
        rules.push(rule);
      }
      d.names.set(name, { group: name, k, members: rules });
      return;
    }
    case 'quorum': {
      if (args.length !== 1) return 'expected "quorum <name>"';
      if (d.quorumSeen) return 'a policy has exactly one quorum line';
      d.quorumSeen = true;
      if (args[0] === 'none') return;
      const rule = d.names.get(args[0]!);
      if (!rule) return `"${args[0]}" is not a witness or group defined on an earlier line`;
      d.policy.quorum = rule;
      return;
    }
    default:
      return `unknown line "${keyword}" (expected log, witness, group or quorum)`;
  }
}

/** Parse a tlog-policy text: the policy, or the first line that is wrong. */
export function readPolicy(text: string): Policy | PolicyError {
  const d: Defs = { policy: { logs: [], witnesses: [], quorum: null }, names: new Map(), used: new Set(), publicKeys: new Set(), quorumSeen: false };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (CONTROL.test(line)) return { line: i + 1, error: 'a control character (only tab and newline are allowed)' };
    const words = line.split(/[ \t]+/).filter((w) => w !== '');
    if (words.length === 0 || words[0]!.startsWith('#')) continue;
    const error = apply(d, words[0]!, words.slice(1));
    if (error !== undefined) return { line: i + 1, error };
  }
  if (!d.quorumSeen) return { line: lines.length, error: 'no quorum line (write "quorum none" for no witnesses)' };
  return d.policy;
}

/** True when the witnesses named in `cosigned` (policy names) satisfy the policy's quorum. */
export function quorumMet(quorum: Quorum | null, cosigned: ReadonlySet<string>): boolean {
  if (quorum === null) return true;
  if ('witness' in quorum) return cosigned.has(quorum.witness);
  return quorum.members.filter((m) => quorumMet(m, cosigned)).length >= quorum.k;
}

