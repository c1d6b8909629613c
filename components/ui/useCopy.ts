'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copy text to the clipboard and remember, for `ms`, whether it worked — what
 * every "copy" button on the site says next to itself.
 */
export function useCopy(ms = 4000): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      let next: CopyState = 'copied';
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        next = 'failed';
      }
      setState(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState('idle'), ms);
    },
    [ms],
  );
  return [state, copy];
}
