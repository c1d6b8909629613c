/**
 * A least-recently-used map under a byte budget: the one cache structure of the server's layers
 * (the page cache, the API's encoded JSON). A Map keeps insertion order, so moving an entry to the
 * end on each read makes the first key the least recently used.
 */
export class ByteLru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private used = 0;

  /** `maxBytes`: the budget; an entry over `maxBytes / maxShare` is not kept (not worth evicting the rest for). */
  constructor(
    readonly maxBytes: number,
    private readonly maxShare = 8,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }

  /** True when an entry of `bytes` may be kept. */
  fits(bytes: number): boolean {
    return bytes <= this.maxBytes / this.maxShare;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  /** Keeps `value` (replacing `key`'s), evicting the least recently used beyond the budget; false when it does not fit. */
  set(key: K, value: V, bytes: number): boolean {
    this.delete(key);
    if (!this.fits(bytes)) return false;
    while (this.used + bytes > this.maxBytes && this.entries.size > 0) this.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    return true;
  }

  delete(key: K): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.used -= e.bytes;
  }
}
