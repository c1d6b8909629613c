'use client';

import { useState } from 'react';
import { Lazy } from '@/components/ui/Lazy';
import type { ReceiptCheckProps } from './ReceiptCheck';
import { ReceiptRoom } from './ReceiptFrame';

const load = () => import('./ReceiptCheck').then((m) => m.ReceiptCheck);

/**
 * Where a poker session's page takes a player's receipt. The check and its form are loaded after
 * the page (a dynamic import): most visitors bring none, and the page's first load stays as it was.
 * A receipt in the fragment (`#receipt=`) loads it at once; otherwise it waits for `idle` (the
 * page's own verification is done), so as not to slow that down.
 */
export function ReceiptSlot({ idle, ...props }: ReceiptCheckProps & { idle: boolean }) {
  // read once in the browser (the server renders the box's room either way)
  const [linked] = useState(() => typeof window !== 'undefined' && window.location.hash.includes('receipt='));
  return <Lazy load={load} when={idle || linked} props={props} fallback={<ReceiptRoom />} />;
}
