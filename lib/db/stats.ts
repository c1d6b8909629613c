import { summarize } from '../stats/summary';
import { TABLES } from '../stats/tables';
import type { StatsBody } from '../stats/types';

/**
 * The fairness statistics as `GET /api/v1/stats` serves them (../shared/spec/stats.md).
 * Placeholder until the counting lands: every table present, with zeros.
 */
export async function readStats(): Promise<StatsBody> {
  const tables: StatsBody['tables'] = {};
  for (const def of TABLES) tables[def.name] = summarize(def, new Array<number>(def.cells).fill(0));
  return { counted: 0, excluded: 0, tables };
}
