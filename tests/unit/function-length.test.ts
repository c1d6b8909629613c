// No function in app/, components/ or lib/ (but the generated Prisma clients) is longer than 100
// lines (issue #22): every function declaration, method, accessor, constructor, function expression
// and arrow function with a block body is measured by TypeScript's own parser, from its first line
// to its last. The list of exceptions is empty: a function that grows longer is split into hooks and
// small pieces (as ProofView, ProofLog and Witness were). One listed for a while says why, and leaves
// the list once it is short.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { rel, ROOT, sourceFiles } from './source-files';

const MAX_LINES = 100;

/** `file:name` → why it is still longer. */
const ALLOWED: Record<string, string> = {};

/** A function's name as the report gives it: its own, its variable's or property's, else `(anonymous)`. */
function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && (ts.isIdentifier(named.name) || ts.isStringLiteral(named.name))) return named.name.text;
  const p = node.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p)) && ts.isIdentifier(p.name)) return p.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
}

/** Every function of a file with its length in lines (first line to last, both counted). */
export function functionLengths(fileName: string, text: string): { name: string; line: number; lines: number }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: { name: string; line: number; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && ts.isBlock(node.body as ts.Node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push({ name: nameOf(node), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every function of the three folders, `file:name` with its first line and length (each file parsed once). */
const FUNCTIONS = ['app', 'components', 'lib']
  .flatMap((d) => sourceFiles(path.join(ROOT, d)))
  .flatMap((file) => functionLengths(file, fs.readFileSync(file, 'utf8')).map((f) => ({ ...f, key: `${rel(file)}:${f.name}`, at: `${rel(file)}:${f.line}` })));

describe('function length', () => {
  it('measures a function from its first line to its last, arrows and methods included', () => {
    const body = Array.from({ length: 5 }, (_, i) => `  x(${i});`).join('\n');
    const text = `function f() {\n${body}\n}\nconst g = () => {\n${body}\n};\nclass C { m() {\n${body}\n} }\nconst h = () => 1;`;
    expect(functionLengths('a.ts', text).map((f) => [f.name, f.lines])).toEqual([
      ['f', 7],
      ['g', 7],
      ['m', 7],
    ]);
  });

  it(`no function in app/, components/ or lib/ is longer than ${MAX_LINES} lines (but the listed ones)`, () => {
    const long = FUNCTIONS.filter((f) => f.lines > MAX_LINES && !(f.key in ALLOWED));
    expect(long.map((f) => `${f.at} ${f.name} — ${f.lines} lines`)).toEqual([]);
  });

  it('every listed function exists and is still longer (else it leaves the list)', () => {
    const still = new Set(FUNCTIONS.filter((f) => f.lines > MAX_LINES).map((f) => f.key));
    expect(Object.keys(ALLOWED).filter((k) => !still.has(k))).toEqual([]);
  });
});
