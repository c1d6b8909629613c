/** Rolls of the e2e database's newest proof (tests/e2e/seed.ts): more than a proof page draws first (EVENT_LIMIT). */
export const LONG_ROLLS = 1500;
