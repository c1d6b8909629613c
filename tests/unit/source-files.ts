// The project's source files as the structure tests read them (import cycles, scheme ids).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
/** Generated code the tests do not read: the Prisma clients. */
const IGNORED = [path.join(ROOT, 'lib', 'db', 'generated')];

/** A path relative to the repository, with '/' separators. */
export const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** Every .ts/.tsx/.mjs file (but .d.ts) under `dir`, outside the generated clients. */
export function sourceFiles(dir: string): string[] {
  if (IGNORED.includes(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(p);
    return d.isFile() && /\.(ts|tsx|mjs)$/.test(d.name) && !d.name.endsWith('.d.ts') ? [p] : [];
  });
}

/**
 * The files a folder pattern imports, which the pre-processor does not see: a template-literal
 * ``import(`./by-scheme/${id}.tsx`)`` or an `import.meta.glob('./by-scheme/*.tsx')` — as the
 * bundler does, every file of the folder that the pattern matches.
 */
export function patternSpecifiers(file: string, text: string): string[] {
  const patterns = [
    ...text.matchAll(/import\(\s*`(\.\.?\/[^`$]*)\$\{[^}]*\}([^`$]*)`/g),
    ...text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*'(\.\.?\/[^'*]*)\*([^'*]*)'/g),
  ];
  return patterns.flatMap(([, head = '', tail = '']) => {
    const dir = head.slice(0, head.lastIndexOf('/'));
    const start = head.slice(head.lastIndexOf('/') + 1);
    return fs
      .readdirSync(path.resolve(path.dirname(file), dir))
      .filter((n) => n.length > start.length + tail.length && n.startsWith(start) && n.endsWith(tail))
      .map((n) => `${dir}/${n}`);
  });
}

/** What a specifier without an extension (or with .js for a .ts file) may name, in the bundler's order. */
const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs', '/index.js'];

const isFile = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The project file `spec` names from `from`, or null for a package. Relative and '@/' (the
 * repository root, tsconfig's paths) specifiers; a '.js' one may name its '.ts' file.
 * @throws Error for a project specifier that names no file (the walk would miss an edge)
 */
export function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('./') || spec.startsWith('../')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else return null;
  const bases = /\.js$/.test(base) ? [base, base.replace(/\.js$/, '')] : [base];
  for (const b of bases) {
    for (const c of CANDIDATES) if (isFile(b + c)) return b + c;
  }
  throw new Error(`${rel(from)}: cannot resolve import '${spec}'`);
}

/** package.json `imports` (`#…`). */
const PACKAGE_IMPORTS = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, string | Record<string, string>> }).imports ?? {};

/** As {@link resolveImport}, with package.json `imports` (`#…`) resolved as the browser does (its `browser` condition): to follow browser code. */
export function resolveBrowserImport(from: string, spec: string): string | null {
  const mapped = spec.startsWith('#') ? PACKAGE_IMPORTS[spec] : undefined;
  if (mapped === undefined) return resolveImport(from, spec);
  return path.join(ROOT, typeof mapped === 'string' ? mapped : (mapped.browser ?? mapped.default ?? ''));
}
