/**
 * `node verifier.js tlog-proof <file.tlog-proof> <proof.json> [--hand n] [--policy P] [--vkey K] [--json]`
 * (log.md, "verifier.js"): a carried C2SP tlog-proof@v1 checked against its proof document — the entry
 * rebuilt from the document, its inclusion at the proof's index, the log's signature, and with a
 * policy its quorum of witnesses. I/O injected.
 */
import { isInputError, InputError } from '..';
import { parsePolicy, type Policy } from '../log/policy';
import { checkTlogProof, type TlogProofResult } from '../log/tlog-proof';
import { handNumber } from '../schemes/poker';
import { strictOk } from '../log/ed25519';
import { inputErrorFor } from './input-error';

export interface TlogProofIo {
  readFile(path: string): string;
  out(text: string): void;
  err(text: string): void;
}

export const TLOG_PROOF_USAGE = `Usage: node verifier.js tlog-proof <file.tlog-proof> <proof.json> [--hand n] [--policy <file>] [--vkey <key>] [--json]
Checks a carried proof of logging (C2SP tlog-proof@v1, GET /api/v1/proofs/<id>/tlog-proof): the entry
rebuilt from the proof document (of its hand n with --hand), its inclusion under the checkpoint, the
log's signature (--vkey, a "log" line of the policy, or the key this file was built with) and, with
--policy <file> (C2SP tlog-policy), the witnesses' quorum.
Exit status: 0 holds, 1 fails, 2 input error.`;

const iso = (t: number) => new Date(t * 1000).toISOString().replace('.000Z', 'Z');

function formatResult(r: TlogProofResult): string {
  const L = [`Log: ${r.origin ?? '(unreadable checkpoint)'}, size ${r.size ?? '?'}`];
  L.push(`${r.ok || !/not at index/.test(r.error ?? '') ? '✓' : '✗'} entry #${r.index} of the tree`);
  for (const w of r.witnesses ?? []) L.push(w.ok ? `✓ witness ${w.name} cosigned at ${iso(w.time!)}` : `· witness ${w.name}: no valid cosignature`);
  if (r.error) L.push(`✗ ${r.error}`);
  L.push(`Verdict: ${r.ok ? 'LOGGED' : 'FAILED'}`);
  return L.join('\n');
}

/** Read the file an option names; InputError naming the option when it cannot be read. */
function read(io: TlogProofIo, file: string, field: string): string {
  try {
    return io.readFile(file).replace(/^\uFEFF/, '');
  } catch (e) {
    throw new InputError(field, 'source', { what: `cannot read ${file} (${(e as { code?: string }).code ?? 'error'})` });
  }
}

/** A --policy file, parsed; its mistakes name the file's line. */
export function readPolicy(io: Pick<TlogProofIo, 'readFile'>, file: string): Policy {
  try {
    return parsePolicy(read(io as TlogProofIo, file, 'policy'));
  } catch (e) {
    if (isInputError(e) && e.field.startsWith('policy')) throw new InputError(`${file}: ${e.field}`, 'source', { what: e.message });
    throw e;
  }
}

/** Run `tlog-proof …` (the arguments after it); returns the exit status. */
export function runTlogProof(args: readonly string[], io: TlogProofIo, builtVkey?: string): number {
  const json = args.includes('--json');
  const inputError = inputErrorFor(io, json);
  const files: string[] = [];
  const opt: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--help' || a === '-h') {
      io.out(TLOG_PROOF_USAGE);
      return 0;
    }
    if (a === '--hand' || a === '--policy' || a === '--vkey') {
      const v = args[++i];
      if (v === undefined) return inputError('arguments', `${a} needs a value`);
      opt[a.slice(2)] = v;
    } else if (a === '--json') continue;
    else if (a.startsWith('-')) return inputError('arguments', `unknown option ${a} (see tlog-proof --help)`);
    else files.push(a);
  }
  if (files.length !== 2) {
    io.err(TLOG_PROOF_USAGE);
    return 2;
  }
  try {
    if (opt.hand !== undefined && handNumber(opt.hand) === null) throw new InputError('hand', 'argument', { what: `a hand number (an integer ≥ 1), got ${opt.hand}` });
    const proofText = read(io, files[0]!, 'tlog-proof');
    const docText = read(io, files[1]!, 'document');
    let doc: unknown;
    try {
      doc = JSON.parse(docText);
    } catch {
      throw new InputError('document', 'source', { what: `${files[1]} is not JSON (expected a proof document)` });
    }
    const policy = opt.policy === undefined ? undefined : readPolicy(io, opt.policy);
    const vkey = opt.vkey ?? (policy?.logs.length ? undefined : builtVkey);
    const r = checkTlogProof(proofText, doc, { hand: opt.hand === undefined ? undefined : Number(opt.hand), vkey, policy }, strictOk);
    io.out(json ? JSON.stringify(r, null, 2) : formatResult(r));
    return r.ok ? 0 : 1;
  } catch (e) {
    return isInputError(e) ? inputError(e.field, e.message) : inputError('document', String(e));
  }
}
