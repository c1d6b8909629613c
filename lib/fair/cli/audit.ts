/**
 * `node verifier.js audit <base URL | entries.json> [--vkey K] [--since old-checkpoint.txt] [--json]`:
 * rebuild the whole commitment log from its entries, check it against the signed checkpoint and,
 * with --since, that an older signed checkpoint is a prefix of it (the log only grew). I/O injected.
 */
import {
  isInputError, parseVerifierKey, verifyCheckpoint, InputError, type CheckpointResult, type VerifierKey,
} from '..';
import { obj } from '../fields';
import { toHex } from '../hex';
// not through lib/fair's `log` namespace (using it as a value keeps every log export in verifier.js),
// and the unchecked internals: what audit passes them is checked already
import { readCheckpoint } from '../log/checkpoint';
import { ENTRY_HEADER } from '../log/entry';
import { leafHashBytes, treeRootBytes } from '../log/tree';
import { checkCosigned, type WitnessResult } from '../log/cosigned';
import { strictOk } from '../log/ed25519';
import type { Policy } from '../log/policy';
import { checkTiles, downloadTiles, type Fetched } from './audit-tiles';
import { readPolicy } from './tlog-proof';
import { inputErrorFor } from './input-error';

/** What `audit` needs from its host: files, output, and (for a URL) an HTTP GET. */
export interface AuditIo {
  readFile(path: string): string;
  out(text: string): void;
  err(text: string): void;
  /** a progress line (stderr) for long runs */
  progress?(text: string): void;
  /** HTTP GET; absent where there is no network */
  fetch?(url: string): Promise<Fetched>;
}

export const AUDIT_USAGE = `Usage: node verifier.js audit <base URL | tiles URL | entries.json> [--vkey <key>] [--since <old-checkpoint.txt>] [--policy <file>] [--json]
Rebuilds the whole commitment log from its entries and checks it against the log's signed checkpoint.
  <base URL>      e.g. https://fair.example.com: GET <base>/api/v1/log/checkpoint, then every entry from
                  <base>/api/v1/log/entries?start=&end= (1000 a request): verifier.js's only requests.
  <tiles URL>     a C2SP tlog-tiles prefix ending in /log, e.g. https://fair.example.com/log or a mirror:
                  GET <prefix>/checkpoint, every entry bundle and every tile; each tile must be the one the
                  entries give.
  <entries.json>  a saved log: { "checkpoint": "<signed checkpoint text>",
                    "entries": [ { "index": 0, "entry": "<entry text>" }, … ] }, every leaf in order.
  --vkey <key>    the log's verifier key <name>+<key ID>+<base64 key> (GET <base>/api/v1/log/key);
                  default: the key this file was built with, trusted as far as its SHA-256 is
  --since <file>  an older checkpoint signed by the key (else an input error): checks that its
                  tree is the start of the rebuilt one (nothing logged was changed or removed)
  --policy <file> a C2SP tlog-policy: the checkpoint must also be cosigned by its witnesses' quorum
  --json          the result as JSON
Exit status: 0 the log checks out, 1 it does not, 2 input error (bad arguments, unreadable file or URL).`;

/** Entries per `GET /api/v1/log/entries` request (the API's maximum). */
export const PAGE = 1000;
/** Runs with at least this many entries print progress lines on stderr. */
export const PROGRESS_MIN = 5000;

export interface AuditResult {
  ok: boolean;
  origin: string | null;
  /** the checkpoint's size and root */
  size: number | null;
  root: string | null;
  /** how many entries were read, and the root rebuilt from them */
  entries: number;
  rebuiltRoot: string;
  checkpointOk: boolean;
  since?: { ok: boolean; size: number | null; root: string | null; signatureOk: boolean; rebuiltRoot: string | null };
  /** entries that are not `fair-proofs/log/v1` texts (reported, not failed: the tree still commits to them) */
  malformed: number[];
  /** read from tiles: how many tiles were compared with the tree the entries give */
  tiles?: number;
  /** with --policy: each witness of the policy on the checkpoint */
  witnesses?: WitnessResult[];
  problems: string[];
}

function entryList(v: unknown, field: string, start: number): string[] {
  if (!Array.isArray(v)) throw new InputError(field, 'argument', { what: 'an array of { index, entry }' });
  return v.map((x, j) => {
    const o = obj(x, `${field}[${j}]`);
    if (o.index !== start + j) throw new InputError(`${field}[${j}].index`, 'argument', { what: `${start + j}, got ${JSON.stringify(o.index)}` });
    if (typeof o.entry !== 'string') throw new InputError(`${field}[${j}].entry`, 'argument', { what: 'the entry text' });
    return o.entry;
  });
}

export interface Source {
  checkpoint: string;
  entries: string[];
  /** tiles read (tiles URL): path below the prefix → bytes */
  tiles?: Map<string, Uint8Array>;
}

