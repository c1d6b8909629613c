import { cache } from 'react';
import { proofPageData } from '@/lib/db/proof-page';

/** A proof's public number as a path writes it: 1 to 15 digits, no leading zero. */
export const PROOF_NUMBER = /^[1-9]\d{0,14}$/;

/**
 * What the proof page shows of the proof with this public number (lib/db/proof-page.ts: the proof,
 * its hands, the proofs sharing its commitment, the stored report), in one database read per render
 * — the page's layout, metadata and page share it; null for a number no proof has, and for anything
 * that is not a number.
 */
export const loadProof = cache(async (id: string) => (PROOF_NUMBER.test(id) ? await proofPageData(Number(id)) : null));
