'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState, type ReactNode } from 'react';
import type { TileWords } from '@/components/outcomes/tileWords';
import { ReceiptAlone } from './ReceiptAlone';
import { CheckInputs } from './CheckInputs';
import type { Outcome } from './check';
import type { Mode } from './compute';
import type { Engine } from './engine-load';
import { useCheckLink, type CheckLink } from './useCheckLink';
import { useErrorAt } from './useErrorAt';
import { useRecompute } from './useRecompute';
import { VerdictArea } from './VerdictArea';

const MAX_DIFFERENCES = 20;

/**
 * The work of /check/: fills the form from the #fragment, recomputes as the visitor types, keeps
 * the fragment in step (history.replaceState, never a navigation) and shows the verdict, the
 * diagnosis and every outcome. Each scheme's form (components/forms/) is loaded when first shown.
 * The link's state is ./useCheckLink.ts, the recomputation ./useRecompute.ts.
 * `examples`: by scheme id, a published proof's number the forms' hints may cite (see FormProps.example).
 */
export function CheckClient({ intro, ...props }: { intro: ReactNode; contactEmail: string | null; vkey?: string; examples?: Record<string, number> }) {
  const t = useTranslations('Check');
  const link = useCheckLink();
  // the backgammon app's form (also before the engine is here: an app's link, or the empty page) is
  // headed with the rules' own words
  const rolls = !link.engine || link.mode === link.engine.SHORT_LINK_FORM;
  return (
    <>
      {/* smaller than the other sections' headings on a phone: the verdict must fit the first screen */}
      <div className="mb-6 space-y-2 sm:mb-8 sm:space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-4xl" data-testid="check-title">
          {rolls ? t('titleRolls') : t('title')}
        </h1>
        {intro}
      </div>
      <CheckBody link={link} {...props} />
    </>
  );
}

/** Below the heading: the verdict, the outcomes and the inputs (folded below them when a link filled them in). */
function CheckBody({ link, contactEmail, vkey, examples = {} }: { link: CheckLink; contactEmail: string | null; vkey?: string; examples?: Record<string, number> }) {
  const t = useTranslations('Check');
  const to = useTranslations('Outcomes');
  const { outcome, tooBig } = useRecompute(link, vkey);
  const errorAt = useErrorAt(outcome);
  const { engine, running } = link;
  const [formOpen, setFormOpen] = useState(false);
  // the outcomes are drawn by a root of their own, a moment after the verdict: until then the inputs stay put
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);

  if (!link.ready) {
    return link.engineFailed ? (
      <p role="alert" className="text-bad" data-testid="check-load-failed">
        {t('loadFailed')}
      </p>
    ) : (
      // until the engine is here: as tall as the screen, so that what follows (the form, or a
      // link's verdict and rolls — always taller) pushes nothing visible down when it arrives;
      // without JavaScript nothing arrives, and the page's <noscript> hides it (data-needs-js)
      <div className="min-h-svh" aria-hidden="true" data-needs-js="" />
    );
  }
  // a report's paths named as its differences name them (a report comes with the engine)
  const nameOf = (at: string) => (engine && outcome.kind === 'report' ? engine.eventName(to, outcome.proof, at) : at);
  const verdictArea = <VerdictArea running={running} linkError={link.linkError} outcome={outcome} tooBig={tooBig} contactEmail={contactEmail} nameOf={nameOf} clientSeeds={link.form?.clientSeeds} />;
  const results = !running && outcome.kind === 'report' && engine ? <Results outcome={outcome} engine={engine} mode={link.mode} drawn={drawn} onDrawn={onDrawn} /> : null;
  const inputs = <CheckInputs link={link} errorAt={errorAt} report={outcome.kind === 'report' ? outcome.report : null} examples={examples} />;
  if (link.fromLink) {
    // Arriving from the app: the verdict and the rolls first, the inputs folded below.
    const open = formOpen || outcome.kind === 'error';
    // (not when the visitor has opened the inputs to type in them: those stay where they are)
    const waiting = running || (results !== null && !drawn && !open);
    return (
      // while checking (and until the rolls are drawn), the screen's height, the inputs at its bottom
      // (below the fold): the verdict and the rolls then arrive above them without moving anything the visitor sees
      <div className={`space-y-8 ${waiting ? 'flex min-h-svh flex-col' : ''}`}>
        {verdictArea}
        {results}
        <details
          open={open}
          onToggle={(e) => setFormOpen(e.currentTarget.open)}
          className={`rounded-xl border border-line bg-surface/60 p-4 ${waiting ? 'mt-auto' : ''}`}
          data-testid="inputs"
        >
          <summary className="-my-2 cursor-pointer py-2 font-medium">{t('inputsFromLink')}</summary>
          <div className="mt-4">{inputs}</div>
        </details>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {inputs}
      {verdictArea}
      {results}
    </div>
  );
}

