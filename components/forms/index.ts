/**
 * The forms of /check/, by scheme id: each one loaded when first shown (a dynamic import), so a
 * visitor arriving with the backgammon app's link downloads that form only. Adding a scheme's form
 * is writing `<Scheme>Form.tsx` (exporting `form: SchemeForm`, ./types.ts) and listing it here.
 */
import type { SchemeForm } from './types';

/** Every scheme with a form, in the order the page offers them. */
export const FORMS = {
  roll_pair_v1: () => import('./RollPairForm').then((m) => m.form),
  die_round_v1: () => import('./DieRoundForm').then((m) => m.form),
  match_seed_v2: () => import('./MatchSeedForm').then((m) => m.form),
  chess_colour_v1: () => import('./ChessForm').then((m) => m.form),
  poker_hmac_v1: () => import('./PokerForm').then((m) => m.form),
} as const satisfies Record<string, () => Promise<SchemeForm>>;

export type FormScheme = keyof typeof FORMS;
export const FORM_SCHEMES = Object.keys(FORMS) as FormScheme[];

/** The form of the backgammon app's short links (`#v=1&s=…&p=…`), and the one an empty page shows. */
export const SHORT_LINK_FORM: FormScheme = 'roll_pair_v1';

export const hasForm = (scheme: unknown): scheme is FormScheme =>
  typeof scheme === 'string' && Object.prototype.hasOwnProperty.call(FORMS, scheme);
