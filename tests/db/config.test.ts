import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { describeDatabase, redactUrl, resolveDatabase } from '../../lib/db/config.ts';

describe('DATABASE_URL → provider', () => {
  it('defaults to SQLite ./data/fair.db', () => {
    for (const u of ['', '  ']) {
      const t = resolveDatabase(u);
      expect(t.provider).toBe('sqlite');
      expect(t.file).toBe(path.resolve('data/fair.db'));
      expect(t.url).toBe(`file:${path.resolve('data/fair.db')}`);
    }
  });

  it('accepts file: URLs for SQLite', () => {
    expect(resolveDatabase('file:./x/y.db').file).toBe(path.resolve('x/y.db'));
    expect(resolveDatabase('file:/abs/y.db').file).toBe('/abs/y.db');
    expect(resolveDatabase('file:///abs/y.db').file).toBe('/abs/y.db');
    expect(resolveDatabase('file:/abs/y.db?mode=rw').file).toBe('/abs/y.db');
    expect(() => resolveDatabase('file::memory:')).toThrow(/in-memory/);
  });

  it('uses PostgreSQL for postgres:// and postgresql:// URLs', () => {
    for (const u of ['postgres://a:b@h:5432/db', 'postgresql://a@h/db?sslmode=require', 'POSTGRESQL://h/db']) {
      expect(resolveDatabase(u)).toEqual({ provider: 'postgres', url: u });
    }
  });

  it('rejects anything else without echoing a password', () => {
    expect(() => resolveDatabase('mysql://u:secret@h/db')).toThrow(/DATABASE_URL must be/);
    expect(() => resolveDatabase('mysql://u:secret@h/db')).not.toThrow(/secret/);
    expect(() => resolveDatabase('./data/fair.db')).toThrow(/file: URL/);
  });

  it('describes databases without passwords', () => {
    expect(redactUrl('postgresql://u:secret@h:5432/db')).toBe('postgresql://u:***@h:5432/db');
    expect(describeDatabase(resolveDatabase('postgresql://u:secret@h:5432/db'))).toBe('PostgreSQL h:5432/db');
    expect(describeDatabase(resolveDatabase(''))).toBe(`SQLite ${path.join('data', 'fair.db')}`);
  });
});
