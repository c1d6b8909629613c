// verifier.js is built with the site's commitment-log verifier key (scripts/build-verifier.ts
// --site-vkey, the default for public/verifier.js): FAIR_LOG_KEY's here (no database needed), and
// the build fingerprint does not change with the key (the server writes its own key into what it serves).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSigner } from '../../../lib/db/log/key';
import { buildFingerprint, hashTree } from '../../../scripts/lib/build';
import { repoRoot } from './helpers';

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const dir = mkdtempSync(path.join(tmpdir(), 'fair-site-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(out: string, env: Record<string, string>, ...args: string[]) {
  const r = spawnSync(tsx, ['scripts/build-verifier.ts', out, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, DATABASE_URL: 'file:/nonexistent-dir/never.db', ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('verifier.js with the site\'s verifier key', { timeout: 120_000 }, () => {
  it('builds in FAIR_LOG_KEY\'s verifier key with --site-vkey and says which', () => {
    const seed = '5a'.repeat(32);
    const vkey = makeSigner('fair.example.com/log', Uint8Array.from(Buffer.from(seed, 'hex')), 'env').vkey;
    const out = path.join(dir, 'v.cjs');
    const r = build(out, { FAIR_LOG_KEY: seed, FAIR_LOG_ORIGIN: 'fair.example.com/log' }, '--site-vkey');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`verifier key: ${vkey}`);
    const v = createRequire(import.meta.url)(out) as { log: { vkey: string | null } };
    expect(v.log.vkey).toBe(vkey);
  });

  it('refuses a malformed FAIR_LOG_KEY, naming it', () => {
    const r = build(path.join(dir, 'bad.cjs'), { FAIR_LOG_KEY: 'PRIVATE+KEY+oops' }, '--site-vkey');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/FAIR_LOG_KEY: /);
  });

  it('refuses an option it does not know (a typo would build a keyless file)', () => {
    const r = build(path.join(dir, 'typo.cjs'), {}, '--site-vky');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown option --site-vky/);
    // one dash, a second file, two key choices: refused too, never a file built otherwise than asked
    for (const [args, said] of [[['-vkey', 'k'], /unknown option -vkey/], [['other.cjs'], /one out-file, got 2/], [['--no-vkey', '--site-vkey'], /one of --vkey, --site-vkey, --no-vkey/]] as const) {
      const bad = build(path.join(dir, 'typo.cjs'), {}, ...args);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.err).toMatch(said);
    }
  });

  it('builds without a key for any other out-file unless asked', () => {
    const r = build(path.join(dir, 'none.cjs'), { FAIR_LOG_KEY: '5a'.repeat(32) });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('verifier key: none');
  });

  it('leaves the key out of the build fingerprint: public/verifier.js is not hashed, its sources are', () => {
    const tree = path.join(dir, 'tree');
    mkdirSync(path.join(tree, 'public'), { recursive: true });
    writeFileSync(path.join(tree, 'public', 'robots.txt'), 'a');
    const before = hashTree([tree]);
    writeFileSync(path.join(tree, 'public', 'verifier.js'), 'built with one key');
    expect(hashTree([tree])).toBe(before);
    writeFileSync(path.join(tree, 'public', 'robots.txt'), 'b');
    expect(hashTree([tree])).not.toBe(before);
    expect(buildFingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });
});
