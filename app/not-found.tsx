// Reached only for paths the locale proxy does not handle (e.g. an unknown
// /api/… path requested by a browser). Localized 404s live in app/[locale].
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-semibold">404 — Not found</h1>
        <p className="mt-4">
          {/* a plain link: this boundary is part of every page, and next/link's runtime would ship with each */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load is what we want here */}
          <a href="/" className="text-accent underline">
            Fair proofs
          </a>
        </p>
      </body>
    </html>
  );
}
