/**
 * What a player types into the lookup box (home, /fair, the 404 page): a game's number as the
 * site and the apps write it — "148", "№148", "№ 148", "#148", "No. 148", "Nr. 148", " 148 ", a page's
 * title "Игра № 148" —
 * or the seal the app showed before the game, the commitment's 64 hex digits (spaces and line
 * breaks a copy from a phone puts inside are dropped). Links are read too, as players paste what
 * they were sent: a proof page's address opens that proof (with its fragment, e.g. a poker
 * receipt's `#receipt=…`), and a check link (`…/check#v=1&s=…`, or its fragment alone) opens
 * /check with that fragment. Pure: the /fair page, the box's script and their tests call it.
 */
import { isProofNumber, PROOF_NUMBER } from './proof-number.ts';

export type Lookup =
  | { kind: 'number'; id: number }
  /** a number longer than any game's (lib/site/proof-number.ts): there is no such game */
  | { kind: 'beyond'; number: string }
  | { kind: 'commitment'; commitment: string }
  /** where a pasted link leads, under the page's locale: `/check#…` or `/fair/148#…` */
  | { kind: 'link'; path: `/${string}` }
  | { kind: 'empty' }
  | { kind: 'invalid' };

// After NFKC: "№" is "No", "nº" "no", full-width digits plain ones; the number as the site writes it,
// or its page's title copied whole ("Игра № 148", "Game No. 148", "Jocul nr. 148").
const NUMBER = /^(?:(?:игра|game|jocul|joc)\s*)?(?:#|n[or]?\.?|n°)?\s*0*([1-9][0-9]{0,39})$/iu; // up to 40 digits: 64 are a seal
const HEX64 = /^[0-9a-f]{64}$/i;
/** what comes before an address's path: its scheme (optional) and host, of any origin (the site may be served under another name than a link's) */
const ORIGIN = '^(?:[a-z][a-z0-9+.-]*://)?[^/?#]*';
/** an address or a path */
const ADDRESS = new RegExp(`${ORIGIN}/`, 'i');
/** a proof page's path, with a locale or none, and what follows it */
const PROOF_PAGE = new RegExp(`${ORIGIN}(?:/[a-z]{2}(?:-[a-z]{2})?)?/fair/(${PROOF_NUMBER})/?(?:\\?[^#]*)?(?:#(.*))?$`, 'i');
/** a check link's fragment: its version first, as the apps write it, and more after it (not "v=" typed by hand) */
const CHECK_FRAGMENT = /^[#?]?(v=[^&#]*&[^#]+)$/;

/** Where a pasted link leads, or null when `text` (no white space in it) is not one. */
function linkOf(text: string): Lookup | null {
  const page = PROOF_PAGE.exec(text);
  if (page?.[1]) return page[2] ? { kind: 'link', path: `/fair/${Number(page[1])}#${page[2]}` } : { kind: 'number', id: Number(page[1]) };
  const hash = text.indexOf('#');
  const fragment = CHECK_FRAGMENT.exec(hash > 0 && ADDRESS.test(text) ? text.slice(hash) : text)?.[1];
  return fragment ? { kind: 'link', path: `/check#${fragment}` } : null;
}

export function parseLookup(raw: string): Lookup {
  const text = raw.normalize('NFKC').trim();
  if (!text) return { kind: 'empty' };
  const digits = NUMBER.exec(text)?.[1];
  if (digits) return isProofNumber(digits) ? { kind: 'number', id: Number(digits) } : { kind: 'beyond', number: digits };
  // a copy from a phone breaks long seals and links where it likes: neither has white space of its own
  const packed = text.replace(/\s+/g, '');
  if (HEX64.test(packed)) return { kind: 'commitment', commitment: packed.toLowerCase() };
  return linkOf(packed) ?? { kind: 'invalid' };
}

/**
 * The fragment of a check link in `text` (`v=1&…`, without its `#`), or null when `text` is no
 * check link: /check loads a link pasted into one of its fields as if it had been opened.
 */
export function checkFragmentIn(text: string): string | null {
  const lookup = parseLookup(text);
  return lookup.kind === 'link' && lookup.path.startsWith('/check#') ? lookup.path.slice('/check#'.length) : null;
}
