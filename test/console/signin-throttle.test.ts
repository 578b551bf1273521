// The sign-in throttle on its own, with a fake clock: per e-mail, per address, the window, success.
import { describe, expect, it } from 'vitest';
import { SignInThrottle } from '../../src/console/signin-throttle.js';

describe('SignInThrottle', () => {
  const limits = { perEmail: 3, perAddress: 5, windowMs: 60_000 };

  it('refuses an e-mail after its failures, until the window ends; a success clears it', () => {
    let now = 0;
    const t = new SignInThrottle(limits, () => now);
    for (let i = 0; i < 3; i++) {
      expect(t.retryAfter('a@x.pl', '10.0.0.1')).toBe(0);
      t.recordFailure('A@X.pl ', '10.0.0.1'); // the same e-mail however written
    }
    expect(t.retryAfter('a@x.pl', '10.0.0.2')).toBe(60);
    now = 59_000;
    expect(t.retryAfter('a@x.pl', '10.0.0.2')).toBe(1);
    now = 60_000;
    expect(t.retryAfter('a@x.pl', '10.0.0.2')).toBe(0);
    t.recordFailure('a@x.pl', '10.0.0.3');
    t.recordFailure('a@x.pl', '10.0.0.3');
    t.recordSuccess('a@x.pl');
    t.recordFailure('a@x.pl', '10.0.0.3');
    expect(t.retryAfter('a@x.pl', '10.0.0.4')).toBe(0); // one failure since the success
  });

  it('refuses an address that tries many e-mails', () => {
    const t = new SignInThrottle(limits, () => 0);
    for (let i = 0; i < 5; i++) t.recordFailure(`user${i}@x.pl`, '10.0.0.9');
    expect(t.retryAfter('someone.else@x.pl', '10.0.0.9')).toBe(60);
    expect(t.retryAfter('someone.else@x.pl', '10.0.0.10')).toBe(0);
  });
});
