'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { FileDrop } from '@/components/ui/FileDrop';
import { ContactBox } from '@/components/verify/ContactBox';
import { fieldLabel, inputMessage, problemOf, type InputProblem } from '@/components/verify/inputError';
import { Mark } from '@/components/outcomes/marks';
import { PlayingCard } from '@/components/outcomes/PlayingCard';
import type { PokerProof } from '@/lib/fair/core';
import { RECEIPT_INPUT, ReceiptFrame } from './ReceiptFrame';
import { checkReceiptAgainst, readReceipt, receiptFromFragment, type ReceiptCheck as Check, type ReceiptHandCheck } from '@/lib/fair/schemes/poker-receipt';

export interface ReceiptCheckProps {
  /** the session this page publishes (parsed) */
  session: PokerProof;
  proofId: number;
  /** CONTACT_EMAIL, for the box beside a failed check */
  contact: string | null;
}

type Result = { kind: 'done'; check: Check } | { kind: 'error'; input: InputProblem };


/**
 * A player's receipt checked against this session page (lib/fair/schemes/poker-receipt.ts): pasted,
 * dropped as a file, or from the fragment `#receipt=<base64url>` (the app's "check my cards" link:
 * a fragment never reaches the server, and nothing here sends anything). The result carries
 * `data-receipt-verdict`, each card `data-card-ok`.
 */
