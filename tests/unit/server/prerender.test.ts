import { describe, expect, it } from 'vitest';
import { LocaleShare, Prerenderer } from '../../../lib/server/prerender';

const LOCALES = ['ru', 'ro', 'en'];

describe('Prerenderer', () => {
  it("renders each revealed proof's page in every locale, one page at a time, the newest reveal first", async () => {
    const asked: string[] = [];
    let inFlight = 0;
    let most = 0;
    const p = new Prerenderer({
      locales: () => LOCALES,
      busy: () => false,
      fetch: async (path) => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 1));
        asked.push(path);
        inFlight--;
      },
    });
    p.enqueue(7);
    p.enqueue(9); // while 7 is being rendered
    p.enqueue(11);
    await p.idle();
    // 7's first page was under way when 9 and 11 came: then the newest reveal's pages, likeliest
    // locale first, before the other locales of older reveals
    expect(asked).toEqual(['/ru/fair/7', '/ru/fair/11', '/ro/fair/11', '/en/fair/11', '/ru/fair/9', '/ro/fair/9', '/en/fair/9', '/ro/fair/7', '/en/fair/7']);
    expect(most).toBe(1);
    expect([p.rendered, p.dropped, p.waiting]).toEqual([9, 0, 0]);
  });

  it('a page that fails is left to its first visit; the others are still rendered', async () => {
    const asked: string[] = [];
    const p = new Prerenderer({
      locales: () => LOCALES,
      busy: () => false,
      fetch: async (path) => {
        asked.push(path);
        if (path.startsWith('/ro/')) throw new Error('connection refused');
      },
    });
    p.enqueue(3);
    await p.idle();
    expect(asked).toEqual(['/ru/fair/3', '/ro/fair/3', '/en/fair/3']);
    expect(p.rendered).toBe(2);
  });

  it('waits while the process is busy, and drops a reveal that waited too long', async () => {
    let now = 0;
    let busy = true;
    const asked: string[] = [];
    const p = new Prerenderer({
      locales: () => ['en'],
      now: () => now,
      pollMs: 1,
      maxWaitMs: 1000,
      busy: () => busy,
      fetch: async (path) => void asked.push(path),
    });
    p.enqueue(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
    expect(p.waiting).toBe(1);
    now = 600;
    p.enqueue(2);
    now = 1200; // 1 has waited 1,200 ms, 2 only 600
    busy = false;
    await p.idle();
    expect(asked).toEqual(['/en/fair/2']);
    expect([p.rendered, p.dropped]).toEqual([1, 1]);
  });

  it('keeps at most maxQueue reveals waiting, dropping the oldest', async () => {
    let busy = true;
    const asked: string[] = [];
    const p = new Prerenderer({ locales: () => ['en'], maxQueue: 2, pollMs: 1, busy: () => busy, fetch: async (path) => void asked.push(path) });
    for (const id of [1, 2, 3, 4]) p.enqueue(id);
    expect([p.waiting, p.dropped]).toEqual([2, 2]);
    busy = false;
    await p.idle();
    expect(asked).toEqual(['/en/fair/4', '/en/fair/3']);
  });

  it('renders nothing more once stopped', async () => {
    const asked: string[] = [];
    const p: Prerenderer = new Prerenderer({
      locales: () => LOCALES,
      busy: () => false,
      fetch: async (path) => {
        asked.push(path);
        p.stop();
      },
    });
    p.enqueue(1);
    p.enqueue(2);
    await p.idle();
    p.enqueue(3);
    await p.idle();
    expect(asked).toEqual(['/ru/fair/1']);
    expect([p.rendered, p.waiting]).toEqual([1, 0]);
  });
});

describe('LocaleShare', () => {
  it('every locale, in order, until enough visits are seen; then those players open, the likeliest first', () => {
    const share = new LocaleShare(LOCALES, { warmup: 20, minShare: 0.1 });
    expect(share.likely()).toEqual(['ru', 'ro', 'en']);
    for (let i = 0; i < 19; i++) share.visit('en');
    expect(share.likely(), 'still warming up').toEqual(['ru', 'ro', 'en']);
    share.visit('de'); // not a locale of the site: not counted
    expect(share.likely()).toEqual(['ru', 'ro', 'en']);
    share.visit('ro');
    // 19 en, 1 ro: ro is under a tenth
    expect(share.likely()).toEqual(['en']);
    for (let i = 0; i < 30; i++) share.visit(i % 3 === 0 ? 'ro' : 'ru');
    // ~19 en, ~11 ro, ~20 ru (faded a little)
    expect(share.likely()).toEqual(['ru', 'en', 'ro']);
  });

  it('follows a change of audience: old visits fade', () => {
    const share = new LocaleShare(LOCALES, { warmup: 1, minShare: 0.1, fade: 0.99 });
    for (let i = 0; i < 500; i++) share.visit('en');
    expect(share.likely()).toEqual(['en']);
    for (let i = 0; i < 300; i++) share.visit('ru');
    expect(share.likely()).toEqual(['ru']);
  });

  it("is what the Prerenderer renders: asked again for each reveal", async () => {
    const share = new LocaleShare(LOCALES, { warmup: 1 });
    const asked: string[] = [];
    const p = new Prerenderer({ locales: () => share.likely(), busy: () => false, fetch: async (path) => void asked.push(path) });
    share.visit('ro');
    p.enqueue(1);
    await p.idle();
    for (let i = 0; i < 8; i++) share.visit('ru'); // ro: 1 of 9 visits, over a tenth
    p.enqueue(2);
    await p.idle();
    expect(asked).toEqual(['/ro/fair/1', '/ru/fair/2', '/ro/fair/2']);
  });
});
