import { createHash } from 'node:crypto';

/** A strong ETag over the exact bytes of an answer: SHA-256, base64url, 27 characters (162 bits). */
export const strongEtag = (bytes: Uint8Array | string): string => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** An entity tag without its weakness mark (`W/"x"` → `"x"`): If-None-Match compares weakly (RFC 9110 §13.1.2). */
const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names `etag` in its list, weakly compared (or is `*`). */
export const etagMatches = (header: string | string[] | undefined | null, etag: string): boolean =>
  typeof header === 'string' && header.split(',').some((t) => t.trim() === '*' || opaque(t) === opaque(etag));

/** The ETag of an answer compressed on the way out: weak, since the strong one names the uncompressed bytes. */
export const compressedEtag = (etag: string): string => (etag.startsWith('W/') ? etag : `W/${etag}`);
