import { getNow, getTranslations } from 'next-intl/server';
import type { Proof } from '@/lib/fair/schemes';
import { sessionNotices } from '@/lib/fair/schemes/poker-session';
import { takesReceipts } from '@/lib/fair/schemes/receipts';

/**
 * A notice — not a failure — on a session's page when it goes past what the rules lead a player
 * to expect (lib/fair/schemes/poker-session.ts): more than 500 hands, more than 24 hours, gaps in
 * its hand numbers. Rendered by the server: a committed session's page is rendered per request,
 * so "24 hours ago" is measured when the page is asked for.
 */
export async function SessionNotice({ proof }: { proof: Proof | null }) {
  // only a poker session can have notices; null: the page's own verification says what is wrong with the document
  if (!proof || !takesReceipts(proof)) return null;
  const notices = sessionNotices(proof, (await getNow()).getTime());
  if (notices.length === 0) return null;
  const t = await getTranslations('SessionNotice');
  return (
    <aside className="rounded-xl border-2 border-wait/60 bg-wait/10 p-4 text-sm" data-testid="session-notice" role="note">
      <h2 className="font-semibold">{t('title')}</h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {notices.map((n) => (
          <li key={n.kind} data-notice={n.kind}>
            {n.kind === 'hands'
              ? t('hands', { count: n.count, max: n.max })
              : n.kind === 'gaps'
                ? t('gaps', { count: n.count, missing: n.missing.join(', '), more: String(n.count > n.missing.length) })
                : t(n.kind, { hours: n.hours })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted">{t('footer')}</p>
    </aside>
  );
}
