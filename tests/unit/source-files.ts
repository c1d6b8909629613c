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
