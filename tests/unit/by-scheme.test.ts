// Issue #22 (item 4): the renderers, /check's forms and the math panel's explanations are found by
// their file names (components/{outcomes,forms}/by-scheme/<scheme>.tsx,
// lib/fair/explain/by-scheme/<scheme>.ts), not listed: the browser imports
// `./by-scheme/${scheme}.tsx`, the server's renderers are an eager import.meta.glob. So a file
// named by no registered scheme would be silently ignored, a scheme without its file would fail
// when first shown, and a document's `scheme` must never pick a file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMS, hasForm } from '@/components/forms';
import { loadRenderer as loadInBrowser } from '@/components/outcomes/renderers.browser';
import { loadExplainer } from '@/lib/fair/explain';
import { renderers as onServer } from '@/components/outcomes/renderers';
import { SCHEMES, type Scheme } from '@/lib/fair/schemes';
import { ROOT } from './source-files';

const FOLDERS = ['components/outcomes/by-scheme/*.tsx', 'components/forms/by-scheme/*.tsx', 'lib/fair/explain/by-scheme/*.ts'];
const IDS = Object.keys(SCHEMES) as Scheme[];
const HOSTILE = ['__proto__', 'constructor', 'hasOwnProperty', '../renderers', 'roll_pair_v1/../../renderer', './roll_pair_v1', 'roll_pair_v1.tsx', 'ROLL_PAIR_V1', 'coin_flip_v1', '', 7, null, undefined];

describe('by-scheme folders', () => {
  for (const pattern of FOLDERS) {
    it(`${pattern}: one file per registered scheme, each named by its id`, () => {
      const [folder, ext] = pattern.split('/*');
      expect(fs.readdirSync(path.join(ROOT, folder!)).sort()).toEqual(IDS.map((s) => `${s}${ext}`).sort());
    });
  }

  it("the server imports every scheme's renderer", () => {
    expect(Object.keys(onServer)).toEqual(IDS);
    for (const s of IDS) expect(typeof onServer[s], s).toBe('function');
  });

  it("the browser fetches each scheme's renderer, and refuses what is not a registered scheme", async () => {
    for (const s of IDS) expect(typeof (await loadInBrowser(s)), s).toBe('function');
    for (const s of HOSTILE) await expect(loadInBrowser(s as Scheme), String(s)).rejects.toThrow(/no renderer for scheme/);
  }, 30_000);

  it('/check has a form for each scheme of the registry, and for nothing else', async () => {
    expect(Object.keys(FORMS)).toEqual(IDS);
    for (const s of IDS) expect(typeof (await FORMS[s]()).Form, s).toBe('function');
    for (const s of HOSTILE) expect(hasForm(s), String(s)).toBe(false);
  }, 30_000);

  it("the math panel fetches each scheme's explanation, and refuses what is not a registered scheme", async () => {
    for (const s of IDS) expect(typeof (await loadExplainer(s)), s).toBe('function');
    for (const s of HOSTILE) await expect(loadExplainer(s as Scheme), String(s)).rejects.toThrow(/no explanation for scheme/);
  }, 30_000);
});
