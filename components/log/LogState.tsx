import { getTranslations } from 'next-intl/server';
import { CopyButton } from './CopyButton';
import { AuditCommand } from './AuditCommand';

const pre = 'overflow-x-auto rounded-lg border border-line bg-page p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all';

/** The log's current signed checkpoint and its verifier key, as the server has them (server-rendered). */
export async function LogState({ checkpoint, vkey }: { checkpoint: { note: string; size: number; root: string; origin: string }; vkey: string }) {
  const t = await getTranslations('Log');
  const copy = { copied: t('copied'), failed: t('copyFailed') };
  return (
    <div className="space-y-6">
      <section aria-labelledby="state-title" className="space-y-3 rounded-xl border border-line bg-surface p-4 sm:p-5" data-testid="log-state">
        <div className="space-y-1">
          <h2 id="state-title" className="text-xl font-semibold">
            {t('stateTitle')}
          </h2>
          <p className="text-sm text-muted">{t('stateLead')}</p>
        </div>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[10rem_1fr] sm:gap-y-2">
          <dt className="text-sm text-muted">{t('origin')}</dt>
          <dd className="mb-2 min-w-0 font-mono text-sm break-all sm:mb-0">{checkpoint.origin}</dd>
          <dt className="text-sm text-muted">{t('size')}</dt>
          <dd className="mb-2 font-mono tabular-nums sm:mb-0" data-testid="log-size">
            {checkpoint.size}
          </dd>
          <dt className="text-sm text-muted">{t('root')}</dt>
          <dd className="hex mb-2 min-w-0 text-sm sm:mb-0" data-testid="log-root">
            {checkpoint.root}
          </dd>
        </dl>
        <div className="space-y-1">
          <p className="text-sm text-muted">{t('checkpointText')}</p>
          <pre tabIndex={0} aria-label={t('checkpointText')} className={pre} data-testid="log-checkpoint">
            {checkpoint.note}
          </pre>
        </div>
        <CopyButton text={checkpoint.note} label={t('copyCheckpoint')} {...copy} />
      </section>

      <section aria-labelledby="vkey-title" className="space-y-3 rounded-xl border border-line bg-surface p-4 sm:p-5">
        <h2 id="vkey-title" className="text-xl font-semibold">
          {t('vkeyTitle')}
        </h2>
        <p className="hex text-sm" data-testid="log-vkey">
          {vkey}
        </p>
        <CopyButton text={vkey} label={t('copyKey')} {...copy} />
        <p className="text-sm">{t('vkeyLead')}</p>
        <AuditCommand vkey={vkey} className={pre} />
      </section>
    </div>
  );
}
