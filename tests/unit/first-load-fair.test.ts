// A proof page's first load carries none of lib/fair's schemes (the proof page's budget over the
// framework's floor, docs/benchmarks.md): the verification's worker parses the document, computes
// and makes what the page draws from it (components/verify/worker-protocol.ts' Verified); the
// page's own scripts only draw. Followed here: the static, non-type imports of the page's live part
// — what an import() brings comes later, in a script of its own.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { rel, resolveBrowserImport, ROOT } from './source-files';

/** What only the worker (or a script fetched later) may bring: lib/fair's parsing, schemes, hashing. */
const WORKER_ONLY = ['lib/fair/core.ts', 'lib/fair/index.ts', 'lib/fair/schemes/index.ts', 'lib/fair/parse.ts', 'lib/fair/hash.ts', 'lib/fair/verify.ts', 'lib/fair/link.ts', 'lib/fair/diagnose.ts'];

/** The specifiers of `file`'s static imports and re-exports that are not type-only. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((s) => {
    if (ts.isImportDeclaration(s)) {
      const clause = s.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined && !clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      return typeOnly ? [] : [(s.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(s) && s.moduleSpecifier && !s.isTypeOnly) return [(s.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

/** Every project module `entry` loads with it, each with the chain of imports that brings it. */
function firstLoad(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [rel(entry)]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const spec of staticImports(file)) {
      const target = resolveBrowserImport(file, spec);
      if (target === null || chains.has(target)) continue;
      chains.set(target, [...chains.get(file)!, rel(target)]);
      queue.push(target);
    }
  }
  return chains;
}

describe("a proof page's first load", () => {
  const loaded = firstLoad(path.join(ROOT, 'components/proof/ProofView.tsx'));

  it('follows the page as the browser loads it (the outcomes, the banner, the verification’s client)', () => {
    for (const f of ['components/outcomes/Outcomes.tsx', 'components/outcomes/renderers.browser.ts', 'components/verify/VerdictBanner.tsx', 'components/verify/verifyOffThread.ts', 'lib/fair/verdict.ts']) {
      expect([...loaded.keys()].map(rel), f).toContain(f);
    }
  });

  it("carries none of lib/fair's schemes, parsing or hashing", () => {
    const found = WORKER_ONLY.flatMap((f) => {
      const chain = loaded.get(path.join(ROOT, f));
      return chain ? [chain.join(' → ')] : [];
    });
    expect(found, `brought into the first load:\n${found.join('\n')}`).toEqual([]);
  });

  // fetched by every proof page as soon as it has loaded (components/outcomes/renderers.browser.ts):
  // lib/fair's registry there was every scheme's computation instantiated on the main thread, the
  // Merkle pads hashed, for a page that only draws
  it.each(fs.readdirSync(path.join(ROOT, 'components/outcomes/by-scheme')))("nor does the renderer %s, fetched right after it", (file) => {
    const renderer = firstLoad(path.join(ROOT, 'components/outcomes/by-scheme', file));
    const found = WORKER_ONLY.flatMap((f) => {
      const chain = renderer.get(path.join(ROOT, f));
      return chain ? [chain.join(' → ')] : [];
    });
    expect(found, `brought by the renderer:\n${found.join('\n')}`).toEqual([]);
  });

  it('is what the worker does not need to send: its reply carries the proof parsed, its log rows and its /check link', () => {
    const worker = firstLoad(path.join(ROOT, 'components/verify/verify.worker.ts'));
    for (const f of ['lib/fair/parse.ts', 'lib/fair/verify.ts', 'components/proof/logRows.ts', 'components/proof/checkHref.ts']) expect([...worker.keys()].map(rel), f).toContain(f);
  });
});
