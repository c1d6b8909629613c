/**
 * Reference (a) for bench:verify — node:crypto createHmac/createHash, BigInt
 * words and hex strings: the straightforward way, Node only. Independent of
 * lib/fair; written from schemes.md.
 */
import { createHash, createHmac } from 'node:crypto';

const SPAN = 1n << 52n;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const mac = (key: string | Buffer, msg: string) => createHmac('sha256', key).update(msg).digest('hex');
const hexWord = (h: string) => BigInt('0x' + h.slice(0, 13));

function stream(word: (k: number) => bigint) {
  let k = 0;
  const int = (n: number): number => {
    const N = BigInt(n);
    const limit = SPAN - (SPAN % N);
    for (;;) {
      const w = word(k++);
      if (w < limit) return Number(w % N);
    }
  };
  const shuffle = <T>(a: readonly T[]): T[] => {
    const r = a.slice();
    for (let i = r.length - 1; i >= 1; i--) {
      const j = int(i + 1);
      [r[i], r[j]] = [r[j]!, r[i]!];
    }
    return r;
  };
  return { int, shuffle };
}

/** roll_pair_v1 rolls 1..count. */
export function nodeRollPairs(seedHex: string, seeds: readonly string[], count: number): [number, number][] {
  const key = Buffer.from(seedHex, 'hex');
  const out: [number, number][] = [];
  for (let n = 1; n <= count; n++) {
    for (let plus = ''; ; plus += '+') {
      const m = createHmac('sha256', key).update(`${seeds.join(':')}${plus}:${n}`).digest();
      const b = m.find((x) => x < 252);
      if (b !== undefined) {
        out.push([Math.floor((b % 36) / 6) + 1, (b % 6) + 1]);
        break;
      }
    }
  }
  return out;
}

/** match_seed_v2 for bridge (deals) and mahjong (draws); returns the outcome lists. */
export function nodeMatch(seed: string, game: 'bridge' | 'mahjong', matchId: string, seeds: readonly string[], count: number) {
  const prefix = `pf2:${game}:${matchId}:${seeds.map((s, i) => `${i}=${s}`).join(',')}:`;
  const st = stream((k) => hexWord(mac(seed, prefix + k)));
  const seatOrder = st.shuffle([0, 1]);
  if (game === 'mahjong') {
    const wall = Array.from({ length: 144 }, (_, i) => i);
    return { seatOrder, draws: Array.from({ length: count }, () => wall.splice(st.int(wall.length), 1)[0]!) };
  }
  return { seatOrder, deals: Array.from({ length: count }, () => st.shuffle(Array.from({ length: 52 }, (_, i) => i))) };
}

/** poker_hmac_v1 hand n: hand value, deck, salts, 64-leaf Merkle root. */
export function nodeHand(seed: string, table: string, session: string, n: number, seats: readonly (readonly [number, string])[]) {
  const handValue = mac(seed, `pk1:hand:${table}:${session}:${n}`);
  const seatsText = seats.slice().sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s}=${c}`).join(',');
  const st = stream((k) => hexWord(mac(handValue, `pk1:${table}:${session}:${n}:${seatsText}:${k}`)));
  const deck = st.shuffle(Array.from({ length: 52 }, (_, i) => i));
  let level = deck.map((c, i) => sha(`pk1:leaf:${i}:${c}:${mac(handValue, `pk1:salt:${i}`)}`));
  const pad = sha('pk1:pad');
  while (level.length < 64) level.push(pad);
  while (level.length > 1) {
    const up: string[] = [];
    for (let i = 0; i < level.length; i += 2) up.push(sha(`pk1:node:${level[i]}${level[i + 1]}`));
    level = up;
  }
  return { handCommitment: sha(handValue), root: level[0]!, deck };
}
