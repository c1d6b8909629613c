// server.ts loads lib/db for the API while Next's bundle holds its own copy for
// the pages: the SQLite queue must be one per process, not one per copy.
import { describe, expect, it, vi } from 'vitest';

async function freshLock() {
  vi.resetModules();
  return import('../../lib/db/lock.ts');
}

describe('the SQLite queue across two copies of lib/db/lock.ts', () => {
  it('runs one copy’s work only after the other copy’s, and re-enters across copies', async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'file:./unused-by-this-test.db';
    try {
      const a = await freshLock();
      const b = await freshLock();
      expect(a.exclusive).not.toBe(b.exclusive); // two module instances indeed
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const first = a.exclusive(async () => {
        order.push('a:start');
        await held;
        // inside a's turn, b's exclusive must not wait on a (it would deadlock)
        await b.exclusive(async () => order.push('b:nested'));
        order.push('a:end');
      });
      const second = b.exclusive(async () => order.push('b:run'));
      await new Promise((r) => setTimeout(r, 20));
      expect(order).toEqual(['a:start']);
      release();
      await Promise.all([first, second]);
      expect(order).toEqual(['a:start', 'b:nested', 'a:end', 'b:run']);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});
