import { createHash } from 'node:crypto';

/** A strong ETag over the exact bytes of an answer: SHA-256, base64url, 27 characters (162 bits). */
export const strongEtag = (bytes: Uint8Array | string): string => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Whether an If-None-Match header names `etag` (or is `*`). */
export const etagMatches = (header: string | string[] | undefined, etag: string): boolean =>
  typeof header === 'string' && header.split(',').some((t) => t.trim() === etag || t.trim() === '*');
