'use client';

import { useTranslations } from 'next-intl';
import { rollLabel } from '@/lib/fair/cards';
import type { MatchSeedProof, MatchSeedReport } from '@/lib/fair/core';
import { MATCH_LIST } from '@/lib/fair/schemes/match-games';
import { MathButton } from '@/components/math/MathButton';
import { Die } from '../Die';
import { MahjongTile, TileLegend } from '../MahjongTile';
import { eventBox, eventData, Mark } from '../marks';
import {
  CardSlot, ChipList, EVENT_LIMIT, EventChip, GROUP_LIMIT, GroupBox, Limited, Marks, Recorded, SeatRow, Section, SortedHand, TWO_DICE,
  type OutcomeProps,
} from '../parts';

type Props = OutcomeProps<MatchSeedProof, MatchSeedReport> & { marks: Marks };

function SeatOrder({ proof, report, marks }: Props) {
  const t = useTranslations('Outcomes');
  const order = report?.seatOrder ?? proof.recorded?.seatOrder;
  if (!order) return null;
  const status = marks.at('seatOrder', proof.recorded?.seatOrder !== undefined);
  // four seats in two pairs where the game deals cards to four; mahjong's four play each alone
  const list = MATCH_LIST[proof.game];
  const words = list === 'deals' || list === 'hands' ? 'seatOrderSides' : list === 'draws' ? 'seatOrderDraw' : 'seatOrderPlayers';
  const [a = 0, b = 1] = order;
  return (
    <Section title={t('seatOrder')}>
      <p className={`inline-block rounded-lg border px-3 py-2 ${eventBox(status)}`} {...eventData(status)} data-testid="seat-order">
        <MathButton events={[{ kind: 'seatOrder' }]} className="text-left underline decoration-dotted underline-offset-4">
          {t(words, { first: a + 1, second: b + 1 })}
        </MathButton>
        {status && (
          <>
            {' '}
            <Mark status={status} />
          </>
        )}
      </p>
      {/* checkers and xiangqi draw nothing else: the seat order is who starts (schemes.md; the rules: "the seed decides who starts") */}
      {MATCH_LIST[proof.game] === null && (
        <p className="mt-2 font-medium" data-testid="moves-first">
          {proof.game === 'xiangqi' ? t('movesFirstXiangqi', { first: a + 1 }) : t('movesFirst', { first: a + 1 })}
        </p>
      )}
    </Section>
  );
}

/** Backgammon dice in the order thrown, two to a roll. */
function Dice({ proof, report, marks }: Props) {
  const t = useTranslations('Outcomes');
  const dice = report?.dice ?? proof.recorded?.dice ?? [];
  const rec = proof.recorded?.dice;
  const pairs: number[] = [];
  for (let i = 0; i < dice.length; i += 2) pairs.push(i);
  return (
    <Section title={t('diceInOrder')} aside={t('diceCount', { count: dice.length })}>
      <Limited items={pairs} limit={EVENT_LIMIT} keep={(i) => marks.failedAt(`dice[${i}]`) || marks.failedAt(`dice[${i + 1}]`)}>
        {(shown) => (
          <ChipList count={shown.length} chip={TWO_DICE}>
            {shown.map((i) => {
              const pair = dice.slice(i, i + 2);
              const statuses = pair.map((_, j) => marks.at(`dice[${i + j}]`, rec !== undefined));
              const status = statuses.includes('bad') ? 'bad' : statuses[statuses.length - 1];
              const recPair = rec?.slice(i, i + 2);
              return (
                <EventChip
                  key={i}
                  n={i / 2 + 1}
                  status={status}
                  label={t('rollLabel', { n: i / 2 + 1, roll: rollLabel([pair[0] ?? 0, pair[1] ?? 0]) })}
                  math={pair.map((_, j) => ({ kind: 'die', index: i + j }))}
                  mathTitle={t('roll', { n: i / 2 + 1 })}
                  recorded={recPair ? <Recorded value={recPair.join('-')} /> : undefined}
                >
                  {pair.map((f, j) => (
                    <Die key={j} face={f} size={24} />
                  ))}
                </EventChip>
              );
            })}
          </ChipList>
        )}
      </Limited>
    </Section>
  );
}

