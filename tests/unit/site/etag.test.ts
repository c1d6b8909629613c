// If-None-Match as RFC 9110 §13.1.2 reads it (lib/site/etag.ts): a list of entity tags, compared
// weakly, or `*` — one helper for the API's documents, statistics, the pages and verifier.js.
import { describe, expect, it } from 'vitest';

import { compressedEtag, etagMatches, strongEtag } from '../../../lib/site/etag.ts';

describe('etagMatches', () => {
  const tag = strongEtag('a document');

  it('finds the tag in a list, weak or strong, or any tag for *', () => {
    for (const header of [tag, `"x", ${tag}`, `W/${tag}`, ` "x" ,W/${tag} `, '*']) expect(etagMatches(header, tag), header).toBe(true);
    expect(etagMatches(`W/${tag}`, compressedEtag(tag))).toBe(true);
    expect(etagMatches(tag, compressedEtag(tag))).toBe(true);
  });

  it('matches nothing else', () => {
    for (const header of [undefined, null, '', '"x"', tag.slice(0, -1), `${tag}x`, 'W/', ['*']]) expect(etagMatches(header as string, tag), String(header)).toBe(false);
  });

  it('weakens a tag once', () => {
    expect(compressedEtag('"a"')).toBe('W/"a"');
    expect(compressedEtag('W/"a"')).toBe('W/"a"');
  });
});
