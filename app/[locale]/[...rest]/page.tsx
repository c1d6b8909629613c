import { notFound } from 'next/navigation';

// Any path under a valid locale that no page matches: the localized 404.
export default function CatchAll() {
  notFound();
}
