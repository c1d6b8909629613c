/**
 * Russian pages use the app's words (issue #12): «зерно сервера», «зёрна
 * телефонов», «печать» — never «сид» or «коммитмент», in any case form. This
 * scans every ru message, every ru explainer, and every Russian literal in the
 * source that renders pages (server-rendered text that is not in messages).
 * The rendered pages are checked too: tests/e2e/ru-words.spec.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

import { forbiddenIn } from '../ru-words';
import { repoRoot } from '../snippets';

function strings(value: unknown, at: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, at ? `${at}.${k}` : k, out);
  return out;
}

function files(dir: string, ext: RegExp): string[] {
  const abs = path.join(repoRoot, dir);
  return readdirSync(abs).flatMap((name) => {
    const p = path.join(abs, name);
    if (name === 'generated' || name === 'node_modules') return [];
    if (statSync(p).isDirectory()) return files(path.join(dir, name), ext);
    return ext.test(name) ? [path.join(dir, name)] : [];
  });
}

describe('the pattern', () => {
  test('finds every case form, whole words only, in any letter case', () => {
    const text = 'Сид, сида, сиду, сидом, сиде, сиды, сидов, сидам, сидами, сидах; сид-сессия. КОММИТМЕНТ, коммитмента, коммитментами.';
    expect(forbiddenIn(text)).toEqual(['Сид', 'сида', 'сиду', 'сидом', 'сиде', 'сиды', 'сидов', 'сидам', 'сидами', 'сидах', 'сид', 'КОММИТМЕНТ', 'коммитмента', 'коммитментами']);
    expect(forbiddenIn('игроки, сидящие за столом, сидит, сидеть, сидел; зерно, печать, seed, commitment')).toEqual([]);
    expect(forbiddenIn('на 5 кубиках, кубик; на 5 костях')).toEqual(['кубиках', 'кубик']);
  });
});

describe('ru uses the app\'s words', () => {
  test('messages/ru.json has no «сид» and no «коммитмент»', () => {
    const messages = JSON.parse(readFileSync(path.join(repoRoot, 'messages/ru.json'), 'utf8')) as unknown;
    const found = strings(messages, '', []).flatMap(([key, v]) => forbiddenIn(v).map((w) => `${key}: «${w}»`));
    expect(found).toEqual([]);
  });

  test('content/ru/*.mdx has no «сид» and no «коммитмент»', () => {
    const found = files('content/ru', /\.mdx$/).flatMap((f) => {
      const lines = readFileSync(path.join(repoRoot, f), 'utf8').split('\n');
      return lines.flatMap((line, i) => forbiddenIn(line).map((w) => `${f}:${i + 1}: «${w}»`));
    });
    expect(found).toEqual([]);
  });

  test('no Russian literal in app/, components/ or lib/ says «сид» or «коммитмент»', () => {
    const found = ['app', 'components', 'lib'].flatMap((dir) =>
      files(dir, /\.(ts|tsx|mjs|js)$/).flatMap((f) => {
        const lines = readFileSync(path.join(repoRoot, f), 'utf8').split('\n');
        return lines.flatMap((line, i) => forbiddenIn(line).map((w) => `${f}:${i + 1}: «${w}»`));
      }),
    );
    expect(found).toEqual([]);
  });
});
