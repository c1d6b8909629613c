import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Die } from '@/components/outcomes/Die';
import { MahjongTile } from '@/components/outcomes/MahjongTile';
import { PlayingCard } from '@/components/outcomes/PlayingCard';
import type {
  ChessProof, ChessReport, DieRoundProof, DieRoundReport, MatchSeedProof, MatchSeedReport, Pair, PokerProof, PokerReport, Proof, Report,
  RollPairProof, RollPairReport,
} from '@/lib/fair';
import { eventBox, Mark, type EventStatus } from './Marks';

/** What the outcome views need: the parsed document, the report once verified, the failed report paths. */
export interface OutcomeProps<R extends Report = Report> {
  report: R | null;
  failed: ReadonlySet<string>;
}

/** Status of one event at report path `at`. */
function statusOf(p: OutcomeProps, at: string, compared: boolean): EventStatus {
  if (!p.report || p.report.pending) return undefined;
  if (p.failed.has(at)) return 'bad';
  return compared ? 'ok' : 'unchecked';
}

/** Status of a group of events whose paths start with `prefix`. */
function groupStatus(p: OutcomeProps, prefix: string, compared: boolean): EventStatus {
  if (!p.report || p.report.pending) return undefined;
  for (const at of p.failed) if (at === prefix || at.startsWith(`${prefix}[`) || at.startsWith(`${prefix}.`)) return 'bad';
  return compared ? 'ok' : 'unchecked';
}

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold">{title}</h3>
        {aside && <span className="text-sm text-muted">{aside}</span>}
      </div>
      {children}
    </section>
  );
}

/** A numbered event chip: number, faces, mark. */
function EventChip({ n, label, status, children }: { n: number; label: string; status: EventStatus; children: ReactNode }) {
  return (
    <li
      className={`inline-flex items-center gap-1.5 rounded-lg border py-1 pr-1.5 pl-2 ${eventBox(status)}`}
      data-event={status ?? 'recorded'}
      data-label={label}
    >
      <span className="sr-only">{label}</span>
      <span className="min-w-[1.6em] text-right font-mono text-xs text-muted tabular-nums" aria-hidden="true">
        {n}
      </span>
      <span className="inline-flex items-center gap-1.5" aria-hidden="true">
        {children}
      </span>
      <Mark status={status} />
    </li>
  );
}

const chipList = 'flex flex-wrap gap-1.5';

/* ------------------------------------------------------------------ dice */

function RollPairView({ proof, ...p }: OutcomeProps<RollPairReport> & { proof: RollPairProof }) {
  const t = useTranslations('Outcomes');
  const rolls: Pair[] = p.report?.rolls ?? proof.recorded ?? [];
  if (rolls.length === 0) return <p className="text-muted">{t('noOutcomes')}</p>;
  const games = proof.games && proof.games.length > 1 ? proof.games : [rolls.length];
  const starts = games.map((_, g) => games.slice(0, g).reduce((a, b) => a + b, 0));
  return (
    <div className="space-y-6">
      {games.map((len, g) => {
        const from = starts[g] ?? 0;
        const slice = rolls.slice(from, from + len);
        const title = games.length > 1 ? t('game', { n: g + 1 }) : t('rolls');
        return (
          <Section key={g} title={title} aside={t('rollCount', { count: slice.length })}>
            <ol className={chipList}>
              {slice.map((roll, k) => {
                const i = from + k;
                const status = statusOf(p, `rolls[${i}]`, proof.recorded !== undefined);
                return (
                  <EventChip key={i} n={i + 1} status={status} label={t('rollLabel', { n: i + 1, a: roll[0], b: roll[1] })}>
                    <Die face={roll[0]} size={24} />
                    <Die face={roll[1]} size={24} />
                  </EventChip>
                );
              })}
            </ol>
          </Section>
        );
      })}
    </div>
  );
}

function DieRoundView({ proof, ...p }: OutcomeProps<DieRoundReport> & { proof: DieRoundProof }) {
  const t = useTranslations('Outcomes');
  const computed = p.report?.dice;
  const recorded = proof.recorded;
  const n = computed?.length ?? recorded?.length ?? 0;
  if (n === 0) return <p className="text-muted">{t('noOutcomes')}</p>;
  const tg = new Set(proof.telegram ?? []);
  return (
    <Section title={t('dice')} aside={t('diceCount', { count: n })}>
      {tg.size > 0 && <p className="text-sm text-muted">{t('telegramNote')}</p>}
      <ol className={chipList}>
        {Array.from({ length: n }, (_, i) => {
          const telegram = tg.has(i + 1);
          if (telegram) {
            const rec = recorded?.[i];
            const seed = computed?.[i];
            const label = `${t('die', { n: i + 1 })}: ${t('telegram')}${typeof rec === 'number' ? ` ${rec}` : ''}`;
            return (
              <EventChip key={i} n={i + 1} status={statusOf(p, `dice[${i}]`, false)} label={label}>
                <Die face={typeof rec === 'number' ? rec : null} telegram size={24} title={label} />
                {typeof seed === 'number' && (
                  <span className="text-xs text-muted">({t('seedValue', { face: seed })})</span>
                )}
              </EventChip>
            );
          }
          const face = computed?.[i] ?? recorded?.[i] ?? null;
          const status = statusOf(p, `dice[${i}]`, recorded !== undefined);
          return (
            <EventChip key={i} n={i + 1} status={status} label={`${t('die', { n: i + 1 })}: ${face ?? '?'}`}>
              <Die face={face} size={24} title={face === null ? '?' : String(face)} />
            </EventChip>
          );
        })}
      </ol>
    </Section>
  );
}

