import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientMessages, PAGE_NAMESPACES, type ClientPage } from '@/lib/i18n/client';
import { patternSpecifiers, resolveBrowserImport } from './source-files';

/**
 * Each page sends the browser only its own namespaces (lib/i18n/client.ts,
 * <ClientMessages page>). A client component translating another namespace
 * would show raw keys, and an unused one is HTML for nothing: this follows
 * each page's imports through the project's own files, finds the browser code
 * ('use client' modules and what they import) and the namespaces it translates.
 */
const root = join(import.meta.dirname, '../..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'generated' || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Runtime imports (not `import type`) of a module, dynamic `import('…')` included (a lazily loaded form is the page's too). */
function importsOf(file: string, text: string): string[] {
  const specs = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!),
    // dynamic import(): code loaded later is browser code of the same page
    ...[...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!),
    // a folder's files found by name (`import(\`./by-scheme/${scheme}.tsx\`)`): each of them
    ...patternSpecifiers(file, text),
  ];
  return specs.flatMap((s) => resolveBrowserImport(file, s) ?? []);
}

/** Every module `entry` imports, transitively; those in or below a 'use client' module are browser code. */
function browserModules(entry: string): Map<string, string> {
  const browser = new Map<string, string>();
  const seen = new Set<string>();
  const queue: [string, boolean][] = [[entry, false]];
  while (queue.length > 0) {
    const [file, inClient] = queue.pop()!;
    if (seen.has(`${file}\0${inClient}`)) continue;
    seen.add(`${file}\0${inClient}`);
    const text = readFileSync(file, 'utf8');
    const client = inClient || /^\s*['"]use client['"]/.test(text);
    if (client) browser.set(file, text);
    for (const dep of importsOf(file, text)) queue.push([dep, client]);
  }
  return browser;
}

/** Namespaces translated by browser code; files calling useTranslations() without one. */
function namespacesOf(modules: Map<string, string>): { used: Set<string>; whole: string[] } {
  const used = new Set<string>();
  const whole: string[] = [];
  for (const [file, text] of modules) {
    for (const m of text.matchAll(/useTranslations\(\s*(?:'([^']*)'|"([^"]*)")?\s*\)/g)) {
      const ns = m[1] ?? m[2];
      if (ns) used.add(ns.split('.')[0]!);
      else whole.push(relative(root, file));
    }
  }
  return { used, whole };
}

const appDir = join(root, 'app/[locale]');
const entries = walk(appDir).filter((f) => /\/(page|layout|not-found)\.tsx$/.test(f));

describe('client message namespaces, page by page', () => {
  it('finds the pages and their browser code', () => {
    const names = entries.map((f) => relative(appDir, f));
    expect(names).toEqual(expect.arrayContaining(['check/page.tsx', 'fair/[id]/page.tsx', 'log/page.tsx', 'layout.tsx']));
    const check = [...browserModules(join(appDir, 'check/page.tsx')).keys()].map((f) => relative(root, f));
    expect(check).toContain('components/check/CheckClient.tsx');
    expect(check).toContain('components/verify/Diagnosis.tsx');
  });

  for (const entry of entries) {
    const name = relative(appDir, entry);
    it(`${name}: every namespace its browser code translates is given to it, no other`, () => {
      const text = readFileSync(entry, 'utf8');
      const { used, whole } = namespacesOf(browserModules(entry));
      expect(whole, 'useTranslations() without a namespace in browser code').toEqual([]);
      const given = /<ClientMessages page="([a-z]+)">/.exec(text)?.[1] as ClientPage | undefined;
      if (used.size === 0) {
        expect(given, `${name} translates nothing in the browser`).toBeUndefined();
        return;
      }
      expect(given, `${name} must wrap its content in <ClientMessages page="…">`).toBeDefined();
      expect([...PAGE_NAMESPACES[given!]].sort()).toEqual([...used].sort());
    });
  }

  it('the layout gives the browser no messages of its own', () => {
    expect(readFileSync(join(appDir, 'layout.tsx'), 'utf8')).toMatch(/<NextIntlClientProvider messages=\{\{\}\}>/);
  });

  it('picks exactly the namespaces of the page', () => {
    const en = JSON.parse(readFileSync(join(root, 'messages/en.json'), 'utf8')) as Record<string, unknown>;
    for (const page of Object.keys(PAGE_NAMESPACES) as ClientPage[]) {
      for (const ns of PAGE_NAMESPACES[page]) expect(en, ns).toHaveProperty([ns]);
      expect(Object.keys(clientMessages(en as never, page)).sort()).toEqual([...PAGE_NAMESPACES[page]].sort());
    }
  });
});
