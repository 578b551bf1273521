// The sign-in throttle on its own, with a fake clock: per e-mail, per address, the window, success.
import { describe, expect, it } from 'vitest';
import { SignInThrottle } from '../../src/console/signin-throttle.js';
import { MemoryFailureCounts } from '../../src/limits/failure-counts.js';

describe('SignInThrottle', () => {
  const limits = { perEmail: 3, perAddress: 5, windowMs: 60_000 };

  it('refuses an e-mail after its failures, until the window ends; a success clears it', async () => {
    let now = 0;
    const t = new SignInThrottle(limits, new MemoryFailureCounts(() => now));
    for (let i = 0; i < 3; i++) {
      expect(await t.retryAfter('a@x.pl', '10.0.0.1')).toBe(0);
      await t.recordFailure('A@X.pl ', '10.0.0.1'); // the same e-mail however written
    }
    expect(await t.retryAfter('a@x.pl', '10.0.0.2')).toBe(60);
    now = 59_000;
    expect(await t.retryAfter('a@x.pl', '10.0.0.2')).toBe(1);
    now = 60_000;
    expect(await t.retryAfter('a@x.pl', '10.0.0.2')).toBe(0);
    await t.recordFailure('a@x.pl', '10.0.0.3');
    await t.recordFailure('a@x.pl', '10.0.0.3');
    await t.recordSuccess('a@x.pl');
    await t.recordFailure('a@x.pl', '10.0.0.3');
    expect(await t.retryAfter('a@x.pl', '10.0.0.4')).toBe(0); // one failure since the success
  });

  it('refuses an address that tries many e-mails', async () => {
    const t = new SignInThrottle(limits, new MemoryFailureCounts(() => 0));
    for (let i = 0; i < 5; i++) await t.recordFailure(`user${i}@x.pl`, '10.0.0.9');
    expect(await t.retryAfter('someone.else@x.pl', '10.0.0.9')).toBe(60);
    expect(await t.retryAfter('someone.else@x.pl', '10.0.0.10')).toBe(0);
  });
});
