import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../src/bounded-cache.js';

function clock() {
  const c = { t: 1_000, now: () => c.t };
  return c;
}

describe('BoundedCache', () => {
  it('evicts the least recently used entry over max; a get counts as a use', () => {
    const cache = new BoundedCache<string, number>({ max: 3 });
    cache.set('a', 1).set('b', 2).set('c', 3);
    expect(cache.get('a')).toBe(1); // b is now the least recently used
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    expect([...cache.entries()]).toEqual([['c', 3], ['a', 1], ['d', 4]]);
    cache.set('c', 30); // an update is a use, not a new entry: nothing goes
    cache.set('e', 5);
    expect([...cache.entries()].map(([k]) => k)).toEqual(['d', 'c', 'e']);
    expect(cache.size).toBe(3);
  });

  it('the newest key read again stays newest, and a deleted newest key does not shield another', () => {
    const cache = new BoundedCache<string, number>({ max: 2 });
    cache.set('a', 1).set('b', 2);
    expect(cache.get('b')).toBe(2);
    expect(cache.get('b')).toBe(2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.delete('c')).toBe(true);
    expect(cache.delete('c')).toBe(false);
    cache.set('d', 4).set('e', 5);
    expect([...cache.entries()].map(([k]) => k)).toEqual(['d', 'e']);
  });

  it('an entry goes stale ttl after its last set, not its last get, and is dropped when read', () => {
    const c = clock();
    const cache = new BoundedCache<string, string>({ max: 10, ttl: 100, now: c.now });
    cache.set('k', 'v');
    c.t += 60;
    expect(cache.get('k')).toBe('v');
    c.t += 40; // exactly ttl after the set: still fresh, as lru-cache
    expect(cache.get('k')).toBe('v');
    c.t += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('k', 'v2');
    c.t += 90;
    cache.set('k', 'v3');
    c.t += 90;
    expect(cache.get('k')).toBe('v3');
  });

  it('lists only fresh entries, and may be deleted from while listing', () => {
    const c = clock();
    const cache = new BoundedCache<string, number>({ max: 10, ttl: 100, now: c.now });
    cache.set('old', 1);
    c.t += 50;
    cache.set('x', 2).set('y', 3);
    c.t += 60;
    expect([...cache.entries()]).toEqual([['x', 2], ['y', 3]]);
    for (const [k] of cache.entries()) cache.delete(k);
    expect([...cache.entries()]).toEqual([]);
  });

  it('without a ttl nothing goes stale', () => {
    const c = clock();
    const cache = new BoundedCache<string, number>({ max: 1, now: c.now });
    cache.set('a', 1);
    c.t += 1e12;
    expect(cache.get('a')).toBe(1);
  });

  it('holds memory for what it holds, not for max', () => {
    const cache = new BoundedCache<string, number>({ max: 100_000_000 });
    cache.set('a', 1);
    expect(cache.size).toBe(1);
  });

  it('rejects a max or ttl that is not positive', () => {
    expect(() => new BoundedCache({ max: 0 })).toThrow(/max/);
    expect(() => new BoundedCache({ max: 1, ttl: 0 })).toThrow(/ttl/);
  });
});
