// One word for mahjong's tiles in each locale (ru «тайлы»: «кости» are the dice there; ro «piese»;
// en "tiles"), in every message about tiles, and the tiles' names and short labels from messages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const load = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree;

/** Every message as [dotted key, text]. */
function flat(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
}

/** The messages about mahjong's tiles: by key, or by naming the tile word. */
const ABOUT_TILES = /mahjong|^Tiles\.|tile|draws|flowers|honourTiles/i;
const WORDS = {
  ru: { word: /тайл/i, not: /кост|фишк|плитк/i },
  ro: { word: /pies/i, not: /țigl|plăci/i },
  en: { word: /tile/i, not: /\bpieces?\b|\bbones?\b/i },
} as const;

describe('the tile word', () => {
  for (const [locale, { word, not }] of Object.entries(WORDS)) {
    it(`${locale}: the messages about tiles use one word for them`, () => {
      const about = flat(load(locale)).filter(([key, text]) => ABOUT_TILES.test(key) || word.test(text));
      expect(about.length).toBeGreaterThan(10);
      // a select's `dice {…}` branch is about the dice ("Число костей"), the others about tiles
      for (const [key, text] of about) expect(text.replace(/\bdice \{[^{}]*\}/g, ''), key).not.toMatch(not);
      const tileBranches = about.filter(([, text]) => word.test(text));
      expect(tileBranches.length).toBeGreaterThan(5);
    });
  }

  it('no locale speaks of pairs in mahjong', () => {
    for (const locale of Object.keys(WORDS)) {
      const seatDraw = flat(load(locale)).find(([key]) => key === 'Outcomes.seatOrderDraw')![1];
      expect(seatDraw, locale).not.toMatch(/пар[аыу]|perech|pair/i);
      // its numbers name the sides, as /stats' seat-order table does ("сторона 1 первой")
      expect(seatDraw, locale).toMatch(/сторона \{first\}|partea \{first\}|side \{first\}/);
    }
  });
});
