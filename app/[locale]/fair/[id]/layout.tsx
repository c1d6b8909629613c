import type { ReactNode } from 'react';
import { loadProof } from '@/components/proof/loadProof';
import { NotFoundSection } from '@/components/layout/NotFound';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string; id: string }> };

/**
 * A proof page, or — when no proof has the number — what the page says instead: the page draws
 * nothing and answers 404 (lib/site/page-status.ts; outside the site's server, notFound(), whose
 * boundary here, ./not-found.tsx, draws nothing), and this layout, which has the path's locale and
 * number (a not-found boundary is given neither), says "There is no game No. 9999" in that locale
 * with the lookup box filled in.
 */
export default async function ProofLayout({ children, params }: Props) {
  const { id } = await params;
  if (!(await pageLocale(params)) || (await loadProof(id))) return children;
  return (
    <>
      <NotFoundSection game={id} />
      {children}
    </>
  );
}
