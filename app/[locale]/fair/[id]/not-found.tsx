/**
 * The 404 of a proof number no proof has, outside the site's server (`next dev`: the page's
 * notFound(), lib/site/page-status.ts): its words are drawn by ./layout.tsx, which knows the locale
 * and the number; this boundary only keeps that notFound() from reaching
 * app/[locale]/not-found.tsx's generic page.
 */
export default function ProofNotFound() {
  return null;
}
