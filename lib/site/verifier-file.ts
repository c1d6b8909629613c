// Facts about the verifier.js actually served (public/verifier.js), read from
// the file itself — never a number typed into a page.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface VerifierFile {
  bytes: number;
  gzipBytes: number;
  sha256: string;
}

let cached: Promise<VerifierFile | null> | undefined;

/** Size and SHA-256 of public/verifier.js, or null when it has not been built. */
export function verifierFile(): Promise<VerifierFile | null> {
  cached ??= readFile(join(process.cwd(), 'public', 'verifier.js')).then(
    (data) => ({
      bytes: data.length,
      gzipBytes: gzipSync(data, { level: 9 }).length,
      sha256: createHash('sha256').update(data).digest('hex'),
    }),
    () => null,
  );
  return cached;
}
