/** Independent, slow reference implementation written from schemes.md (node:crypto + BigInt + hex strings, Node only): the differential tests of lib/fair and reference (a) of bench:verify. */
import { createHash, createHmac } from 'node:crypto';

const SPAN = 1n << 52n;
const sha = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');
const mac = (key: string | Buffer, msg: string) => createHmac('sha256', key).update(msg).digest('hex');

export function refStream(word: (k: number) => bigint) {
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
  return { int, shuffle, die: () => int(6) + 1 };
}

const hexWord = (h: string) => BigInt('0x' + h.slice(0, 13));

export function refRollPairs(seedHex: string, seeds: readonly string[], count: number): [number, number][] {
  const key = Buffer.from(seedHex, 'hex');
  const out: [number, number][] = [];
  for (let n = 1; n <= count; n++) {
    for (let plus = ''; ; plus += '+') {
      const m = createHmac('sha256', key).update(`${seeds.join(':')}${plus}:${n}`).digest();
      const b = m.find((x) => x < 252);
      if (b !== undefined) {
        const v = b % 36;
        out.push([Math.floor(v / 6) + 1, (v % 6) + 1]);
        break;
      }
    }
  }
  return out;
}

export function refMatch(seed: string, game: string, matchId: string, seeds: readonly string[], count: number) {
  const prefix = `pf2:${game}:${matchId}:${seeds.map((s, i) => `${i}=${s}`).join(',')}:`;
  const st = refStream((k) => hexWord(mac(seed, prefix + k)));
  const res: Record<string, unknown> = { seatOrder: st.shuffle([0, 1]) };
  if (game === 'backgammon') res.dice = Array.from({ length: count }, () => st.die());
  if (['bridge', 'tarneeb', 'trix'].includes(game)) res.deals = Array.from({ length: count }, () => st.shuffle(Array.from({ length: 52 }, (_, i) => i)));
  if (game === 'baloot') {
    const B = Array.from({ length: 52 }, (_, i) => i).filter((i) => i % 13 >= 5);
    res.hands = Array.from({ length: count }, () => {
      const deck = st.shuffle(B);
      return { deck, rest: st.shuffle(deck.slice(21)) };
    });
  }
  if (game === 'mahjong') {
    const wall = Array.from({ length: 144 }, (_, i) => i);
    res.draws = Array.from({ length: count }, () => wall.splice(st.int(wall.length), 1)[0]);
  }
  return res;
}

export function refHand(seed: string, table: string, session: string, n: number, seats: readonly (readonly [number, string])[]) {
  const handValue = mac(seed, `pk1:hand:${table}:${session}:${n}`);
  const seatsText = seats.slice().sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s}=${c}`).join(',');
  const st = refStream((k) => hexWord(mac(handValue, `pk1:${table}:${session}:${n}:${seatsText}:${k}`)));
  const deck = st.shuffle(Array.from({ length: 52 }, (_, i) => i));
  let level = deck.map((c, i) => sha(`pk1:leaf:${i}:${c}:${mac(handValue, `pk1:salt:${i}`)}`));
  while (level.length < 64) level.push(sha('pk1:pad'));
  while (level.length > 1) {
    const up: string[] = [];
    for (let i = 0; i < level.length; i += 2) up.push(sha(`pk1:node:${level[i]}${level[i + 1]}`));
    level = up;
  }
  return { n, handCommitment: sha(handValue), root: level[0]!, deck };
}

export function refWhite(seedA: string, seedB: string | undefined, commitA: string, commitB: string | undefined, clientA: string, clientB: string): 'A' | 'B' {
  const m = (k: number) => `cc1:${commitA}:${commitB ?? '-'}:0=${clientA},1=${clientB}:${k}`;
  const st = refStream((k) => hexWord(mac(seedA, m(k))) ^ (seedB === undefined ? 0n : hexWord(mac(seedB, m(k)))));
  return st.int(2) === 0 ? 'A' : 'B';
}

export { sha as refSha, mac as refMac };
