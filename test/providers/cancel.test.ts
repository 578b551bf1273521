import { describe, expect, it } from 'vitest';
import { CancelToken } from '../../src/providers/cancel.js';

describe('CancelToken', () => {
  it('calls each listener once, in the order added, and not those removed', () => {
    const token = new CancelToken();
    const calls: string[] = [];
    const a = () => calls.push('a'), b = () => calls.push('b'), c = () => calls.push('c');
    token.addEventListener('abort', a);
    token.addEventListener('abort', b);
    token.addEventListener('abort', c);
    token.removeEventListener('abort', b);
    expect(token.aborted).toBe(false);
    token.abort();
    token.abort();
    expect(token.aborted).toBe(true);
    expect(calls).toEqual(['a', 'c']);
  });

  it('never calls a listener added after the abort, as an AbortSignal does not', () => {
    const token = new CancelToken();
    token.abort();
    let called = false;
    token.addEventListener('abort', () => (called = true));
    token.abort();
    expect(called).toBe(false);
  });
});
