/**
 * What lib/fair/explain replays besides lib/fair's public API: the primitives the schemes draw with.
 * Internals (not exported by lib/fair's index or core: tests/unit/fair/arguments.test.ts), reached
 * by their own paths as lib/db and the tests reach theirs.
 */
export { BALOOT } from '../cards';
export { DrawStream, macWordSource, SPAN, wordFromMac } from '../stream';
export { matchPrefix } from '../schemes/match-seed';
export { seatsText } from '../schemes/poker';
