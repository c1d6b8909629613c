// lib/fair stays pure and isomorphic — the same code runs in the browser, on the server and in
// verifier.js: every file imports only @noble/* and lib/fair's own files (import, export … from,
// import(), require() alike), and none uses Buffer, atob/btoa or a node:* module. The one place that
// reaches Node is verifier.js's host wiring (lib/fair/cli/entry.ts), at run time, when it runs in Node.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { repoRoot } from './helpers';

const root = path.join(repoRoot, 'lib/fair');
/** Files allowed to name Node's fs, found at run time: verifier.js's entry when run as `node verifier.js`. */
const HOST = new Set(['cli/entry.ts']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('lib/fair stays pure and isomorphic', () => {
  const all = files(root);

  it('covers every file of lib/fair, the schemes and the command line included', () => {
    const rel = all.map((f) => path.relative(root, f));
    expect(rel).toEqual(expect.arrayContaining(['index.ts', 'core.ts', 'base64.ts', 'schemes/roll-pair.ts', 'log/tree.ts', 'cli/cli.ts', 'cli/entry.ts']));
  });

  for (const file of all) {
    const rel = path.relative(root, file);
    it(`${rel}: only @noble/* and lib/fair files; no Buffer, atob or node:*`, () => {
      const src = readFileSync(file, 'utf8');
      const { importedFiles } = ts.preProcessFile(src, true, true);
      for (const { fileName } of importedFiles) {
        if (HOST.has(rel) && fileName === 'node:fs') continue;
        expect(fileName, `${rel} imports ${fileName}`).toMatch(/^(\.\.?(\/|$)|@noble\/(hashes\/[\w.]+\.js|ed25519)$)/);
      }
      const code = src.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, rel).not.toMatch(/\bBuffer\b|\batob\(|\bbtoa\(/);
      if (!HOST.has(rel)) expect(code, rel).not.toMatch(/\brequire\(|['"]node:/);
    });
  }
});
