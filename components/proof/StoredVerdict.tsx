import { VerdictBanner } from '@/components/verify/VerdictBanner';
import type { PublicProof } from '@/lib/db/proofs';
import { translator } from '@/lib/i18n/server';
import { takesReceipts } from '@/lib/fair/schemes/receipts';

/**
 * What a proof page shows without JavaScript (issue #23): the verdict the site recorded at the
 * reveal, said to be the site's own check, in place of the browser's banner — which, with no script
 * to run it, would spin for ever and is hidden. With JavaScript none of this is shown: the browser
 * checks the proof again itself.
 */
export function StoredVerdict({ proof, locale }: { proof: Pick<PublicProof, 'status' | 'verdict' | 'scheme'>; locale: string }) {
  const t = translator(locale, 'Proof');
  const tv = translator(locale, 'Verdict');
  const banner =
    proof.status === 'committed' || proof.verdict === null ? (
      <VerdictBanner verdict="committed" title={tv('committed')} detail={tv('committedDetail', { session: takesReceipts(proof) ? 'yes' : 'no' })} />
    ) : (
      <VerdictBanner
        verdict={proof.verdict}
        title={t(proof.verdict === 'verified' ? 'storedVerified' : 'storedFailed')}
        detail={t('storedDetail')}
      />
    );
  return (
    <noscript>
      {/* the live banner (role=status, busy until the browser's verdict) cannot end without a script;
          the outcomes' math buttons (data-math), drawn by the server so that the browser hydrates
          them, do nothing (what needs a script, data-needs-js, the layout hides) */}
      <style>{'[role="status"][aria-busy="true"]{display:none}[data-math]{pointer-events:none}'}</style>
      {/* a noscript is inline: the gap the hidden live banner would have left under it is its own */}
      <div data-testid="stored-verdict" className="mb-4">
        {banner}
      </div>
    </noscript>
  );
}
