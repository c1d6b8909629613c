/**
 * The forms of /check/, by scheme id: each one loaded when first shown (a dynamic import), so a
 * visitor arriving with the backgammon app's link downloads that form only. The backgammon app's
 * form is the exception: it comes with the page's engine (components/check/engine.ts, which imports
 * this module), as the empty page shows it. Adding a scheme's form is writing `<Scheme>Form.tsx`
 * (exporting `makeForm`, ./types.ts) and listing it here.
 */
import { SCHEMES } from '@/lib/fair/core';
import { makeForm as rollPairForm } from './RollPairForm';
import type { SchemeForm } from './types';

const shortLinkForm = rollPairForm(SCHEMES.roll_pair_v1);

/**
 * Every scheme with a form, in the order the page offers them. A form is given its scheme's module
 * from the registry (the page has it already) rather than importing lib/fair/schemes itself: a form's
 * script then holds the form only.
 */
export const FORMS = {
  roll_pair_v1: () => Promise.resolve(shortLinkForm),
  die_round_v1: () => import('./DieRoundForm').then((m) => m.makeForm(SCHEMES.die_round_v1)),
  match_seed_v2: () => import('./MatchSeedForm').then((m) => m.makeForm(SCHEMES.match_seed_v2)),
  chess_colour_v1: () => import('./ChessForm').then((m) => m.makeForm(SCHEMES.chess_colour_v1)),
  poker_hmac_v1: () => import('./PokerForm').then((m) => m.makeForm(SCHEMES.poker_hmac_v1)),
} as const satisfies Record<string, () => Promise<SchemeForm>>;

export type FormScheme = keyof typeof FORMS;
export const FORM_SCHEMES = Object.keys(FORMS) as FormScheme[];

/** The form of the backgammon app's short links (`#v=1&s=…&p=…`), and the one an empty page shows. */
export const SHORT_LINK_FORM: FormScheme = 'roll_pair_v1';

export const hasForm = (scheme: unknown): scheme is FormScheme =>
  typeof scheme === 'string' && Object.prototype.hasOwnProperty.call(FORMS, scheme);
