import { proofWitnesses } from '@/lib/db/log/proof-witnesses';
import type { LogPart } from '@/lib/fair/types';
import { ProofWitnesses } from './ProofWitnesses';
import { witnessTime } from './witnessLines';

/** The document's own log part, when it has one of the right shape (the browser checks the rest). */
function ownPart(document: Record<string, unknown>): LogPart | null {
  const p = document.log as Partial<LogPart> | undefined;
  const ok = p && typeof p === 'object' && Number.isSafeInteger(p.index) && typeof p.entry === 'string' && typeof p.checkpoint === 'string' && Array.isArray(p.inclusion);
  return ok ? (p as LogPart) : null;
}

/**
 * The proof page's witness lines (server): the policy's witnesses with the site's stored view and
 * what the browser needs to check it; nothing without a policy or a log entry.
 */
export async function ProofWitnessesSlot({ document, locale, vkey }: { document: Record<string, unknown>; locale: string; vkey?: string }) {
  const part = ownPart(document);
  const data = part && (await proofWitnesses(part));
  if (!part || !data) return null;
  const lines = data.stored.map((s) => ({ name: s.name, size: s.size, time: s.time === null ? null : witnessTime(s.time, locale) }));
  return (
    <ProofWitnesses
      locale={locale}
      policy={data.policy}
      quorum={data.quorum}
      part={part}
      witnessed={data.witnessed}
      stored={{ lines, quorum: data.storedQuorum }}
      {...(vkey ? { vkey } : {})}
    />
  );
}
