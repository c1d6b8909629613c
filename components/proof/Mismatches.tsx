import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Die } from '@/components/outcomes/Die';
import { MahjongTile } from '@/components/outcomes/MahjongTile';
import { PlayingCard } from '@/components/outcomes/PlayingCard';
import { seatOrderLabel, type Mismatch, type Proof } from '@/lib/fair/core';
import { eventAt } from '@/lib/fair/schemes';
import { eventName } from './eventName';

/** Draws a compared value the way the page draws the event. */
function Value({ proof, at, value }: { proof: Proof; at: string; value: unknown }): ReactNode {
  if (value === null || value === undefined) return <span className="text-muted">—</span>;
  const kind = eventAt(proof, at)?.kind;
  if (kind === 'roll' && Array.isArray(value)) {
    return (
      <span className="inline-flex gap-1">
        {(value as number[]).map((f, i) => (
          <Die key={i} face={f} size={26} />
        ))}
      </span>
    );
  }
  if (kind === 'die' && typeof value === 'number') return <Die face={value} size={26} />;
  if (kind === 'tile' && typeof value === 'number') return <MahjongTile id={value} />;
  if ((kind === 'dealCard' || kind === 'handCard' || kind === 'restCard') && typeof value === 'number') return <PlayingCard id={value} />;
  if (kind === 'seatOrder' && Array.isArray(value)) return <span className="font-mono">{seatOrderLabel(value as number[])}</span>;
  if (typeof value === 'string' && value.includes('\n')) {
    // a log entry or a signed checkpoint: its lines matter
    return <pre className="font-mono text-xs leading-snug whitespace-pre-wrap break-all">{value}</pre>;
  }
  if (typeof value === 'string') return <span className={value.length > 16 ? 'hex text-sm' : 'font-mono'}>{value}</span>;
  return <span className="hex text-sm">{JSON.stringify(value)}</span>;
}

const SHOWN = 12;

/**
 * Recorded against computed, one row per mismatch (the first dozen, then a count). `names` and
 * `computed` override a row's name and computed value by its report path (the commitment log's checks).
 */
export function Mismatches({
  proof,
  mismatches,
  names,
  computed,
}: {
  proof: Proof;
  mismatches: Mismatch[];
  names?: Record<string, ReactNode>;
  computed?: Record<string, unknown>;
}) {
  const t = useTranslations('Outcomes');
  const tp = useTranslations('Proof');
  return (
    <section aria-labelledby="mismatch-title" className="space-y-3" data-testid="mismatches">
      <h2 id="mismatch-title" className="text-lg font-semibold">
        {tp('mismatchTitle')}
      </h2>
      <div className="overflow-hidden rounded-xl border border-bad/50 bg-surface">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-bad/10">
            <tr>
              <th scope="col" className="w-[36%] px-3 py-2 font-medium">{tp('event')}</th>
              <th scope="col" className="px-3 py-2 font-medium">{tp('recorded')}</th>
              <th scope="col" className="px-3 py-2 font-medium">{tp('computed')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {mismatches.slice(0, SHOWN).map((m) => (
              <tr key={m.at} data-at={m.at}>
                <th scope="row" className="px-3 py-2 align-middle font-medium">
                  <span className="text-bad" aria-hidden="true">✗ </span>
                  {names?.[m.at] ?? eventName(t, proof, m.at)}
                </th>
                <td className="min-w-0 px-3 py-2 align-middle" data-testid="recorded">
                  <Value proof={proof} at={m.at} value={m.recorded} />
                </td>
                <td className="min-w-0 px-3 py-2 align-middle" data-testid="computed">
                  <Value proof={proof} at={m.at} value={computed && m.at in computed ? computed[m.at] : m.computed} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mismatches.length > SHOWN && <p className="text-sm text-muted">{tp('moreMismatches', { count: mismatches.length - SHOWN })}</p>}
    </section>
  );
}
