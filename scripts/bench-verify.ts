/**
 * Benchmark lib/fair against two references on four workloads:
 *   (a) node:crypto createHmac + BigInt words + hex strings (tests/unit/fair/reference.ts)
 *   (b) WebCrypto (crypto.subtle), awaiting every sign/digest
 * Usage: tsx scripts/bench-verify.ts [runs]   (prints medians in ms and ratios to lib/fair)
 */
import { performance } from 'node:perf_hooks';
import { computeHand, computeMatch, keyedMac, rollPairs } from '../lib/fair';
import { hexToBytes } from '../lib/fair/hex';
import { refHand, refMatch, refRollPairs } from '../tests/unit/fair/reference';

const RUNS = Number(process.argv[2] ?? 7);
const SEED = '7f388584112c0976dfc3216cb81bc24c3a79c7441ef19f290f337da8276bdfc9';
const HEX_SEED = 'c804ef32aba7306523f6ae8cd166ea99b102388203b88593777237906e2a4c2a';
const SEATS: [number, string][] = [[0, '3dbe9065cc4536ae'], [2, 'd4008b642e229cef'], [10, 'f78e17817794a16d']];
const PHONES = ['92e0131632966ad1c3973fd270bb20b5', '3a0aa7dc550b5fa38a5b0375c7cf3116'];
const FOUR = ['a', 'b', 'c', 'd'];

