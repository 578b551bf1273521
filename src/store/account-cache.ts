// Per-account data the chat path reads on every request — PII settings and sealed provider keys —
// cached in memory so the hot path does no database round trip. Writes invalidate the entry here
// and, through the authenticator's NOTIFY channel, on every other instance.
import { LRUCache } from 'lru-cache';
import type { Authenticator } from '../auth/authenticator.js';
import type { ProviderName } from '../providers/types.js';
import { open } from '../secrets/seal.js';
import type { Sql } from './db.js';
import { getPiiSettings, type PiiSettings } from './pii-settings.js';

interface SealedKey { id: string; provider: ProviderName; sealed: Buffer }
interface Entry { settings: PiiSettings; keys: SealedKey[] }

export class AccountCache {
  private readonly cache: LRUCache<string, Promise<Entry>>;

  constructor(
    private readonly sql: Sql,
    private readonly masterKey: Buffer,
    private readonly bus: Authenticator,
    ttlMs: number,
  ) {
    this.cache = new LRUCache({ max: 50_000, ttl: ttlMs });
    bus.onInvalidate('account-data', (accountId) => this.cache.delete(accountId));
  }

  private load(accountId: string): Promise<Entry> {
    let p = this.cache.get(accountId);
    if (!p) {
      p = (async () => {
        const [settings, keys] = await Promise.all([
          getPiiSettings(this.sql, accountId),
          this.sql<SealedKey[]>`
            SELECT id, provider, sealed FROM provider_keys WHERE account_id = ${accountId} ORDER BY created_at DESC, id DESC`,
        ]);
        return { settings, keys: [...keys] };
      })();
      p.catch(() => this.cache.delete(accountId));
      this.cache.set(accountId, p);
    }
    return p;
  }

  async settings(accountId: string): Promise<PiiSettings> {
    return (await this.load(accountId)).settings;
  }

  /** Opens the newest key for the provider; the plaintext is the caller's to drop after use. */
  async providerKey(accountId: string, provider: ProviderName): Promise<{ id: string; apiKey: string } | undefined> {
    const k = (await this.load(accountId)).keys.find((x) => x.provider === provider);
    return k && { id: k.id, apiKey: open(this.masterKey, k.sealed, accountId, k.id) };
  }

  /** Call after changing an account's settings or provider keys. */
  invalidate(accountId: string): Promise<void> {
    return this.bus.invalidate('account-data', accountId);
  }
}
