// The sign-in throttle on its own, with a fake clock: per e-mail, per address, the window, success, and
// attempts reserved at once (over HTTP, with Redis too: signin-parallel.test.ts).
import { describe, expect, it } from 'vitest';
import { SignInThrottle } from '../../src/console/signin-throttle.js';
import { MemoryFailureCounts } from '../../src/limits/failure-counts.js';

describe('SignInThrottle', () => {
  const limits = { perEmail: 3, perAddress: 5, windowMs: 60_000 };

  it('refuses an e-mail after its attempts, until the window ends; a success clears it', async () => {
    let now = 0;
    const t = new SignInThrottle(limits, new MemoryFailureCounts(() => now));
    for (let i = 0; i < 3; i++) expect(await t.reserve(i ? 'a@x.pl' : 'A@X.pl ', '10.0.0.1')).toBe(0); // however written
    expect(await t.reserve('a@x.pl', '10.0.0.2')).toBe(60);
    now = 59_000;
    expect(await t.reserve('a@x.pl', '10.0.0.2')).toBe(1);
    now = 60_000;
    expect(await t.reserve('a@x.pl', '10.0.0.3')).toBe(0);
    expect(await t.reserve('a@x.pl', '10.0.0.3')).toBe(0);
    await t.succeeded('a@x.pl', '10.0.0.3');
    expect(await t.reserve('a@x.pl', '10.0.0.4')).toBe(0);
    expect(await t.reserve('a@x.pl', '10.0.0.4')).toBe(0);
    expect(await t.reserve('a@x.pl', '10.0.0.4')).toBe(0); // three since the success
    expect(await t.reserve('a@x.pl', '10.0.0.4')).toBe(60);
  });

  it('refuses an address that tries many e-mails; a success gives the address its attempt back', async () => {
    const t = new SignInThrottle(limits, new MemoryFailureCounts(() => 0));
    for (let i = 0; i < 4; i++) expect(await t.reserve(`user${i}@x.pl`, '10.0.0.9')).toBe(0);
    expect(await t.reserve('owner@x.pl', '10.0.0.9')).toBe(0);
    await t.succeeded('owner@x.pl', '10.0.0.9');
    expect(await t.reserve('user4@x.pl', '10.0.0.9')).toBe(0); // the fifth failure
    expect(await t.reserve('someone.else@x.pl', '10.0.0.9')).toBe(60);
    expect(await t.reserve('someone.else@x.pl', '10.0.0.10')).toBe(0);
  });

  it('a refused attempt counts nothing; an unchecked one is given back', async () => {
    const t = new SignInThrottle(limits, new MemoryFailureCounts(() => 0));
    for (let i = 0; i < 3; i++) await t.reserve('b@x.pl', '10.0.0.20');
    for (let i = 0; i < 5; i++) expect(await t.reserve('b@x.pl', '10.0.0.20')).toBe(60);
    expect(await t.reserve('c@x.pl', '10.0.0.20')).toBe(0); // the address holds 4, not 9
    await t.unchecked('c@x.pl', '10.0.0.20');
    expect(await t.reserve('d@x.pl', '10.0.0.20')).toBe(0);
    expect(await t.reserve('e@x.pl', '10.0.0.20')).toBe(0);
    expect(await t.reserve('f@x.pl', '10.0.0.20')).toBe(60);
  });

  it('parallel attempts reserve no more than the limit', async () => {
    const t = new SignInThrottle(limits, new MemoryFailureCounts(() => 0));
    const waits = await Promise.all(Array.from({ length: 10 }, () => t.reserve('p@x.pl', '10.0.0.30')));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
  });
});