// ---- WebCrypto reference (await per call) ----
const subtle = globalThis.crypto.subtle;
const enc = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (k: Uint8Array | string) => {
  const id = typeof k === 'string' ? `t:${k}` : `b:${Buffer.from(k).toString('hex')}`;
  let p = keys.get(id);
  if (!p) {
    p = subtle.importKey('raw', typeof k === 'string' ? enc.encode(k) : Uint8Array.from(k), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(id, p);
  }
  return p;
};
const wMac = async (k: Uint8Array | string, msg: string) => new Uint8Array(await subtle.sign('HMAC', await keyOf(k), enc.encode(msg)));
const wSha = async (s: string) => Buffer.from(await subtle.digest('SHA-256', enc.encode(s))).toString('hex');
const wHex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const SPAN = 2n ** 52n;

function wStream(word: (k: number) => Promise<bigint>) {
  let k = 0;
  const int = async (n: number) => {
    const N = BigInt(n);
    const limit = SPAN - (SPAN % N);
    for (;;) {
      const w = await word(k++);
      if (w < limit) return Number(w % N);
    }
  };
  const shuffle = async <T>(a: T[]) => {
    const r = a.slice();
    for (let i = r.length - 1; i >= 1; i--) {
      const j = await int(i + 1);
      [r[i], r[j]] = [r[j]!, r[i]!];
    }
    return r;
  };
  return { int, shuffle };
}
const wWord = async (k: Uint8Array | string, msg: string) => BigInt('0x' + wHex(await wMac(k, msg)).slice(0, 13));

async function wRolls(seedHex: string, seeds: string[], count: number) {
  const key = hexToBytes(seedHex);
  const out: number[][] = [];
  for (let n = 1; n <= count; n++) {
    for (let plus = ''; ; plus += '+') {
      const m = await wMac(key, `${seeds.join(':')}${plus}:${n}`);
      const b = m.find((x) => x < 252);
      if (b !== undefined) {
        out.push([Math.floor((b % 36) / 6) + 1, (b % 6) + 1]);
        break;
      }
    }
  }
  return out;
}
async function wMatch(game: string, count: number) {
  const prefix = `pf2:${game}:m1:${FOUR.map((s, i) => `${i}=${s}`).join(',')}:`;
  const st = wStream((k) => wWord(SEED, prefix + k));
  await st.shuffle([0, 1]);
  if (game === 'mahjong') {
    const wall = Array.from({ length: 144 }, (_, i) => i);
    for (let i = 0; i < count; i++) wall.splice(await st.int(wall.length), 1);
  } else for (let i = 0; i < count; i++) await st.shuffle(Array.from({ length: 52 }, (_, j) => j));
}
async function wHand(n: number) {
  const hv = wHex(await wMac(SEED, `pk1:hand:t1:s1:${n}`));
  await wSha(hv);
  const seats = SEATS.map(([s, c]) => `${s}=${c}`).join(',');
  const deck = await wStream((k) => wWord(hv, `pk1:t1:s1:${n}:${seats}:${k}`)).shuffle(Array.from({ length: 52 }, (_, i) => i));
  let level: string[] = [];
  for (let i = 0; i < 52; i++) level.push(await wSha(`pk1:leaf:${i}:${deck[i]}:${wHex(await wMac(hv, `pk1:salt:${i}`))}`));
  const pad = await wSha('pk1:pad');
  while (level.length < 64) level.push(pad);
  while (level.length > 1) {
    const up: string[] = [];
    for (let i = 0; i < level.length; i += 2) up.push(await wSha(`pk1:node:${level[i]}${level[i + 1]}`));
    level = up;
  }
  return level[0];
}

// ---- workloads ----
type W = { name: string; fair: () => unknown; node: () => unknown; web: () => Promise<unknown> };
const workloads: W[] = [
  {
    name: 'poker session, 500 hands',
    fair: () => { const m = keyedMac(SEED); for (let n = 1; n <= 500; n++) computeHand(m, 't1', 's1', n, SEATS); },
    node: () => { for (let n = 1; n <= 500; n++) refHand(SEED, 't1', 's1', n, SEATS); },
    web: async () => { for (let n = 1; n <= 500; n++) await wHand(n); },
  },
  {
    name: 'bridge match, 100 deals',
    fair: () => computeMatch(keyedMac(SEED), 'bridge', 'm1', FOUR, 100),
    node: () => refMatch(SEED, 'bridge', 'm1', FOUR, 100),
    web: () => wMatch('bridge', 100),
  },
  {
    name: 'backgammon, 1,000 rolls',
    fair: () => rollPairs(keyedMac(hexToBytes(HEX_SEED)), PHONES, 1000),
    node: () => refRollPairs(HEX_SEED, PHONES, 1000),
    web: () => wRolls(HEX_SEED, PHONES, 1000),
  },
  {
    name: 'mahjong wall, 144 draws',
    fair: () => computeMatch(keyedMac(SEED), 'mahjong', 'm1', FOUR, 144),
    node: () => refMatch(SEED, 'mahjong', 'm1', FOUR, 144),
    web: () => wMatch('mahjong', 144),
  },
];

async function median(f: () => unknown): Promise<number> {
  await f(); // warm-up
  const t: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await f();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return t[Math.floor(t.length / 2)]!;
}

async function main(): Promise<void> {
  // sanity: the implementations agree
  const a = computeHand(keyedMac(SEED), 't1', 's1', 1, SEATS);
  if (a.root !== refHand(SEED, 't1', 's1', 1, SEATS).root || a.root !== (await wHand(1))) throw new Error('implementations disagree');
  if (JSON.stringify(rollPairs(keyedMac(hexToBytes(HEX_SEED)), PHONES, 50)) !== JSON.stringify(await wRolls(HEX_SEED, PHONES, 50))) throw new Error('rolls disagree');
  console.log(`median of ${RUNS} runs (ms); ratio = reference / lib/fair`);
  console.log(['workload'.padEnd(28), 'lib/fair'.padStart(10), 'node:crypto+BigInt'.padStart(20), 'ratio'.padStart(7), 'WebCrypto await'.padStart(17), 'ratio'.padStart(7)].join(' '));
  for (const w of workloads) {
    const f = await median(w.fair);
    const n = await median(w.node);
    const web = await median(w.web);
    console.log([w.name.padEnd(28), f.toFixed(1).padStart(10), n.toFixed(1).padStart(20), (n / f).toFixed(2).padStart(7), web.toFixed(1).padStart(17), (web / f).toFixed(2).padStart(7)].join(' '));
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