/** GET `url` through `io`: InputError naming the URL when it cannot be had. */
async function fetchOk(io: AuditIo, url: string): Promise<Fetched> {
  if (!io.fetch) throw new InputError('source', 'source', { what: 'no fetch() here: save the log as entries.json instead' });
  let res: Fetched;
  try {
    res = await io.fetch(url);
  } catch (e) {
    // e.g. ECONNREFUSED; "unexpected redirect" (redirects are not followed: give the final URL)
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new InputError('source', 'source', { what: `cannot download ${url} (${cause?.code ?? cause?.message ?? (e as Error).message ?? 'network error'})` });
  }
  if (!res.ok) throw new InputError('source', 'source', { what: `cannot download ${url} (HTTP ${res.status})` });
  return res;
}

async function download(base: string, io: AuditIo): Promise<Source> {
  const get = async (url: string): Promise<string> => (await fetchOk(io, url)).text();
  const checkpoint = await get(`${base}/api/v1/log/checkpoint`);
  const body = readCheckpoint(checkpoint);
  if (typeof body === 'string') return { checkpoint, entries: [] };
  const entries: string[] = [];
  for (let start = 0; start < body.size; start += PAGE) {
    const end = Math.min(start + PAGE, body.size);
    const url = `${base}/api/v1/log/entries?start=${start}&end=${end}`;
    const text = await get(url);
    let page: unknown;
    try {
      page = JSON.parse(text);
    } catch {
      throw new InputError('source', 'source', { what: `${url} did not return JSON` });
    }
    const list = entryList(page, `entries[${start}:${end}]`, start);
    if (list.length !== end - start) throw new InputError('source', 'source', { what: `${url} returned ${list.length} entries, expected ${end - start}` });
    for (const e of list) entries.push(e);
    if (body.size >= PROGRESS_MIN && (end === body.size || (end / PAGE) % 10 === 0)) io.progress?.(`audit: downloaded ${end}/${body.size} entries`);
  }
  return { checkpoint, entries };
}

function readSaved(file: string, io: AuditIo): Source {
  let text: string;
  try {
    text = io.readFile(file).replace(/^\uFEFF/, '');
  } catch (e) {
    throw new InputError('source', 'source', { what: `cannot read ${file} (${(e as { code?: string }).code ?? 'error'})` });
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new InputError('source', 'source', { what: `${file} is not JSON (expected { checkpoint, entries })` });
  }
  const o = obj(doc, 'document');
  if (typeof o.checkpoint !== 'string') throw new InputError('checkpoint', 'argument', { what: 'the signed checkpoint text' });
  return { checkpoint: o.checkpoint, entries: entryList(o.entries, 'entries', 0) };
}

/** Audit a log already loaded: pure, synchronous. */
export function auditLog(src: Source, key: VerifierKey, since?: string, progress?: (text: string) => void, policy?: Policy): AuditResult {
  const problems: string[] = [];
  const cp: CheckpointResult & { witnesses?: WitnessResult[] } = policy ? checkCosigned(src.checkpoint, policy, key, strictOk) : verifyCheckpoint(src.checkpoint, key);
  if (!cp.ok) problems.push(`checkpoint: ${cp.error}`);
  const n = src.entries.length;
  const leaves = new Uint8Array(32 * n);
  const malformed: number[] = [];
  const header = `${ENTRY_HEADER}\n`;
  src.entries.forEach((e, i) => {
    leaves.set(leafHashBytes(e), 32 * i);
    if (!e.startsWith(header) || !e.endsWith('\n')) malformed.push(i);
    if (n >= PROGRESS_MIN && (i + 1) % 100000 === 0) progress?.(`audit: hashed ${i + 1}/${n} entries`);
  });
  const leaf = (i: number) => leaves.subarray(32 * i, 32 * i + 32);
  const rebuiltRoot = toHex(treeRootBytes(leaf, n));
  if (cp.size !== null && cp.size !== n) problems.push(`size: the checkpoint says ${cp.size} entries, the log has ${n}`);
  if (cp.root !== null && cp.size === n && cp.root !== rebuiltRoot) problems.push(`root: the checkpoint says ${cp.root}, the entries give ${rebuiltRoot}`);
  const res: AuditResult = {
    ok: false, origin: cp.origin, size: cp.size, root: cp.root, entries: n, rebuiltRoot, checkpointOk: cp.ok, malformed, problems,
    ...(cp.witnesses ? { witnesses: cp.witnesses } : {}),
  };
  if (src.tiles) res.tiles = checkTiles(src.tiles, leaf, n, problems);
  if (since !== undefined) {
    const old = verifyCheckpoint(since, key);
    const s: NonNullable<AuditResult['since']> = { ok: false, size: old.size, root: old.root, signatureOk: old.ok, rebuiltRoot: null };
    if (!old.ok) problems.push(`since: the older checkpoint: ${old.error}`);
    if (old.size !== null && old.root !== null) {
      if (old.size > n) {
        problems.push(`since: the older checkpoint has ${old.size} entries, more than the ${n} now: the log shrank`);
      } else {
        s.rebuiltRoot = toHex(treeRootBytes(leaf, old.size));
        if (s.rebuiltRoot !== old.root) {
          problems.push(`since: the first ${old.size} entries now give root ${s.rebuiltRoot}, the older checkpoint says ${old.root}: the log was rewritten`);
        }
      }
    }
    s.ok = old.ok && s.rebuiltRoot !== null && s.rebuiltRoot === old.root;
    res.since = s;
  }
  res.ok = problems.length === 0;
  return res;
}

