/** Explanations of poker_hmac_v1's cards: the hand value, then the card's draw in the hand's shuffle (schemes.md). */
import { computeHand } from '../../core';
import { macWordSource, seatsText } from '../internals';
import { isInt, need } from '../../errors';
import { keyedMac } from '../../hash';
import { ascii, toHex } from '../../hex';
import type { PokerProof } from '../../schemes/poker';
import { revealed } from '../bytes';
import { DECK52, modStep, shuffled } from '../shuffle';
import { callWords, hmacKey, MacLog, same, TracedStream } from '../trace';
import type { EventRef, Explanation } from '../types';

/** The card at `position` of hand `group` (its index in the document). */
export function explain(p: PokerProof, ev: EventRef): Explanation {
  const seed = revealed(p.serverSeed);
  need(ev.kind === 'card' && ev.part === undefined && isInt(ev.group, 0, p.hands.length - 1) && isInt(ev.position, 0, 51), 'event', 'a card of a hand');
  const h = p.hands[ev.group]!;
  const keys = [hmacKey('serverSeed', seed)];
  const log = new MacLog(keys);
  const handValue = toHex(log.mac('serverSeed', `pk1:hand:${p.table}:${p.session}:${h.n}`));
  const hv = hmacKey('handValue', handValue);
  keys.push(hv);
  log.add(hv);
  const prefix = `pk1:${p.table}:${p.session}:${h.n}:${seatsText(h.seats)}:`;
  const st = new TracedStream(macWordSource(keyedMac(ascii(handValue)), prefix));
  const deck = same(st.shuffle(DECK52), computeHand(keyedMac(seed), p.table, p.session, h.n, h.seats).deck);
  const { call, steps } = shuffled(st.calls, 0, 52, ev.position, deck);
  const words = callWords(log, 'handValue', prefix, call);
  return { scheme: p.scheme, event: ev, keys, macs: log.rows, words, steps: [modStep(words, call), ...steps], result: { kind: 'card', card: deck[ev.position]! }, seatsFromZero: true };
}
