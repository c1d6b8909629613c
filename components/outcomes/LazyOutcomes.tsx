'use client';

import type { Proof, Report, Scheme } from '@/lib/fair/core';
import { loadRenderer, renderers } from '#outcome-renderers';
import { withMath } from '@/components/math/scope';
import type { Renderer } from './renderer';
import { useRenderer } from './Outcomes';
import { RollPairOutcomes } from './RollPair';

// The backgammon app's rolls come with /check's engine (components/check/engine.ts), so its links
// are checked with no request after load; the other renderers are fetched with the first proof of
// their scheme (renderers.browser.ts).
renderers.roll_pair_v1 ??= withMath(RollPairOutcomes as unknown as Renderer);

/**
 * Load the renderer of `scheme` (resolves at once when it is here): the page shows a verdict
 * together with its outcomes, not before them.
 */
export function loadOutcomes(scheme: Scheme): Promise<void> {
  return loadRenderer(scheme).then(() => undefined);
}

/**
 * {@link OutcomesSlot} for a page where proofs of any scheme may come and go (/check/): the same
 * renderers, each loaded with its first proof, so a visitor arriving with the backgammon app's
 * link does not download the cards, tiles and poker hands.
 */
export function LazyOutcomes({ proof, report }: { proof: Proof; report: Report | null }) {
  const scheme = proof.scheme;
  useRenderer(scheme); // fetches it when it is not here, and draws again when it arrives
  const Renderer = renderers[scheme];
  if (!Renderer) return <div className="min-h-24" aria-busy="true" data-testid="outcomes-loading" />;
  return <Renderer proof={proof} report={report?.scheme === scheme ? report : null} />;
}
