import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PAGE_LIMITS } from '@/components/outcomes/limits';
import { ProofFacts, ProofScope, type ScopeFailure } from '@/components/proof/ProofFacts';
import { ProofView } from '@/components/proof/ProofView';
import { ProofWitnessesSlot } from '@/components/proof/ProofWitnessesSlot';
import { failedRoom } from '@/components/proof/FailedRoom';
import { loadProof } from '@/components/proof/loadProof';
import { nextTurn, parsedProof } from '@/components/proof/parsedProof';
import { SameCommitment } from '@/components/proof/SameCommitment';
import { SessionNotice } from '@/components/proof/SessionNotice';
import { StoredVerdict } from '@/components/proof/StoredVerdict';
import { Unusual } from '@/components/proof/Unusual';
import { PageHeading } from '@/components/ui/PageHeading';
import { notFoundMetadata } from '@/components/layout/NotFound';
import { verifierKey } from '@/lib/db/log';
import type { PublicProof } from '@/lib/db/proofs';
import type { Proof, Report } from '@/lib/fair/core';
import { hasSeed, isSessionProof, previewOf, sessionOf } from '@/lib/fair/schemes';
import type { Preview } from '@/lib/fair/schemes/scheme';
import { logRows } from '@/components/proof/logRows';
import { allTelegram, diceTally } from '@/lib/fair/schemes/die-round';
import { failedCounts } from '@/lib/fair/verdict';
import { localeAlternates } from '@/lib/i18n/alternates';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/server';
import { contactEmail } from '@/lib/site/contact';
import { documentScriptPath } from '@/lib/site/document-script';
import { answeredNotFound } from '@/lib/site/page-status';

type Props = { params: Promise<{ locale: string; id: string }> };

/**
 * Rendered on every request that reaches Next: server.ts keeps a revealed proof's page after its
 * first visit and answers the later ones itself (lib/server/page-cache.ts) — a revealed proof never
 * changes. Rendered dynamically, a first visit costs less than through Next's page cache
 * (docs/decisions/0007-page-cache.md).
 */
export const dynamic = 'force-dynamic';

/**
 * What the page draws before the browser has parsed the document itself: the proof as the server
 * parsed it — a long one cut to its first events, so that the page's size and render time stay
 * bounded however long the proof (`shown` of `total`; the whole proof: nothing left out, 0 of 0).
 * The HTML carries this and loads the document as a script of its own
 * (lib/site/document-script.ts), which the browser parses and verifies, every event of it.
 */
function previewFor(parsed: Proof | null): Preview<Proof> | undefined {
  if (!parsed) return undefined;
  return previewOf(parsed, PAGE_LIMITS) ?? { proof: parsed, shown: 0, total: 0 };
}

/** True for a dice proof whose every die Telegram threw: verified by its commitment alone (issue #21). */
function noDieChecked(proof: PublicProof): boolean {
  const parsed = parsedProof(proof.document);
  return parsed !== null && allTelegram(diceTally(parsed));
}

/**
 * What the stored proof says about itself: the verdict the store computed at the reveal, or its
 * status — "seed revealed", not "verified", when Telegram threw every die (the page's banner says
 * that no die could be checked).
 */
function stateOf(proof: PublicProof): 'Verified' | 'Failed' | 'Committed' | 'Revealed' {
  if (proof.status === 'committed') return 'Committed';
  if (proof.verdict === 'verified') return noDieChecked(proof) ? 'Revealed' : 'Verified';
  return proof.verdict === 'failed' ? 'Failed' : 'Revealed';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  if (!locale) return {};
  const proof = (await loadProof((await params).id))?.proof;
  // the 404's own title ("Nothing here"), not the home page's
  if (!proof) return notFoundMetadata(locale);
  const t = translator(locale, 'Proof');
  const tg = translator(locale, 'Games');
  const tm = translator(locale, 'Metadata');
  const state = stateOf(proof);
  const game = tg.has(proof.game) ? tg(proof.game) : proof.game;
  const title = t(`meta${state}`, { id: proof.id });
  const description = t(`metaDesc${state}`, { game });
  return {
    title,
    description,
    alternates: localeAlternates(`/fair/${proof.id}`),
    openGraph: {
      type: 'website',
      siteName: tm('siteName'),
      title,
      description,
      locale,
    },
    twitter: { card: 'summary', title, description },
  };
}

/** What failed in a proof the store found failing at its reveal (its stored report); null otherwise. */
function scopeFailure(proof: PublicProof, report: Report | null): ScopeFailure | null {
  if (proof.verdict !== 'failed') return null;
  const { outcomes, log } = report ? failedCounts(report) : { outcomes: 0, log: 0 };
  return { outcomes, log: log > 0 };
}

export default async function ProofPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (!locale) return null;
  const page = await loadProof((await params).id);
  // a 404 in full: ./layout.tsx says there is no such game (lib/site/page-status.ts)
  if (!page) return answeredNotFound() ? null : notFound();
  const { proof, same, report } = page;

  const t = translator(locale, 'Proof');
  const tg = translator(locale, 'Games');
  const game = tg.has(proof.game) ? tg(proof.game) : proof.game;
  await nextTurn(); // the document was read and decoded in this turn; parsing a long one is the next
  // parsed once for the whole render: the preview, the session's notices and "how unusual" share it
  const parsed = parsedProof(proof.document);
  const preview = previewFor(parsed);
  const vkey = await verifierKey();
  const contact = contactEmail();

  return (
    <ClientMessages page="proof">
      <article className="space-y-8" data-proof-id={proof.id}>
        <div className="-mb-4">
          <p className="mb-1 text-sm font-medium tracking-wide text-muted uppercase">{game}</p>
          <PageHeading title={t('title', { id: proof.id })} />
        </div>
        <SameCommitment same={same} locale={locale} />
        <StoredVerdict proof={proof} locale={locale} />
        {/* React puts an async script in the head: loaded with the page, before its load event */}
        <script async src={documentScriptPath(proof.id)} />
        <ProofView
          id={proof.id}
          locale={locale}
          vkey={vkey}
          contact={contact}
          failedRoom={failedRoom({ id: proof.id, document: proof.document, proof: parsed, report, contact })}
          verifiedChecks={proof.verdict === 'verified' && report ? report.checks : undefined}
          witnesses={<ProofWitnessesSlot document={proof.document} locale={locale} vkey={vkey} />}
          preview={preview}
          logs={preview ? logRows(null, preview.proof) : []}
          revealed={proof.status === 'revealed'}
          drawable={parsed !== null && (hasSeed(parsed) || isSessionProof(parsed))}
          facts={
            <div className="space-y-6">
              <SessionNotice proof={parsed} />
              <ProofFacts proof={proof} locale={locale} />
              <Unusual proof={proof} parsed={parsed} report={report} locale={locale} />
            </div>
          }
        />
        <ProofScope
          hands={sessionOf(proof.scheme) !== undefined}
          locale={locale}
          failure={scopeFailure(proof, report)}
          unchecked={noDieChecked(proof)}
          reused={same.total > 0}
        />
      </article>
    </ClientMessages>
  );
}
