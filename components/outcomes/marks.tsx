import { useTranslations } from 'next-intl';

/** ok = matches the record, bad = differs, unchecked = recomputed but not compared, undefined = not verified yet. */
export type EventStatus = 'ok' | 'bad' | 'unchecked' | undefined;

/**
 * ✓ / ✗ / – after an event, with words for screen readers; `data-mark` on the compared ones. With
 * `room`, an event not verified yet keeps the mark's width empty (the same box, which the mark then
 * fills), so that a list of events does not widen and wrap again when the verdict marks them.
 */
export function Mark({ status, room = false }: { status: EventStatus; room?: boolean }) {
  const t = useTranslations('Outcomes');
  if (!status && !room) return null;
  const box = 'inline-block w-3 text-center text-sm leading-none font-bold';
  if (!status) return <span className={box} />;
  const [glyph, cls, label] =
    status === 'ok'
      ? ['✓', 'text-ok', t('markOk')]
      : status === 'bad'
        ? ['✗', 'text-bad', t('markBad')]
        : ['–', 'text-muted', t('markUnchecked')];
  // one node into the room: marking 137 rolls is 137 insertions
  return (
    <span className={box}>
      <span className={cls} title={label} data-mark={status === 'unchecked' ? undefined : status}>
        <span aria-hidden="true">{glyph}</span>
        <span className="sr-only">{label}</span>
      </span>
    </span>
  );
}

/** Classes of an event box by status: a failed event is highlighted. */
export function eventBox(status: EventStatus): string {
  return status === 'bad' ? 'border-bad bg-bad/10 ring-1 ring-bad' : 'border-line bg-surface';
}

/** The test and style hooks of an event: `data-event` always, `data-ok` where it was compared. */
export function eventData(status: EventStatus): { 'data-event': string; 'data-ok'?: 'true' | 'false' } {
  return {
    'data-event': status ?? 'recorded',
    ...(status === 'ok' ? { 'data-ok': 'true' as const } : status === 'bad' ? { 'data-ok': 'false' as const } : {}),
  };
}
