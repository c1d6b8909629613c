'use client';

import { useEffect, useState } from 'react';
import type { Proof, Report, Scheme } from '@/lib/fair/core';
import { loadRenderer, renderers } from '#outcome-renderers';

/**
 * Whether this browser has the renderer of `scheme`: false on the first render (the server's and
 * hydration's), true once its script has arrived (fetched here when it is not already).
 */
export function useRenderer(scheme: Scheme | undefined): boolean {
  const [arrived, setArrived] = useState<Scheme | null>(null);
  useEffect(() => {
    if (!scheme) return;
    let gone = false;
    loadRenderer(scheme).then(
      () => !gone && setArrived(scheme),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [scheme]);
  return scheme !== undefined && arrived === scheme;
}

/** Empty inner HTML: the element keeps the markup the server put in it (see OutcomesSlot). */
const KEEP = { __html: '' };

/**
 * The outcomes of a proof on its page, drawn the way its game looks — one renderer per scheme, the
 * same as on /check (LazyOutcomes.tsx): from the parsed document (`parseProof`) and its report (null
 * until verified: the outcomes as recorded). Marks come from the report's mismatches; nothing here
 * decides a verdict.
 *
 * Each renderer is a script of its own in the browser (renderers.browser.ts) but imported as is on
 * the server (renderers.ts), which renders the outcomes in place, visible without JavaScript. Until
 * the page's browser has the renderer (`live`: {@link useRenderer} in the parent), this
 * element is rendered with an empty `dangerouslySetInnerHTML`: hydration then neither compares nor
 * touches its children, so the server's markup stays and the rest of the page — the verification
 * with it — does not wait for the renderer's script (a Suspense boundary would: React streams a
 * large boundary's content apart, hidden until a script shows it). Once live, a new element (a
 * new key) is rendered with the renderer.
 */
export function OutcomesSlot({ proof, report, live }: { proof: Proof; report: Report | null; live: boolean }) {
  const Renderer = renderers[proof.scheme];
  if (!Renderer || (typeof window !== 'undefined' && !live)) {
    return <div key="server" dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  }
  return (
    <div key="live">
      <Renderer proof={proof} report={report?.scheme === proof.scheme ? report : null} />
    </div>
  );
}
