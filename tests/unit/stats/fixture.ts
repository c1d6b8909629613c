/** A StatsBody with non-zero counts for tests and screenshots: near-uniform counts from a fixed LCG, summarized as the API does. */
import { summarize } from '@/lib/stats/summary';
import { TABLES } from '@/lib/stats/tables';
import type { StatsBody } from '@/lib/stats/types';

/** Counts per table: `perCell` on average in every cell, ± a few standard deviations of noise. */
export function fixtureStats(perCell: number, seed = 7): StatsBody {
  let s = seed;
  const rand = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const tables: StatsBody['tables'] = {};
  for (const def of TABLES) {
    const counts = Array.from({ length: def.cells }, () => {
      // the sum of 4 uniforms, centred: roughly normal with variance 1/3
      const z = (rand() + rand() + rand() + rand() - 2) * Math.sqrt(3);
      return Math.max(0, Math.round(perCell + z * Math.sqrt(perCell)));
    });
    tables[def.name] = summarize(def, counts);
  }
  return { counted: 1204, excluded: 3, tables };
}
