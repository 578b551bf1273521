// In-flight chats by key: what revoking a key ends, and that an ended request leaves nothing behind.
import { describe, expect, it } from 'vitest';
import { InFlightChats, type Cuttable } from '../../src/chat/in-flight.js';
import { generateApiKey, hashApiKey } from '../../src/auth/keys.js';
import type { ApiError } from '../../src/server/errors.js';

function chat(key: string | undefined): Cuttable & { cut: ApiError[] } {
  const cut: ApiError[] = [];
  return { headers: { authorization: key === undefined ? undefined : `Bearer ${key}` }, cutOff: (r) => cut.push(r), cut };
}

describe('InFlightChats', () => {
  it('revoking a key ends its tracked requests and no other key\'s', () => {
    const chats = new InFlightChats();
    const [k1, k2] = [generateApiKey('live'), generateApiKey('live')];
    const a = chat(k1), b = chat(k1), c = chat(k2);
    for (const x of [a, b, c]) chats.track(x);
    expect(chats.size).toBe(3);
    expect(chats.revoke(hashApiKey(k1))).toBe(2);
    expect(a.cut.map((e) => e.message)).toEqual(['API key revoked']);
    expect(b.cut).toHaveLength(1);
    expect(c.cut).toHaveLength(0);
    expect(chats.size).toBe(1);
  });

  it('an untracked request is not ended by a revocation; the last one of a key drops the key', () => {
    const chats = new InFlightChats();
    const key = generateApiKey('live');
    const a = chat(key), b = chat(key);
    const ta = chats.track(a), tb = chats.track(b);
    chats.untrack(a, ta);
    expect(chats.size).toBe(1);
    chats.untrack(b, tb);
    expect(chats.size).toBe(0);
    expect(chats.revoke(hashApiKey(key))).toBe(0);
    expect(a.cut).toHaveLength(0);
    // Tracked again after the key's set went: a new set, revocable.
    const c = chat(key);
    chats.track(c);
    expect(chats.revoke(hashApiKey(key))).toBe(1);
    expect(c.cut).toHaveLength(1);
  });

  it('untracking after a revocation leaves the next requests of the key tracked', () => {
    const chats = new InFlightChats();
    const key = generateApiKey('live');
    const a = chat(key);
    const ta = chats.track(a);
    chats.revoke(hashApiKey(key));
    const b = chat(key);
    chats.track(b);
    chats.untrack(a, ta); // a's set is no longer the key's: b stays
    expect(chats.size).toBe(1);
    expect(chats.revoke(hashApiKey(key))).toBe(1);
  });

  it('requests without a service key (console sessions) are not tracked', () => {
    const chats = new InFlightChats();
    expect(chats.track(chat(undefined))).toBeNull();
    expect(chats.track(chat('not-a-key'))).toBeNull();
    chats.untrack(chat(undefined), null);
    expect(chats.size).toBe(0);
  });
});
