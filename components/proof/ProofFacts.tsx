import type { ReactNode } from 'react';
import type { PublicProof } from '@/lib/db/proofs';
import { formatter, translator, type Translator } from '@/lib/i18n/server';
import { isScheme, SCHEMES } from '@/lib/fair/core';
import { clientFieldsOf, isTwoSided, sessionOf } from '@/lib/fair/schemes';
import { CopyText, type CopyLabels } from '@/components/ui/CopyText';
import { SnippetInputs } from './SnippetInputs';

type Doc = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A long value as code; with `copy`, a copy button on the line below it (components/ui/CopyText). */
function Hex({ children, copy }: { children: string; copy?: CopyLabels }) {
  const code = <code className="hex text-sm">{children}</code>;
  return copy ? (
    <>
      {code}
      <CopyText text={children} labels={copy} />
    </>
  ) : (
    code
  );
}

// The terms' column has a width of its own, not its longest term's: a phone or a slow line paints
// the first rows before a longer term arrives, and every value then moved right (a layout shift)
function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[13rem_1fr] sm:gap-y-3">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="mb-2 min-w-0 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The client seeds by seat (one list), by side (two fields: chess, `bot` when side B is the computer), or why there are none. */
function clientSeeds({ doc, scheme, bot, t, copy }: { doc: Doc; scheme: string; bot: boolean; t: Translator; copy: (what: string) => CopyLabels }): ReactNode {
  // the client seeds' fields: one list in seat order, or one per side (chess)
  const [clientA, clientB, ...more] = clientFieldsOf(scheme);
  let seeds: ReactNode;
  const list = clientB === undefined && clientA !== undefined ? doc[clientA] : undefined;
  if (clientB !== undefined && more.length === 0) {
    // two sides, A and B (or the computer)
    seeds = (
      <ul className="space-y-2">
        <li>
          <span className="block text-sm text-muted">{t('sideA')}</span>
          {str(doc[clientA!]) ? <Hex copy={copy(t('sideA'))}>{str(doc[clientA!])!}</Hex> : <Hex>—</Hex>}
        </li>
        <li>
          <span className="block text-sm text-muted">{bot ? t('bot') : t('sideB')}</span>
          {!bot && (str(doc[clientB]) ? <Hex copy={copy(t('sideB'))}>{str(doc[clientB])!}</Hex> : <Hex>—</Hex>)}
        </li>
      </ul>
    );
  } else if (sessionOf(scheme) !== undefined) {
    seeds = <p className="text-sm text-muted">{t('pokerSeeds')}</p>;
  } else if (Array.isArray(list) && list.length > 0) {
    seeds = (
      <ol className="space-y-1.5">
        {(list as unknown[]).map((s, i) => (
          <li key={i} className="grid grid-cols-[4.5rem_1fr] items-baseline gap-2">
            <span className="text-sm text-muted">{t('seat', { n: i + 1 })}</span>
            <span className="min-w-0">
              <Hex copy={copy(t('seat', { n: i + 1 }))}>{String(s)}</Hex>
            </span>
          </li>
        ))}
      </ol>
    );
  } else {
    seeds = <p className="text-sm text-muted">{t('seedsLater')}</p>;
  }
  return seeds;
}

