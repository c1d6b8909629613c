import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { routing } from '@/lib/i18n/routing';

const dir = join(import.meta.dirname, '../../messages');
type Tree = { [key: string]: string | Tree };

function load(locale: string): Tree {
  return JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Tree;
}

/** Flattens nested namespaces into `Namespace.key` → message. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * The placeholders a message uses: argument names with their type
 * (`count:plural`, `email:argument`) and rich-text tags (`<link>`), collected
 * through plural/select branches, sorted.
 */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
          found.add(`${el.value}:argument`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${el.value}:${TYPE[el.type]}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`${el.value}:${el.type === TYPE.plural ? 'plural' : 'select'}`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`<${el.value}>`);
          walk(el.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const reference = flatten(load('en'));

describe('messages', () => {
  it('has a file for every locale and no file for an unknown one', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
    expect(files.sort()).toEqual([...routing.locales].sort());
  });

  it('finds placeholders through plurals and tags (the checker itself)', () => {
    expect(placeholders('Hi {name}')).toEqual(['name:argument']);
    expect(placeholders('{n, plural, one {# <b>{x}</b>} other {#}}')).toEqual(['<b>', 'n:plural', 'x:argument']);
    expect(placeholders('plain')).toEqual([]);
  });

  for (const locale of routing.locales) {
    describe(locale, () => {
      const messages = flatten(load(locale));

      it('has exactly the keys of en.json', () => {
        const missing = [...reference.keys()].filter((k) => !messages.has(k));
        const extra = [...messages.keys()].filter((k) => !reference.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('uses the same ICU placeholders as en.json in every message', () => {
        const differing: string[] = [];
        for (const [key, en] of reference) {
          const msg = messages.get(key);
          if (msg === undefined) continue;
          const a = placeholders(en).join(' ');
          const b = placeholders(msg).join(' ');
          if (a !== b) differing.push(`${key}: en has [${a}], ${locale} has [${b}]`);
        }
        expect(differing).toEqual([]);
      });

      it('has no empty message', () => {
        expect([...messages].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
      });
    });
  }
});
