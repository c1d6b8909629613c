import Link from 'next/link';

// Reached only for paths the locale proxy does not handle (e.g. an unknown
// /api/… path requested by a browser). Localized 404s live in app/[locale].
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-semibold">404 — Not found</h1>
        <p className="mt-4">
          <Link href="/" className="text-accent underline">
            Fair proofs
          </Link>
        </p>
      </body>
    </html>
  );
}
