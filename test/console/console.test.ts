// The web console end to end in Debian's Chromium (playwright-core, no browser download): sign-in, the
// playground against the recording mock upstream, keys, PII settings, usage chart, a Free account's
// limits, CSRF, and that the page stays on the gateway's origin without console errors. Skipped with a
// message where /usr/bin/chromium is absent. CONSOLE_SCREENSHOTS=1 also writes docs/console-*.png.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/console/password.js';
import { createConsoleUser } from '../../src/store/console-users.js';
import { createProviderKey } from '../../src/store/provider-keys.js';
import { providerEnv } from '../helpers/chat.js';
import { api, startTestGateway, type TestAccount, type TestGateway } from '../helpers/gateway.js';
import { startMockUpstream, type MockUpstream } from '../mocks/upstream.js';

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`console browser tests skipped: ${CHROMIUM} not found (apt-get install chromium)`);
const SCREENSHOTS = process.env.CONSOLE_SCREENSHOTS === '1';
const PASSWORD = 'correct horse battery staple';
const PII = 'Jan Kowalski, PESEL 44051401359, tel. +48 601 234 567';

describe.skipIf(!haveChromium)('web console in Chromium', () => {
  let mock: MockUpstream;
  let gw: TestGateway;
  let browser: Browser;
  let business: TestAccount;
  let free: TestAccount;
  /** Every request any page made, and console errors / page errors not expected by a step. */
  const requests: string[] = [];
  let errors: string[] = [];

  async function addUser(acct: TestAccount, email: string): Promise<void> {
    await createConsoleUser(gw.services.db.sql, acct.accountId, email, await hashPassword(PASSWORD));
  }

  async function open(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    await page.goto(gw.url + '/');
    return { context, page };
  }

  async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Drops the console lines a step expects (the browser logs every refused request as an error). */
  function expectRefused(status: number): void {
    const pattern = `status of ${status}`;
    expect(errors.some((e) => e.includes(pattern))).toBe(true);
    errors = errors.filter((e) => !e.includes(pattern));
  }

  async function shot(page: Page, name: string): Promise<void> {
    if (!SCREENSHOTS) return;
    mkdirSync('docs', { recursive: true });
    await page.screenshot({ path: `docs/console-${name}.png`, fullPage: true });
  }

  beforeAll(async () => {
    mock = await startMockUpstream();
    gw = await startTestGateway({ env: { ...providerEnv(mock.url), FREE_DAILY_REQUESTS: '2' } });
    business = await gw.account('business');
    free = await gw.account('free');
    await addUser(business, 'owner@example.com');
    await addUser(free, 'free@example.com');
    const stored = await api(gw.url, business.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-test-openai-0000' });
    expect(stored.status).toBe(201);
    // A Free account's live keys have no API access and its test keys may not store provider keys: its
    // owner stores them in the console, which the page tests below do not need to repeat.
    await createProviderKey(gw.services.db.sql, gw.services.masterKey, free.accountId, 'openai', 'sk-test-openai-0000', null, null);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await gw?.close();
    await mock?.close();
  });

  it('signs in (a wrong password is refused), then works through every page', async () => {
    const { context, page } = await open();
    await shot(page, 'sign-in');
    await signIn(page, 'owner@example.com', 'not the password at all');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('wrong e-mail or password');
    expectRefused(401);
    await signIn(page, 'owner@example.com');
    await page.getByRole('link', { name: 'Playground' }).waitFor();

    // Playground: personal data goes out as tags and comes back restored.
    await page.getByLabel('Model').selectOption('gpt-4o');
    await page.getByLabel('System prompt').fill('Answer briefly.');
    await page.getByLabel('Message').fill(PII);
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.getByRole('region', { name: 'Answer' });
    const sent = page.getByRole('region', { name: 'Sent to provider' });
    await expect.poll(() => answer.locator('.turn.assistant').textContent(), { timeout: 10_000 }).toContain('44051401359');
    await expect.poll(() => sent.textContent()).toContain('Prompt tokens');
    const sentText = (await sent.textContent())!;
    expect(sentText).toContain('<PESEL_1>');
    expect(sentText).toContain('<PERSON_1>');
    expect(sentText).not.toContain('44051401359');
    expect(sentText).not.toContain('Kowalski');
    expect(await sent.locator('mark.tag').count()).toBeGreaterThan(2);
    const upstream = JSON.stringify(mock.requests.at(-1)!.body);
    expect(upstream).not.toContain('44051401359');
    expect(upstream).toContain('<PESEL_1>');
    // A second turn carries the history.
    const sentBefore = mock.requests.length;
    await page.getByLabel('Message').fill('And his phone? He has diabetes (cukrzyca).');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => answer.locator('.turn.assistant').last().textContent()).toContain('phone');
    expect(mock.requests.length).toBe(sentBefore + 1);
    // The history goes out again (the gateway adds its own system notice about the tags).
    const roles: string[] = mock.requests.at(-1)!.body.messages.map((m: { role: string }) => m.role);
    expect(roles.filter((r) => r !== 'system')).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(mock.requests.at(-1)!.body.messages)).toContain('Answer briefly.');
    // Art. 9 data is flagged beside what was sent (the default action forwards it).
    await expect.poll(() => sent.getByRole('status').textContent()).toContain('SENSITIVE_HEALTH');
    await shot(page, 'playground');

    // Keys: create (shown once), revoke with confirmation; the revoked key stops working.
    await page.getByRole('link', { name: 'Keys', exact: true }).click();
    await page.getByLabel('Name').fill('from the console');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByLabel('New API key').textContent())!;
    expect(secret).toMatch(/^vpx_live_\w{24}$/);
    expect((await api(gw.url, secret)('GET', '/v1/keys')).status).toBe(200);
    await shot(page, 'keys');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Revoke from the console' }).click();
    await page.getByRole('button', { name: 'Confirm revoke' }).click();
    await expect.poll(() => page.locator('tbody').textContent()).not.toContain('from the console');
    expect((await api(gw.url, secret)('GET', '/v1/keys')).status).toBe(401);

    // Provider keys: listed masked.
    await page.getByRole('link', { name: 'Provider keys' }).click();
    await expect.poll(() => page.locator('table').textContent()).toContain('…');
    expect(await page.locator('body').textContent()).not.toContain('sk-test-openai-0000');
    await shot(page, 'provider-keys');

    // PII settings: turning phone numbers off is what the API then reports.
    await page.getByRole('link', { name: 'PII settings' }).click();
    await page.getByRole('checkbox', { name: /^phone/ }).uncheck();
    await page.getByLabel('Art. 9 action').selectOption('block');
    // The gender hint applies to tag mode only: it is offered there and greyed out for pseudonyms.
    await page.getByRole('checkbox', { name: /grammatical gender/ }).check();
    await page.getByLabel('Names sent to the provider as').selectOption('pseudonyms');
    await expect.poll(() => page.getByRole('checkbox', { name: /grammatical gender/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Settings saved');
    const settings = (await api(gw.url, business.liveKey)('GET', '/v1/settings/pii')).json;
    expect(settings.enabled_types).not.toContain('phone');
    expect(settings.art9_action).toBe('block');
    expect(settings.replacement).toBe('pseudonyms');
    expect(settings.tag_gender_hint).toBe(true);
    await shot(page, 'pii-settings');

    // Usage: both charts drawn, with this session's requests counted.
    await page.getByRole('link', { name: 'Usage' }).click();
    await expect.poll(() => page.locator('.uplot canvas').count()).toBe(4);
    await expect.poll(() => page.locator('.totals').textContent()).toMatch(/Requests\s*2/);
    await shot(page, 'usage');

    // Back in the playground, the conversation is still there.
    await page.getByRole('link', { name: 'Playground' }).click();
    await expect.poll(() => answer.locator('.turn.assistant').count()).toBe(2); // after the page has rendered
    // Phone width: every page fits without sideways scrolling and the navigation stays reachable.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['Keys', 'Provider keys', 'PII settings', 'Usage', 'Playground']) {
      await page.getByRole('link', { name, exact: true }).click();
      await page.getByRole('link', { name, exact: true }).waitFor();
      const overflow = await page.evaluate(() => {
        const w = globalThis as any; // runs in the page; the tests' types have no DOM
        const all = [...w.document.querySelectorAll('body *')].map((e: any) => ({ e, r: e.getBoundingClientRect() }));
        const wide = all.filter(({ r }) => r.right > w.innerWidth + 1).map(({ e, r }) => `${e.tagName}.${e.className}:${Math.round(r.left)}-${Math.round(r.right)}`);
        return { by: w.document.documentElement.scrollWidth - w.innerWidth as number, what: wide.slice(0, 8) as string[] };
      });
      expect(overflow.by, `${name} at 390 px: ${overflow.what.join(', ')}`).toBeLessThanOrEqual(0);
    }
    if (SCREENSHOTS) {
      await page.getByRole('button', { name: 'New chat' }).click();
      await shot(page, 'phone');
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // Sign-out ends the session on the server too.
    const cookies = await context.cookies();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('E-mail').waitFor();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await api(gw.url)('GET', '/v1/keys', undefined, { cookie })).status).toBe(401);
    await context.close();
  }, 60_000);

  it('a Free account sees only its models and is refused past its daily quota', async () => {
    const { context, page } = await open();
    await signIn(page, 'free@example.com');
    await page.getByLabel('Model').waitFor();
    const options = await page.getByLabel('Model').locator('option').allTextContents();
    expect(options.sort()).toEqual(['google/gemini-2.5-flash-lite', 'gpt-5.4-nano']);
    await page.getByLabel('Model').selectOption('gpt-5.4-nano');
    const answer = page.getByRole('region', { name: 'Answer' });
    for (let i = 1; i <= 2; i++) {
      await page.getByLabel('Message').fill(`question ${i}`);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => answer.locator('.turn.assistant').last().textContent()).toContain(`question ${i}`);
    }
    await page.getByLabel('Message').fill('one too many');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('free plan allows 2 requests a day');
    expect(await page.locator('.settings').textContent()).toContain('0 of 2 requests left this day');
    expectRefused(429);
    // The live key of a Free account still has no API access; the console session does.
    expect((await api(gw.url, free.liveKey)('GET', '/v1/keys')).status).toBe(403);
    await context.close();
  }, 30_000);

  it('refuses a cross-site POST that carries the session cookie', async () => {
    const { context, page } = await open();
    // Signed in with the keyboard alone: focus the first field, type, Tab, type, Enter.
    await page.getByLabel('E-mail').focus();
    await page.keyboard.type('owner@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Keys', exact: true }).waitFor();
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const post = api(gw.url);
    const before = (await api(gw.url, business.liveKey)('GET', '/v1/keys')).json.keys.length;
    const host = new URL(gw.url).host;
    const refused: Array<Record<string, string>> = [
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: gw.url, 'sec-fetch-site': 'cross-site' },
      { cookie }, // no Origin: no page of ours sent it
    ];
    for (const headers of refused) {
      const r = await post('POST', '/v1/keys', { name: 'csrf' }, headers);
      expect(r.status).toBe(403);
      expect(r.json.error.message).toContain('cross-site request refused');
    }
    expect((await api(gw.url, business.liveKey)('GET', '/v1/keys')).json.keys.length).toBe(before);
    // The same request from the console's own origin goes through.
    const ok = await post('POST', '/v1/keys', { name: 'same origin', kind: 'test' }, { cookie, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' });
    expect(ok.status).toBe(201);
    // The cookie is HttpOnly and SameSite=Strict.
    const c = (await context.cookies()).find((x) => x.name === 'gw_session')!;
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe('Strict');
    await context.close();
  }, 30_000);

  it('no page request left the gateway, and the browser logged no errors', () => {
    expect(requests.length).toBeGreaterThan(10);
    expect(requests.filter((u) => !u.startsWith(gw.url + '/') && !u.startsWith('data:'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
