// Which database to use, from DATABASE_URL.
//   unset / empty            → SQLite file ./data/fair.db (relative to the working directory)
//   file:<path>              → SQLite file <path> (relative paths: to the working directory)
//   postgres:// postgresql:// → PostgreSQL
import path from 'node:path';

import { rawSetting } from '../config.ts';

export type Provider = 'sqlite' | 'postgres';

export const DEFAULT_SQLITE_FILE = path.join('data', 'fair.db');

export interface DatabaseTarget {
  provider: Provider;
  /** The URL as given (or the default file: URL). */
  url: string;
  /** SQLite only: absolute path of the database file. */
  file?: string;
}

let last: { url: string | undefined; cwd: string; target: DatabaseTarget } | undefined;

/** Which database a URL names. Called on every query (getDb, the SQLite queue): the last answer is kept. */
export function resolveDatabase(url: string | undefined = rawSetting('DATABASE_URL')): DatabaseTarget {
  const cwd = process.cwd();
  if (last && last.url === url && last.cwd === cwd) return last.target;
  const target = parseDatabaseUrl(url);
  last = { url, cwd, target };
  return target;
}

function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  const u = (url ?? '').trim();
  if (u === '') {
    const file = path.resolve(DEFAULT_SQLITE_FILE);
    return { provider: 'sqlite', url: `file:${file}`, file };
  }
  if (/^postgres(ql)?:\/\//i.test(u)) {
    if (!URL.canParse(u)) throw new Error(`DATABASE_URL is not a valid postgres:// URL (a host, a port up to 65535): "${redactUrl(u)}"`);
    return { provider: 'postgres', url: u };
  }
  if (/^file:/i.test(u)) {
    let p = u.slice('file:'.length);
    // file:///abs/path and file://localhost/abs/path
    if (p.startsWith('//')) p = p.replace(/^\/\/(localhost)?/, '');
    p = p.replace(/\?.*$/, '');
    if (p === '' || p === ':memory:') {
      throw new Error(`DATABASE_URL ${u}: an in-memory SQLite database cannot be shared; give a file path`);
    }
    const file = path.resolve(decodeURIComponent(p));
    return { provider: 'sqlite', url: `file:${file}`, file };
  }
  throw new Error(
    `DATABASE_URL must be a postgres:// or postgresql:// URL, a file: URL (SQLite), or unset (SQLite at ./${DEFAULT_SQLITE_FILE}); got "${redactUrl(u)}"`,
  );
}

/** The URL with any password replaced by ***, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

/** A short description for logs: "SQLite data/fair.db" / "PostgreSQL 127.0.0.1:5432/fair". */
export function describeDatabase(t: DatabaseTarget): string {
  if (t.provider === 'sqlite') {
    const rel = path.relative(process.cwd(), t.file ?? '');
    return `SQLite ${rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : t.file}`;
  }
  try {
    const u = new URL(t.url);
    return `PostgreSQL ${u.host}${u.pathname}`;
  } catch {
    return `PostgreSQL ${redactUrl(t.url)}`;
  }
}
