/**
 * Renders a proof's pages right after its reveal (server.ts), so that the player who opens their
 * game a moment later — the page a player opens most, once — gets it from the page cache
 * (lib/server/page-cache.ts; with several processes on PostgreSQL, from the pages they share)
 * instead of waiting for a first render. A revealed proof's page never changes again.
 *
 * The work is done only when the process has time for it: one page at a time, never while the
 * event loop is busy (`busy`), and a page that could not be rendered within `maxWaitMs` of its
 * reveal is dropped — by then its first visit has come, and rendered it. So under load nothing is
 * spent on pages nobody asked for yet, and the answers the site owes are not delayed by them. The
 * newest reveal goes first, in the locale players open most (`locales`, from {@link LocaleShare}):
 * when the process cannot keep up, that first visit is still ahead, while an older reveal's has
 * likely come already; only locales players actually open are rendered ahead.
 */

export interface PrerenderOptions {
  /** the locales rendered, in this order (the likeliest first): asked for each reveal (see {@link LocaleShare}) */
  locales: () => readonly string[];
  /** asks the site for one page as a browser would (GET, gzip accepted); resolves when it has been answered */
  fetch: (path: string) => Promise<void>;
  /** true while the process is too busy for work nobody is waiting for */
  busy: () => boolean;
  /** pages waiting beyond this many are dropped, oldest first (default 256) */
  maxQueue?: number;
  /** a page waiting longer than this is dropped (ms, default 5,000) */
  maxWaitMs?: number;
  /** how long to wait before asking `busy` again (ms, default 50) */
  pollMs?: number;
  now?: () => number;
}

export class Prerenderer {
  /** pages waiting, the next one last: a reveal's likeliest locale on top, above its others */
  private readonly queue: { path: string; at: number }[] = [];
  private running = false;
  private stopped = false;
  /** pages rendered ahead */
  rendered = 0;
  /** pages dropped: too many waiting, or waiting too long */
  dropped = 0;

  constructor(private readonly opts: PrerenderOptions) {}

  /** How many pages are waiting. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Renders the pages of proof `id` (just revealed) when there is time for it: its likeliest locale
   * first, and before the other locales of older reveals.
   */
  enqueue(id: number): void {
    if (this.stopped) return;
    const at = this.now();
    for (const locale of [...this.opts.locales()].reverse()) this.queue.push({ path: `/${locale}/fair/${id}`, at });
    while (this.queue.length > (this.opts.maxQueue ?? 256)) {
      this.queue.shift();
      this.dropped++;
    }
    if (!this.running) void this.drain();
  }

  /** Renders nothing more (the server is stopping): what waits is dropped. */
  stop(): void {
    this.stopped = true;
    this.dropped += this.queue.length;
    this.queue.length = 0;
  }

  /** Resolves once nothing is waiting or being rendered (tests). */
  async idle(): Promise<void> {
    while (this.running || this.queue.length > 0) await sleep(10);
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  private async drain(): Promise<void> {
    this.running = true;
    const maxWait = this.opts.maxWaitMs ?? 5000;
    try {
      while (this.queue.length > 0 && !this.stopped) {
        const stale = this.now() - maxWait;
        while (this.queue.length > 0 && this.queue[0]!.at < stale) {
          this.queue.shift();
          this.dropped++;
        }
        if (this.queue.length === 0) break;
        if (this.opts.busy()) {
          await sleep(this.opts.pollMs ?? 50);
          continue;
        }
        const next = this.queue.pop()!;
        // a page that fails to render here is rendered by its first visit, as without this
        if (await this.opts.fetch(next.path).then(() => true, () => false)) this.rendered++;
      }
    } finally {
      this.running = false;
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Which locales players open proof pages in, lately: each visit counts 1, and every count fades by
 * `fade` per visit (a half-life of ~700 visits by default), so a change of audience is followed.
 * `likely` is what {@link Prerenderer} renders ahead — a locale nobody opens is not worth a render
 * per reveal: the locales with at least `minShare` of the visits, the likeliest first; every locale,
 * in the given order, until `warmup` visits have been seen.
 */
export class LocaleShare {
  private readonly counts = new Map<string, number>();
  private total = 0;
  private seen = 0;

  constructor(
    private readonly all: readonly string[],
    private readonly opts: { minShare?: number; warmup?: number; fade?: number } = {},
  ) {}

  /** A proof page opened in `locale`. */
  visit(locale: string): void {
    if (!this.all.includes(locale)) return;
    const fade = this.opts.fade ?? 0.999;
    for (const [l, n] of this.counts) this.counts.set(l, n * fade);
    this.counts.set(locale, (this.counts.get(locale) ?? 0) + 1);
    this.total = this.total * fade + 1;
    this.seen++;
  }

  /** The locales worth rendering ahead, the likeliest first. */
  likely(): readonly string[] {
    if (this.seen < (this.opts.warmup ?? 50)) return this.all;
    const min = (this.opts.minShare ?? 0.1) * this.total;
    return this.all
      .map((l, i) => ({ l, i, n: this.counts.get(l) ?? 0 }))
      .filter((x) => x.n >= min)
      .sort((a, b) => b.n - a.n || a.i - b.i)
      .map((x) => x.l);
  }
}
