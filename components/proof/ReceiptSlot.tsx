'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ReceiptCheckProps } from './ReceiptCheck';

/**
 * Where a poker session's page takes a player's receipt. The check and its form are loaded after
 * the page (a dynamic import): most visitors bring none, and the page's first load stays as it was.
 */
export function ReceiptSlot(props: ReceiptCheckProps) {
  const [Panel, setPanel] = useState<ComponentType<ReceiptCheckProps> | null>(null);
  useEffect(() => {
    let gone = false;
    import('./ReceiptCheck').then(
      (m) => !gone && setPanel(() => m.ReceiptCheck),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, []);
  return Panel ? <Panel {...props} /> : <div className="min-h-40" aria-hidden="true" data-testid="receipt-loading" />;
}

