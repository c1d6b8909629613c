import { cache } from 'react';
import { getPublicProof } from '@/lib/db/proofs';

/** A proof's public number as a path writes it: 1 to 15 digits, no leading zero. */
export const PROOF_NUMBER = /^[1-9]\d{0,14}$/;

/**
 * The proof with this public number, read once per render (the proof page's layout, metadata and
 * page share it); null for a number no proof has, and for anything that is not a number.
 */
export const loadProof = cache(async (id: string) => (PROOF_NUMBER.test(id) ? await getPublicProof(Number(id)) : null));
