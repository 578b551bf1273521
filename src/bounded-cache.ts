// A least-recently-used cache with an optional time to live, holding only what it holds: a Map in
// recency order (oldest first). lru-cache, which this replaces, allocates its typed arrays and lists for
// `max` entries up front (the authenticator's 100,000 alone ~4.9 MiB), which an idle gateway kept live
// on its event loop and V8 then grew the heap's limit by.
//
// The semantics the callers rely on are lru-cache's defaults: get marks an entry most recently used
// without restarting its time to live, set restarts it; a stale entry is never returned and is dropped
// when read; over `max`, the least recently used entry goes.

export interface BoundedCacheOptions {
  /** Most entries held; positive. */
  max: number;
  /** Milliseconds an entry lives after its last set; none when absent. */
  ttl?: number;
  /** The clock (tests); performance.now by default. */
  now?: () => number;
}

interface Slot<V> {
  value: V;
  /** When the entry goes stale (Infinity without a ttl). */
  expiresAt: number;
}

export class BoundedCache<K, V> {
  private readonly slots = new Map<K, Slot<V>>();
  private readonly max: number;
  private readonly ttl: number;
  private readonly now: () => number;
  /** The key read or set last, which a get need not move (one key's requests in a row are common). */
  private newest: K | undefined;

  constructor(opts: BoundedCacheOptions) {
    if (!(opts.max >= 1)) throw new Error('BoundedCache: max must be positive');
    if (opts.ttl !== undefined && !(opts.ttl > 0)) throw new Error('BoundedCache: ttl must be positive');
    this.max = opts.max;
    this.ttl = opts.ttl ?? Infinity;
    this.now = opts.now ?? (() => performance.now());
  }

  get size(): number {
    return this.slots.size;
  }

  /** The value, now the most recently used; undefined when absent or stale (then dropped). */
  get(key: K): V | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    if (this.isStale(slot)) {
      this.delete(key);
      return undefined;
    }
    if (key !== this.newest) {
      this.slots.delete(key);
      this.slots.set(key, slot);
      this.newest = key;
    }
    return slot.value;
  }

  /** Stores the value as the most recently used, its time to live restarted; evicts the least recently used over max. */
  set(key: K, value: V): this {
    const expiresAt = this.ttl === Infinity ? Infinity : this.now() + this.ttl;
    if (!this.slots.delete(key) && this.slots.size >= this.max) {
      const oldest = this.slots.keys().next().value as K;
      this.delete(oldest);
    }
    this.slots.set(key, { value, expiresAt });
    this.newest = key;
    return this;
  }

  delete(key: K): boolean {
    if (key === this.newest) this.newest = undefined;
    return this.slots.delete(key);
  }

  /** The entries that are not stale, least recently used first; deleting while iterating is safe. */
  *entries(): IterableIterator<[K, V]> {
    for (const [key, slot] of this.slots) if (!this.isStale(slot)) yield [key, slot.value];
  }

  private isStale(slot: Slot<V>): boolean {
    return slot.expiresAt !== Infinity && slot.expiresAt < this.now();
  }
}
