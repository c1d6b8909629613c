import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCheckLink, parseCheckLink, verify } from '../../../lib/fair';
import { allCases, loadBad, repoRoot } from './helpers';
import { GZIP_BUDGET } from '../../../scripts/build-verifier';

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
let dir: string;
let js: string;

function run(file: string, args: string[], input?: string, cwd?: string) {
  const r = spawnSync(process.execPath, [file, ...args], { input, encoding: 'utf8', cwd: cwd ?? dir, timeout: 30_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fair-verifier-'));
  for (const name of ['a.js', 'b.js']) {
    const r = spawnSync(tsx, ['scripts/build-verifier.ts', path.join(dir, name)], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
  }
  js = path.join(dir, 'verifier.js');
  copyFileSync(path.join(dir, 'a.js'), js);
}, 120_000);

describe('verifier.js build', () => {
  it('is byte-identical across builds', () => {
    expect(readFileSync(path.join(dir, 'a.js')).equals(readFileSync(path.join(dir, 'b.js')))).toBe(true);
  });
  it('is hermetic and small: no absolute paths, within its gzip budget', () => {
    const bytes = readFileSync(js);
    const text = bytes.toString('utf8');
    expect(text).not.toContain(repoRoot);
    expect(text).not.toMatch(/\/(home|work|tmp|Users)\//);
    expect(text).not.toMatch(/\brequire\(["']@noble/);
    expect(gzipSync(bytes, { level: 9 }).length).toBeLessThanOrEqual(GZIP_BUDGET);
  });
});

describe('verifier.js command line over every vector', () => {
  const cases = allCases();
  it.each(cases.map(({ scheme, c }, i) => [i, scheme, c.name, c] as const))('#%i %s: %s', (_i, _s, _n, c) => {
    const f = path.join(dir, `case.json`);
    writeFileSync(f, JSON.stringify(c.proof));
    const want = c.expect.ok ? 0 : c.expect.pending || c.expect.checks === 0 ? 3 : 1;
    const human = run(js, [f]);
    expect(human.code, human.err).toBe(want);
    expect(human.err).toBe('');
    expect(human.out).toMatch(/Verdict: (VERIFIED|FAILED|PENDING|COMPUTED)/);
    if (want === 1) expect(human.out).toContain('✗');
    if (want === 0) expect(human.out).toContain('✓');
    const j = run(js, [f, '--json']);
    expect(j.code).toBe(want);
    expect(JSON.parse(j.out)).toEqual(JSON.parse(JSON.stringify(verify(c.proof))));
  });
  it.each(loadBad().map((b) => [b.name, b] as const))('bad input: %s → exit 2, one stderr line', (_n, b) => {
    const f = path.join(dir, 'bad.json');
    writeFileSync(f, b.raw ?? JSON.stringify(b.proof));
    const r = run(js, [f]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    const lines = r.err.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^input error: \S+: \S/);
    expect(r.err).not.toMatch(/\bat .*:\d+:\d+/); // no stack trace
    const j = run(js, [f, '--json']);
    expect(j.code).toBe(2);
    const e = JSON.parse(j.out);
    expect(e.error.code).toBe('invalid_input');
    expect(e.error.field).toMatch(/\S/);
    expect(e.error.message).toMatch(/\S/);
    expect(j.err.trimEnd().split('\n')).toHaveLength(1);
  });
  it('reads standard input with -', () => {
    const c = allCases()[0]!.c;
    const r = run(js, ['-', '--json'], JSON.stringify(c.proof));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).ok).toBe(true);
    expect(run(js, ['-'], 'not json').code).toBe(2);
  });
  it('a missing file, a directory, non-JSON and no argument are input errors (exit 2)', () => {
    const missing = run(js, [path.join(dir, 'nope.json'), '--json']);
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.out).error).toMatchObject({ code: 'invalid_input', field: 'document' });
    expect(missing.err.trimEnd().split('\n')).toHaveLength(1);
    expect(run(js, [dir]).code).toBe(2);
    writeFileSync(path.join(dir, 'x.json'), '{"scheme": ');
    expect(run(js, [path.join(dir, 'x.json')]).err).toMatch(/^input error: document: /);
    expect(run(js, []).code).toBe(2);
    expect(run(js, ['--bogus', 'x.json']).code).toBe(2);
  });
  it('reads a /check link (or its fragment) given instead of a file, as the page does', () => {
    const c = allCases().find(({ scheme, c }) => scheme === 'roll_pair_v1' && c.expect.ok)!.c;
    const link = `https://fair.example/ru/check${buildCheckLink(c.proof)}`;
    for (const arg of [link, link.slice(link.indexOf('#') + 1)]) {
      const r = run(js, [arg, '--json']);
      expect(r.code, r.err).toBe(0);
      expect(JSON.parse(r.out)).toEqual(JSON.parse(JSON.stringify(verify(parseCheckLink(link)))));
    }
    // piped in, as a copied link is
    expect(run(js, ['-', '--json'], `${link}\n`).code).toBe(0);
    const changed = link.replace(/&r=(\d)/, (_m, d: string) => `&r=${d === '1' ? 2 : 1}`);
    expect(run(js, [changed]).out).toMatch(/✗ roll 1: .*\n[^]*Verdict: FAILED/);
    const cut = run(js, [link.slice(0, link.indexOf('&s='))]);
    expect([cut.code, cut.err]).toEqual([2, 'input error: serverSeed: the link needs s=\n']);
    // a link without its version is that link's error, as on the page, not a file that is not there
    for (const arg of [link.replace('#v=1&', '#'), link.slice(link.indexOf('#')).replace('#v=1&', '#')]) {
      const nov = run(js, [arg]);
      expect(nov.code, arg).toBe(2);
      expect(nov.err, arg).toMatch(/^input error: v: /);
    }
  });
  it('--help exits 0 with usage', () => {
    const r = run(js, ['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Usage: node verifier\.js/);
  });
  it('prints a diagnosis for a failed proof', () => {
    const c = allCases()[0]!.c;
    const f = path.join(dir, 'swap.json');
    writeFileSync(f, JSON.stringify({ ...c.proof, clientSeeds: [...(c.proof.clientSeeds as string[])].reverse() }));
    const r = run(js, [f]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/Diagnosis: The client seeds are in the wrong seat order/);
  });
  // 90,000 wrong rolls: the report marked each line by scanning every mismatch (31 s here); and
  // `| head`, which closes the pipe while the report is still being written
  it('prints a long failed report in time, and into a pipe closed early without a stack trace', () => {
    const f = path.join(dir, 'long.json');
    const n = 90_000;
    writeFileSync(f, JSON.stringify({ scheme: 'roll_pair_v1', game: 'backgammon', serverSeed: 'ab'.repeat(32), clientSeeds: ['x', 'y'], count: n, recorded: Array.from({ length: n }, () => [1, 2]) }));
    const whole = spawnSync(process.execPath, [js, f], { encoding: 'utf8', timeout: 15_000, maxBuffer: 64 << 20 });
    expect(whole.status, whole.error?.message).toBe(1);
    expect(whole.stdout).toMatch(/✗ roll 90000: \d-\d\n/);
    expect(whole.stdout).toMatch(/Verdict: FAILED\n$/);
    const piped = spawnSync('sh', ['-c', `"${process.execPath}" "${js}" "${f}" | head -n 1`], { encoding: 'utf8', timeout: 15_000 });
    expect(piped.stdout).toBe('Proof: roll_pair_v1 / backgammon\n');
    expect(piped.stderr).toBe('');
  }, 40_000);
});

describe('verifier.js under any package type, and as a library', () => {
  for (const type of ['commonjs', 'module', null] as const) {
    it(`runs as a script with ${type ? `"type": "${type}"` : 'no package.json'}`, () => {
      const d = mkdtempSync(path.join(tmpdir(), `fair-pkg-${type}-`));
      if (type) writeFileSync(path.join(d, 'package.json'), JSON.stringify({ type }));
      const file = path.join(d, 'verifier.js');
      copyFileSync(js, file);
      const c = allCases()[0]!.c;
      writeFileSync(path.join(d, 'p.json'), JSON.stringify(c.proof));
      const r = run(file, ['p.json', '--json'], undefined, d);
      expect(r.code, r.err).toBe(0);
      expect(JSON.parse(r.out).ok).toBe(true);
      expect(run('verifier.js', ['p.json'], undefined, d).code).toBe(0);
    });
  }
  it('does not run the CLI when loaded by another script; defines FairVerifier (and module.exports under CommonJS)', () => {
    const d = mkdtempSync(path.join(tmpdir(), 'fair-lib-'));
    mkdirSync(path.join(d, 'cjs'));
    writeFileSync(path.join(d, 'cjs/package.json'), '{"type":"commonjs"}');
    copyFileSync(js, path.join(d, 'cjs/verifier.js'));
    writeFileSync(path.join(d, 'cjs/use.js'), `const v = require('./verifier.js'); console.log(typeof v.verify, typeof globalThis.FairVerifier.parseCheckLink, v.verify(${JSON.stringify(allCases()[0]!.c.proof)}).ok);`);
    const r1 = run(path.join(d, 'cjs/use.js'), ['ignored.json'], undefined, d);
    expect(r1.err).toBe('');
    expect(r1.out.trim()).toBe('function function true');
    mkdirSync(path.join(d, 'esm'));
    writeFileSync(path.join(d, 'esm/package.json'), '{"type":"module"}');
    copyFileSync(js, path.join(d, 'esm/verifier.js'));
    writeFileSync(path.join(d, 'esm/use.js'), `await import('./verifier.js'); const v = globalThis.FairVerifier; console.log(typeof v.verify, typeof v.diagnose, v.verify(${JSON.stringify(allCases()[0]!.c.proof)}).ok);`);
    const r2 = run(path.join(d, 'esm/use.js'), ['ignored.json'], undefined, d);
    expect(r2.err).toBe('');
    expect(r2.out.trim()).toBe('function function true');
  });
});
