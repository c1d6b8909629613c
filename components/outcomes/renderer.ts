import type { ComponentType } from 'react';
import type { Proof, Report } from '@/lib/fair/core';

/** A scheme's renderer, typed loosely: each one is given only its own scheme's proof and report. */
export type Renderer = ComponentType<{ proof: Proof; report: Report | null }>;
