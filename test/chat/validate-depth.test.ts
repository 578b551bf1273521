// The nesting limit of chat bodies, as a unit: exact boundary, arrays count like objects, and a
// structure far deeper than any call stack is refused without recursion.
import { describe, expect, it } from 'vitest';
import { validateChatRequest } from '../../src/chat/validate.js';
import { ApiError } from '../../src/server/errors.js';

const base = { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] };

/** `levels` nested containers, alternating objects and arrays, built in a loop. */
function nested(levels: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { k: v };
  return v;
}

const refusal = (body: Record<string, unknown>, maxDepth: number): string => {
  try {
    validateChatRequest(body, maxDepth);
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    return (err as ApiError).message;
  }
  throw new Error('expected a refusal');
};

describe('chat body nesting limit', () => {
  it('the body is level 1: a field may nest maxDepth - 1 levels', () => {
    expect(() => validateChatRequest({ ...base, metadata: nested(9) }, 10)).not.toThrow();
    expect(refusal({ ...base, metadata: nested(10) }, 10)).toBe('metadata: nested deeper than the limit of 10 levels');
  });

  it('counts the messages structure itself', () => {
    // body(1) > messages(2) > message(3) > content(4) > part(5) > image_url(6)
    const body = { model: 'gpt-4o', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'x' } }] }] };
    expect(() => validateChatRequest(body, 6)).not.toThrow();
    expect(refusal(body, 5)).toBe('messages: nested deeper than the limit of 5 levels');
  });

  it('a hundred thousand levels are refused, not a stack overflow', () => {
    expect(refusal({ ...base, tools: nested(100_000) }, 64)).toBe('tools: nested deeper than the limit of 64 levels');
  });

  it('wide but shallow is fine', () => {
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, [{ a: [i] }]]));
    expect(() => validateChatRequest({ ...base, metadata: wide }, 64)).not.toThrow();
  });

  it('an unlisted top-level key is not named', () => {
    expect(refusal({ ...base, 'Anna Nowak': nested(100) }, 64)).toBe('request body: nested deeper than the limit of 64 levels');
  });
});
