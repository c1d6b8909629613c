/**
 * Reference (b) for bench:verify — WebCrypto (crypto.subtle), awaiting every
 * sign and digest, BigInt words, hex strings. Isomorphic: runs in Node and in
 * the browser (no Buffer). Independent of lib/fair; written from schemes.md.
 */
const subtle = globalThis.crypto.subtle;
const enc = new TextEncoder();
const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex = (b: Uint8Array) => {
  let s = '';
  for (let i = 0; i < b.length; i++) s += HEX[b[i]!];
  return s;
};
const unhex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16));
const SPAN = 2n ** 52n;

// Imported keys are cached per key (importKey once per key, as any sane WebCrypto port would).
const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (k: Uint8Array | string) => {
  const id = typeof k === 'string' ? `t:${k}` : `b:${hex(k)}`;
  let p = keys.get(id);
  if (!p) {
    p = subtle.importKey('raw', typeof k === 'string' ? enc.encode(k) : Uint8Array.from(k), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(id, p);
  }
  return p;
};
/** Forget imported keys (between timed runs, so every run imports its keys like a fresh page would). */
export const clearWebKeys = () => keys.clear();
const mac = async (k: Uint8Array | string, msg: string) => new Uint8Array(await subtle.sign('HMAC', await keyOf(k), enc.encode(msg)));
const sha = async (s: string) => hex(new Uint8Array(await subtle.digest('SHA-256', enc.encode(s))));
const word = async (k: Uint8Array | string, msg: string) => BigInt('0x' + hex(await mac(k, msg)).slice(0, 13));

function stream(next: (k: number) => Promise<bigint>) {
  let k = 0;
  const int = async (n: number) => {
    const N = BigInt(n);
    const limit = SPAN - (SPAN % N);
    for (;;) {
      const w = await next(k++);
      if (w < limit) return Number(w % N);
    }
  };
  const shuffle = async <T>(a: readonly T[]) => {
    const r = a.slice();
    for (let i = r.length - 1; i >= 1; i--) {
      const j = await int(i + 1);
      [r[i], r[j]] = [r[j]!, r[i]!];
    }
    return r;
  };
  return { int, shuffle };
}

export async function webRollPairs(seedHex: string, seeds: readonly string[], count: number): Promise<[number, number][]> {
  const key = unhex(seedHex);
  const out: [number, number][] = [];
  for (let n = 1; n <= count; n++) {
    for (let plus = ''; ; plus += '+') {
      const m = await mac(key, `${seeds.join(':')}${plus}:${n}`);
      const b = m.find((x) => x < 252);
      if (b !== undefined) {
        out.push([Math.floor((b % 36) / 6) + 1, (b % 6) + 1]);
        break;
      }
    }
  }
  return out;
}

export async function webMatch(seed: string, game: 'bridge' | 'mahjong', matchId: string, seeds: readonly string[], count: number) {
  const prefix = `pf2:${game}:${matchId}:${seeds.map((s, i) => `${i}=${s}`).join(',')}:`;
  const st = stream((k) => word(seed, prefix + k));
  const seatOrder = await st.shuffle([0, 1]);
  if (game === 'mahjong') {
    const wall = Array.from({ length: 144 }, (_, i) => i);
    const draws: number[] = [];
    for (let i = 0; i < count; i++) draws.push(wall.splice(await st.int(wall.length), 1)[0]!);
    return { seatOrder, draws };
  }
  const deals: number[][] = [];
  for (let i = 0; i < count; i++) deals.push(await st.shuffle(Array.from({ length: 52 }, (_, j) => j)));
  return { seatOrder, deals };
}

export async function webHand(seed: string, table: string, session: string, n: number, seats: readonly (readonly [number, string])[]) {
  const handValue = hex(await mac(seed, `pk1:hand:${table}:${session}:${n}`));
  const handCommitment = await sha(handValue);
  const seatsText = seats.slice().sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s}=${c}`).join(',');
  const deck = await stream((k) => word(handValue, `pk1:${table}:${session}:${n}:${seatsText}:${k}`)).shuffle(Array.from({ length: 52 }, (_, i) => i));
  let level: string[] = [];
  for (let i = 0; i < 52; i++) level.push(await sha(`pk1:leaf:${i}:${deck[i]}:${hex(await mac(handValue, `pk1:salt:${i}`))}`));
  const pad = await sha('pk1:pad');
  while (level.length < 64) level.push(pad);
  while (level.length > 1) {
    const up: string[] = [];
    for (let i = 0; i < level.length; i += 2) up.push(await sha(`pk1:node:${level[i]}${level[i + 1]}`));
    level = up;
  }
  return { handCommitment, root: level[0]!, deck };
}