/* ----------------------------------------------------------------- cards */

const SUIT_ORDER = [3, 2, 0, 1]; // ♠ ♥ ♣ ♦: colours alternate

/** Cards of one hand sorted by suit (♠ ♥ ♣ ♦), high to low; `bad` card ids highlighted. */
function SortedHand({ cards, bad }: { cards: number[]; bad: ReadonlySet<number> }) {
  const groups = SUIT_ORDER.map((s) => cards.filter((c) => Math.floor(c / 13) === s).sort((a, b) => b - a)).filter(
    (g) => g.length > 0,
  );
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1.5">
      {groups.map((g) => (
        <span key={g[0]} className="inline-flex flex-wrap gap-1">
          {g.map((c) => (
            <CardSlot key={c} id={c} bad={bad.has(c)} />
          ))}
        </span>
      ))}
    </div>
  );
}

function CardSlot({ id, bad }: { id: number; bad?: boolean }) {
  return bad ? (
    <span className="rounded-md ring-2 ring-bad ring-offset-1 ring-offset-surface" data-event="bad">
      <PlayingCard id={id} />
    </span>
  ) : (
    <PlayingCard id={id} />
  );
}

/** Card ids at the mismatched positions `prefix[i]` of a list. */
function badCards(p: OutcomeProps, prefix: string, cards: readonly number[]): Set<number> {
  const out = new Set<number>();
  cards.forEach((c, i) => p.failed.has(`${prefix}[${i}]`) && out.add(c));
  return out;
}

function SeatRow({ label, status, children }: { label: string; status?: EventStatus; children: ReactNode }) {
  return (
    <div className="grid gap-1.5 sm:grid-cols-[6rem_1fr] sm:items-center">
      <div className="flex items-center gap-1.5 text-sm text-muted">
        {label}
        {status && <Mark status={status} />}
      </div>
      {children}
    </div>
  );
}

function DealsView({ proof, ...p }: OutcomeProps<MatchSeedReport> & { proof: MatchSeedProof }) {
  const t = useTranslations('Outcomes');
  const deals = p.report?.deals ?? proof.recorded?.deals ?? [];
  return (
    <div className="space-y-4">
      {deals.map((deck, d) => {
        const status = groupStatus(p, `deals[${d}]`, proof.recorded?.deals?.[d] !== undefined);
        const bad = badCards(p, `deals[${d}]`, deck);
        return (
          <div
            key={d}
            className={`space-y-3 rounded-xl border p-3 sm:p-4 ${eventBox(status)}`}
            data-event={status ?? 'recorded'}
          >
            <h3 className="flex items-center gap-2 font-semibold">
              {t('deal', { n: d + 1 })} <Mark status={status} />
            </h3>
            {[0, 1, 2, 3].map((seat) => (
              <SeatRow key={seat} label={t('seat', { n: seat + 1 })}>
                <SortedHand cards={deck.slice(13 * seat, 13 * seat + 13)} bad={bad} />
              </SeatRow>
            ))}
          </div>
        );
      })}
    </div>
  );
}

