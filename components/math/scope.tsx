'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import type { Renderer } from '@/components/outcomes/renderer';
import type { Proof } from '@/lib/fair/core';

const MathProof = createContext<Proof | null>(null);

/**
 * Makes the events drawn inside it open "show me the math" (docs/math-panel.md) when `on`, and says
 * so in one line above the outcomes. `on` (the proof's seed is out) comes from the caller, which has
 * lib/fair's registry: this module is in every renderer's script, on pages that only draw
 * (docs/decisions/0019-page-parses-nothing.md). The server draws the same buttons, so the browser
 * hydrates its markup instead of drawing it again (docs/decisions/0018-outcomes-hydrated.md);
 * without JavaScript the line is hidden and the buttons are inert (`data-needs-js`, `data-math`:
 * StoredVerdict.tsx's noscript style).
 */
export function MathScope({ proof, on, children }: { proof: Proof; on: boolean; children: ReactNode }) {
  const t = useTranslations('Math');
  return (
    <MathProof.Provider value={on ? proof : null}>
      {on && (
        <p className="mb-3 text-sm text-muted" data-testid="math-hint" data-needs-js="">
          {t('hint')}
        </p>
      )}
      {children}
    </MathProof.Provider>
  );
}

/** A scheme's renderer inside a {@link MathScope}: how the registries (`#outcome-renderers`) hand it out. */
export function withMath(R: Renderer): Renderer {
  return function WithMath({ math = false, ...props }) {
    return (
      <MathScope proof={props.proof} on={math}>
        <R {...props} />
      </MathScope>
    );
  };
}

/** The proof whose events open the math here, or null (none: chips stay plain). */
export const useMathProof = (): Proof | null => useContext(MathProof);
