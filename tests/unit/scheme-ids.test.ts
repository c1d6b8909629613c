// Issue #11: outside lib/fair/schemes/ and components/outcomes/ at most three source files name a
// scheme id. Every .ts/.tsx/.mjs file under app/, components/ and lib/ (but the generated Prisma
// clients) is parsed by TypeScript, so a scheme id in a comment does not count; one as
// a string, a key or an identifier does. The files allowed are listed with the reason each needs it.
// Issue #22 (item 4): nor does any of them test a document's shape to guess its scheme (`'hands' in
// proof`, `Array.isArray(doc.hands)`, counting a scheme's seeds): they ask the registry
// (sessionOf, isSessionProof, isTwoSided, clientFieldsOf in lib/fair/schemes/index.ts).
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
  'components/forms/index.ts': "the forms' registry: the backgammon app's short links open its form, imported with the page's engine",
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

/** The fields only some schemes' documents have: testing for one guesses the scheme. */
const SHAPE_FIELDS = new Set(['hands', 'clientA', 'clientB', 'commitA', 'commitB', 'seedA', 'seedB']);
/** Data, not code: the demo and benchmark documents of every scheme. */
const DATA = ['lib/db/seed/'];

/**
 * The shape guesses of a source text, as `line: code`: `'<field>' in x` and `Array.isArray(x.<field>)`
 * for a field of {@link SHAPE_FIELDS}, and a count of a scheme's seeds (`x.seeds.length`, `seedFields.length`).
 */
export function shapeGuessesIn(text: string, jsx: boolean): string[] {
  const file = ts.createSourceFile(jsx ? 'x.tsx' : 'x.ts', text, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const say = (node: ts.Node) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword && ts.isStringLiteralLike(node.left) && SHAPE_FIELDS.has(node.left.text)) say(node);
    else if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'Array.isArray' &&
      node.arguments[0] !== undefined &&
      ts.isPropertyAccessExpression(node.arguments[0]) &&
      SHAPE_FIELDS.has(node.arguments[0].name.text)
    ) {
      say(node);
    } else if (ts.isPropertyAccessExpression(node) && node.name.text === 'length' && /(?:\.seeds|^seedFields)$/.test(node.expression.getText())) say(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
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
  }, 30_000);
});

describe('scheme shapes', () => {
  it('the scanner sees shape guesses in code, not in comments', () => {
    const text = "// 'hands' in p\nconst a = 'hands' in p || Array.isArray(doc.hands) || m.seeds.length > 1 || seedFields.length;\nconst b = 'seed' in p || Array.isArray(doc.clientSeeds) || seeds.length;";
    expect(shapeGuessesIn(text, false)).toEqual(["2: 'hands' in p", '2: Array.isArray(doc.hands)', '2: m.seeds.length', '2: seedFields.length']);
  });

  it('no page, component or store code tests a document for its shape: the registry says it', () => {
    const guesses = ['app', 'components', 'lib']
      .flatMap((d) => sourceFiles(path.join(ROOT, d)))
      .filter((f) => ![...OWNERS, ...DATA].some((o) => rel(f).startsWith(o)))
      .flatMap((f) => shapeGuessesIn(fs.readFileSync(f, 'utf8'), f.endsWith('x')).map((g) => `${rel(f)}:${g}`));
    expect(guesses).toEqual([]);
  }, 30_000);
});
