// The project has no import cycle. Every .ts/.tsx/.mjs file under lib/, app/, components/,
// scripts/ and the root's server.ts (but the generated Prisma clients) is read, its imports listed by TypeScript's own
// pre-processor (static, type-only, re-exports, import() and require() with a
// literal), relative and '@/…' specifiers resolved as the bundler does, and the
// graph searched for strongly connected components: each one is reported as a
// concrete cycle, file → file → … → back to the first.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { patternSpecifiers, rel, resolveImport, ROOT, sourceFiles } from './source-files';

const LIB = path.join(ROOT, 'lib');
/** What the project's code is: its folders and root files (tests/ may import anything). */
const PROJECT = [...['lib', 'app', 'components', 'scripts'].flatMap((d) => sourceFiles(path.join(ROOT, d))), path.join(ROOT, 'server.ts')];
type Graph = Map<string, string[]>;

/** Specifiers a source file imports (TypeScript's pre-processor: comments and strings are not imports), and those its folder patterns name. */
function specifiersOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const info = ts.preProcessFile(text, true, true);
  return [...info.importedFiles.map((f) => f.fileName), ...patternSpecifiers(file, text)];
}

/** The project's import graph: every source file → the project source files it imports. */
export function projectGraph(): Graph {
  const files = PROJECT;
  const nodes = new Set(files);
  const graph: Graph = new Map();
  for (const file of files) {
    const targets = specifiersOf(file)
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== null && nodes.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every cycle of `graph`, one per strongly connected component (Tarjan), as a path that returns to
 * its first node: the shortest cycle through the component's first node in sorted order.
 */
export function findCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const strongConnect = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      components.push(c);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) strongConnect(v);

  const cycles: string[][] = [];
  for (const c of components) {
    const inC = new Set(c);
    const start = [...c].sort()[0]!;
    if (c.length === 1 && !(graph.get(start) ?? []).includes(start)) continue;
    // breadth-first from start, inside the component, back to start
    const prev = new Map<string, string>();
    const queue = [start];
    let end: string | undefined;
    while (queue.length && end === undefined) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (w === start) {
          end = v;
          break;
        }
        if (inC.has(w) && !prev.has(w)) {
          prev.set(w, v);
          queue.push(w);
        }
      }
    }
    const cycle = [start];
    for (let v = end!; v !== start; v = prev.get(v)!) cycle.splice(1, 0, v);
    cycles.push([...cycle, start]);
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('the project’s import graph', () => {
  it('has no import cycle', () => {
    const graph = projectGraph();
    const cycles = findCycles(graph).map((c) => c.map(rel).join(' → '));
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('sees the imports it must (relative, with and without an extension; \'@/\'; .mjs files too)', () => {
    const graph = projectGraph();
    const files = [...graph.keys()].map(rel);
    expect(files).toContain('lib/server/cache-handler.mjs');
    expect(files.some((f) => f.startsWith('lib/db/generated/'))).toBe(false);
    const edges = (f: string) => (graph.get(path.join(ROOT, f)) ?? []).map(rel);
    expect(edges('lib/db/lock.ts')).toContain('lib/db/client.ts'); // './client.ts'
    expect(edges('lib/fair/log/index.ts')).toContain('lib/fair/hex.ts'); // '../hex'
    // folder patterns: a template-literal import() and an eager import.meta.glob
    expect(edges('components/outcomes/renderers.browser.ts')).toContain('components/outcomes/by-scheme/poker_hmac_v1.tsx');
    expect(edges('components/outcomes/renderers.ts')).toContain('components/outcomes/by-scheme/chess_colour_v1.tsx');
    expect(edges('components/forms/index.ts')).toContain('components/forms/by-scheme/match_seed_v2.tsx');
    expect(rel(resolveImport(path.join(LIB, 'x.ts'), '@/lib/db/client')!)).toBe('lib/db/client.ts');
    expect(rel(resolveImport(path.join(LIB, 'fair', 'x.ts'), './hex.js')!)).toBe('lib/fair/hex.ts');
    expect(resolveImport(path.join(LIB, 'x.ts'), '@noble/hashes/sha2.js')).toBeNull();
    expect(() => resolveImport(path.join(LIB, 'x.ts'), './no-such-file')).toThrow(/cannot resolve/);
  });

  it('finds and names a cycle', () => {
    const g: Graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e']],
      ['f', ['a']],
    ]);
    expect(findCycles(g)).toEqual([['a', 'b', 'c', 'a'], ['e', 'e']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });
});
