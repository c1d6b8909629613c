/**
 * A proof's public number as the site writes and reads it — in a page's path (`/en/fair/148`), a
 * document script's name (`148.js`), the API's routes and the lookup box: 1 to 15 ASCII digits, no
 * leading zero (so one number has one spelling, and 15 digits stay exact in a JavaScript number).
 * The database holds fewer (lib/db/proofs.ts `isProofId`): a number beyond them is a game no one has.
 */

/** The pattern's source without anchors, to put inside another pattern. */
export const PROOF_NUMBER = '[1-9][0-9]{0,14}';

const WHOLE = new RegExp(`^${PROOF_NUMBER}$`);

/** True when `text` is a proof number, all of it. */
export const isProofNumber = (text: string): boolean => WHOLE.test(text);

/** The number `text` writes, or null when it is not a proof number. */
export const parseProofNumber = (text: string): number | null => (isProofNumber(text) ? Number(text) : null);

/** A proof's C2SP tlog-proof (of its poker hand `hand`): the API's path, and the file name it is saved under. */
export const tlogProofPath = (id: number, hand?: number): string => `/api/v1/proofs/${id}/tlog-proof${hand === undefined ? '' : `?hand=${hand}`}`;
export const tlogProofFile = (id: number, hand?: number): string => `proof-${id}${hand === undefined ? '' : `-hand-${hand}`}.tlog-proof`;
