'use client';

import { useRef } from 'react';
import { hasSeed, type Proof, type Report, type Scheme } from '@/lib/fair/core';
import { loadRenderer, renderers } from '#outcome-renderers';
import { withMath } from '@/components/math/scope';
import type { Renderer } from './renderer';
import { useDrawing, useRenderer } from './Outcomes';
import { useOwnRoot } from './ownRoot';
import RollPairOutcomes from './by-scheme/roll_pair_v1';

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
 * The outcomes of a proof on a page where proofs of any scheme may come and go (/check/), drawn as
 * a React root of their own like a proof page's (`OutcomesSlot`, ./ownRoot.ts): as the
 * visitor types, each recomputation changes the outcomes at the depth of their own small tree, not
 * the page's (docs/decisions/0017-outcomes-own-root.md). The same renderers, each loaded with its
 * first proof, so a visitor arriving with the backgammon app's link does not download the cards,
 * tiles and poker hands. `onDrawn`: called once the outcomes are in the page (keep it stable).
 */
export function LazyOutcomes({ proof, report, onDrawn }: { proof: Proof; report: Report | null; onDrawn?: () => void }) {
  useRenderer(proof.scheme); // fetches it when it is not here, and draws again when it arrives
  const Renderer = renderers[proof.scheme];
  const ref = useRef<HTMLDivElement>(null);
  useOwnRoot(ref, useDrawing(Renderer, proof, report, { onDrawn, math: hasSeed(proof) }));
  // the page's tree never gives this element children: they are the own root's
  return Renderer ? <div ref={ref} /> : <div ref={ref} className="min-h-24" aria-busy="true" data-testid="outcomes-loading" />;
}
