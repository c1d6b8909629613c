import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, SCHEMES, verify, verdictOf } from '../../../lib/fair';
import { loadBad, loadVectors, OTHER_VECTORS, repoRoot, SCHEME_FILES, vectorsDir } from './helpers';

const shared = path.resolve(repoRoot, '../shared/spec/vectors');

describe('committed copy of the published vectors', () => {
  it('holds bad-inputs.json, log.json and a file of every registered scheme, and no other', () => {
    for (const f of OTHER_VECTORS) expect(existsSync(path.join(vectorsDir, `${f}.json`))).toBe(true);
    expect([...SCHEME_FILES].sort()).toEqual(Object.keys(SCHEMES).sort());
  });
  it.runIf(existsSync(shared))('equals ../shared/spec/vectors byte for byte', () => {
    for (const f of readdirSync(vectorsDir)) {
      expect(readFileSync(path.join(vectorsDir, f), 'utf8'), f).toBe(readFileSync(path.join(shared, f), 'utf8'));
    }
  });
});

for (const scheme of SCHEME_FILES) {
  describe(`vectors: ${scheme}`, () => {
    const v = loadVectors(scheme);
    it('names its scheme', () => expect(v.scheme).toBe(scheme));
    v.cases.forEach((c, i) => {
      it(`#${i} ${c.name}`, () => {
        const r = verify(c.proof);
        expect(r.scheme).toBe(scheme);
        expect(r.ok).toBe(c.expect.ok);
        expect(r.pending).toBe(c.expect.pending ?? false);
        for (const [k, val] of Object.entries(c.expect)) expect((r as unknown as Record<string, unknown>)[k], k).toEqual(val);
        expect(Array.isArray(r.mismatches)).toBe(true);
        const verdict = verdictOf(r);
        if (c.expect.ok) {
          expect(verdict).toBe('verified');
          expect(r.mismatches).toEqual([]);
          expect(r.checks).toBeGreaterThan(0);
        } else if (c.expect.pending) {
          expect(verdict).toBe('pending');
          expect(r.checks).toBe(0);
        } else if (c.expect.checks === 0) {
          expect(verdict).toBe('computed');
        } else {
          expect(verdict).toBe('failed');
          expect(r.mismatches.length).toBeGreaterThan(0);
        }
        // the same document as JSON text gives the same report
        expect(verify(JSON.stringify(c.proof))).toEqual(r);
      });
    });
  });
}

describe('vectors: bad-inputs', () => {
  for (const c of loadBad()) {
    it(c.name, () => {
      let err: unknown;
      try {
        verify(c.raw !== undefined ? c.raw : c.proof);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).field).toMatch(/\S/);
      expect((err as InputError).message).toMatch(/\S/);
    });
  }
  it('names the expected fields', () => {
    const fields = loadBad().map((c) => {
      try {
        verify(c.raw ?? c.proof);
        return null;
      } catch (e) {
        return (e as InputError).field;
      }
    });
    expect(fields).toEqual(['serverSeed', 'serverSeed', 'clientSeeds[0]', 'count', 'recorded[0]', 'scheme', 'commitment', 'document']);
  });
});
