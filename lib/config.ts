/**
 * Every environment variable the site, its commands and its tests read, in one table: its default,
 * what it must be, and what it means. Code reads a value through `setting(name)`, which checks it
 * and throws a `ConfigError` naming the variable and what is expected; `server.ts` and `npm start`
 * call `checkSettings()` first, so a bad value stops the start with one line instead of surfacing
 * on some later request. The README's environment table lists exactly these names
 * (tests/unit/config.test.ts).
 *
 * A value is read from `process.env` at each call (tests and commands set variables at run time);
 * parsing is a few comparisons, so nothing is kept.
 */

/** A variable's value is malformed: the message names it and says what is expected. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

interface Variable<T> {
  /** the text used when the variable is unset or blank (undefined: no default) */
  default?: string;
  /** what a valid value is, for the message */
  expected: string;
  /** the value of a (trimmed, non-blank) text, or undefined when it is not valid */
  parse: (text: string) => T | undefined;
  /** who reads it: the running site, or only commands, tests and benchmarks */
  for: 'site' | 'tools';
}

const wholeNumber =
  (min: number, max: number) =>
  (text: string): number | undefined => {
    if (!/^\d{1,9}$/.test(text)) return undefined;
    const n = Number(text);
    return n >= min && n <= max ? n : undefined;
  };
const flag = (text: string): boolean | undefined => (text === '1' ? true : text === '0' ? false : undefined);
const text = (t: string): string => t;
/** 1–255 printable ASCII characters without spaces or `+`: a signed note's key name (FAIR_LOG_ORIGIN, lib/db/log/key.ts) */
export const isKeyName = (t: string): boolean => /^[\x21-\x2a\x2c-\x7e]{1,255}$/.test(t);
const keyName = (t: string): string | undefined => (isKeyName(t) ? t : undefined);
/** a folder inside the project, named from its root (Next refuses one outside it) */
const innerFolder = (t: string): string | undefined => (/^[\w.-]+(?:\/[\w.-]+)*\/?$/.test(t) && !t.split('/').some((s) => s === '..' || s === '.') ? t : undefined);

function variable<T>(v: Variable<T>): Variable<T> {
  return v;
}

