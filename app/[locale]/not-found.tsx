import { NotFoundSection } from '@/components/layout/NotFound';

/** The localized 404 of notFound() under a locale (outside the site's server: lib/site/page-status.ts). */
export default function LocaleNotFound() {
  return <NotFoundSection />;
}
