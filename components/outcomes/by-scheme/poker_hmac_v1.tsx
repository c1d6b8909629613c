'use client';

import { useTranslations } from 'next-intl';
import { useContext, useState } from 'react';
import type { PokerProof, PokerReport } from '@/lib/fair/core';
import { MathButton } from '@/components/math/MathButton';
import { useHydrated } from '@/components/ui/useHydrated';
import { eventBox, eventData, Mark, type EventStatus } from '../marks';
import { CardSlot, GROUP_LIMIT, Limited, Marks, Section, type OutcomeProps } from '../parts';
import { ServerMarkup } from '../serverMarkup';
import { cardText, PlayingCard } from '../PlayingCard';
import { TlogProofDownload } from '../TlogProofDownload';

/** A player's receipt cards, hand by hand, each marked against its hand's root (nothing without a receipt). */
function ReceiptHands({ proof, report }: OutcomeProps<PokerProof, PokerReport>) {
  const t = useTranslations('Outcomes');
  const receipts = new Map((report?.cards ?? []).map((r) => [`${r.n}:${r.position}`, r]));
  const receiptHands = proof.hands.filter((h) => h.cards && h.cards.length > 0);
  if (receiptHands.length === 0) return null;
  return (
    <Section title={t('receiptsTitle')} testId="receipts">
      <Limited items={receiptHands} limit={GROUP_LIMIT}>
        {(shown) =>
          shown.map((h) => (
            <div key={h.n} className="space-y-2 rounded-xl border border-line bg-surface p-3">
              <h4 className="font-semibold">{t('pokerHand', { n: h.n })}</h4>
              <ul className="flex flex-wrap gap-2">
                {h.cards!.map((c) => {
                  const r = receipts.get(`${h.n}:${c.position}`);
                  const status = r === undefined ? undefined : r.ok ? 'ok' : 'bad';
                  return (
                    <li key={c.position} className={`flex items-center gap-1.5 rounded-lg border px-1.5 py-1 ${eventBox(status)}`} {...eventData(status)}>
                      <MathButton events={[{ kind: 'card', group: proof.hands.indexOf(h), position: c.position }]} className="inline-flex">
                        <PlayingCard id={c.card} />
                      </MathButton>
                      <span className="text-xs text-muted">{t('receiptPosition', { n: c.position + 1 })}</span>
                      <Mark status={status} />
                    </li>
                  );
                })}
              </ul>
            </div>
          ))
        }
      </Limited>
    </Section>
  );
}

/**
 * poker_hmac_v1: every hand with its commitment, root, seats and (once the seed is out) its deck;
 * a player's receipt cards, each marked against its hand's root. On a stored session's page (`id`),
 * each logged hand offers its own tlog-proof.
 */
export default function PokerOutcomes({ proof, report, id }: OutcomeProps<PokerProof, PokerReport>) {
  const t = useTranslations('Outcomes');
  const marks = new Marks(report);
  if (proof.hands.length === 0) return <p className="text-muted">{t('noHands')}</p>;
  const computed = report?.hands;
  return (
    <div className="space-y-6">
      <ReceiptHands proof={proof} report={report} />
      <Section title={computed ? t('pokerHandsTitle', { count: computed.length }) : t('pokerHands')} testId="poker-hands">
        <Limited items={proof.hands.map((_, i) => i)} limit={GROUP_LIMIT} keep={(i) => report?.handResults?.[i]?.ok === false}>
          {(shown) => (
            <ol className="space-y-2">
              {shown.map((i) => {
                const h = proof.hands[i]!;
                const deck = computed?.[i]?.deck ?? h.deck;
                // each hand's own verdict is the report's (its recomputation and its receipts); none while unchecked
                const result = report?.handResults?.[i];
                const status = result ? (result.ok ? 'ok' : 'bad') : undefined;
                const bad = deck ? marks.badCards(`hands[${i}].deck`, deck) : new Set<number>();
                return <PokerHand key={h.n} index={i} hand={h} deck={deck} status={status} bad={bad} id={id} />;
              })}
            </ol>
          )}
        </Limited>
      </Section>
    </div>
  );
}

