// Per-account data the chat path reads on every request — PII settings and sealed provider keys —
// cached in memory so the hot path does no database round trip. Writes invalidate the entry here
// and, through the invalidation bus, on every other instance.
import { BoundedCache } from '../bounded-cache.js';
import type { InvalidationBus } from '../auth/invalidation-bus.js';
import type { Logger } from '../log.js';
import type { ProviderName } from '../providers/types.js';
import { open } from '../secrets/seal.js';
import { ApiError } from '../server/errors.js';
import type { Sql } from './db.js';
import { getPiiSettings, type PiiSettings } from './pii-settings.js';
import { withStoreTimeout } from './unavailable.js';

interface SealedKey {
  id: string;
  provider: ProviderName;
  sealed: Buffer;
  /** The opened key, kept with its row: an AES-GCM open per request was a visible share of the event
   * loop's time on short prompts (`npm run bench`), and the row (so this too) is dropped on any change to the account's keys and after the TTL. */
  apiKey?: string;
}
interface Entry { settings: PiiSettings; keys: SealedKey[] }

/** Unreadable keys remembered so each is logged once; past this many the memory starts over. */
const MAX_REPORTED = 10_000;

export class AccountCache {
  private readonly cache: BoundedCache<string, Promise<Entry>>;
  private readonly reported = new Set<string>();

  constructor(
    private readonly sql: Sql,
    private readonly masterKey: Buffer,
    private readonly bus: Pick<InvalidationBus, 'onInvalidate' | 'invalidate'>,
    ttlMs: number,
    private readonly log?: Logger,
    /** Loading an account's data that takes longer fails as a store outage (503); default: no limit. */
    private readonly storeTimeoutMs?: number,
  ) {
    this.cache = new BoundedCache({ max: 50_000, ttl: ttlMs });
    bus.onInvalidate('account-data', (accountId) => this.cache.delete(accountId));
  }

  private load(accountId: string): Promise<Entry> {
    let p = this.cache.get(accountId);
    if (!p) {
      p = (async () => {
        const both = Promise.all([
          getPiiSettings(this.sql, accountId),
          this.sql<SealedKey[]>`
            SELECT id, provider, sealed FROM provider_keys WHERE account_id = ${accountId} ORDER BY created_at DESC, id DESC`,
        ]);
        const [settings, keys] = await (this.storeTimeoutMs ? withStoreTimeout(both, this.storeTimeoutMs) : both);
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

  /**
   * Opens every key stored for the provider, newest first (failover tries them in this order). A key
   * that does not open is left out while another one opens; when none opens, the newest one's error.
   */
  async providerKeys(accountId: string, provider: ProviderName): Promise<Array<{ id: string; apiKey: string }>> {
    const out: Array<{ id: string; apiKey: string }> = [];
    let firstError: unknown = null;
    for (const k of (await this.load(accountId)).keys) {
      if (k.provider !== provider) continue;
      try {
        out.push({ id: k.id, apiKey: (k.apiKey ??= this.open(accountId, k)) });
      } catch (err) {
        firstError ??= err;
      }
    }
    if (out.length === 0 && firstError) throw firstError;
    return out;
  }

  /** A key that does not open was sealed under another master key (or its row was altered): the
   * client is told which key and what to do, the operator is told once per key. */
  private open(accountId: string, k: SealedKey): string {
    try {
      return open(this.masterKey, k.sealed, accountId, k.id);
    } catch {
      this.reportUnreadable(accountId, k);
      throw new ApiError('internal_error',
        `the stored ${k.provider} provider key ${k.id} cannot be decrypted with this gateway's master key ` +
        `(GATEWAY_MASTER_KEY differs from the one that stored it); store it again with POST /v1/provider-keys`);
    }
  }

  private reportUnreadable(accountId: string, k: SealedKey): void {
    if (this.reported.has(k.id)) return;
    if (this.reported.size >= MAX_REPORTED) this.reported.clear();
    this.reported.add(k.id);
    this.log?.error({ provider_key_id: k.id, provider: k.provider, account_id: accountId },
      'a stored provider key cannot be decrypted with GATEWAY_MASTER_KEY; was it sealed under another master key?');
  }

  /** Call after changing an account's settings or provider keys. */
  invalidate(accountId: string): Promise<void> {
    return this.bus.invalidate('account-data', accountId);
  }
}
