import type { PublicProof } from '@/lib/db/proofs';
import type { Proof, Report } from '@/lib/fair/core';
import { formatter, translator } from '@/lib/i18n/server';
import { dieFace } from '@/lib/fair/cards';
import { sessionOf } from '@/lib/fair/schemes';
import { factOf, observationsOf, type Fact } from '@/lib/stats/facts';
import { nextTurn } from './parsedProof';
import { percentOptions, RARE_P } from '@/lib/stats/unusual';

/**
 * The facts of a revealed proof, from the outcomes the store recomputed at its reveal (a 500-hand
 * session is not recomputed on every first render); none when it cannot be read. Each fact's tail
 * walks every deal of the match: between facts the server answers other requests (issue #21).
 */
async function factsOf(proof: PublicProof, parsed: Proof | null, report: Report | null): Promise<Fact[]> {
  if (proof.status !== 'revealed' || !parsed || !report) return [];
  const facts: Fact[] = [];
  for (const o of observationsOf(parsed, report)) {
    await nextTurn();
    facts.push(factOf(o));
  }
  return facts;
}

/**
 * "How unusual was this game" on a revealed proof's page (exact tails, lib/stats/facts.ts), and on
 * every proof page the way to the statistics over all games. Server-rendered: the probabilities'
 * library never reaches the browser, and a revealed proof's page is rendered once.
 */
export async function Unusual({ proof, parsed, report, locale }: { proof: PublicProof; parsed: Proof | null; report: Report | null; locale: string }) {
  const t = translator(locale, 'Stats');
  const format = formatter(locale);
  const facts = await factsOf(proof, parsed, report);
  const link = (
    <p className="text-sm">
      {t('statsLinkLead')}{' '}
      <a href={`/${locale}/stats`} className="text-accent underline underline-offset-4" data-testid="stats-link">
        {t('statsLink')}
      </a>
    </p>
  );
  if (facts.length === 0) return link;
  const mean = (x: number) => format.number(x, { maximumFractionDigits: 2 });
  const sentence = (f: Fact) => {
    const common = { x: f.u.x, mean: mean(f.u.mean), p: format.number(f.u.p, percentOptions(f.u.p)) };
    const key = `${f.kind}_${f.u.tail}` as const;
    switch (f.kind) {
      case 'doubles':
      case 'honourTiles':
      case 'flowers':
        return t(key as 'doubles_fewer', { ...common, n: f.n });
      case 'face':
        return t(key as 'face_fewer', { ...common, n: f.n, face: `${dieFace(f.face)} ${f.face}` });
      default:
        return t(key as 'aces_fewer', { ...common, seat: f.seat, deals: f.deals, cards: f.cards });
    }
  };
  const session = sessionOf(proof.scheme) !== undefined;
  return (
    <section aria-labelledby="unusual-title" className="space-y-3 rounded-xl border border-line bg-surface p-4 sm:p-5" data-testid="unusual">
      <div className="space-y-1">
        <h2 id="unusual-title" className="text-lg font-semibold">
          {t('unusualTitle')}
        </h2>
        <p className="text-sm text-muted">{t('unusualLead')}</p>
      </div>
      <ul className="space-y-1.5">
        {facts.map((f, i) => (
          <li key={i} data-fact={f.kind} data-p={f.u.p}>
            {sentence(f)}
          </li>
        ))}
      </ul>
      {session && <p className="text-sm text-muted">{t('pokerNote')}</p>}
      {facts.some((f) => f.u.p < RARE_P) ? (
        // a share under 1 %: one sentence of context, which carries the link to the statistics
        <p className="text-sm" data-testid="rare-note">
          {t.rich('rareNote', {
            limit: format.number(RARE_P, { style: 'percent' }),
            stats: (chunks) => (
              <a href={`/${locale}/stats`} className="text-accent underline underline-offset-4" data-testid="stats-link">
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : (
        link
      )}
    </section>
  );
}
