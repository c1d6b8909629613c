import type { ReactNode } from 'react';
import { tlogProofFile, tlogProofPath } from '@/lib/site/proof-number';

/**
 * A proof's log proof (C2SP tlog-proof@v1, log.md "Carrying a proof away") as a download — the
 * session's own (components/proof/ProofLog.tsx) or, with `hand`, one poker hand's, shown with the
 * hand. A plain link, so it works without JavaScript; `label` and `hint` are the caller's words
 * (the hint is given the file's name).
 */
export function TlogProofDownload({ id, hand, label, hint, testId }: { id: number; hand?: number; label: string; hint: (file: string) => ReactNode; testId: string }) {
  const file = tlogProofFile(id, hand);
  return (
    <p className="text-sm">
      <a href={tlogProofPath(id, hand)} download={file} className="font-medium text-accent underline underline-offset-4" data-testid={testId}>
        {label}
      </a>
      {'. '}
      <span className="break-words text-muted">{hint(file)}</span>
    </p>
  );
}
