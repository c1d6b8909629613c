import type { SignatureCheck } from '@/lib/fair/core';

/**
 * lib/fair's Ed25519 check, loaded on first use (its chunk: the curve arithmetic and SHA-512): /check
 * loads it when a pasted document has log parts. Proof pages import it statically — every served
 * document has log parts, and those pages make no request after they load.
 */
export async function loadSignatureCheck(): Promise<SignatureCheck> {
  return (await import('@/lib/fair/log/ed25519')).signatureOk;
}
