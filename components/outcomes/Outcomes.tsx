'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Proof, Report, Scheme } from '@/lib/fair/core';
import { loadRenderer, renderers } from '#outcome-renderers';
import { useOwnRoot } from './ownRoot';
import { ServerMarkup } from './serverMarkup';
import type { Renderer } from './renderer';

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

/** Empty inner HTML: React keeps what is in the element (the server's markup, then the own root's). */
const KEEP = { __html: '' };

/**
 * The outcomes of a proof on its page, drawn the way its game looks — one renderer per scheme, the
 * same as on /check (LazyOutcomes.tsx): from the parsed document (`parseProof`) and its report (null
 * until verified: the outcomes as recorded). Marks come from the report's mismatches; nothing here
 * decides a verdict.
 *
 * Each renderer is a script of its own in the browser (renderers.browser.ts) but imported as is on
 * the server (renderers.ts), which renders the outcomes in place, visible without JavaScript. In the
 * browser this element is rendered with an empty `dangerouslySetInnerHTML`: the page's hydration
 * neither compares nor touches its children, so the server's markup stays and the rest of the page —
 * the verification with it — does not wait for the renderer's script (a Suspense boundary would:
 * React streams a large boundary's content apart, hidden until a script shows it). Once the
 * renderer is here, a React root of the element's own (./ownRoot.ts) hydrates the server's markup —
 * the same drawing of the same proof, as recorded —, and once `live` (the parent's call: the
 * renderer is here, {@link useRenderer}, and ProofView has its report) it draws the report's marks
 * into it ({@link useDrawing}). `id`: the proof's public number (a poker hand offers its tlog-proof).
 */
export function OutcomesSlot({ proof, report, live, math, id }: { proof: Proof; report: Report | null; live: boolean; math: boolean; id: number }) {
  const Renderer = renderers[proof.scheme];
  const ref = useRef<HTMLDivElement>(null);
  // the proof the server drew (the page's first render): what the own root hydrates
  const [drawnByServer] = useState(proof);
  const server = useDrawing(Renderer, drawnByServer, null, { server: true, math, id });
  useOwnRoot(ref, useDrawing(live ? Renderer : undefined, proof, report, { math, id }), server);
  if (typeof window === 'undefined' && server) return <div>{server}</div>;
  return <div ref={ref} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}

/**
 * What the outcomes' own root (./ownRoot.ts) draws: `Renderer` (none yet: null, nothing drawn) with
 * this page's messages — that root has no context of the page's — marked `data-drawn`, unless it is
 * the `server`'s markup (drawn on the server, or in the browser to hydrate it: {@link ServerMarkup}).
 * `onDrawn` is called once the drawing is in the page; `math`: its events open their derivation;
 * `id`: the proof's public number, given on its own page only.
 */
export function useDrawing(
  Renderer: Renderer | undefined,
  proof: Proof,
  report: Report | null,
  { onDrawn, server = false, math = false, id }: { onDrawn?: () => void; server?: boolean; math?: boolean; id?: number } = {},
): ReactNode | null {
  const locale = useLocale();
  const messages = useMessages();
  const timeZone = useTimeZone();
  const shown = report?.scheme === proof.scheme ? report : null;
  return useMemo(
    () =>
      Renderer ? (
        <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
          <ServerMarkup value={server}>
            <div data-drawn={server ? undefined : ''} ref={onDrawn && ((element) => void (element && onDrawn()))}>
              <Renderer proof={proof} report={shown} math={math} id={id} />
            </div>
          </ServerMarkup>
        </NextIntlClientProvider>
      ) : null,
    [Renderer, proof, shown, locale, messages, timeZone, onDrawn, server, math, id],
  );
}
