/**
 * FAIR_LOG_POLICY and FAIR_LOG_WITNESS_SECONDS (lib/db/log/policy.ts), as server.ts reads them at
 * start: unset is no witnesses; a policy that does not parse is refused naming its file and line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { readWitnessConfig } from '../../lib/db/log/policy.ts';
import { TestWitness } from './fair/log-helpers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'fair-policy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};
const w = new TestWitness('witness.test/w1', 5);

describe('the witness settings', () => {
  it('unset: no policy, a submission a minute at most', () => {
    expect(readWitnessConfig({})).toEqual({ policy: null, seconds: 60 });
  });

  it('reads a policy with its witnesses\' URLs and the interval', () => {
    const p = file('ok.policy', `# ours\nwitness A ${w.vkey} http://127.0.0.1:9/w\nquorum A\n`);
    const c = readWitnessConfig({ FAIR_LOG_POLICY: p, FAIR_LOG_WITNESS_SECONDS: '2' });
    expect(c.seconds).toBe(2);
    expect(c.text).toContain('quorum A');
    expect(c.policy?.witnesses.map((x) => [x.name, x.url])).toEqual([['A', 'http://127.0.0.1:9/w']]);
  });

  it.each<[Record<string, string>, string]>([
    [{ FAIR_LOG_POLICY: '/nonexistent/policy' }, 'FAIR_LOG_POLICY: cannot read /nonexistent/policy'],
    [{ FAIR_LOG_POLICY: 'BAD' }, 'line 3: '],
    [{ FAIR_LOG_POLICY: 'NOQUORUM' }, 'no quorum line'],
    [{ FAIR_LOG_POLICY: 'URL' }, "witness A's URL must be an http(s) submission prefix"],
    [{ FAIR_LOG_WITNESS_SECONDS: '0' }, 'FAIR_LOG_WITNESS_SECONDS must be a whole number of seconds from 1 to 86400'],
    [{ FAIR_LOG_WITNESS_SECONDS: '1.5' }, 'FAIR_LOG_WITNESS_SECONDS'],
  ])('refuses %j', (env, message) => {
    const files: Record<string, string> = {
      BAD: file('bad.policy', `witness A ${w.vkey}\n\ngroup G 3 A\nquorum G\n`),
      NOQUORUM: file('none.policy', `witness A ${w.vkey}\n`),
      URL: file('url.policy', `witness A ${w.vkey} ftp://x\nquorum A\n`),
    };
    const named = env.FAIR_LOG_POLICY === undefined ? undefined : files[env.FAIR_LOG_POLICY];
    const e = named === undefined ? env : { ...env, FAIR_LOG_POLICY: named };
    expect(() => readWitnessConfig(e)).toThrow(message);
  });
});