/** Whether the server's markup, still in the page, has hand `n` open: the player opened it before the outcomes were drawn. */
function openInPage(n: number): boolean {
  return typeof document !== 'undefined' && document.querySelector(`details[data-hand="${n}"]`)?.hasAttribute('open') === true;
}

/**
 * One hand, folded unless it failed. In the server's markup its body is always there (without
 * JavaScript a `<details>` opens by itself), and stays when the browser hydrates it; in a drawing of
 * the browser's own (/check) it is made when the hand is opened — a session's decks are most of its
 * elements. A hand the player opened in the server's markup stays open.
 *
 * A folded hand's deck is one line of text in the server's markup (what a page without JavaScript
 * shows when the hand is opened): 52 cards drawn as buttons would be most of a session page's HTML
 * and of what the browser parses and hydrates, for hands nobody has opened. It becomes cards, each
 * opening its math, as the hand is opened (before the `<details>` shows it), or once the page has
 * hydrated a hand opened before.
 */
function PokerHand({
  index: i,
  hand: h,
  deck,
  status,
  bad,
  id,
}: {
  index: number;
  hand: PokerProof['hands'][number];
  deck: readonly number[] | undefined;
  status: EventStatus;
  bad: ReadonlySet<number>;
  /** the session's public number: its page offers the hand's tlog-proof */
  id?: number;
}) {
  const t = useTranslations('Outcomes');
  // a body the server drew stays (its first drawing decides: the hydrating one, or the browser's own)
  const serverMarkup = useContext(ServerMarkup);
  const [kept] = useState(serverMarkup);
  const [open, setOpen] = useState(() => status === 'bad' || openInPage(h.n));
  // a folded hand's deck is text in the server's markup and in the drawing that hydrates it; cards
  // once opened (by a click: drawn before the body shows), or once hydrated if opened before
  const [clicked, setClicked] = useState(false);
  const hydrated = useHydrated();
  const cards = clicked || !kept || status === 'bad' || (open && hydrated);
  // a hand that fails on a later check (/check, as its fields are edited) opens as it would have
  const [was, setWas] = useState(status);
  if (was !== status) {
    setWas(status);
    if (status === 'bad') setOpen(true);
  }
  return (
    <li className={`rounded-xl border ${eventBox(status)}`} {...eventData(status)}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group" data-hand={h.n}>
        <summary onClick={() => setClicked(true)} className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-3 py-2.5 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-90">
            ▸
          </span>
          <span className="font-semibold">{t('pokerHand', { n: h.n })}</span>
          <Mark status={status} />
          <span className="text-sm text-muted">{t('seatCount', { count: h.seats.length })}</span>
        </summary>
        {(open || kept) && (
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
                      {t('seat', { n: seat + 1 })}: <span className="hex">{seed}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
            {/* a hand without a log part was stored before the log: the API has no tlog-proof for it */}
            {id !== undefined && h.log && (
              <TlogProofDownload
                id={id}
                hand={h.n}
                label={t('handDownload')}
                // the file's name and `--hand n` each kept on one line: a narrow screen broke them at their hyphens
                hint={(file) => t.rich('handDownloadHint', { file, n: h.n, opt: (c) => <span className="whitespace-nowrap">{c}</span> })}
                testId="hand-tlog-proof-download"
              />
            )}
            <div>
              <p className="mb-1.5 text-muted">{t('deck')}</p>
              {deck && !cards ? (
                <p className="font-mono break-words" data-deck-text="">
                  {deck.map(cardText).join(' ')}
                </p>
              ) : deck ? (
                <ol className="flex flex-wrap gap-1">
                  {deck.map((c, k) => (
                    <li key={k}>
                      <CardSlot id={c} bad={bad.has(c)} event={{ kind: 'card', group: i, position: k }} />
                    </li>
                  ))}
                </ol>
              ) : (
                <p>{t('deckPending')}</p>
              )}
            </div>
          </div>
        )}
      </details>
    </li>
  );
}
