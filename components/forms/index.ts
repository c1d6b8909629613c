/**
 * The forms of /check/, by scheme id: `by-scheme/<scheme>.tsx` (exporting `makeForm`, ./types.ts),
 * one per scheme of the registry (tests/unit/by-scheme.test.ts), each loaded when first shown, so a
 * visitor arriving with the backgammon app's link downloads that form only: one template-literal
 * `import()` finds each, and the bundler makes a script per file (docs/adding-a-scheme.md). The
 * backgammon app's form is the exception: it comes with the page's engine
 * (components/check/engine.ts, which imports this module), as the empty page shows it. Adding a
 * scheme's form is writing its file; no list here names it.
 */
import { SCHEMES, type Scheme } from '@/lib/fair/core';
import { makeForm as rollPairForm } from './by-scheme/roll_pair_v1';
import type { SchemeForm, SchemeInfo } from './types';

/** A scheme with a form: every scheme of the registry's lists. */
export type FormScheme = Scheme;

/** The form of the backgammon app's short links (`#v=1&s=…&p=…`), and the one an empty page shows. */
export const SHORT_LINK_FORM: FormScheme = 'roll_pair_v1';
const shortLinkForm = rollPairForm(SCHEMES[SHORT_LINK_FORM]);

/** Every scheme with a form, in the registry's order (the order the page offers them). */
export const FORM_SCHEMES = Object.keys(SCHEMES) as FormScheme[];

/**
 * A form's script: `scheme` is a key of the registry here, never a document's text. A form is given
 * its scheme's module from the registry (the page has it already) rather than importing
 * lib/fair/schemes itself: a form's script then holds the form only.
 */
function loadForm(scheme: FormScheme): Promise<SchemeForm> {
  const file: Promise<{ makeForm: (scheme: SchemeInfo) => SchemeForm }> = import(`./by-scheme/${scheme}.tsx`);
  return file.then((m) => m.makeForm(SCHEMES[scheme]));
}

/** Each form's loader, by scheme. */
export const FORMS = Object.fromEntries(
  FORM_SCHEMES.map((s) => [s, s === SHORT_LINK_FORM ? () => Promise.resolve(shortLinkForm) : () => loadForm(s)]),
) as Readonly<Record<FormScheme, () => Promise<SchemeForm>>>;

export const hasForm = (scheme: unknown): scheme is FormScheme => typeof scheme === 'string' && Object.prototype.hasOwnProperty.call(FORMS, scheme);
