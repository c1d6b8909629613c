/** Test-only helpers for the commitment log: a fixed-seed Ed25519 signer for checkpoints, the vectors. */
import { spawn } from 'node:child_process';
import fc from 'fast-check';
import { base64Encode, keyIdOf, verifierKeyText } from '../../../lib/fair/log';
import { cosignatureLine, cosignatureMessage, parseWitnessKey, witnessKeyText } from '../../../lib/fair/log/cosignature';
import * as ed25519 from '../../../lib/fair/log/ed25519';
import { nodeHash, type Hash } from '../../../lib/fair/log/tree';
import { readVectorFile } from '../../vectors';

export interface LogVectors {
  leaves: string[];
  roots: { size: number; root: string }[];
  inclusion: { index: number; size: number; leafHash: string; hashes: string[]; root: string; ok: boolean }[];
  consistency: { from: number; to: number; hashes: string[]; oldRoot: string; newRoot: string; ok: boolean }[];
  entries: { doc: Record<string, unknown>; hand?: number; entry: string; leafHash: string }[];
  checkpoints: { note: string; vkey: string; size?: number; root?: string; ok: boolean }[];
  documents: { name: string; vkey: string; proof: Record<string, unknown>; expect: { ok: boolean; log: unknown } }[];
}

export function loadLogVectors(): LogVectors {
  return readVectorFile('log') as LogVectors;
}

export function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));
}

/** A checkpoint signer with a fixed test seed (never a real key). */
export class TestSigner {
  readonly secret: Uint8Array;
  readonly publicKey: Uint8Array;
  constructor(readonly name = 'test.example/log', seedByte = 7) {
    this.secret = new Uint8Array(32).fill(seedByte);
    this.publicKey = ed25519.getPublicKey(this.secret);
  }
  get vkey(): string {
    return verifierKeyText(this.name, this.publicKey);
  }
  /** Sign arbitrary body text (must end in \n) as a signed note. */
  signBody(body: string, name = this.name): string {
    const sig = ed25519.sign(new TextEncoder().encode(body), this.secret);
    const raw = new Uint8Array(68);
    raw.set(keyIdOf(this.name, this.publicKey));
    raw.set(sig, 4);
    return `${body}\n\u2014 ${name} ${base64Encode(raw)}\n`;
  }
  /** A signed checkpoint for (size, root hex), with optional extra body lines. */
  checkpoint(size: number, rootHex: string, extra: string[] = [], origin = this.name): string {
    const body = [origin, String(size), base64Encode(hexBytes(rootHex)), ...extra].join('\n') + '\n';
    return this.signBody(body);
  }
}

/** Flip one bit of one hex hash (a tampered proof element). */
export function flip(hex: string, bit: number): string {
  const b = Buffer.from(hex, 'hex');
  b[(bit >> 3) % 32]! ^= 1 << (bit & 7);
  return b.toString('hex');
}

/** A tree size 1..max and a leaf index below it. */
export const sizeAndIndex = (max: number) =>
  fc.integer({ min: 1, max }).chain((size) => fc.tuple(fc.constant(size), fc.integer({ min: 0, max: size - 1 })));
/** Two tree sizes 1 ≤ from ≤ to ≤ max. */
export const fromTo = (max: number) => fc.integer({ min: 1, max }).chain((to) => fc.tuple(fc.integer({ min: 1, max: to }), fc.constant(to)));

/** A tlog-cosignature v1 witness with a fixed test seed (never a real key). */
export class TestWitness {
  readonly secret: Uint8Array;
  readonly publicKey: Uint8Array;
  constructor(readonly name = 'witness.test/w1', seedByte = 9) {
    this.secret = new Uint8Array(32).fill(seedByte);
    this.publicKey = ed25519.getPublicKey(this.secret);
  }
  get vkey(): string {
    return witnessKeyText(this.name, this.publicKey);
  }
  /** The checkpoint note with this witness's cosignature at `time` (seconds) appended. */
  cosign(note: string, time = 1_764_700_000): string {
    const body = note.slice(0, note.lastIndexOf('\n\n') + 1);
    const sig = ed25519.sign(cosignatureMessage(body, time), this.secret);
    return note + cosignatureLine(parseWitnessKey(this.vkey), time, sig);
  }
}

/** A tree from scratch: every level's complete-subtree hashes, bottom up (none of the code under test). */
export function scratchLevels(leaves: readonly Hash[]): Hash[][] {
  const out = [leaves.slice()];
  while (out[out.length - 1]!.length > 1) {
    const below = out[out.length - 1]!;
    out.push(Array.from({ length: Math.floor(below.length / 2) }, (_, i) => nodeHash(below[2 * i]!, below[2 * i + 1]!)));
  }
  return out;
}

/** Run a script with node in `cwd` without blocking this process (a test server answers meanwhile). */
export function runNodeAsync(file: string, args: string[], cwd: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [file, ...args], { cwd });
    let out = '';
    let err = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) => resolve({ code, out, err }));
  });
}
