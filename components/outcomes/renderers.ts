/**
 * The outcome renderers for the server (package.json `imports`, `#outcome-renderers`, default
 * condition): every scheme's renderer (`by-scheme/<scheme>.tsx`, its default export) imported as
 * is, so the server renders a proof page's outcomes in place, never behind a Suspense fallback. The
 * browser gets renderers.browser.ts instead.
 */
import { withMath } from '@/components/math/scope';
import { SCHEMES, type Scheme } from '@/lib/fair/core';
import type { Renderer } from './renderer';

/** Every file of the folder, imported here (eager: no script of its own). */
const FILES = import.meta.glob<{ default: Renderer }>('./by-scheme/*.tsx', { eager: true });

/** Every scheme's renderer (on the server, always here), in its "show me the math" scope as in the browser (off on the server). */
export const renderers: Partial<Record<Scheme, Renderer>> = Object.fromEntries(
  (Object.keys(SCHEMES) as Scheme[]).flatMap((s) => {
    const file = FILES[`./by-scheme/${s}.tsx`];
    return file ? [[s, withMath(file.default)]] : [];
  }),
);

/** The renderer of `scheme`, once loaded. */
export const loadRenderer = (scheme: Scheme): Promise<Renderer> => Promise.resolve(renderers[scheme]!);
