/**
 * What a proof page shows only for a proof that fails — the differences (recorded against
 * computed, drawn as dice, cards and tiles), lib/fair's diagnosis and its view — in a script of its
 * own: ProofView fetches it once a report has mismatches, and shows the verdict with them.
 */
export { Mismatches } from './Mismatches';
export { Diagnosis } from '@/components/verify/Diagnosis';
export { eventName } from './eventName';
