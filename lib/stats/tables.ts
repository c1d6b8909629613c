import { COUNTS } from '../fair/schemes/index';
import type { TableDef } from './types';

/**
 * The tables of every scheme's statistics object, in the registry's order, a table counted by
 * several schemes (deck52.quarters) once, where it first appears; two definitions of one name must agree.
 */
export function tablesOf(counts: readonly { readonly tables: readonly TableDef[] }[]): TableDef[] {
  const out = new Map<string, TableDef>();
  for (const c of counts) {
    for (const def of c.tables) {
      const seen = out.get(def.name);
      if (!seen) out.set(def.name, def);
      else if (seen.cells !== def.cells || seen.kind !== def.kind) throw new Error(`stats: two definitions of table ${def.name}`);
    }
  }
  return [...out.values()];
}

/** The nine tables of ../shared/spec/stats.md, in the spec's order: the schemes' own (COUNTS, lib/fair/schemes). */
export const TABLES: readonly TableDef[] = tablesOf(Object.values(COUNTS));

/** The plain counters of every scheme (SchemeCounts' `counters`): one cell each, not in the API's tables. */
export const COUNTERS: readonly string[] = [...new Set(Object.values(COUNTS).flatMap((c) => c.counters ?? []))];
