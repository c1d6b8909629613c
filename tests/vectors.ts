/**
 * The published test vectors (tests/vectors/, a copy of the spec's: tests/unit/fair/vectors.test.ts
 * holds them equal), read one way by every test, the snippets' runner and the sweep.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const vectorsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'vectors');

export interface VectorCase {
  name: string;
  proof: Record<string, unknown>;
  expect: Record<string, unknown> & { ok: boolean; pending?: boolean };
}

/** A vector file (a scheme's id, or `bad-inputs`, `log`) as JSON. */
export const readVectorFile = (file: string): unknown => JSON.parse(readFileSync(path.join(vectorsDir, `${file}.json`), 'utf8'));

export function loadVectors(scheme: string): { scheme: string; cases: VectorCase[] } {
  return readVectorFile(scheme) as { scheme: string; cases: VectorCase[] };
}

export const vectorCases = (scheme: string): VectorCase[] => loadVectors(scheme).cases;

/** The case of `scheme` named `name` (a test that names a missing one fails here, saying which). */
export function vectorCase(scheme: string, name: string): VectorCase {
  const c = vectorCases(scheme).find((x) => x.name === name);
  if (!c) throw new Error(`no vector ${scheme}/${name}`);
  return c;
}

/** The first verified backgammon match with its commitment and games: the app's link in the tests. */
export const APP_MATCH: VectorCase = vectorCases('roll_pair_v1').find((c) => c.expect.ok && c.proof.commitment && Array.isArray(c.proof.games))!;