export function ReceiptCheck({ session, proofId, contact }: ReceiptCheckProps) {
  const t = useTranslations('Receipt');
  const [text, setText] = useState('');
  const [fromLink, setFromLink] = useState(false);
  const [linkError, setLinkError] = useState<InputProblem | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const read = () => {
      try {
        const json = receiptFromFragment(window.location.hash);
        if (json === null) return;
        setText(json);
        setFromLink(true);
        setLinkError(null);
      } catch (e) {
        setFromLink(true);
        setLinkError(problemOf(e, 'receipt'));
      }
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const result = useMemo((): Result | null => {
    if (linkError) return { kind: 'error', input: linkError };
    if (!text.trim()) return null;
    try {
      return { kind: 'done', check: checkReceiptAgainst(session, readReceipt(text)) };
    } catch (e) {
      return { kind: 'error', input: problemOf(e) };
    }
  }, [text, session, linkError]);

  const edit = (value: string) => {
    setLinkError(null);
    setText(value);
  };
  const form = (
    <FileDrop
      onText={edit}
      accept=".json,application/json,text/plain"
      fileLabel={t('file')}
      dropHere={t('dropHere')}
      fileError={t('fileError')}
      zoneTestId="receipt-drop"
      fileTestId="receipt-file"
    >
      <label htmlFor="receipt-text" className="block font-medium">
        {t('label')}
      </label>
      <textarea
        id="receipt-text"
        rows={5}
        value={text}
        onChange={(e) => edit(e.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={t('placeholder')}
        className={RECEIPT_INPUT}
        data-testid="receipt-text"
      />
    </FileDrop>
  );

  return (
    <ReceiptFrame testId="receipt">
      {fromLink ? (
        <>
          <div aria-live="polite">{result && <Verdict result={result} contact={contact} proofId={proofId} />}</div>
          <details open={open || result?.kind === 'error'} onToggle={(e) => setOpen(e.currentTarget.open)}>
            <summary className="-my-2 cursor-pointer py-2 font-medium">{t('fromLink')}</summary>
            <div className="mt-3">{form}</div>
          </details>
        </>
      ) : (
        <>
          {form}
          <div aria-live="polite">{result && <Verdict result={result} contact={contact} proofId={proofId} />}</div>
        </>
      )}
    </ReceiptFrame>
  );
}

function Verdict({ result, contact, proofId }: { result: Result; contact: string | null; proofId: number }) {
  const t = useTranslations('Receipt');
  const ti = useTranslations('Input');
  if (result.kind === 'error') {
    return (
      <div className="rounded-xl border-2 border-bad/60 bg-bad/10 p-4" data-receipt-verdict="error">
        <p className="font-semibold">{t('errorTitle')}</p>
        <p className="hex mt-1 text-sm">{t('errorDetail', { field: fieldLabel(ti, result.input.field), message: inputMessage(ti, result.input) })}</p>
      </div>
    );
  }
  const c = result.check;
  const hands = c.hands.length;
  return (
    <div className="space-y-4">
      <div
        className={`rounded-xl border-2 p-4 ${c.ok ? 'border-ok/60 bg-ok/10' : 'border-bad/60 bg-bad/10'}`}
        data-receipt-verdict={c.ok ? 'verified' : 'failed'}
        role="status"
      >
        <p className="font-semibold">
          <span aria-hidden="true" className={c.ok ? 'text-ok' : 'text-bad'}>
            {c.ok ? '✓ ' : '✗ '}
          </span>
          {c.ok ? t('verified') : t('failed')}
        </p>
        <p className="mt-1 text-sm">
          {c.ok
            ? c.revealed
              ? t('verifiedRevealed', { cards: c.cards, hands })
              : t('verifiedCommitted', { cards: c.cards, hands })
            : failedText(t, c)}
        </p>
        {!c.revealed && c.ok && <p className="mt-1 text-sm text-muted">{t('beforeReveal')}</p>}
      </div>
      {!(c.same.table && c.same.session && c.same.commitment) && (
        <ul className="space-y-1 rounded-xl border-2 border-bad/60 bg-surface p-3 text-sm" data-testid="receipt-other-session">
          {!c.same.table && <li className="break-words">{t('otherTable', { receipt: c.table })}</li>}
          {!c.same.session && <li className="break-words">{t('otherSession', { receipt: c.session })}</li>}
          {!c.same.commitment && <li className="hex">{t('otherCommitment', { receipt: c.commitment })}</li>}
        </ul>
      )}
      {!c.ok && <ContactBox contact={contact} proofId={proofId} receipt testId="receipt-contact" />}
      <ol className="space-y-3">
        {c.hands.map((h) => (
          <Hand key={h.n} hand={h} revealed={c.revealed} />
        ))}
      </ol>
    </div>
  );
}

/**
 * Why a receipt failed, in one line: its cards that do not fit; else its roots that are not the ones
 * published (each card fitting the published root, so "0 cards do not match" would contradict the ✗);
 * else that it is another session's.
 */
function failedText(t: ReturnType<typeof useTranslations<'Receipt'>>, c: Check): string {
  if (c.failedCards > 0) return t('failedDetail', { failed: c.failedCards, cards: c.cards });
  const roots = c.hands.filter((h) => !h.rootOk).length;
  return roots > 0 ? t('failedRoots', { hands: roots }) : t('failedOther');
}

function Hand({ hand: h, revealed }: { hand: ReceiptHandCheck; revealed: boolean }) {
  const t = useTranslations('Receipt');
  const to = useTranslations('Outcomes');
  return (
    <li
      className={`space-y-2 rounded-xl border p-3 ${h.ok ? 'border-line bg-surface' : 'border-bad bg-bad/10 ring-1 ring-bad'}`}
      data-receipt-hand={h.n}
      data-ok={String(h.ok)}
    >
      <h3 className="flex items-center gap-2 font-semibold">
        {to('pokerHand', { n: h.n })} <Mark status={h.ok ? 'ok' : 'bad'} />
      </h3>
      <div className="text-sm">
        {h.published === undefined ? (
          <p className="font-medium text-bad" data-testid="receipt-hand-missing">
            {t('handMissing', { n: h.n })}
          </p>
        ) : h.rootOk ? (
          <p>
            {t('rootMatches', { n: h.n })} <span className="hex block text-muted">{h.published}</span>
          </p>
        ) : (
          <div data-testid="receipt-root-differs">
            <p className="font-medium text-bad">{t('rootDiffers', { n: h.n })}</p>
            <dl className="mt-1 grid gap-x-3 sm:grid-cols-[auto_1fr]">
              <dt className="text-muted">{t('rootReceipt')}</dt>
              <dd className="hex min-w-0">{h.root}</dd>
              <dt className="text-muted">{t('rootPublished')}</dt>
              <dd className="hex min-w-0">{h.published}</dd>
            </dl>
          </div>
        )}
        {!h.rootOk && h.selfConsistent && <p className="mt-1 text-muted">{t('selfConsistent')}</p>}
      </div>
      <ul className="grid grid-cols-2 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
        {h.cards.map((c) => (
          <li
            key={c.position}
            className={`flex min-w-0 flex-wrap items-center gap-1 rounded-lg border px-1.5 py-1 ${c.ok ? 'border-line bg-surface' : 'border-bad bg-bad/10 ring-1 ring-bad'}`}
            data-card-ok={String(c.ok)}
            data-position={c.position}
          >
            <PlayingCard id={c.card} />
            <span className="text-xs text-muted">{to('receiptPosition', { n: c.position + 1 })}</span>
            <Mark status={c.ok ? 'ok' : 'bad'} />
            {revealed && c.dealt !== undefined && c.dealt !== c.card && (
              <span className="flex items-center gap-1 text-xs text-bad" data-testid="receipt-dealt">
                {t('dealt')} <PlayingCard id={c.dealt} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
