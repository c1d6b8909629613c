'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ReceiptCheckProps } from './ReceiptCheck';

/**
 * Where a poker session's page takes a player's receipt. The check and its form are loaded after
 * the page (a dynamic import): most visitors bring none, and the page's first load stays as it was.
 * A receipt in the fragment (`#receipt=`) loads it at once; otherwise it waits for `idle` (the
 * page's own verification is done), so as not to slow that down.
 */
export function ReceiptSlot({ idle, ...props }: ReceiptCheckProps & { idle: boolean }) {
  const [Panel, setPanel] = useState<ComponentType<ReceiptCheckProps> | null>(null);
  useEffect(() => {
    if (Panel || !(idle || window.location.hash.includes('receipt='))) return;
    let gone = false;
    import('./ReceiptCheck').then(
      (m) => !gone && setPanel(() => m.ReceiptCheck),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [idle, Panel]);
  return Panel ? <Panel {...props} /> : <div className="min-h-40" aria-hidden="true" data-testid="receipt-loading" />;
}
