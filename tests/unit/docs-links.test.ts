// Every relative link in README.md and docs/ leads to a file of the repository (and, with a
// #fragment into a Markdown file, to one of its headings), every repository path the docs write
// as code (`lib/db/store.ts`) exists, and every docs/… path a code comment names exists: a moved
// or deleted file fails here, not in a reader's hands.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { ROOT, rel, sourceFiles } from './source-files';

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return markdownFiles(p);
    return d.isFile() && d.name.endsWith('.md') ? [p] : [];
  });
}

const DOCS = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

/** Markdown without its fenced code blocks and inline code, where `[x](y)` is not a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchors(file: string): Set<string> {
  const text = prose(fs.readFileSync(file, 'utf8'));
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

/** The broken relative links of one Markdown file: `file: target (why)`. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const m of prose(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
    const [pathPart, fragment] = target.split('#') as [string, string | undefined];
    const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), decodeURI(pathPart));
    const where = `${rel(file)}: ${target}`;
    if (!resolved.startsWith(ROOT + path.sep)) broken.push(`${where} (outside the repository)`);
    else if (!fs.existsSync(resolved)) broken.push(`${where} (no such file)`);
    else if (fragment && resolved.endsWith('.md') && !anchors(resolved).has(fragment)) broken.push(`${where} (no such heading)`);
  }
  return broken;
}

/** Top folders and files of the repository a path written as code may start with. */
const TOP = /^(?:app|components|lib|scripts|tests|docs|content|messages|prisma|public|\.ci)\/|^(?:server|proxy|next\.config|vitest\.config|playwright\.config)\.ts$/;

/**
 * Paths the docs name that are not files of a clean clone on purpose: what the build writes
 * (git-ignored), and what a decision record says a bug read or was tried and not kept (0020).
 */
const NOT_FILES = new Set(['public/verifier.js', 'content/_next/', 'app/global-not-found.tsx']);

/**
 * The repository paths written as inline code (`lib/db/store.ts`, `components/check/`): the first
 * word of a code span, when it starts at a top folder of the repository and names no pattern
 * (`<code>`, `*`, `${…}`, `{a,b}`, `…`).
 */
function codePaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1]!.trim().split(/\s/)[0]!.replace(/[,;:)]+$/, ''))
    .filter((p) => TOP.test(p) && !/[<>*{}$…]/.test(p));
}

describe('documentation links', () => {
  it('finds the documents', () => {
    expect(DOCS.map(rel)).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/decisions/README.md']));
  });

  it.each(DOCS.map((f) => [rel(f), f]))('%s: every relative link resolves', (_name, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('every decision record is in the index, with its four parts', () => {
    const dir = path.join(ROOT, 'docs', 'decisions');
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    for (const name of fs.readdirSync(dir).filter((n) => /^\d{4}-.+\.md$/.test(n))) {
      expect(index, name).toContain(`](${name})`);
      const headings = [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(headings, name).toEqual(['Context', 'Decision', 'Measurement it rests on', 'Consequences']);
    }
  });

  it('every docs/… path named in code exists', () => {
    const dirs = ['app', 'components', 'lib', 'scripts', 'tests'].map((d) => path.join(ROOT, d));
    const files = [...dirs.flatMap(sourceFiles), ...['server.ts', 'proxy.ts', 'next.config.ts'].map((f) => path.join(ROOT, f))];
    const missing: string[] = [];
    for (const file of files) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?<![\w/@.-])docs\/[\w./-]*\w/g)) {
        if (!fs.existsSync(path.join(ROOT, m[0]))) missing.push(`${rel(file)}: ${m[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every repository path written as code in the docs exists', () => {
    const missing = [...DOCS, path.join(ROOT, 'content', 'README.md')].flatMap((file) =>
      codePaths(fs.readFileSync(file, 'utf8'))
        .filter((p) => !NOT_FILES.has(p) && !['', '.ts', '.tsx', '/index.ts'].some((ext) => fs.existsSync(path.join(ROOT, p + ext))))
        .map((p) => `${rel(file)}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads paths in code as paths only where they name one', () => {
    expect(codePaths('see `lib/fair/index.ts` and `components/check/` or `lib/db/store.ts revealProof`')).toEqual(['lib/fair/index.ts', 'components/check/', 'lib/db/store.ts']);
    expect(codePaths('`/api/v1/proofs`, `content/<code>/games.mdx`, `by-scheme/${scheme}.tsx`, `a/b`, `https://x.org/a.ts`, `../shared/spec/api.md`')).toEqual([]);
  });

  it('reads a heading as GitHub anchors it', () => {
    expect(slug('bench:first-load')).toBe('benchfirst-load');
    expect(slug('The API beyond api.md')).toBe('the-api-beyond-apimd');
    expect(slug("The log's signing key")).toBe('the-logs-signing-key');
  });
});