function formatAudit(r: AuditResult, key: VerifierKey, source: string): string {
  const L = [`Log: ${r.origin ?? '(unreadable checkpoint)'} from ${source}, key ${key.name}+${key.keyId}`];
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  L.push(`${mark(r.checkpointOk)} checkpoint signed by the key${r.size !== null ? `: size ${r.size}, root ${r.root}` : ''}`);
  L.push(`${mark(r.size === r.entries)} ${r.entries} entries read`);
  L.push(`${mark(r.size === r.entries && r.root === r.rebuiltRoot)} root rebuilt from the entries: ${r.rebuiltRoot}`);
  if (r.tiles !== undefined) L.push(`${mark(!r.problems.some((p) => p.startsWith('tile/')))} ${r.tiles} tiles compared with the tree the entries give`);
  for (const w of r.witnesses ?? []) L.push(`${w.ok ? '✓' : '·'} witness ${w.name}${w.ok ? ` cosigned at ${w.time}` : ': no valid cosignature'}`);
  if (r.since) {
    L.push(`${mark(r.since.signatureOk)} older checkpoint signed by the key${r.since.size !== null ? `: size ${r.since.size}, root ${r.since.root}` : ''}`);
    L.push(`${mark(r.since.ok)} the log only grew since then${r.since.rebuiltRoot ? ` (the first ${r.since.size} entries give ${r.since.rebuiltRoot})` : ''}`);
  }
  if (r.malformed.length) {
    L.push(`· note: ${r.malformed.length} entr${r.malformed.length === 1 ? 'y is' : 'ies are'} not ${ENTRY_HEADER} texts (first: #${r.malformed[0]})`);
  }
  for (const p of r.problems) L.push(`✗ ${p}`);
  L.push(`Verdict: ${r.ok ? 'LOG OK' : 'LOG FAILED'}`);
  return L.join('\n');
}

/** Run `audit …` (the arguments after `audit`); resolves to the exit status. */
/**
 * A signed note as an editor or a copy may have saved it: without its byte-order mark, its CRLFs as
 * LFs, and its last line ended (a note's every line ends with a newline, and copies lose the last).
 */
function savedNote(text: string): string {
  const t = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  return t.endsWith('\n') ? t : `${t}\n`;
}

export async function runAudit(args: readonly string[], io: AuditIo, builtVkey?: string): Promise<number> {
  const json = args.includes('--json');
  const inputError = inputErrorFor(io, json);
  let source: string | undefined;
  let vkey = builtVkey;
  let sinceFile: string | undefined;
  let policyFile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--help' || a === '-h') {
      io.out(AUDIT_USAGE);
      return 0;
    }
    if (a === '--vkey' || a === '--since' || a === '--policy') {
      const v = args[++i];
      if (v === undefined) return inputError('arguments', `${a} needs a value`);
      if (a === '--vkey') vkey = v;
      else if (a === '--policy') policyFile = v;
      else sinceFile = v;
    } else if (a === '--json') continue;
    else if (a.startsWith('-')) return inputError('arguments', `unknown option ${a} (see audit --help)`);
    else if (source !== undefined) return inputError('arguments', 'expected one base URL or entries.json');
    else source = a;
  }
  if (source === undefined) {
    io.err(AUDIT_USAGE);
    return 2;
  }
  if (vkey === undefined) return inputError('vkey', 'the log\'s verifier key is needed: --vkey <name>+<key ID>+<key>');
  try {
    const key = parseVerifierKey(vkey);
    let since: string | undefined;
    if (sinceFile !== undefined) {
      try {
        since = savedNote(io.readFile(sinceFile));
      } catch (e) {
        return inputError('since', `cannot read ${sinceFile} (${(e as { code?: string }).code ?? 'error'})`);
      }
      // a file that is no checkpoint of this key proves nothing about the log: the input is wrong, not the log
      const old = verifyCheckpoint(since, key);
      if (!old.ok) return inputError('since', `${sinceFile} is not a checkpoint signed by the log's key ${key.name}: ${old.error}`);
    }
    const policy = policyFile === undefined ? undefined : readPolicy(io, policyFile);
    const url = /^https?:\/\//i.test(source) ? source.replace(/\/+$/, '') : null;
    const src = url === null ? readSaved(source, io) : /\/log$/.test(url) ? await downloadTiles(url, (u) => fetchOk(io, u)) : await download(url, io);
    const r = auditLog(src, key, since, io.progress, policy);
    io.out(json ? JSON.stringify(r, null, 2) : formatAudit(r, key, source));
    return r.ok ? 0 : 1;
  } catch (e) {
    return isInputError(e) ? inputError(e.field, e.message) : inputError('source', String(e));
  }
}
