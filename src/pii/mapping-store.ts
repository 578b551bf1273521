// In-memory store of per-request mappings (request id → tag → original value). Never persisted,
// never logged. Entries expire 60 s after they were stored unless deleted earlier or touched by an
// active stream; the store is bounded in entries and in (approximate) bytes, least recently used
// entries go first.
import { ENTITY_FORMS, type Mapping } from './types.js';

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
  // Linked persons and places: their lemmas and every form seen, a few strings each.
  const entities = mapping[ENTITY_FORMS];
  if (entities) {
    for (const tag in entities) {
      const e = entities[tag];
      bytes += (e.lemma.length * 2 + TAG_OVERHEAD_BYTES) * 2;
      for (const f of e.forms) bytes += f.form.length * 2 + TAG_OVERHEAD_BYTES;
    }
  }
  return bytes;
}

interface Entry { mapping: Mapping; bytes: number; expiresAt: number }

/**
 * A Map in expiry order: every entry lives exactly ttlMs from its last set/touch, so re-inserting on
 * set/touch keeps the Map ordered by expiry and both purging and eviction work from the front.
 * (Not lru-cache: its delete of the last entry clears and re-allocates the whole pre-sized store,
 * which happens on every request when the store empties between requests; `npx tsx bench/lib/micro.ts`.)
 */
export class MappingStore {
  private readonly entries = new Map<string, Entry>();
  private readonly ttl: number;
  /** A touch this soon after the last one (or the set) changes nothing (see touch). */
  private readonly touchSlack: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private totalBytes = 0;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(opts: MappingStoreOptions = {}) {
    this.ttl = opts.ttlMs ?? 60_000;
    this.touchSlack = this.ttl / 64;
    this.maxBytes = opts.maxBytes ?? 256 * 1024 * 1024;
    this.maxEntries = opts.maxEntries ?? 100_000;
    if (!(this.ttl > 0) || !(this.maxBytes > 0) || !(this.maxEntries > 0)) {
      throw new Error('MappingStore: ttlMs, maxEntries and maxBytes must be positive');
    }
    this.now = opts.now ?? (() => performance.now());
    const every = opts.purgeIntervalMs ?? 5_000;
    if (every > 0) {
      // Stale mappings hold personal data: drop them from memory, not only from view.
      this.timer = setInterval(() => this.purgeStale(), every);
      this.timer.unref();
    }
  }

  /** Stores a mapping; false if it alone is larger than the byte bound (then it is not stored). */
  set(requestId: string, mapping: Mapping): boolean {
    this.delete(requestId);
    const bytes = mappingBytes(mapping);
    if (bytes > this.maxBytes) return false;
    this.entries.set(requestId, { mapping, bytes, expiresAt: this.now() + this.ttl });
    this.totalBytes += bytes;
    // Over a bound: the entries closest to expiry go first.
    for (const [id] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) break;
      this.delete(id);
    }
    return true;
  }

  get(requestId: string): Mapping | undefined {
    const e = this.entries.get(requestId);
    if (!e) return undefined;
    if (e.expiresAt <= this.now()) {
      this.delete(requestId);
      return undefined;
    }
    return e.mapping;
  }

  /**
   * Restarts the TTL of an entry (a stream is still using it). False if it is gone. A stream touches at every
   * upstream read: an entry set or touched less than ttl/64 ago is left where it is (it then expires between
   * 63/64 of the TTL and the TTL after its last touch), which spares the Map a delete and an insert per event.
   */
  touch(requestId: string): boolean {
    const e = this.entries.get(requestId);
    if (!e) return false;
    const now = this.now();
    if (e.expiresAt <= now) {
      this.delete(requestId);
      return false;
    }
    if (e.expiresAt - now > this.ttl - this.touchSlack) return true;
    // Re-insert at the back: the Map stays in expiry order.
    this.entries.delete(requestId);
    e.expiresAt = now + this.ttl;
    this.entries.set(requestId, e);
    return true;
  }

  delete(requestId: string): boolean {
    const e = this.entries.get(requestId);
    if (!e) return false;
    this.entries.delete(requestId);
    this.totalBytes -= e.bytes;
    return true;
  }

  /** Drops expired entries now (also done periodically). */
  purgeStale(): void {
    const now = this.now();
    for (const [id, e] of this.entries) {
      if (e.expiresAt > now) break;
      this.delete(id);
    }
  }

  /** Number of entries held (expired ones count until purged). */
  get size(): number {
    return this.entries.size;
  }

  /** Approximate bytes held. */
  get bytes(): number {
    return this.totalBytes;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.entries.clear();
    this.totalBytes = 0;
  }
}
