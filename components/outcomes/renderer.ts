import type { ComponentType } from 'react';
import type { Proof, Report } from '@/lib/fair/core';

/**
 * A scheme's renderer, typed loosely: each one is given only its own scheme's proof and report.
 * `math`: its events open their derivation (the proof's seed is out) — said by the caller, which has
 * lib/fair's registry (a page that only draws does not load it: components/math/scope.tsx).
 * `id`: the proof's public number, on its own page only (a document on /check may be no proof here).
 */
export type Renderer = ComponentType<{ proof: Proof; report: Report | null; math?: boolean; id?: number }>;
