/**
 * Renders a proof's pages right after its reveal (server.ts), so that the player who opens their
 * game a moment later — the page a player opens most, once — gets it from the page cache
 * (lib/site/page-cache.ts; with several processes on PostgreSQL, from the pages they share)
 * instead of waiting for a first render. A revealed proof's page never changes again.
 *
 * The work is done only when the process has time for it: one page at a time, never while the
 * event loop is busy (`busy`), and a reveal whose pages could not be rendered within `maxWaitMs`
 * is dropped — by then its first visit has come, and rendered it. So under load nothing is spent
 * on pages nobody asked for yet, and the answers the site owes are not delayed by them. The
 * newest reveal goes first: when the process cannot keep up, its first visit is still ahead, while
 * an older one's has likely come already.
 */

export interface PrerenderOptions {
  /** the locales rendered, in this order (the likeliest first) */
  locales: readonly string[];
  /** asks the site for one page as a browser would (GET, gzip accepted); resolves when it has been answered */
  fetch: (path: string) => Promise<void>;
  /** true while the process is too busy for work nobody is waiting for */
  busy: () => boolean;
  /** reveals waiting beyond this many are dropped, oldest first (default 256) */
  maxQueue?: number;
  /** a reveal waiting longer than this is dropped (ms, default 5,000) */
  maxWaitMs?: number;
  /** how long to wait before asking `busy` again (ms, default 50) */
  pollMs?: number;
  now?: () => number;
}

export class Prerenderer {
  private readonly queue: { id: number; at: number }[] = [];
  private running = false;
  private stopped = false;
  /** proofs whose pages were rendered (in every locale) */
  rendered = 0;
  /** proofs dropped: too many waiting, or waiting too long */
  dropped = 0;

  constructor(private readonly opts: PrerenderOptions) {}

  /** How many reveals are waiting. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Renders the pages of proof `id` (just revealed) when there is time for it. */
  enqueue(id: number): void {
    if (this.stopped) return;
    this.queue.push({ id, at: this.now() });
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

  /** Resolves once nothing is waiting or being rendered (for tests and a clean stop). */
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
      while (this.queue.length > 0) {
        const stale = this.now() - maxWait;
        while (this.queue.length > 0 && this.queue[0]!.at < stale) {
          this.queue.shift();
          this.dropped++;
        }
        const next = this.queue.at(-1);
        if (!next) break;
        if (this.opts.busy()) {
          await sleep(this.opts.pollMs ?? 50);
          continue;
        }
        this.queue.pop();
        for (const locale of this.opts.locales) {
          if (this.stopped) return;
          // a page that fails to render here is rendered by its first visit, as without this
          await this.opts.fetch(`/${locale}/fair/${next.id}`).catch(() => undefined);
        }
        this.rendered++;
      }
    } finally {
      this.running = false;
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
