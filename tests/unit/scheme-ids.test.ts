// Issue #11: outside lib/fair/schemes/ and components/outcomes/ at most three source files name a
// scheme id. Every .ts/.tsx/.mjs file under app/, components/ and lib/ (but the generated Prisma
// clients) is parsed by TypeScript, so a scheme id in a comment does not count; one as
// a string, a key or an identifier does. The files allowed are listed with the reason each needs it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SCHEMES, UNSUPPORTED } from '@/lib/fair/schemes';
import { rel, ROOT, sourceFiles } from './source-files';

// the scheme modules, their explanations (one per scheme, lib/fair/explain) and their renderers
const OWNERS = ['lib/fair/schemes/', 'lib/fair/explain/', 'components/outcomes/'];
const IDS = new Set([...Object.keys(SCHEMES), ...UNSUPPORTED]);

/** Why each file outside the scheme modules and renderers names a scheme id. */
const ALLOWED: Record<string, string> = {
  'components/forms/index.ts': "the forms' registry: a scheme id → its form's dynamic import",
  'lib/db/seed/demo.ts': 'the demo set: documents of every scheme, data',
  'lib/db/seed/volume.ts': 'benchmark volume: documents and log entries, data',
};

/** The scheme ids a source text names outside its comments (strings, template parts, identifiers, keys). */
export function schemeIdsIn(text: string, jsx: boolean): string[] {
  const file = ts.createSourceFile(jsx ? 'x.tsx' : 'x.ts', text, ts.ScriptTarget.Latest, false, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      if (IDS.has(node.text)) found.add(node.text);
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      for (const id of IDS) if (new RegExp(`\\b${id}\\b`).test(node.text)) found.add(id);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found];
}

describe('scheme ids', () => {
  it('the scanner sees ids in code, not in comments', () => {
    expect(schemeIdsIn("// poker_hmac_v1\n/** chess_colour_v1 */ const a = 1;", false)).toEqual([]);
    expect(schemeIdsIn("const a = { die_round_v1: 1, b: 'roll_pair_v1', c: `x match_seed_v2` };", false).sort()).toEqual(
      ['die_round_v1', 'match_seed_v2', 'roll_pair_v1'],
    );
  });

  it('are named outside lib/fair/schemes/ and components/outcomes/ by at most three files, each for a reason', () => {
    const naming = ['app', 'components', 'lib']
      .flatMap((d) => sourceFiles(path.join(ROOT, d)))
      .filter((f) => !OWNERS.some((o) => rel(f).startsWith(o)))
      .filter((f) => schemeIdsIn(fs.readFileSync(f, 'utf8'), f.endsWith('x')).length > 0)
      .map(rel)
      .sort();
    expect(naming).toEqual(Object.keys(ALLOWED).sort());
    expect(naming.length).toBeLessThanOrEqual(3);
  });
});
