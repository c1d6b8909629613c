// A witness written from C2SP tlog-witness (add-checkpoint) for the tests — not shipped. An HTTP
// server on 127.0.0.1 with its own Ed25519 key, trusting the log keys it is given, keeping the
// newest size and root it cosigned per log origin, answering:
//   404 unknown origin · 403 no trusted signature · 400 old > size or a malformed body ·
//   409 (text/x.tlog.size: its size) when old is not its size, or the same size with another root ·
//   422 a consistency proof that does not verify · 200 a C2SP tlog-cosignature v1 line.
// Tests stop and restart it (down), set its state back (restarted from an older backup), and read
// what it was sent.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import * as ed25519 from '../../lib/fair/log/ed25519.ts';
import { cosignatureLine, cosignatureMessage, parseWitnessKey, witnessKeyText } from '../../lib/fair/log/cosignature.ts';
import { base64Decode, parseCheckpoint, verifyCheckpoint } from '../../lib/fair/log/index.ts';
import { equal, verifyConsistencyBytes } from '../../lib/fair/log/tree.ts';

/** A cosignature line (without its newline) of `body` at `time` by the witness `name` with `seed`. */
export function cosign(name: string, seed: Uint8Array, body: string, time: number): string {
  const key = parseWitnessKey(witnessKeyText(name, ed25519.getPublicKey(seed)));
  return cosignatureLine(key, time, ed25519.sign(cosignatureMessage(body, time), seed)).slice(0, -1);
}

interface LogState {
  size: number;
  root: Uint8Array;
}

/** What the witness was sent and answered, newest last. */
export interface Exchange {
  old: number;
  size: number;
  status: number;
}

export class TestWitness {
  readonly seed = ed25519.utils.randomSecretKey();
  readonly publicKey = ed25519.getPublicKey(this.seed);
  /** per log origin: the newest checkpoint it cosigned */
  readonly state = new Map<string, LogState>();
  readonly exchanges: Exchange[] = [];
  /** a fixed answer instead of the protocol's (e.g. 503), when set */
  forced: number | null = null;
  /** a bad signature in its 200 answers, when set */
  badSignature = false;
  /** takes requests but never answers them, when set (a witness that hangs) */
  hang = false;
  /** seconds its clock is ahead (its cosignatures' time) */
  clockAhead = 0;
  private server: Server | null = null;
  private port = 0;

  /** `name`: its key name; `logKeys`: the log verifier keys it trusts (each names its origin; more may be pushed). */
  constructor(
    readonly name: string,
    readonly logKeys: string[],
  ) {}

  /** Its verifier key (type 0x04), as a tlog-policy `witness` line carries it. */
  get vkey(): string {
    return witnessKeyText(this.name, this.publicKey);
  }

  /** Its submission prefix (valid once started; a restart keeps the port). */
  get url(): string {
    return `http://127.0.0.1:${this.port}/w`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = (status: number, body = '', type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    if (req.method !== 'POST' || req.url !== '/w/add-checkpoint') return answer(404, 'not found\n');
    if (this.hang) return;
    if (this.forced !== null) return answer(this.forced, 'unavailable\n');
    const r = this.addCheckpoint(Buffer.concat(chunks).toString('utf8'));
    answer(r.status, r.body, r.type);
  }

  /** add-checkpoint on a request body: the status, body and content type of the answer. */
  addCheckpoint(text: string): { status: number; body: string; type?: string } {
    const req = readRequest(text);
    if (typeof req === 'string') return { status: 400, body: `${req}\n` };
    const c = parseCheckpoint(req.checkpoint);
    if (typeof c === 'string') return { status: 400, body: `${c}\n` };
    const keys = this.logKeys.filter((k) => k.startsWith(`${c.origin}+`));
    if (keys.length === 0) return { status: 404, body: 'unknown log\n' };
    if (!keys.some((k) => verifyCheckpoint(req.checkpoint, k).ok)) return { status: 403, body: 'no trusted signature\n' };
    const log = (status: number) => this.exchanges.push({ old: req.old, size: c.size, status });
    if (req.old > c.size) return log(400), { status: 400, body: 'old is beyond the size\n' };
    const mine = this.state.get(c.origin) ?? null;
    const conflict = () => (log(409), { status: 409, body: `${mine?.size ?? 0}\n`, type: 'text/x.tlog.size' });
    if (req.old !== (mine?.size ?? 0)) return conflict();
    if (mine && req.old === c.size) {
      if (!equal(mine.root, c.root)) return conflict();
    } else if (mine && !verifyConsistencyBytes(mine.size, c.size, req.proof, mine.root, c.root)) {
      return log(422), { status: 422, body: 'the consistency proof does not verify\n' };
    } else if (!mine && req.proof.length > 0) {
      return log(422), { status: 422, body: 'a proof from size 0 must be empty\n' };
    }
    this.state.set(c.origin, { size: c.size, root: c.root });
    log(200);
    const line = cosign(this.name, this.badSignature ? ed25519.utils.randomSecretKey() : this.seed, c.text, Math.floor(Date.now() / 1000) + this.clockAhead);
    return { status: 200, body: `${line}\n` };
  }
}

/** The request body of add-checkpoint: old size, proof lines, a blank line, the checkpoint. */
function readRequest(text: string): { old: number; proof: Uint8Array[]; checkpoint: string } | string {
  const blank = text.indexOf('\n\n');
  if (blank < 0) return 'no blank line before the checkpoint';
  const lines = text.slice(0, blank).split('\n');
  const m = /^old (0|[1-9][0-9]*)$/.exec(lines[0] ?? '');
  if (!m) return 'the first line must be "old <size>"';
  const proof: Uint8Array[] = [];
  for (const l of lines.slice(1)) {
    const h = base64Decode(l);
    if (!h || h.length !== 32) return 'a proof line is not base64 of 32 bytes';
    proof.push(h);
  }
  if (proof.length > 63) return 'more than 63 proof lines';
  return { old: Number(m[1]), proof, checkpoint: text.slice(blank + 2) };
}
