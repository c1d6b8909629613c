import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, clientMessages } from '@/lib/i18n/client';

/**
 * Only CLIENT_NAMESPACES reach the browser (app/[locale]/layout.tsx). A client
 * component translating another namespace would show raw keys: this follows
 * the imports of every 'use client' module through the project's own files
 * and collects the namespaces they translate.
 */
const root = join(import.meta.dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'generated' || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = join(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Runtime imports (not `import type`) of a module. */
function importsOf(file: string, text: string): string[] {
  const specs = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
  return specs.flatMap((s) => resolveImport(file, s) ?? []);
}

function clientGraph(): Map<string, string> {
  const files = SOURCE_DIRS.flatMap((d) => walk(join(root, d)));
  const seen = new Map<string, string>();
  const queue = files.filter((f) => /^\s*['"]use client['"]/.test(readFileSync(f, 'utf8')));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    queue.push(...importsOf(file, text));
  }
  return seen;
}

describe('client message namespaces', () => {
  const graph = clientGraph();

  it('finds the client components', () => {
    const names = [...graph.keys()].map((f) => relative(root, f));
    expect(names).toContain('components/check/CheckClient.tsx');
    expect(names).toContain('components/verify/Diagnosis.tsx');
  });

  it('every namespace translated in the browser is sent to it', () => {
    const used = new Set<string>();
    const whole: string[] = [];
    for (const [file, text] of graph) {
      for (const m of text.matchAll(/useTranslations\(\s*(?:'([^']*)'|"([^"]*)")?\s*\)/g)) {
        const ns = m[1] ?? m[2];
        if (ns) used.add(ns.split('.')[0]!);
        else whole.push(relative(root, file));
      }
    }
    expect(whole, 'useTranslations() without a namespace in browser code').toEqual([]);
    expect([...used].filter((ns) => !(CLIENT_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
    expect(used.size).toBeGreaterThan(0);
  });

  it('picks exactly those namespaces', () => {
    const en = JSON.parse(readFileSync(join(root, 'messages/en.json'), 'utf8')) as Record<string, unknown>;
    for (const ns of CLIENT_NAMESPACES) expect(en, ns).toHaveProperty([ns]);
    expect(Object.keys(clientMessages(en as never)).sort()).toEqual([...CLIENT_NAMESPACES].sort());
  });
});