export const SETTINGS = {
  PORT: variable({ default: '3000', expected: 'a whole number from 0 to 65535', parse: wholeNumber(0, 65535), for: 'site' }),
  HOST: variable({ default: '0.0.0.0', expected: 'an address to listen on', parse: text, for: 'site' }),
  // parsed by lib/db/config.ts (resolveDatabase), which says what is wrong with it
  DATABASE_URL: variable({ expected: 'a postgres:// URL, a file: URL or unset', parse: text, for: 'site' }),
  // checked by lib/site/origin.ts: an unusable one is warned about and ignored, as CONTACT_EMAIL
  FAIR_SITE_URL: variable({ expected: 'an http(s) origin such as https://fair.example.com', parse: text, for: 'site' }),
  CONTACT_EMAIL: variable({ expected: 'an e-mail address', parse: text, for: 'site' }),
  WEB_CONCURRENCY: variable({ default: '1', expected: 'a whole number of processes from 1 to 999', parse: wholeNumber(1, 999), for: 'site' }),
  FAIR_PAGE_CACHE_MB: variable({
    default: '64',
    expected: "a whole number of megabytes (0 turns the proof pages' cache off)",
    parse: wholeNumber(0, 999_999),
    for: 'site',
  }),
  FAIR_PRERENDER: variable({ default: '1', expected: "1 (render a proof's pages right after its reveal) or 0", parse: flag, for: 'site' }),
  FAIR_PAGE_STORE_MINUTES: variable({
    default: '60',
    expected: 'a whole number of minutes (0: proof pages are not shared between processes)',
    parse: wholeNumber(0, 999_999),
    for: 'site',
  }),
  FAIR_REQUEST_TIMEOUT_S: variable({
    default: '30',
    expected: 'a whole number of seconds from 1 (how long a client may take to send a request; its headers get a third of it)',
    parse: wholeNumber(1, 99_999),
    for: 'site',
  }),
  FAIR_REVEAL_INLINE_MAX: variable({
    default: '50',
    expected: 'a whole number of outcomes (larger reveals are checked in a worker thread; 0: all)',
    parse: wholeNumber(0, 9_999_999),
    for: 'site',
  }),
  FAIR_API_DIRECT: variable({ default: '1', expected: "1 (server.ts calls the API's handlers) or 0 (through Next)", parse: flag, for: 'site' }),
  // decoded by lib/db/log/key.ts, which says what is wrong with it
  FAIR_LOG_KEY: variable({ expected: 'a note signer key PRIVATE+KEY+<name>+<id>+<base64> or 64 hex digits', parse: text, for: 'site' }),
  // the file is read and parsed by lib/db/log/policy.ts, which names the line at fault
  FAIR_LOG_POLICY: variable({ expected: 'the path of a C2SP tlog-policy file', parse: text, for: 'site' }),
  FAIR_LOG_WITNESS_SECONDS: variable({
    default: '60',
    expected: 'a whole number of seconds from 1 to 86400 (how often each witness is sent a checkpoint at most)',
    parse: wholeNumber(1, 86_400),
    for: 'site',
  }),
  FAIR_LOG_ORIGIN: variable({ expected: '1–255 printable ASCII characters without spaces or "+", e.g. fair.example.com/log', parse: keyName, for: 'site' }),
  FAIR_DIST_DIR: variable({ default: '.next', expected: 'a folder inside the project, e.g. .next-b (letters, digits, _ . - and /; no ..)', parse: innerFolder, for: 'site' }),
  FAIR_STATS_COUNTING: variable({ default: '1', expected: '1 (reveals are counted into the statistics) or 0 (bench:stats only)', parse: flag, for: 'site' }),
  FAIR_MAPS: variable({ default: '0', expected: "1 (the build also writes the browser's source maps) or 0", parse: flag, for: 'tools' }),
  CHROMIUM_PATH: variable({ expected: 'the path of a Chromium executable', parse: text, for: 'tools' }),
  SKIP_PG: variable({ default: '0', expected: '1 (skip the PostgreSQL database tests) or 0', parse: flag, for: 'tools' }),
  PG_BINDIR: variable({ expected: 'the folder of initdb and pg_ctl', parse: text, for: 'tools' }),
  DATABASE_URL_PG: variable({ expected: 'a postgres:// URL', parse: text, for: 'tools' }),
  FAIR_HTTP_PAIRS: variable({ default: '1000', expected: 'a whole number of pairs from 1', parse: wholeNumber(1, 1_000_000), for: 'tools' }),
  FAIR_HTTP_LOG_COMMITS: variable({ default: '300', expected: 'a whole number of commits from 1', parse: wholeNumber(1, 1_000_000), for: 'tools' }),
  FAIR_CRASH_PAIRS: variable({ default: '1000', expected: 'a whole number of pairs from 1', parse: wholeNumber(1, 1_000_000), for: 'tools' }),
  FAIR_FLEET_PAIRS: variable({ default: '1000', expected: 'a whole number of pairs from 1', parse: wholeNumber(1, 1_000_000), for: 'tools' }),
} as const;

export type SettingName = keyof typeof SETTINGS;
type ValueOf<N extends SettingName> = (typeof SETTINGS)[N] extends Variable<infer T> ? T : never;

type Env = Readonly<Record<string, string | undefined>>;

/** The variable's text as set (trimmed), or undefined when it is unset or blank. `env`: process.env, or a test's. */
export function rawSetting(name: SettingName, env: Env = process.env): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * The checked value of `name`: its text parsed, or its default's when it is unset or blank; undefined
 * when it is unset and has no default. @throws ConfigError when it is set to something invalid
 */
export function setting<N extends SettingName>(name: N, env: Env = process.env): ValueOf<N> | undefined {
  const v: Variable<unknown> = SETTINGS[name];
  const raw = rawSetting(name, env) ?? v.default;
  if (raw === undefined) return undefined;
  const value = v.parse(raw);
  if (value === undefined) throw new ConfigError(`${name} must be ${v.expected}, got "${raw}"`);
  return value as ValueOf<N>;
}

/** The value of a variable that has a default (never undefined). @throws ConfigError as setting() */
export function settingOr<N extends SettingName>(name: N, env: Env = process.env): ValueOf<N> {
  const value = setting(name, env);
  if (value === undefined) throw new ConfigError(`${name} has no default: set it`);
  return value;
}

/** The messages of every variable that is set to something invalid (none: an empty list). */
export function checkSettings(): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    try {
      setting(name);
    } catch (e) {
      if (e instanceof ConfigError) problems.push(e.message);
      else throw e;
    }
  }
  return problems;
}
