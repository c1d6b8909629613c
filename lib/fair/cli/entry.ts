/**
 * verifier.js entry: defines globalThis.FairVerifier (browser and library use), sets module.exports
 * under CommonJS, and runs the command line when executed as `node verifier.js …`.
 */
import {
  cardLabel, diagnose, entryFor, exitCodeOf, InputError, leafHash, parseCheckLink, parseProof, sha256Hex, tileLabel, verdictOf, verify,
  verifyCheckpoint, verifyConsistency, verifyInclusion, type VerifyOptions,
} from '..';
import { AUDIT_USAGE } from './audit';
import type { Fetched } from './audit-tiles';
import { checkCosigned } from '../log/cosigned';
import { parseVerifierKey } from '../log/checkpoint';
import { strictOk } from '../log/ed25519';
import { TLOG_PROOF_USAGE } from './tlog-proof';
import { formatReport, runCli, USAGE } from './cli';

/** The log's verifier key this file was built with (scripts/build-verifier.ts --vkey), if any. */
declare const __FAIR_VKEY__: string | undefined;
const BUILT_VKEY: string | undefined = typeof __FAIR_VKEY__ === 'string' && __FAIR_VKEY__ !== '' ? __FAIR_VKEY__ : undefined;

/**
 * FairVerifier: what verifies a document or the log (proof-format.md: at least verify, parseCheckLink
 * and log.*), with what the command line uses anyway. The /check form's input helpers
 * (buildCheckLink, parseRecordedRolls) verify nothing and are left out of the file's budget
 * (docs/decisions/0009-verifier-budget.md).
 */
const api = {
  /** verify(document, { vkey }): the built-in verifier key is used when none is given. */
  verify: (doc: unknown, opts?: VerifyOptions) => verify(doc, { ...opts, vkey: opts?.vkey ?? BUILT_VKEY }),
  /** The commitment log's math (log.md). */
  log: {
    leafHash: leafHash,
    verifyInclusion: verifyInclusion,
    verifyConsistency: verifyConsistency,
    verifyCheckpoint: (note: unknown, vkey?: string) => verifyCheckpoint(note, vkey ?? BUILT_VKEY ?? ''),
    entryFor: entryFor,
    /** verifyCosigned(checkpointText, policyText, vkey?): the log's signature (a policy's log line, vkey or the built-in key) and the quorum */
    verifyCosigned: (note: unknown, policy: string, vkey?: string) => {
      const k = vkey ?? BUILT_VKEY;
      return checkCosigned(note, policy, k === undefined ? undefined : parseVerifierKey(k), strictOk);
    },
    vkey: BUILT_VKEY ?? null,
  },
  parseProof: parseProof,
  parseCheckLink: parseCheckLink,
  diagnose: diagnose,
  verdictOf: verdictOf,
  exitCodeOf: exitCodeOf,
  InputError: InputError,
  sha256Hex: sha256Hex,
  cardLabel: cardLabel,
  tileLabel: tileLabel,
  formatReport,
  runCli,
  usage: USAGE,
  auditUsage: AUDIT_USAGE,
  tlogProofUsage: TLOG_PROOF_USAGE,
};

type Fs = { readFileSync(p: string | number, enc: 'utf8'): string; realpathSync(p: string): string };
type Proc = {
  argv: string[];
  exitCode?: number;
  stdout: { write(s: string): unknown; on?(event: 'error', f: (e: { code?: string }) => void): unknown };
  stderr: { write(s: string): unknown; isTTY?: boolean };
  getBuiltinModule?: (id: string) => unknown;
};

const g = globalThis as unknown as { FairVerifier?: typeof api; process?: Proc };
g.FairVerifier = api;

declare const module: { exports: unknown } | undefined;
declare const require: ((id: string) => unknown) & { main?: unknown } | undefined;

const cjs = typeof module === 'object' && module !== null && typeof module.exports === 'object';
if (cjs) module!.exports = api;

function nodeFs(proc: Proc): Fs | undefined {
  try {
    const viaBuiltin = proc.getBuiltinModule?.('node:fs');
    if (viaBuiltin) return viaBuiltin as Fs;
    if (typeof require === 'function') return require('node:fs') as Fs;
  } catch {
    /* not Node */
  }
  return undefined;
}

/**
 * Run as `node verifier.js …`? Under CommonJS: require.main === module. Otherwise (ESM, any
 * package type): this file's own stack frame names the script node was started with; a script that
 * merely imports this file does not appear there.
 */
function isMain(proc: Proc, fs: Fs): boolean {
  if (cjs && typeof require === 'function') return require.main === module;
  const argv1 = proc.argv[1];
  if (!argv1) return false;
  // the first frame of a stack trace taken here is this very file
  const m = /(?:file:\/\/)?((?:\/|[A-Za-z]:[\\/])[^\s()]+?):\d+:\d+/.exec(String(new Error().stack));
  if (!m) return false;
  let self = m[1]!;
  try {
    self = decodeURIComponent(self).replace(/^\/([A-Za-z]:)/, '$1');
  } catch {
    /* keep */
  }
  let real = argv1;
  try {
    real = fs.realpathSync(argv1);
  } catch {
    /* keep */
  }
  const n = (p: string) => p.replace(/\\/g, '/');
  return n(self) === n(argv1) || n(self) === n(real);
}

const proc = g.process;
if (proc && Array.isArray(proc.argv) && proc.stdout) {
  const fs = nodeFs(proc);
  if (fs && isMain(proc, fs)) {
    const tty = proc.stderr.isTTY === true;
    let progressShown = false;
    const clearProgress = () => {
      if (progressShown) proc.stderr.write('\n');
      progressShown = false;
    };
    // `node verifier.js proof.json | head`: a reader that stops early is no error (Node throws EPIPE
    // at the next write with a stack trace otherwise); the verdict's exit status stands
    let closed = false;
    proc.stdout.on?.('error', (e) => {
      if (e.code !== 'EPIPE') throw e;
      closed = true;
    });
    const fetchFn = (globalThis as { fetch?: (u: string, init?: object) => Promise<Fetched> }).fetch;
    const code = runCli(proc.argv.slice(2), {
      readFile: (p) => fs.readFileSync(p, 'utf8'),
      readStdin: () => fs.readFileSync(0, 'utf8'),
      out: (s) => {
        clearProgress();
        if (!closed) proc.stdout.write(`${s}\n`);
      },
      err: (s) => {
        clearProgress();
        proc.stderr.write(`${s}\n`);
      },
      // one progress line, rewritten in place on a terminal
      progress: (s) => {
        proc.stderr.write(tty ? `\r${s}` : `${s}\n`);
        progressShown = tty;
      },
      // the only network requests verifier.js makes: `audit <base URL | tiles URL>`, exactly the URLs it is told to
      fetch: fetchFn ? (url) => fetchFn(url, { redirect: 'error', headers: { accept: 'application/json, text/plain, application/octet-stream' } }) : undefined,
    }, BUILT_VKEY);
    if (typeof code === 'number') proc.exitCode = code;
    else {
      void code.then((c) => {
        clearProgress();
        proc.exitCode = c;
      });
    }
  }
}