/** A report's outcomes: the scheme of a pasted document, the commitment, the differences, the receipt, the rolls. */
function Results({
  outcome,
  engine,
  mode,
  drawn,
  onDrawn,
}: {
  outcome: Extract<Outcome, { kind: 'report' }>;
  engine: Engine;
  mode: Mode;
  drawn: boolean;
  onDrawn: () => void;
}) {
  const t = useTranslations('Check');
  const g = useTranslations('Games');
  const to = useTranslations('Outcomes');
  const { LazyOutcomes, valueText } = engine;
  const r = outcome.report;
  const differences = r.mismatches.filter((m) => !/^commit/.test(m.at));
  const commitmentBox =
      'commitment' in r && r.commitment !== undefined && !engine.isSessionProof(outcome.proof) ? (
        <CommitmentBox
          computed={r.commitment}
          ok={r.commitmentOk}
          given={typeof outcome.doc.commitment === 'string' ? outcome.doc.commitment : undefined}
        />
      ) : null;
  return (
    <div className="space-y-6" data-testid="results">
      {mode === 'document' && (
        <p className="text-sm text-muted" data-testid="scheme">
          {typeof outcome.doc.game === 'string' && g.has(outcome.doc.game) ? `${g(outcome.doc.game)} · ` : ''}
          {t('schemeLabel')} <code className="font-mono text-ink">{r.scheme}</code>
        </p>
      )}
      {commitmentBox && r.commitmentOk !== true && commitmentBox}
      {differences.length > 0 && (
        <section aria-labelledby="diff-title" className="rounded-xl border-2 border-bad/60 bg-surface p-4" data-testid="differences">
          <h2 id="diff-title" className="mb-2 font-semibold">
            {t('differencesTitle')}
          </h2>
          <ul className="space-y-1 text-sm">
            {differences.slice(0, MAX_DIFFERENCES).map((m) => (
              <li key={m.at} className="break-words">
                <DifferenceText at={m.at} recorded={m.recorded} computed={m.computed} name={engine.eventName(to, outcome.proof, m.at)} valueText={valueText} />
              </li>
            ))}
          </ul>
          {differences.length > MAX_DIFFERENCES && <p className="mt-1 text-sm text-muted">…</p>}
        </section>
      )}
      <ReceiptAlone proof={outcome.proof} report={r} />
      {/* the outcomes' sections are h3, as on a proof page: the heading between them and the page's h1 */}
      <section aria-labelledby="check-outcomes-title" className="space-y-4">
        <h2 id="check-outcomes-title" className="text-xl font-semibold">
          {to('title')}
        </h2>
        <LazyOutcomes proof={outcome.proof} report={r} onDrawn={onDrawn} />
      </section>
      {/* a matching commitment is good news, but the rolls come first on a phone (once drawn: the rolls, drawn a
          moment later in their own root, would push it down) */}
      {commitmentBox && r.commitmentOk === true && drawn && commitmentBox}
    </div>
  );
}

function CommitmentBox({ computed, ok, given }: { computed: string; ok?: boolean; given?: string }) {
  const t = useTranslations('Check');
  if (ok === undefined) {
    return (
      <section className="rounded-xl border border-line bg-surface p-4" data-testid="commitment">
        <h2 className="font-semibold">{t('commitmentOfSeed')}</h2>
        <p className="hex mt-1 text-sm" data-testid="computed-commitment">
          {computed}
        </p>
        <p className="mt-1 text-sm text-muted">{t('commitmentOfSeedHint')}</p>
      </section>
    );
  }
  return (
    <section
      className={`rounded-xl border p-4 ${ok ? 'border-line bg-surface' : 'border-2 border-bad/60 bg-surface'}`}
      data-testid="commitment"
      data-ok={String(ok)}
    >
      <h2 className={`font-semibold ${ok ? 'text-ok' : 'text-bad'}`}>
        <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
        {ok ? t('commitmentMatches') : t('commitmentDiffers')}
      </h2>
      {ok ? (
        <p className="hex mt-1 text-sm">{computed}</p>
      ) : (
        <dl className="mt-1 grid gap-x-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('commitmentGiven')}</dt>
          <dd className="hex">{given?.toLowerCase()}</dd>
          <dt className="text-muted">{t('commitmentComputed')}</dt>
          <dd className="hex" data-testid="computed-commitment">
            {computed}
          </dd>
        </dl>
      )}
    </section>
  );
}

/** One difference: `name`, what its path names (the engine's eventName), then recorded against computed. */
function DifferenceText({
  at,
  recorded,
  computed,
  name,
  valueText,
}: {
  at: string;
  recorded: unknown;
  computed: unknown;
  name: string;
  valueText: Engine['valueText'];
}) {
  const t = useTranslations('Check');
  // the page's own tile labels, read by the engine's valueText (this shell carries no lib/fair)
  const tile: TileWords = useTranslations('Tiles');
  return (
    <>
      <span aria-hidden="true" className="text-bad">
        ✗{' '}
      </span>
      {t('difference', { at: name, recorded: valueText(at, recorded, tile), computed: valueText(at, computed, tile) })}
    </>
  );
}