/** Bridge, tarneeb, trix: each deal as four 13-card hands. */
function Deals({ proof, report, marks }: Props) {
  const t = useTranslations('Outcomes');
  const deals = report?.deals ?? proof.recorded?.deals ?? [];
  return (
    <div className="space-y-4" data-testid="deals">
      <Limited items={deals.map((_, d) => d)} limit={GROUP_LIMIT} keep={(d) => marks.failedUnder(`deals[${d}]`)}>
        {(shown) =>
          shown.map((d) => {
            const deck = deals[d]!;
            const bad = marks.badCards(`deals[${d}]`, deck);
            return (
              <GroupBox key={d} title={t('deal', { n: d + 1 })} status={marks.group(`deals[${d}]`, proof.recorded?.deals?.[d] !== undefined)}>
                {[0, 1, 2, 3].map((seat) => (
                  <SeatRow key={seat} label={t('seat', { n: seat + 1 })}>
                    <SortedHand cards={deck.slice(13 * seat, 13 * seat + 13)} bad={bad} eventOf={(c) => ({ kind: 'card', group: d, position: deck.indexOf(c) })} />
                  </SeatRow>
                ))}
              </GroupBox>
            );
          })
        }
      </Limited>
    </div>
  );
}

/** Baloot: the first deal (five cards a seat), the face-up card, the second deal. */
function Baloot({ proof, report, marks }: Props) {
  const t = useTranslations('Outcomes');
  const hands = report?.hands ?? proof.recorded?.hands ?? [];
  return (
    <div className="space-y-4" data-testid="baloot">
      <Limited items={hands.map((_, i) => i)} limit={GROUP_LIMIT} keep={(i) => marks.failedUnder(`hands[${i}]`)}>
        {(shown) =>
          shown.map((i) => {
            const h = hands[i]!;
            const bad = marks.badCards(`hands[${i}].deck`, h.deck);
            const badRest = marks.badCards(`hands[${i}].rest`, h.rest);
            const faceUp = h.deck[20];
            return (
              <GroupBox key={i} title={t('balootHand', { n: i + 1 })} status={marks.group(`hands[${i}]`, proof.recorded?.hands?.[i] !== undefined)}>
                <p className="text-sm font-medium">{t('firstDeal')}</p>
                {[0, 1, 2, 3].map((seat) => (
                  <SeatRow key={seat} label={t('seat', { n: seat + 1 })}>
                    <SortedHand cards={h.deck.slice(5 * seat, 5 * seat + 5)} bad={bad} eventOf={(c) => ({ kind: 'card', group: i, position: h.deck.indexOf(c) })} />
                  </SeatRow>
                ))}
                {faceUp !== undefined && (
                  <SeatRow label={t('faceUp')}>
                    <span>
                      <CardSlot id={faceUp} bad={bad.has(faceUp)} event={{ kind: 'card', group: i, position: 20 }} />
                    </span>
                  </SeatRow>
                )}
                <SeatRow label={t('secondDeal')}>
                  <span className="flex flex-wrap gap-1">
                    {h.rest.map((c, k) => (
                      <CardSlot key={c} id={c} bad={badRest.has(c)} event={{ kind: 'card', group: i, position: k, part: 'rest' }} />
                    ))}
                  </span>
                </SeatRow>
              </GroupBox>
            );
          })
        }
      </Limited>
    </div>
  );
}

/** Mahjong: the tiles in draw order. */
function Draws({ proof, report, marks }: Props) {
  const t = useTranslations('Outcomes');
  const draws = report?.draws ?? proof.recorded?.draws ?? [];
  const status = marks.group('draws', proof.recorded?.draws !== undefined);
  return (
    <Section
      title={t('draws')}
      testId="draws"
      aside={
        <span className="inline-flex items-center gap-1.5">
          {t('tileCount', { count: draws.length })} <Mark status={status} />
        </span>
      }
    >
      <ol className="flex flex-wrap gap-1" {...eventData(status)}>
        {draws.map((tile, i) => {
          const bad = marks.failedAt(`draws[${i}]`);
          return (
            <li key={i} title={t('tile', { n: i + 1 })} className={bad ? 'rounded-md ring-2 ring-bad' : undefined} data-event={bad ? 'bad' : undefined}>
              <MathButton events={[{ kind: 'tile', index: i }]} className="inline-flex">
                <MahjongTile id={tile} />
              </MathButton>
            </li>
          );
        })}
      </ol>
      <TileLegend />
    </Section>
  );
}

/** match_seed_v2: the seat order, then the game's own draws. */
export default function MatchSeedOutcomes({ proof, report }: OutcomeProps<MatchSeedProof, MatchSeedReport>) {
  const t = useTranslations('Outcomes');
  const tg = useTranslations('Games');
  const p: Props = { proof, report, marks: new Marks(report) };
  const list = MATCH_LIST[proof.game];
  return (
    <div className="space-y-6">
      <SeatOrder {...p} />
      {list === 'dice' ? (
        <Dice {...p} />
      ) : list === 'deals' ? (
        <Deals {...p} />
      ) : list === 'hands' ? (
        <Baloot {...p} />
      ) : list === 'draws' ? (
        <Draws {...p} />
      ) : (
        <p className="text-sm text-muted">{t('seatOnly', { game: tg(proof.game) })}</p>
      )}
    </div>
  );
}
