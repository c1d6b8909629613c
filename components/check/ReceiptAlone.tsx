'use client';

import { Lazy } from '@/components/ui/Lazy';
import type { Proof, Report } from '@/lib/fair/core';
import { takesReceipts } from '@/lib/fair/schemes/receipts';

const load = () => import('./ReceiptAloneView').then((m) => m.ReceiptAloneView);

/** /check on a poker document: what a receipt alone proves (./ReceiptAloneView.tsx, loaded only for poker documents). */
export function ReceiptAlone({ proof, report }: { proof: Proof; report: Report }) {
  return <Lazy load={load} when={takesReceipts(proof)} props={{ proof, report }} />;
}