/** Details of a stored proof: game, scheme, status, commitment(s), times, seeds; the pending note; the scope box. */
export function ProofFacts({ proof, locale }: { proof: PublicProof; locale: string }) {
  const t = translator(locale, 'Proof');
  const tg = translator(locale, 'Games');
  const tp = translator(locale, 'Proofs');
  const format = formatter(locale);
  const tc = translator(locale, 'Copy');
  const copy = (what: string): CopyLabels => ({ copy: tc('copy'), name: tc('name', { what }), copied: tc('copied'), failed: tc('failed') });
  const doc = proof.document as Doc;
  const when = (d: Date) => (
    <time dateTime={d.toISOString()}>
      {format.dateTime(d, { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' })} UTC
    </time>
  );
  // each secret field and the commitment it hashes to (a chess game has two, one per side)
  const seedFields = isScheme(proof.scheme) ? SCHEMES[proof.scheme].seeds : [];
  const sides = seedFields.filter((f) => str(doc[f.commitment]) !== undefined);
  const session = sessionOf(proof.scheme) !== undefined;
  const notYet = <span className="text-wait">{t('notRevealed')}</span>;

  const rows: [string, ReactNode][] = [
    [t('game'), tg.has(proof.game) ? tg(proof.game) : proof.game],
    [t('scheme'), <code key="s" className="font-mono text-sm">{proof.scheme}</code>],
    [t('status'), tp(`status_${proof.status === 'revealed' ? 'revealed' : 'committed'}`)],
  ];
  for (const key of ['matchId', 'table', 'session'] as const) {
    const v = str(doc[key]);
    if (v !== undefined) rows.push([t(key), <Hex key={key} copy={copy(t(key))}>{v}</Hex>]);
  }
  for (const f of sides) rows.push([t(f.commitment), <Hex key={f.commitment} copy={copy(t(f.commitment))}>{str(doc[f.commitment])!}</Hex>]);
  rows.push([t('committedAt'), when(proof.committedAt)]);
  for (const f of sides) rows.push([t(f.seed), str(doc[f.seed]) ? <Hex key={f.seed} copy={copy(t(f.seed))}>{str(doc[f.seed])!}</Hex> : notYet]);
  if (proof.revealedAt) rows.push([t('revealedAt'), when(proof.revealedAt)]);

  const seeds = clientSeeds({ doc, scheme: proof.scheme, bot: sides.length < 2, t, copy });

  const committed = proof.status === 'committed';
  const box = 'rounded-xl border border-line bg-surface p-4 sm:p-5';
  return (
    <>
      {committed && (
        <section aria-labelledby="pending-title" className="rounded-xl border border-wait/60 bg-wait/10 p-4 sm:p-5" data-testid="pending">
          <h2 id="pending-title" className="mb-1 text-lg font-semibold">
            {t('pendingTitle')}
          </h2>
          <p>{session ? t('pendingPoker') : isTwoSided(proof.scheme) ? t('pendingChess') : t('pending')}</p>
        </section>
      )}
      <section aria-labelledby="facts-title" className={box}>
        <h2 id="facts-title" className="mb-3 text-lg font-semibold">
          {t('factsTitle')}
        </h2>
        <Rows rows={rows} />
      </section>
      <section aria-labelledby="seeds-title" className={box}>
        <h2 id="seeds-title" className="mb-1 text-lg font-semibold">
          {t('seedsTitle')}
        </h2>
        <p className="mb-3 text-sm text-muted">{t('seedsLead')}</p>
        {seeds}
        <SnippetInputs doc={doc} lead={t('snippetInputs')} copy={copy(t('snippetInputsWhat'))} />
      </section>
    </>
  );
}

/**
 * What a failed proof still shows, from the report the store made at its reveal: how many outcomes
 * differ (the seed matched its commitment, or nothing would have been stored) and whether the log
 * part failed — never that every outcome follows from the seed.
 */
export interface ScopeFailure {
  /** recorded outcomes that differ from what the seeds give */
  outcomes: number;
  /** the proof's commitment-log part did not check out */
  log: boolean;
}

/**
 * What a proof shows and what it does not. `hands`: a session of hands, whose players hold receipts;
 * `unchecked`: nothing could be compared (Telegram threw every die); `reused`: its seed served
 * another game too (SameCommitment says which).
 */
export function ProofScope({ hands, locale, failure = null, unchecked = false, reused = false }: {
  hands: boolean;
  locale: string;
  failure?: ScopeFailure | null;
  unchecked?: boolean;
  reused?: boolean;
}) {
  const t = translator(locale, 'Proof');
  // a failed proof's box says what failed (✗) and what to do; never that every outcome follows from the
  // seed — nor does one whose outcomes none could compare, and a reused seed says what it gives away.
  // Without JavaScript the outcomes are drawn as recorded, unmarked: "(marked ✗ above)" is the browser's.
  const marked = (chunks: ReactNode) => <span data-needs-js="">{chunks}</span>;
  const shows: { key: string; text: ReactNode; mark?: 'failed' | 'advice' }[] = failure
    ? [
        { key: 'shows1', text: t('shows1') },
        ...(failure.outcomes > 0 ? [{ key: 'failedShows', text: t.rich('failedShows', { count: failure.outcomes, marked }), mark: 'failed' as const }] : []),
        ...(failure.log ? [{ key: 'failedShowsLog', text: t('failedShowsLog'), mark: 'failed' as const }] : []),
        { key: 'failedShowsWhat', text: t('failedShowsWhat'), mark: 'advice' },
      ]
    : [
        { key: 'shows1', text: t('shows1') },
        unchecked ? { key: 'showsUnchecked', text: t('showsUnchecked'), mark: 'failed' } : { key: 'shows2', text: t('shows2') },
        ...(reused ? [{ key: 'showsReused', text: t('showsReused'), mark: 'failed' as const }] : []),
        ...(hands ? [{ key: 'showsPoker', text: t('showsPoker') }] : []),
      ];
  const not = [t('notShows1'), t('notShows2'), t('notShows3')];
  return (
    <section aria-labelledby="scope-title" className="rounded-xl border border-line bg-accent-soft/60 p-4 sm:p-5">
      <h2 id="scope-title" className="mb-3 text-lg font-semibold">
        {t('scopeTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-1 font-medium">{t('scopeShows')}</h3>
          <ul className="space-y-1.5 text-sm">
            {shows.map((s) => (
              <li key={s.key} className="flex gap-2" data-scope={s.mark ?? 'shown'} data-says={s.key}>
                <span aria-hidden="true" className={s.mark === 'failed' ? 'text-bad' : s.mark === 'advice' ? 'text-muted' : 'text-ok'}>
                  {s.mark === 'failed' ? '✗' : s.mark === 'advice' ? '→' : '✓'}
                </span>
                <span>{s.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 font-medium">{t('scopeNotShows')}</h3>
          <ul className="space-y-1.5 text-sm">
            {not.map((s) => (
              <li key={s} className="flex gap-2">
                <span aria-hidden="true" className="text-muted">–</span>
                <span>{s}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
