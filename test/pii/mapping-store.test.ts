import { afterEach, describe, expect, it } from 'vitest';
import { MappingStore, mappingBytes } from '../../src/pii/mapping-store.js';

// lru-cache treats a start time of 0 as "no start time", so the fake clock starts at 1.
let now = 1;
const clock = () => now;
const stores: MappingStore[] = [];
function store(opts: ConstructorParameters<typeof MappingStore>[0] = {}): MappingStore {
  const s = new MappingStore({ now: clock, purgeIntervalMs: 0, ...opts });
  stores.push(s);
  return s;
}
afterEach(() => { for (const s of stores.splice(0)) s.close(); now = 1; });

describe('MappingStore', () => {
  it('set / get / delete', () => {
    const s = store();
    expect(s.set('req-1', { '<PERSON_1>': 'Jan' })).toBe(true);
    expect(s.get('req-1')).toEqual({ '<PERSON_1>': 'Jan' });
    expect(s.size).toBe(1);
    expect(s.delete('req-1')).toBe(true);
    expect(s.get('req-1')).toBeUndefined();
    expect(s.delete('req-1')).toBe(false);
  });
  it('expires after the TTL (60 s by default) on a fake clock', () => {
    const s = store();
    now = 1_000;
    s.set('a', { '<PESEL_1>': '44051401359' });
    now = 60_999;
    expect(s.get('a')).toBeDefined();
    now = 61_001;
    expect(s.get('a')).toBeUndefined();
  });
  it('touch() restarts the TTL while a stream is active; touching a missing entry is false', () => {
    const s = store({ ttlMs: 1_000 });
    s.set('a', { '<PERSON_1>': 'Jan' });
    now = 901;
    expect(s.touch('a')).toBe(true);
    now = 1_801;
    expect(s.get('a')).toBeDefined();
    now = 2_902;
    expect(s.touch('a')).toBe(false);
    expect(s.touch('missing')).toBe(false);
  });
  it('touch() within ttl/64 of the set or last touch leaves the expiry as it is; a later touch restarts it', () => {
    const s = store({ ttlMs: 6_400 }); // slack: 100 ms
    s.set('a', {}); s.set('b', {}); // at 1: both expire at 6 401
    now = 99;
    expect(s.touch('a')).toBe(true); // 98 ms after the set: nothing moves
    now = 102;
    expect(s.touch('b')).toBe(true); // 101 ms after: expires at 6 502
    now = 6_402;
    expect(s.get('a')).toBeUndefined();
    expect(s.get('b')).toBeDefined();
    now = 6_503;
    expect(s.get('b')).toBeUndefined();
  });
  it('keeps size and bytes exact through set/touch/delete cycles', () => {
    const s = store();
    const m = { '<PERSON_1>': 'Jan' };
    for (let i = 0; i < 1_000; i++) {
      s.set(`r${i}`, m);
      if (i % 3 === 0) s.touch(`r${i}`);
      if (i % 2 === 0) s.delete(`r${i}`);
    }
    expect(s.size).toBe(500);
    expect(s.bytes).toBe(500 * mappingBytes(m));
    s.set('r1', m); // replacing an entry does not double-count it
    expect(s.bytes).toBe(500 * mappingBytes(m));
  });
  it('purgeStale drops expired entries from memory (size and bytes go down)', () => {
    const s = store({ ttlMs: 1_000 });
    s.set('a', { '<PERSON_1>': 'Jan' });
    s.set('b', { '<PERSON_1>': 'Ola' });
    expect(s.size).toBe(2);
    expect(s.bytes).toBeGreaterThan(0);
    now = 5_000;
    s.purgeStale();
    expect(s.size).toBe(0);
    expect(s.bytes).toBe(0);
  });
  it('is bounded in entries (the entry closest to expiry goes first; touch refreshes)', () => {
    const s = store({ maxEntries: 2 });
    s.set('a', {}); s.set('b', {});
    now = 10_000; // past the slack in which a touch changes nothing (below)
    s.touch('a');
    s.set('c', {});
    expect(s.get('b')).toBeUndefined();
    expect(s.get('a')).toBeDefined();
    expect(s.size).toBe(2);
  });
  it('is bounded in bytes; a single mapping over the bound is refused', () => {
    const m = { '<PERSON_1>': 'x'.repeat(100) };
    const one = mappingBytes(m);
    expect(one).toBe(64 + (10 + 100) * 2 + 16);
    const s = store({ maxBytes: one * 2 + 1 });
    s.set('a', m); s.set('b', m); s.set('c', m);
    expect(s.size).toBe(2);
    expect(s.bytes).toBe(one * 2);
    expect(s.set('huge', { '<PERSON_1>': 'x'.repeat(10_000) })).toBe(false);
    expect(s.get('huge')).toBeUndefined();
  });
  it('rejects nonsensical bounds with a clear error', () => {
    expect(() => new MappingStore({ ttlMs: 0 })).toThrow(/ttlMs/);
  });
});
