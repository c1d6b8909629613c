import { useTranslations } from 'next-intl';

/**
 * A logged poker hand's own log proof (C2SP tlog-proof@v1, log.md "Carrying a proof away") as a
 * download, from the hand itself: a player keeps the hand they played, not only the session's entry.
 * A plain link, so it works without JavaScript; the command says `--hand`, which the session's
 * download (components/proof/ProofLog.tsx) does not need.
 */
export function HandTlogProof({ id, n }: { id: number; n: number }) {
  const t = useTranslations('Outcomes');
  const file = `proof-${id}-hand-${n}.tlog-proof`;
  return (
    <p>
      <a
        href={`/api/v1/proofs/${id}/tlog-proof?hand=${n}`}
        download={file}
        className="font-medium text-accent underline underline-offset-4"
        data-testid="hand-tlog-proof-download"
      >
        {t('handDownload')}
      </a>
      {'. '}
      <span className="break-words text-muted">
        {/* the file's name and `--hand n` each kept on one line: a narrow screen broke them at their hyphens */}
        {t.rich('handDownloadHint', { file, n, opt: (c) => <span className="whitespace-nowrap">{c}</span> })}
      </span>
    </p>
  );
}
