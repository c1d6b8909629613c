import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { ROOT, rel, sourceFiles } from './source-files';
import { checkSettings, ConfigError, setting, settingOr, SETTINGS, type SettingName } from '@/lib/config';

/** The README's environment table: name → its default cell. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Environment'), readme.indexOf('\n## ', readme.indexOf('## Environment') + 1));
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const m = /^\| `([A-Z_]+)` \| ([^|]*) \|/.exec(line);
    if (m) rows.set(m[1]!, m[2]!);
  }
  return rows;
}

const names = Object.keys(SETTINGS) as SettingName[];
const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
afterEach(() => {
  for (const n of names) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
});

describe('lib/config: one table of environment variables', () => {
  it('is the README’s environment table, name for name, with the same defaults', () => {
    const table = readmeTable();
    expect([...table.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const d = (SETTINGS[name] as { default?: string }).default;
      if (d !== undefined) expect(table.get(name), name).toContain(`\`${d}\``);
    }
  });

  it('gives defaults for unset and blank values, and undefined where there is none', () => {
    delete process.env.PORT;
    expect(settingOr('PORT')).toBe(3000);
    process.env.PORT = '   ';
    expect(settingOr('PORT')).toBe(3000);
    delete process.env.CHROMIUM_PATH;
    expect(setting('CHROMIUM_PATH')).toBeUndefined();
    process.env.FAIR_PRERENDER = '0';
    expect(settingOr('FAIR_PRERENDER')).toBe(false);
  });

  it('refuses a malformed value with a message naming the variable, what is expected and what it got', () => {
    process.env.WEB_CONCURRENCY = 'lots';
    expect(() => setting('WEB_CONCURRENCY')).toThrow(ConfigError);
    expect(() => setting('WEB_CONCURRENCY')).toThrow('WEB_CONCURRENCY must be a whole number of processes from 1 to 999, got "lots"');
    process.env.FAIR_PAGE_CACHE_MB = '-1';
    process.env.FAIR_LOG_ORIGIN = 'has space';
    const problems = checkSettings();
    expect(problems).toContain('WEB_CONCURRENCY must be a whole number of processes from 1 to 999, got "lots"');
    expect(problems.some((p) => p.startsWith('FAIR_PAGE_CACHE_MB must be'))).toBe(true);
    expect(problems.some((p) => p.startsWith('FAIR_LOG_ORIGIN must be'))).toBe(true);
  });

  it('is the only place the project reads its variables from process.env', () => {
    // a variable of the table read directly elsewhere would be a second parser with its own default
    const direct = new RegExp(`process\\.env(?:\\.(${names.join('|')})\\b|\\[['"](${names.join('|')})['"]\\])`);
    const files = ['lib', 'app', 'components', 'scripts'].flatMap((d) => sourceFiles(path.join(ROOT, d)));
    files.push(...['server.ts', 'next.config.ts', 'playwright.config.ts', 'proxy.ts'].map((f) => path.join(ROOT, f)));
    const offenders = files.filter((f) => rel(f) !== 'lib/config.ts' && direct.test(readFileSync(f, 'utf8').replace(/process\.env\.\w+ = |delete process\.env\.\w+/g, '')));
    expect(offenders.map(rel)).toEqual([]);
  });
});

describe('npm start checks the log key before any work (scripts/start.ts)', () => {
  it('a malformed FAIR_LOG_KEY stops it with one line naming it, before a database is made', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fair-start-'));
    const db = join(dir, 'never.db');
    const r = spawnSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/start.ts'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, DATABASE_URL: `file:${db}`, FAIR_LOG_KEY: 'PRIVATE+KEY+nope', PORT: '3999' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^npm start failed: FAIR_LOG_KEY: expected PRIVATE\+KEY\+<name>\+<key ID hex>\+<base64/)]);
    expect(r.stdout).toBe('');
    expect(existsSync(db)).toBe(false);
  }, 60_000);
});
