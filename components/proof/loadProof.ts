import { cache } from 'react';
import { proofPageData } from '@/lib/db/proof-page';
import { parseProofNumber } from '@/lib/site/proof-number';

/**
 * What the proof page shows of the proof with this public number (lib/db/proof-page.ts: the proof,
 * its hands, the proofs sharing its commitment, the stored report), in one database read per render
 * — the page's layout, metadata and page share it; null for a number no proof has, and for anything
 * that is not a number.
 */
export const loadProof = cache(async (id: string) => {
  const number = parseProofNumber(id);
  return number === null ? null : await proofPageData(number);
});
