// Bearer-key authentication with an in-process cache. Revocation is immediate: the revoking
// process drops the entry itself and tells every other instance through the invalidation bus
// (invalidation-bus.ts), which waits until each live instance has acknowledged, so when
// DELETE /v1/keys/{id} returns, no instance accepts the key any more. Refused keys (unknown, revoked)
// are remembered apart from valid ones, and requests with one key share one lookup, so a key tried
// again and again costs the database one query a minute.
import { BoundedCache } from '../bounded-cache.js';
import { AuthFailureThrottle } from '../limits/auth-failure-throttle.js';
import { authFailuresTotal } from '../metrics/metrics.js';
import { ApiError } from '../server/errors.js';
import type { Database } from '../store/db.js';
import { findPrincipalByHash, type KeyPrincipal } from '../store/api-keys.js';
import { withStoreTimeout } from '../store/unavailable.js';
import { InvalidationBus } from './invalidation-bus.js';
import { hashApiKey, parseApiKey } from './keys.js';

/** Why a lookup refused a well-formed key. */
type Refusal = 'unknown' | 'revoked';
type FailureReason = 'missing' | 'malformed' | Refusal | 'throttled';
// Refused keys are remembered for a minute: an unknown key cannot turn valid (keys are generated here
// from 143 random bits, so no caller can hold one before it exists) and a revoked one stays revoked.
const REFUSED_TTL_MS = 60_000;
const REFUSED_MAX = 20_000;

/** One database lookup shared by the requests that arrive while it runs. */
interface Lookup {
  result: Promise<KeyPrincipal | Refusal>;
  /** The key was revoked meanwhile: the answer may predate it. */
  keyChanged: boolean;
  /** A plan changed meanwhile: a principal in the answer may carry the old plan. */
  planChanged: boolean;
}

export interface AuthenticatorOptions {
  ttlMs: number;
  /** A key lookup that takes longer fails as a store outage (503); default: no limit. */
  storeTimeoutMs?: number;
  /** Refused keys per client address and minute before uncached keys from it get 429 (0 = no limit). */
  failuresPerMinute?: number;
  onCacheResult?(hit: boolean): void;
}

export class Authenticator {
  private readonly cache: BoundedCache<string, KeyPrincipal>;
  /** Hashes of refused keys, apart from the valid ones so that a flood of guesses cannot evict them. */
  private readonly refused: BoundedCache<string, Refusal>;
  /** Lookups in flight by hash: concurrent requests with one key share one query. */
  private readonly inflight = new Map<string, Lookup>();
  private readonly throttle: AuthFailureThrottle | null;
  /** The cluster invalidation bus; this class subscribes to `key:` and `account:` first. */
  readonly bus: InvalidationBus;

  constructor(
    private readonly db: Database,
    private readonly opts: AuthenticatorOptions,
  ) {
    this.cache = new BoundedCache({ max: 100_000, ttl: opts.ttlMs });
    this.refused = new BoundedCache({ max: REFUSED_MAX, ttl: REFUSED_TTL_MS });
    this.throttle = opts.failuresPerMinute ? new AuthFailureThrottle(opts.failuresPerMinute) : null;
    this.bus = new InvalidationBus(db);
    this.bus.onInvalidate('key', (hash) => this.dropKey(hash));
    this.bus.onInvalidate('account', (accountId) => this.dropAccount(accountId));
  }

  /** Joins the cluster's invalidation bus (server mode: LISTEN and the instance registry). */
  start(): Promise<void> {
    return this.bus.start();
  }

  stop(): Promise<void> {
    return this.bus.stop();
  }

