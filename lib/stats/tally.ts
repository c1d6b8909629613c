import { COUNTS, type Report } from '../fair/schemes/index';
import { COUNTERS, TABLES } from './tables';

const CELLS: ReadonlyMap<string, number> = new Map([...TABLES.map((t) => [t.name, t.cells] as const), ...COUNTERS.map((c) => [c, 1] as const)]);

/** A table's (or plain counter's) cells; one not known when this module loaded is looked up in COUNTS (a scheme registered since: registerScheme). */
function cellsOf(name: string): number | undefined {
  const known = CELLS.get(name);
  if (known !== undefined) return known;
  const counts = Object.values(COUNTS);
  return counts.flatMap((c) => c.tables).find((t) => t.name === name)?.cells ?? (counts.some((c) => c.counters?.includes(name)) ? 1 : undefined);
}

/** Verdicts that count (../shared/spec/stats.md): the list endpoint's `verdict` of a revealed proof. */
export const isCounted = (verdict: string | null): boolean => verdict === 'verified' || verdict === 'computed';

/** One counter: a table's cell (or `counted` / `excluded`, cell 0) and how much to add. */
export interface CountRow {
  name: string;
  cell: number;
  count: number;
}

/**
 * Counts being added up: from one reveal, a batch of reveals (one transaction's) or every revealed
 * proof (the recount). The per-scheme increments come from the registry's `COUNTS`
 * (lib/fair/schemes): no scheme is named here.
 */
export class Tally {
  counted = 0;
  excluded = 0;
  private readonly cells = new Map<string, number[]>();

  /** Adds one revealed proof: its recomputed outcomes when its verdict counts, else one `excluded`. */
  addRevealed(verdict: string | null, report: Report): void {
    if (!isCounted(verdict)) {
      this.excluded++;
      return;
    }
    this.counted++;
    const counts = COUNTS[report.scheme];
    if (!counts) throw new Error(`stats: no counts for scheme ${String(report.scheme)}`);
    counts.count(report as never, (table, cell) => this.add(table, cell, 1));
  }

  /** Adds counters as {@link rows} gives them (a reveal's, tallied in the reveal worker). */
  addRows(rows: readonly CountRow[]): void {
    for (const r of rows) {
      if (r.name === 'counted') this.counted += r.count;
      else if (r.name === 'excluded') this.excluded += r.count;
      else this.add(r.name, r.cell, r.count);
    }
  }

  /** Adds `by` to one cell of a table. */
  add(table: string, cell: number, by: number): void {
    let row = this.cells.get(table);
    if (!row) {
      const size = cellsOf(table);
      if (size === undefined) throw new Error(`stats: unknown table ${table}`);
      this.cells.set(table, (row = new Array<number>(size).fill(0)));
    }
    if (!Number.isInteger(cell) || cell < 0 || cell >= row.length) throw new RangeError(`stats: ${table} has no cell ${cell}`);
    row[cell]! += by;
  }

  /** Adds another tally into this one. */
  merge(o: Tally): this {
    this.counted += o.counted;
    this.excluded += o.excluded;
    for (const [table, row] of o.cells) row.forEach((c, i) => c !== 0 && this.add(table, i, c));
    return this;
  }

  /** The table's counts (zeros when nothing was added). */
  countsOf(table: string): number[] {
    return [...(this.cells.get(table) ?? new Array<number>(cellsOf(table) ?? 0).fill(0))];
  }

  /** True when nothing was added. */
  get empty(): boolean {
    return this.counted === 0 && this.excluded === 0;
  }

  /** The non-zero counters, in a fixed order (tables by name, cells ascending): what is written. */
  rows(): CountRow[] {
    const out: CountRow[] = [];
    if (this.counted) out.push({ name: 'counted', cell: 0, count: this.counted });
    if (this.excluded) out.push({ name: 'excluded', cell: 0, count: this.excluded });
    for (const table of [...this.cells.keys()].sort()) {
      this.cells.get(table)!.forEach((count, cell) => count !== 0 && out.push({ name: table, cell, count }));
    }
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.cell - b.cell));
  }
}
