/**
 * The explainers' "check it yourself" snippets, run against the public vectors:
 * documentation that rots fails here. Every Node snippet of every locale is run
 * (node:crypto only, in a fresh vm context) once per vector, with its inputs
 * replaced by the vector's values, and must print exactly the vector's
 * outcomes. The browser snippets run in Chromium in tests/e2e/snippets.spec.ts;
 * here they only have to agree with their Node twin (WebCrypto exists in Node too),
 * so a broken one fails early. The convention is in tests/snippets.ts and content/README.md.
 */
import * as nodeCrypto from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, test } from 'vitest';

import { codeOnly, LOCALES, ownRun, readSnippets, runsFor, SNIPPET_SCHEMES, withInputs, type Snippet } from '../snippets';

const snippets = readSnippets();

function runNode(code: string): string[] {
  const out: string[] = [];
  const context = vm.createContext({
    require: (id: string) => {
      if (id !== 'node:crypto') throw new Error(`a snippet may require node:crypto only, not ${id}`);
      return nodeCrypto;
    },
    Buffer,
    console: { log: (...a: unknown[]) => out.push(a.map(String).join(' ')) },
  });
  vm.runInContext(code, context, { timeout: 20_000 });
  return out;
}

async function runBrowserInNode(code: string): Promise<string[]> {
  const out: string[] = [];
  const run = new Function('console', 'crypto', `return (async () => {\n${code}\n})();`) as (
    c: unknown,
    k: unknown,
  ) => Promise<void>;
  await run({ log: (...a: unknown[]) => out.push(a.map(String).join(' ')) }, globalThis.crypto);
  return out;
}

const label = (s: Snippet) => `content/${s.locale}/${s.doc}.mdx ${s.scheme}${s.variant ? ` ${s.variant}` : ''} ${s.kind}`;

describe('the snippets exist', () => {
  for (const locale of LOCALES) {
    for (const scheme of SNIPPET_SCHEMES) {
      for (const kind of ['node', 'browser'] as const) {
        test(`content/${locale}/games.mdx shows a ${kind} snippet for ${scheme}`, () => {
          expect(snippets.filter((s) => s.locale === locale && s.doc === 'games' && s.scheme === scheme && s.kind === kind && !s.variant)).toHaveLength(1);
        });
      }
    }
  }

  for (const locale of LOCALES) {
    for (const kind of ['node', 'browser'] as const) {
      test(`content/${locale}/games.mdx shows a ${kind} snippet that checks a poker receipt's card`, () => {
        expect(snippets.filter((s) => s.locale === locale && s.doc === 'games' && s.variant === 'receipt' && s.kind === kind)).toHaveLength(1);
      });
    }
  }

  test('each snippet is the same code in every locale (only comments are translated)', () => {
    const byKey = new Map<string, Map<string, string>>();
    for (const s of snippets) {
      const key = `${s.doc} ${s.scheme} ${s.variant} ${s.kind}`;
      if (!byKey.has(key)) byKey.set(key, new Map());
      byKey.get(key)!.set(s.locale, codeOnly(s.code));
    }
    for (const [key, codes] of byKey) {
      expect([...codes.keys()].sort(), key).toEqual([...LOCALES].sort());
      expect(new Set(codes.values()).size, `${key} differs between locales`).toBe(1);
    }
  });

  test('Node snippets are at most 30 lines and use node:crypto only; browser snippets use no require', () => {
    for (const s of snippets) {
      const requires = [...s.code.matchAll(/require\(([^)]*)\)/g)].map((m) => m[1]);
      if (s.kind === 'node') {
        expect(s.code.split('\n').length, label(s)).toBeLessThanOrEqual(30);
        expect(requires, label(s)).toEqual(["'node:crypto'"]);
      } else {
        expect(requires, label(s)).toEqual([]);
        expect(s.code, label(s)).toContain('crypto.subtle');
      }
    }
  });

  test("every snippet's own example is a public vector (run as it is, it prints that vector's outcomes)", () => {
    for (const s of snippets) expect(ownRun(s), `${label(s)}: its input values are no vector's`).toBeDefined();
  });
});

for (const s of snippets.filter((x) => x.kind === 'node')) {
  describe(label(s), () => {
    test('as written, it prints its example vector', () => {
      expect(runNode(s.code)).toEqual(ownRun(s)!.expected);
    });
    for (const run of runsFor(s)) {
      test(run.name, () => {
        expect(runNode(withInputs(s, run.values))).toEqual(run.expected);
      });
    }
  });
}

// The same vectors through the browser snippets, on Node's WebCrypto: a quick first check.
for (const s of snippets.filter((x) => x.kind === 'browser')) {
  test(`${label(s)} (on Node's WebCrypto)`, async () => {
    expect(await runBrowserInNode(s.code)).toEqual(ownRun(s)!.expected);
    for (const run of runsFor(s)) {
      expect(await runBrowserInNode(withInputs(s, run.values)), run.name).toEqual(run.expected);
    }
  });
}
