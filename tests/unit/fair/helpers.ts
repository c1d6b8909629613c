import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SCHEMES, verify, type AnyReport } from '../../../lib/fair';
import { loadVectors, readVectorFile, vectorsDir, type VectorCase } from '../../vectors';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export { loadVectors, vectorsDir, type VectorCase } from '../../vectors';
/** The vector files that are not a scheme's: the malformed documents and the transparency log's. */
export const OTHER_VECTORS = ['bad-inputs', 'log'];
const rank = (scheme: string) => {
  const ids = Object.keys(SCHEMES);
  return ids.includes(scheme) ? ids.indexOf(scheme) : ids.length;
};
/**
 * Every scheme with published vectors, read from tests/vectors (a new scheme's file is picked up
 * without a list to edit), in the registry's order (roll_pair_v1's first case is the tests' plain
 * example); tests/unit/fair/vectors.test.ts holds it equal to the registry's schemes.
 */
export const SCHEME_FILES: readonly string[] = readdirSync(vectorsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .filter((f) => !OTHER_VECTORS.includes(f))
  .sort((a, b) => rank(a) - rank(b));

export interface BadCase { name: string; proof?: unknown; raw?: string }

export function loadBad(): BadCase[] {
  return readVectorFile('bad-inputs') as BadCase[];
}
export function allCases(): { scheme: string; c: VectorCase }[] {
  return SCHEME_FILES.flatMap((s) => loadVectors(s).cases.map((c) => ({ scheme: s, c })));
}

/** verify() with its report read field by field, whatever the scheme (the tests read any outcome field). */
export const verifyAny = (doc: unknown): AnyReport => verify(doc);
