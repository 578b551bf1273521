// Per-worker cache of detection results per text, so that text a client sends again — the same
// system prompt on every request, the whole conversation history on every turn of a chat — is not
// scanned again (rules, NER and Art. 9). Only the new message of a turn costs detection.
//
// It holds no personal data: the key is a SHA-256 digest of the text and of the settings it was
// scanned with, the value is offsets and entity types (the values are cut out of the request's own
// text each time). Entries live at most `ttlMs` and at most `maxEntries` are kept, least recently
// used out first. Runs inside the PII worker only.
import { hash } from 'node:crypto';
import type { Entity } from './anonymize.js';
import type { Art9Category } from './types.js';

export interface CachedDetection {
  entities: readonly Entity[];
  /** Art. 9 categories in this text (empty when the scan was not requested). */
  art9: readonly Art9Category[];
}

export interface DetectionCacheOptions {
  /** Most entries kept; 0 turns the cache off. */
  maxEntries: number;
  /** Longest life of an entry, from when it was stored. */
  ttlMs: number;
  /** Clock (tests). */
  now?: () => number;
}

interface Entry {
  value: CachedDetection;
  storedAt: number;
}

export class DetectionCache {
  private readonly entries = new Map<string, Entry>(); // iteration order = least recently used first
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly opts: DetectionCacheOptions) {
    this.now = opts.now ?? (() => performance.now());
  }

  get enabled(): boolean {
    return this.opts.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The key of `text` scanned with `settings` (anything that changes the result: types, NER, Art. 9). */
  static key(text: string, settings: string): string {
    return hash('sha256', `${settings}\u0000${text}`, 'base64'); // one-shot: no Hash object per text
  }

  get(key: string): CachedDetection | undefined {
    const e = this.entries.get(key);
    if (!e) { this.misses++; return undefined; }
    this.entries.delete(key);
    if (this.now() - e.storedAt > this.opts.ttlMs) { this.misses++; return undefined; }
    this.entries.set(key, e); // most recently used last
    this.hits++;
    return e.value;
  }

  set(key: string, value: CachedDetection): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.opts.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}
