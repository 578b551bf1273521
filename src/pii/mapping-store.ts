// In-memory store of per-request mappings (request id → tag → original value). Never persisted,
// never logged. Entries expire 60 s after they were stored unless deleted earlier or touched by an
// active stream; the store is bounded in entries and in (approximate) bytes, least recently used
// entries go first.
import { LRUCache } from 'lru-cache';
import type { Mapping } from './types.js';

export interface MappingStoreOptions {
  /** Time to live in ms (default 60 000). */
  ttlMs?: number;
  /** Maximum number of mappings held (default 100 000). */
  maxEntries?: number;
  /** Maximum total size in bytes, counted as UTF-16 string bytes plus overhead (default 256 MiB). */
  maxBytes?: number;
  /** How often stale entries are purged from memory, in ms (default 5 000; 0 disables the timer). */
  purgeIntervalMs?: number;
  /** Clock for tests (ms, monotonic). */
  now?: () => number;
}

/** Fixed per-entry and per-tag overheads, so tiny mappings still count towards maxBytes. */
const ENTRY_OVERHEAD_BYTES = 64;
const TAG_OVERHEAD_BYTES = 16;

/** Approximate memory of a mapping: 2 bytes per UTF-16 unit of tags and values, plus overhead. */
export function mappingBytes(mapping: Mapping): number {
  let bytes = ENTRY_OVERHEAD_BYTES;
  for (const tag in mapping) bytes += (tag.length + mapping[tag].length) * 2 + TAG_OVERHEAD_BYTES;
  return bytes;
}

export class MappingStore {
  private readonly cache: LRUCache<string, Mapping>;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(opts: MappingStoreOptions = {}) {
    const ttl = opts.ttlMs ?? 60_000;
    const maxBytes = opts.maxBytes ?? 256 * 1024 * 1024;
    if (!(ttl > 0) || !(maxBytes > 0) || !((opts.maxEntries ?? 1) > 0)) {
      throw new Error('MappingStore: ttlMs, maxEntries and maxBytes must be positive');
    }
    this.cache = new LRUCache<string, Mapping>({
      max: opts.maxEntries ?? 100_000,
      maxSize: maxBytes,
      sizeCalculation: mappingBytes,
      ttl,
      // Expiry is exact to the millisecond (the default caches "now" for 1 ms with a timer).
      ttlResolution: 0,
      ...(opts.now ? { perf: { now: opts.now } } : {}),
    });
    const every = opts.purgeIntervalMs ?? 5_000;
    if (every > 0) {
      // Stale mappings hold personal data: drop them from memory, not only from view.
      this.timer = setInterval(() => this.cache.purgeStale(), every);
      this.timer.unref();
    }
  }

  /** Stores a mapping; false if it alone is larger than the byte bound (then it is not stored). */
  set(requestId: string, mapping: Mapping): boolean {
    this.cache.set(requestId, mapping);
    return this.cache.has(requestId);
  }

  get(requestId: string): Mapping | undefined {
    return this.cache.get(requestId);
  }

  /** Restarts the TTL of an entry (a stream is still using it). False if it is gone. */
  touch(requestId: string): boolean {
    return this.cache.get(requestId, { updateAgeOnGet: true }) !== undefined;
  }

  delete(requestId: string): boolean {
    return this.cache.delete(requestId);
  }

  /** Drops expired entries now (also done periodically). */
  purgeStale(): void {
    this.cache.purgeStale();
  }

  /** Number of entries held (expired ones count until purged). */
  get size(): number {
    return this.cache.size;
  }

  /** Approximate bytes held. */
  get bytes(): number {
    return this.cache.calculatedSize;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.cache.clear();
  }
}
