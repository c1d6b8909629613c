/**
 * The 404 of a proof number no proof has: its words are drawn by ./layout.tsx, which knows the
 * locale and the number; this boundary only keeps the page's notFound() (its 404 status) from
 * reaching app/[locale]/not-found.tsx's generic page.
 */
export default function ProofNotFound() {
  return null;
}