function BalootView({ proof, ...p }: OutcomeProps<MatchSeedReport> & { proof: MatchSeedProof }) {
  const t = useTranslations('Outcomes');
  const hands = p.report?.hands ?? proof.recorded?.hands ?? [];
  return (
    <div className="space-y-4">
      {hands.map((h, i) => {
        const status = groupStatus(p, `hands[${i}]`, proof.recorded?.hands?.[i] !== undefined);
        const bad = badCards(p, `hands[${i}].deck`, h.deck);
        const badRest = badCards(p, `hands[${i}].rest`, h.rest);
        const faceUp = h.deck[20];
        return (
          <div key={i} className={`space-y-3 rounded-xl border p-3 sm:p-4 ${eventBox(status)}`} data-event={status ?? 'recorded'}>
            <h3 className="flex items-center gap-2 font-semibold">
              {t('balootHand', { n: i + 1 })} <Mark status={status} />
            </h3>
            <p className="text-sm font-medium">{t('firstDeal')}</p>
            {[0, 1, 2, 3].map((seat) => (
              <SeatRow key={seat} label={t('seat', { n: seat + 1 })}>
                <SortedHand cards={h.deck.slice(5 * seat, 5 * seat + 5)} bad={bad} />
              </SeatRow>
            ))}
            {faceUp !== undefined && (
              <SeatRow label={t('faceUp')}>
                <span>
                  <CardSlot id={faceUp} bad={bad.has(faceUp)} />
                </span>
              </SeatRow>
            )}
            <SeatRow label={t('secondDeal')}>
              <span className="flex flex-wrap gap-1">
                {h.rest.map((c) => (
                  <CardSlot key={c} id={c} bad={badRest.has(c)} />
                ))}
              </span>
            </SeatRow>
          </div>
        );
      })}
    </div>
  );
}

