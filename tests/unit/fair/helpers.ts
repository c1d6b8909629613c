import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { verify, type AnyReport } from '../../../lib/fair';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const vectorsDir = path.join(repoRoot, 'tests/vectors');
export const SCHEME_FILES = ['roll_pair_v1', 'die_round_v1', 'match_seed_v2', 'poker_hmac_v1', 'chess_colour_v1'] as const;

export interface VectorCase { name: string; proof: Record<string, unknown>; expect: Record<string, unknown> }
export interface BadCase { name: string; proof?: unknown; raw?: string }

export function loadVectors(scheme: string): { scheme: string; cases: VectorCase[] } {
  return JSON.parse(readFileSync(path.join(vectorsDir, `${scheme}.json`), 'utf8'));
}
export function loadBad(): BadCase[] {
  return JSON.parse(readFileSync(path.join(vectorsDir, 'bad-inputs.json'), 'utf8'));
}
export function allCases(): { scheme: string; c: VectorCase }[] {
  return SCHEME_FILES.flatMap((s) => loadVectors(s).cases.map((c) => ({ scheme: s, c })));
}

/** verify() with its report read field by field, whatever the scheme (the tests read any outcome field). */
export const verifyAny = (doc: unknown): AnyReport => verify(doc);
