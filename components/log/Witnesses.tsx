import { getTranslations } from 'next-intl/server';
import { utcText } from '@/components/proof/logParts';
import type { WitnessState, WitnessView } from '@/lib/db/log/witnesses';

/** A stored time (ms) as the page writes times: `YYYY-MM-DD HH:MM:SS UTC`. */
const when = (ms: number): string => utcText(new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'));

/** The alarm's kind, from its stored `<status>: <what>`. */
function alarmKind(alarm: string): { status: string; kind: 'timeout' | 'unreachable' | 'bad' | 'conflict' | 'other' } {
  const status = alarm.slice(0, alarm.indexOf(':'));
  if (status === 'timeout' || status === 'unreachable') return { status, kind: status };
  if (status === 'bad-cosignature') return { status, kind: 'bad' };
  return { status, kind: status === '409' ? 'conflict' : 'other' };
}

async function WitnessItem({ w }: { w: WitnessView }) {
  const t = await getTranslations('LogWitnesses');
  const alarm = w.alarm === null ? null : alarmKind(w.alarm);
  return (
    <li className="space-y-1 px-4 py-3" data-witness={w.name} data-alarm={alarm ? (w.fork ? 'fork' : alarm.status) : undefined}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-medium">{w.name}</span>
        <span className="hex min-w-0 text-xs text-muted break-all">{w.key}</span>
      </div>
      <p className="text-sm" data-testid="witness-cosigned">
        {w.size === null || w.cosignedAt === null ? t('never') : t('cosigned', { size: w.size, time: when(w.cosignedAt) })}
      </p>
      {w.url === null && <p className="text-sm text-muted">{t('notContacted')}</p>}
      {alarm && w.fork && (
        <p role="alert" className="rounded-lg border border-bad bg-bad/10 p-3 text-sm font-semibold text-bad">
          {t('fork', { status: alarm.status, time: when(w.alarmAt ?? 0) })}
        </p>
      )}
      {alarm && !w.fork && (
        <p className="text-sm text-bad">
          {t('alarm', { time: when(w.alarmAt ?? 0), what: t(`alarm_${alarm.kind}`, { status: alarm.status }) })}
        </p>
      )}
      {alarm && <p className="text-xs text-muted">{t('detail', { detail: w.alarm! })}</p>}
    </li>
  );
}

/** The quorum's state in one sentence. */
async function QuorumLine({ state }: { state: WitnessState }) {
  const t = await getTranslations('LogWitnesses');
  if (state.quorum === null) return <p data-quorum="none">{t('quorumNone')}</p>;
  if (state.witnessedSize === null) return <p data-quorum="not-met" className="font-medium text-bad">{t('quorumNotMet', { quorum: state.quorum })}</p>;
  if (state.witnessedSize < state.newestSize) {
    return <p data-quorum="behind">{t('quorumBehind', { quorum: state.quorum, witnessed: state.witnessedSize, size: state.newestSize })}</p>;
  }
  return <p data-quorum="met">{t('quorumMet', { quorum: state.quorum, size: state.witnessedSize })}</p>;
}

/** The independent witnesses of FAIR_LOG_POLICY: what each last cosigned, any alarm, and the quorum (server-rendered). */
export async function Witnesses({ state, locale }: { state: WitnessState | null; locale: string }) {
  const t = await getTranslations('LogWitnesses');
  return (
    <section aria-labelledby="witnesses-title" className="space-y-3" data-testid="log-witnesses">
      <h2 id="witnesses-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="max-w-2xl text-muted">{t('lead')}</p>
      {state === null ? (
        <p data-quorum="no-policy">{t('none')}</p>
      ) : (
        <>
          <QuorumLine state={state} />
          <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
            {state.witnesses.map((w) => (
              <WitnessItem key={w.key} w={w} />
            ))}
          </ul>
        </>
      )}
      <p>
        <a href={`/${locale}/how-it-works/log`} className="text-accent underline underline-offset-4">
          {t('more')}
        </a>
      </p>
    </section>
  );
}