  /**
   * Resolves the Authorization header to a principal or throws 401; 429 without a database query when
   * `clientAddress` has had too many keys refused this minute and this key is not cached. The address
   * may be given as a function: it is then read only for a key that is not cached (reading it costs a call
   * into the HTTP server per request otherwise).
   */
  async authenticate(header: string | undefined, clientAddress: string | (() => string) = ''): Promise<KeyPrincipal> {
    if (!header) throw refuse('missing', 'missing Authorization header; expected "Bearer <API_KEY>"');
    const m = BEARER.exec(header);
    if (!m) throw refuse('malformed', 'malformed Authorization header; expected "Bearer <API_KEY>"');
    const key = m[1];
    if (!parseApiKey(key)) {
      throw refuse('malformed', 'invalid API key format; expected vpx_live_ or vpx_test_ followed by 24 characters');
    }
    const hash = hashApiKey(key);
    const cached = this.cache.get(hash) ?? this.refused.get(hash);
    this.opts.onCacheResult?.(cached !== undefined);
    if (cached !== undefined) {
      if (typeof cached === 'string') throw refuse(cached, 'invalid or revoked API key');
      return cached;
    }
    const address = typeof clientAddress === 'string' ? clientAddress : clientAddress();
    this.checkThrottle(address);
    const found = await this.lookup(hash);
    if (typeof found === 'string') {
      this.throttle?.recordFailure(address); // only refusals that cost a query
      throw refuse(found, 'invalid or revoked API key');
    }
    return found;
  }

  private checkThrottle(clientAddress: string): void {
    const retryAfter = this.throttle?.retryAfter(clientAddress) ?? 0;
    if (!retryAfter) return;
    countFailure('throttled');
    throw new ApiError('rate_limit_exceeded', `too many invalid API keys from this address; retry after ${retryAfter} s`, {
      'Retry-After': String(retryAfter),
    });
  }

  /** One database lookup per hash at a time; its answer, refusals included, is cached. */
  private lookup(hash: string): Promise<KeyPrincipal | Refusal> {
    const pending = this.inflight.get(hash);
    if (pending) return pending.result;
    const entry: Lookup = { keyChanged: false, planChanged: false, result: Promise.resolve('unknown') };
    const query = findPrincipalByHash(this.db.sql, hash);
    entry.result = (this.opts.storeTimeoutMs ? withStoreTimeout(query, this.opts.storeTimeoutMs) : query)
      .then((found) => {
        const result = found ?? 'unknown';
        this.remember(hash, result, entry);
        return result;
      })
      .finally(() => {
        if (this.inflight.get(hash) === entry) this.inflight.delete(hash);
      });
    this.inflight.set(hash, entry);
    return entry.result;
  }

  /** Caches a lookup's answer unless an invalidation raced it (the answer still serves its own
   * requests): a revocation of this key, or, for a valid key, a plan change. A refusal does not
   * depend on the plan. */
  private remember(hash: string, result: KeyPrincipal | Refusal, entry: Lookup): void {
    if (entry.keyChanged) return;
    if (typeof result === 'string') this.refused.set(hash, result);
    else if (!entry.planChanged) this.cache.set(hash, result);
  }

  /** Drops a revoked key everywhere before returning. */
  invalidateKey(keyHash: string): Promise<void> {
    return this.bus.invalidate('key', keyHash);
  }

  /** Drops every cached key of an account (plan change). */
  invalidateAccount(accountId: string): Promise<void> {
    return this.bus.invalidate('account', accountId);
  }

  // Lookups in flight are detached and marked, so requests from now on do not join a lookup that
  // started before the change and its answer is not cached.
  private dropKey(hash: string): void {
    this.cache.delete(hash);
    this.refused.delete(hash);
    const pending = this.inflight.get(hash);
    if (pending) pending.keyChanged = true;
    this.inflight.delete(hash);
  }

  private dropAccount(accountId: string): void {
    for (const [hash, p] of this.cache.entries()) {
      if (p.accountId === accountId) this.cache.delete(hash);
    }
    // Which account a pending lookup belongs to is known only when it returns.
    for (const pending of this.inflight.values()) pending.planChanged = true;
    this.inflight.clear();
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The hash of the well-formed API key in an Authorization header, else null. */
export function bearerKeyHash(header: string | undefined): string | null {
  const m = header ? BEARER.exec(header) : null;
  return m && parseApiKey(m[1]) ? hashApiKey(m[1]) : null;
}

/** The 401 for a refused authentication, counted by reason (never by key: the metric names no one). */
function refuse(reason: FailureReason, message: string): ApiError {
  countFailure(reason);
  return new ApiError('authentication_error', message);
}

function countFailure(reason: FailureReason): void {
  authFailuresTotal.inc({ reason });
}
