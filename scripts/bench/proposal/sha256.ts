/**
 * PROPOSAL, measured by `bench:verify --proposal` (not used by the site):
 * a SHA-256 / HMAC-SHA256 for many short messages. Int32 state, no DataView,
 * no per-call objects; HMAC keeps the keyed inner/outer midstates as 8 words
 * each and writes into caller buffers. Same API as lib/fair/hash.ts.
 */
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const W = new Int32Array(64);
const TAIL = new Uint8Array(128);

function compress(st: Int32Array, b: Uint8Array, off: number): void {
  for (let i = 0; i < 16; i++, off += 4) W[i] = (b[off]! << 24) | (b[off + 1]! << 16) | (b[off + 2]! << 8) | b[off + 3]!;
  for (let i = 16; i < 64; i++) {
    const x = W[i - 15]!;
    const y = W[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    W[i] = (s1 + W[i - 7]! + s0 + W[i - 16]!) | 0;
  }
  let a = st[0]!, bb = st[1]!, c = st[2]!, d = st[3]!, e = st[4]!, f = st[5]!, g = st[6]!, h = st[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & bb) ^ (a & c) ^ (bb & c))) | 0;
    h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = bb; bb = a; a = (t1 + t2) | 0;
  }
  st[0] = (st[0]! + a) | 0; st[1] = (st[1]! + bb) | 0; st[2] = (st[2]! + c) | 0; st[3] = (st[3]! + d) | 0;
  st[4] = (st[4]! + e) | 0; st[5] = (st[5]! + f) | 0; st[6] = (st[6]! + g) | 0; st[7] = (st[7]! + h) | 0;
}

/** Hash `msg` onward from state `st` (which has consumed `done` bytes, a multiple of 64); digest into `out`. */
function finish(st: Int32Array, done: number, msg: Uint8Array, out: Uint8Array): Uint8Array {
  const n = msg.length;
  let off = 0;
  for (; off + 64 <= n; off += 64) compress(st, msg, off);
  const rest = n - off;
  TAIL.fill(0);
  TAIL.set(msg.subarray(off), 0);
  TAIL[rest] = 0x80;
  const end = rest < 56 ? 64 : 128;
  const bits = (done + n) * 8;
  const hi = Math.floor(bits / 4294967296);
  TAIL[end - 8] = hi >>> 24; TAIL[end - 7] = hi >>> 16; TAIL[end - 6] = hi >>> 8; TAIL[end - 5] = hi;
  TAIL[end - 4] = bits >>> 24; TAIL[end - 3] = bits >>> 16; TAIL[end - 2] = bits >>> 8; TAIL[end - 1] = bits;
  compress(st, TAIL, 0);
  if (end === 128) compress(st, TAIL, 64);
  for (let i = 0, o = 0; i < 8; i++, o += 4) {
    const v = st[i]!;
    out[o] = v >>> 24; out[o + 1] = v >>> 16; out[o + 2] = v >>> 8; out[o + 3] = v;
  }
  return out;
}

const ST = new Int32Array(8);
/** SHA-256 of bytes (a drop-in for @noble/hashes' `sha256(bytes)`). */
export function sha256(msg: Uint8Array, out: Uint8Array = new Uint8Array(32)): Uint8Array {
  ST.set(IV);
  return finish(ST, 0, msg, out);
}

/** The two keyed midstates of HMAC-SHA256. */
export function hmacStates(key: Uint8Array): { inner: Int32Array; outer: Int32Array } {
  const k = new Uint8Array(64);
  k.set(key.length > 64 ? sha256(key) : key);
  const blk = new Uint8Array(64);
  const inner = IV.slice();
  for (let i = 0; i < 64; i++) blk[i] = k[i]! ^ 0x36;
  compress(inner, blk, 0);
  const outer = IV.slice();
  for (let i = 0; i < 64; i++) blk[i] = k[i]! ^ 0x5c;
  compress(outer, blk, 0);
  return { inner, outer };
}

const MID = new Uint8Array(32);
/** HMAC from precomputed midstates. */
export function hmacFrom(inner: Int32Array, outer: Int32Array, msg: Uint8Array, out: Uint8Array): Uint8Array {
  ST.set(inner);
  finish(ST, 64, msg, MID);
  ST.set(outer);
  return finish(ST, 64, MID, out);
}
