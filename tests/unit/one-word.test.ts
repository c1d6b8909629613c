/**
 * One thing, one word, within a locale: the explainers and the UI strings do
 * not name the same thing two ways (a reader takes two words for two things).
 * Each row is a variant a native review found beside the word the pages use.
 * Russian's own vocabulary (зерно, печать) is tests/unit/ru-words.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

import { repoRoot } from '../snippets';

const LOCALES = ['ru', 'ro', 'en'] as const;

/** [the variant to avoid, the word used] per locale. */
const VARIANTS: Record<(typeof LOCALES)[number], [RegExp, string][]> = {
  ru: [
    [/ожидани[ея]/i, '«зерно ещё не раскрыто»'],
    // mahjong suits, as the tiles' names and legend say them
    [/символ(ы|ов) \(|точки \(круги/i, '«иероглифы», «круги»'],
  ],
  ro: [
    [/seed(-ul|-urile)? de client/i, '«seed client»'],
    [/calea Merkle/i, '«drumul Merkle»'],
    [/bifurcare/i, '«bifurcație»'],
    [/cardul de rezultat/i, '«fișa rezultatului»'],
  ],
  en: [[/\bseal\b/i, '«commitment»']],
};

function texts(locale: string): [string, string][] {
  const dir = path.join(repoRoot, 'content', locale);
  const mdx = readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f): [string, string] => [`content/${locale}/${f}`, readFileSync(path.join(dir, f), 'utf8')]);
  return [[`messages/${locale}.json`, readFileSync(path.join(repoRoot, 'messages', `${locale}.json`), 'utf8')], ...mdx];
}

function glossary(locale: string): string[] {
  const text = readFileSync(path.join(repoRoot, 'content', locale, 'how-it-works.mdx'), 'utf8');
  const section = text.split(/^## /m).find((s) => /^(Словарь|Glosar|Glossary)\n/.test(s)) ?? '';
  return [...section.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((m) => m[1] ?? '');
}

describe('one word per thing', () => {
  test.each(LOCALES)('%s: no variant of a word the pages use', (locale) => {
    const found = texts(locale).flatMap(([file, text]) =>
      VARIANTS[locale].flatMap(([variant, word]) =>
        text.split('\n').flatMap((line, i) => {
          const m = variant.exec(line);
          return m ? [`${file}:${i + 1}: «${m[0]}», the pages say ${word}`] : [];
        }),
      ),
    );
    expect(found).toEqual([]);
  });

  test('ru: every copy button says «Копировать…»', () => {
    const labels = [...readFileSync(path.join(repoRoot, 'messages/ru.json'), 'utf8').matchAll(/"copy(?!Failed)\w*": "([^"]*)"/g)];
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.map((m) => m[1] ?? '').filter((l) => !l.startsWith('Копировать'))).toEqual([]);
  });

  test('the glossaries define as many words in every locale', () => {
    const sizes = LOCALES.map((l) => glossary(l).length);
    expect(sizes[0]).toBeGreaterThan(4);
    expect(new Set(sizes).size).toBe(1);
  });
});
