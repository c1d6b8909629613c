'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import type { Renderer } from '@/components/outcomes/renderer';
import { hasSeed, type Proof } from '@/lib/fair/core';

const MathProof = createContext<Proof | null>(null);

/**
 * Makes the events drawn inside it open "show me the math" (docs/math-panel.md): once the proof's
 * seed is out, and only in the browser (the server's markup, shown without JavaScript, keeps plain
 * chips). Says so in one line above the outcomes.
 */
export function MathScope({ proof, children }: { proof: Proof; children: ReactNode }) {
  const t = useTranslations('Math');
  const on = typeof window !== 'undefined' && hasSeed(proof);
  return (
    <MathProof.Provider value={on ? proof : null}>
      {on && (
        <p className="mb-3 text-sm text-muted" data-testid="math-hint">
          {t('hint')}
        </p>
      )}
      {children}
    </MathProof.Provider>
  );
}

/** A scheme's renderer inside a {@link MathScope}: how the registries (`#outcome-renderers`) hand it out. */
export function withMath(R: Renderer): Renderer {
  return function WithMath(props) {
    return (
      <MathScope proof={props.proof}>
        <R {...props} />
      </MathScope>
    );
  };
}

/** The proof whose events open the math here, or null (none: chips stay plain). */
export const useMathProof = (): Proof | null => useContext(MathProof);
