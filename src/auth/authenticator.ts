// Bearer-key authentication with an in-process cache. Revocation is immediate: the revoking
// process drops the entry itself and, on a PostgreSQL server, tells every other instance through
// LISTEN/NOTIFY (and waits for its own notification to come back, so the others have it too).
import { LRUCache } from 'lru-cache';
import { ApiError } from '../server/errors.js';
import type { Database } from '../store/db.js';
import { findPrincipalByHash, type KeyPrincipal } from '../store/api-keys.js';
import { hashApiKey, parseApiKey } from './keys.js';

const CHANNEL = 'gateway_auth_invalidate';
const NEGATIVE = Symbol('unknown key');

export interface AuthenticatorOptions {
  ttlMs: number;
  onCacheResult?(hit: boolean): void;
}

export class Authenticator {
  private readonly cache: LRUCache<string, KeyPrincipal | typeof NEGATIVE>;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly echoWaiters = new Map<string, () => void>();
  private readonly listeners: Array<{ prefix: string; fn: (rest: string) => void }> = [];

  constructor(
    private readonly db: Database,
    private readonly opts: AuthenticatorOptions,
  ) {
    this.cache = new LRUCache({ max: 100_000, ttl: opts.ttlMs });
  }

  /** Subscribes to invalidations from other instances (server mode only; PGlite has no LISTEN). */
  async start(): Promise<void> {
    if (!this.db.server) return;
    const sub = await this.db.sql.listen(CHANNEL, (payload) => this.applyInvalidation(payload));
    this.unlisten = sub.unlisten;
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  /** Resolves the Authorization header to a principal or throws 401. */
  async authenticate(header: string | undefined): Promise<KeyPrincipal> {
    if (!header) throw new ApiError('authentication_error', 'missing Authorization header; expected "Bearer <API_KEY>"');
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) throw new ApiError('authentication_error', 'malformed Authorization header; expected "Bearer <API_KEY>"');
    const key = m[1];
    if (!parseApiKey(key)) {
      throw new ApiError('authentication_error', 'invalid API key format; expected vpx_live_ or vpx_test_ followed by 24 characters');
    }
    const hash = hashApiKey(key);
    let principal = this.cache.get(hash);
    this.opts.onCacheResult?.(principal !== undefined);
    if (principal === undefined) {
      principal = (await findPrincipalByHash(this.db.sql, hash)) ?? NEGATIVE;
      // Unknown keys are cached too (briefly), so guessing keys cannot hammer the database.
      this.cache.set(hash, principal, principal === NEGATIVE ? { ttl: 5_000 } : undefined);
    }
    if (principal === NEGATIVE) throw new ApiError('authentication_error', 'invalid or revoked API key');
    return principal;
  }

  /** Drops a revoked key everywhere before returning. */
  async invalidateKey(keyHash: string): Promise<void> {
    this.cache.delete(keyHash);
    await this.broadcast(`key:${keyHash}`);
  }

  /** Drops every cached key of an account (plan change). */
  async invalidateAccount(accountId: string): Promise<void> {
    this.applyInvalidation(`account:${accountId}`);
    await this.broadcast(`account:${accountId}`);
  }

  /** Other in-memory caches (settings, provider keys) ride on the same channel: `prefix:rest`. */
  onInvalidate(prefix: string, fn: (rest: string) => void): void {
    this.listeners.push({ prefix: `${prefix}:`, fn });
  }

  /** Invalidates `prefix:rest` in this process and, on a PostgreSQL server, in every other instance. */
  async invalidate(prefix: string, rest: string): Promise<void> {
    this.applyInvalidation(`${prefix}:${rest}`);
    await this.broadcast(`${prefix}:${rest}`);
  }

  private async broadcast(payload: string): Promise<void> {
    if (!this.db.server) return;
    const echoed = this.unlisten
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            this.echoWaiters.delete(payload);
            resolve();
          }, 1_000);
          this.echoWaiters.set(payload, () => {
            clearTimeout(timer);
            resolve();
          });
        })
      : Promise.resolve();
    await this.db.sql`SELECT pg_notify(${CHANNEL}, ${payload})`;
    await echoed;
  }

  private applyInvalidation(payload: string): void {
    if (payload.startsWith('key:')) {
      this.cache.delete(payload.slice(4));
    } else if (payload.startsWith('account:')) {
      const accountId = payload.slice(8);
      for (const [hash, p] of this.cache.entries()) {
        if (p !== NEGATIVE && p.accountId === accountId) this.cache.delete(hash);
      }
    }
    for (const l of this.listeners) if (payload.startsWith(l.prefix)) l.fn(payload.slice(l.prefix.length));
    const waiter = this.echoWaiters.get(payload);
    if (waiter) {
      this.echoWaiters.delete(payload);
      waiter();
    }
  }
}