function MahjongView({ proof, ...p }: OutcomeProps<MatchSeedReport> & { proof: MatchSeedProof }) {
  const t = useTranslations('Outcomes');
  const draws = p.report?.draws ?? proof.recorded?.draws ?? [];
  const status = groupStatus(p, 'draws', proof.recorded?.draws !== undefined);
  return (
    <Section
      title={t('draws')}
      aside={
        <span className="inline-flex items-center gap-1.5">
          {t('tileCount', { count: draws.length })} <Mark status={status} />
        </span>
      }
    >
      <ol className="flex flex-wrap gap-1" data-event={status ?? 'recorded'}>
        {draws.map((tile, i) => {
          const bad = p.failed.has(`draws[${i}]`);
          return (
            <li key={i} title={t('tile', { n: i + 1 })} className={bad ? 'rounded-md ring-2 ring-bad' : undefined} data-event={bad ? 'bad' : undefined}>
              <MahjongTile id={tile} />
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function MatchDiceView({ proof, ...p }: OutcomeProps<MatchSeedReport> & { proof: MatchSeedProof }) {
  const t = useTranslations('Outcomes');
  const dice = p.report?.dice ?? proof.recorded?.dice ?? [];
  const pairs: number[][] = [];
  for (let i = 0; i < dice.length; i += 2) pairs.push(dice.slice(i, i + 2) as number[]);
  const compared = proof.recorded?.dice !== undefined;
  return (
    <Section title={t('diceInOrder')} aside={t('diceCount', { count: dice.length })}>
      <ol className={chipList}>
        {pairs.map((pair, k) => {
          const i = 2 * k;
          const bad = pair.some((_, j) => p.failed.has(`dice[${i + j}]`));
          const status = bad ? statusOf(p, `dice[${i}]`, compared) && 'bad' : statusOf(p, `dice[${i + 1}]`, compared);
          return (
            <EventChip key={k} n={k + 1} status={status} label={t('rollLabel', { n: k + 1, a: pair[0] ?? 0, b: pair[1] ?? 0 })}>
              {pair.map((f, j) => (
                <Die key={j} face={f as number} size={24} />
              ))}
            </EventChip>
          );
        })}
      </ol>
    </Section>
  );
}

function SeatOrderView({ proof, ...p }: OutcomeProps<MatchSeedReport> & { proof: MatchSeedProof }) {
  const t = useTranslations('Outcomes');
  const order = p.report?.seatOrder ?? proof.recorded?.seatOrder;
  if (!order) return null;
  const status = statusOf(p, 'seatOrder', proof.recorded?.seatOrder !== undefined);
  const four = ['bridge', 'tarneeb', 'trix', 'baloot', 'mahjong'].includes(proof.game);
  const [a = 0, b = 1] = order;
  return (
    <Section title={t('seatOrder')}>
      <p className={`inline-block rounded-lg border px-3 py-2 ${eventBox(status)}`} data-event={status ?? 'recorded'}>
        {four ? t('seatOrderSides', { first: a + 1, second: b + 1 }) : t('seatOrderPlayers', { first: a + 1, second: b + 1 })}
        {status && <>{' '}<Mark status={status} /></>}
      </p>
    </Section>
  );
}

function MatchView({ proof, ...p }: OutcomeProps<MatchSeedReport> & { proof: MatchSeedProof }) {
  const t = useTranslations('Outcomes');
  const tg = useTranslations('Games');
  const body =
    proof.game === 'backgammon' ? <MatchDiceView proof={proof} {...p} />
    : proof.game === 'baloot' ? <BalootView proof={proof} {...p} />
    : proof.game === 'mahjong' ? <MahjongView proof={proof} {...p} />
    : proof.game === 'checkers' || proof.game === 'xiangqi' ? (
      <p className="text-sm text-muted">{t('seatOnly', { game: tg(proof.game) })}</p>
    ) : (
      <DealsView proof={proof} {...p} />
    );
  return (
    <div className="space-y-6">
      <SeatOrderView proof={proof} {...p} />
      {body}
    </div>
  );
}

/* ----------------------------------------------------------------- poker */

function PokerView({ proof, ...p }: OutcomeProps<PokerReport> & { proof: PokerProof }) {
  const t = useTranslations('Outcomes');
  const reports = p.report?.hands;
  if (proof.hands.length === 0) return <p className="text-muted">{t('noHands')}</p>;
  return (
    <ol className="space-y-2">
      {proof.hands.map((h, i) => {
        const computed = reports?.[i];
        const deck = computed?.deck ?? h.deck;
        const status = groupStatus(p, `hands[${i}]`, true);
        const bad = deck ? badCards(p, `hands[${i}].deck`, deck) : new Set<number>();
        const receipts = p.report?.cards?.filter((c) => c.n === h.n) ?? [];
        return (
          <li key={h.n} className={`rounded-xl border ${eventBox(status)}`} data-event={status ?? 'recorded'}>
            <details open={status === 'bad'} className="group">
              <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-3 py-2.5 [&::-webkit-details-marker]:hidden">
                <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-90">
                  ▸
                </span>
                <span className="font-semibold">{t('pokerHand', { n: h.n })}</span>
                <Mark status={status} />
                <span className="text-sm text-muted">{t('seatCount', { count: h.seats.length })}</span>
              </summary>
              <div className="space-y-3 border-t border-line px-3 py-3 text-sm">
                <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
                  <dt className="text-muted">{t('handCommitment')}</dt>
                  <dd className="hex min-w-0">{h.handCommitment}</dd>
                  <dt className="text-muted">{t('root')}</dt>
                  <dd className="hex min-w-0">{h.root}</dd>
                  <dt className="text-muted">{t('seats')}</dt>
                  <dd className="min-w-0">
                    <ul>
                      {h.seats.map(([seat, seed]) => (
                        <li key={seat}>
                          {t('seat', { n: seat })}: <span className="hex">{seed}</span>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </dl>
                <div>
                  <p className="mb-1.5 text-muted">{t('deck')}</p>
                  {deck ? (
                    <ol className="flex flex-wrap gap-1">
                      {deck.map((c, k) => (
                        <li key={k}>
                          <CardSlot id={c} bad={bad.has(c)} />
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <p>{t('deckPending')}</p>
                  )}
                </div>
                {receipts.length > 0 && (
                  <div>
                    <p className="mb-1.5 text-muted">{t('receipt')}</p>
                    <ul className="flex flex-wrap gap-1.5">
                      {receipts.map((c) => (
                        <li key={c.position} className="inline-flex items-center gap-1" data-event={c.ok ? 'ok' : 'bad'}>
                          <CardSlot id={c.card} bad={!c.ok} />
                          <Mark status={c.ok ? 'ok' : 'bad'} />
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}

/* ----------------------------------------------------------------- chess */

function ChessView({ proof, ...p }: OutcomeProps<ChessReport> & { proof: ChessProof }) {
  const t = useTranslations('Outcomes');
  const white = p.report?.white ?? proof.recorded?.white;
  if (!white) return <p className="text-muted">{t('noOutcomes')}</p>;
  const bot = proof.commitB === undefined;
  const status = statusOf(p, 'white', proof.recorded !== undefined);
  const who = white === 'A' ? t('whiteA') : bot ? t('whiteBot') : t('whiteB');
  return (
    <Section title={t('white')}>
      <p
        className={`inline-flex items-center gap-3 rounded-lg border px-3 py-2 text-lg font-medium ${eventBox(status)}`}
        data-event={status ?? 'recorded'}
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          ♔
        </span>
        {who}
        <Mark status={status} />
      </p>
    </Section>
  );
}

/** The outcomes of a proof, drawn the way the game looks. */
export function Outcomes({ proof, report, failed }: OutcomeProps & { proof: Proof }) {
  switch (proof.scheme) {
    case 'roll_pair_v1':
      return <RollPairView proof={proof} report={report?.scheme === proof.scheme ? report : null} failed={failed} />;
    case 'die_round_v1':
      return <DieRoundView proof={proof} report={report?.scheme === proof.scheme ? report : null} failed={failed} />;
    case 'match_seed_v2':
      return <MatchView proof={proof} report={report?.scheme === proof.scheme ? report : null} failed={failed} />;
    case 'poker_hmac_v1':
      return <PokerView proof={proof} report={report?.scheme === proof.scheme ? report : null} failed={failed} />;
    default:
      return <ChessView proof={proof} report={report?.scheme === proof.scheme ? report : null} failed={failed} />;
  }
}
