// Bearer-key authentication with an in-process cache. Revocation is immediate: the revoking
// process drops the entry itself and, on a PostgreSQL server, tells every other instance through
// LISTEN/NOTIFY and waits until each live instance (gateway_instances) has acknowledged, so when
// DELETE /v1/keys/{id} returns, no instance accepts the key any more.
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ApiError } from '../server/errors.js';
import type { Database } from '../store/db.js';
import { findPrincipalByHash, type KeyPrincipal } from '../store/api-keys.js';
import { hashApiKey, parseApiKey } from './keys.js';

const CHANNEL = 'gateway_auth_invalidate';
const NEGATIVE = Symbol('unknown key');
const HEARTBEAT_MS = 5_000;
/** Instances not seen for this long are presumed gone and not waited for. */
const LIVE_WINDOW_S = 20;
const ACK_TIMEOUT_MS = 2_000;

export interface AuthenticatorOptions {
  ttlMs: number;
  onCacheResult?(hit: boolean): void;
}

export class Authenticator {
  private readonly cache: LRUCache<string, KeyPrincipal | typeof NEGATIVE>;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly listeners: Array<{ prefix: string; fn: (rest: string) => void }> = [];
  readonly instanceId = `gw_${randomBytes(8).toString('hex')}`;
  private heartbeat: NodeJS.Timeout | null = null;
  /** nonce → instances still to acknowledge, and the resolver of the waiting broadcast. */
  private readonly pendingAcks = new Map<string, { waiting: Set<string>; done: () => void }>();
  /** Bumped by every invalidation: a lookup that raced one is not cached. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly opts: AuthenticatorOptions,
  ) {
    this.cache = new LRUCache({ max: 100_000, ttl: opts.ttlMs });
  }

  /** Subscribes to invalidations from other instances (server mode only; PGlite has no LISTEN). */
  async start(): Promise<void> {
    if (!this.db.server) return;
    const sub = await this.db.sql.listen(CHANNEL, (payload) => this.onNotification(payload));
    this.unlisten = sub.unlisten;
    const sql = this.db.sql;
    await sql`INSERT INTO gateway_instances (id) VALUES (${this.instanceId})`;
    this.heartbeat = setInterval(() => {
      sql`UPDATE gateway_instances SET last_seen = now() WHERE id = ${this.instanceId}`.catch(() => {});
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.unlisten) {
      await this.db.sql`DELETE FROM gateway_instances WHERE id = ${this.instanceId}`.catch(() => {});
      await this.unlisten();
    }
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
      const generation = this.generation;
      principal = (await findPrincipalByHash(this.db.sql, hash)) ?? NEGATIVE;
      // Unknown keys are cached too (briefly), so guessing keys cannot hammer the database.
      if (generation === this.generation) this.cache.set(hash, principal, principal === NEGATIVE ? { ttl: 5_000 } : undefined);
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
    if (!this.db.server || !this.unlisten) return;
    const sql = this.db.sql;
    const others = await sql<{ id: string }[]>`
      SELECT id FROM gateway_instances
      WHERE id <> ${this.instanceId} AND last_seen > now() - make_interval(secs => ${LIVE_WINDOW_S})`;
    const nonce = randomBytes(8).toString('hex');
    const acked = new Promise<void>((resolve) => {
      const waiting = new Set(others.map((o) => o.id));
      if (waiting.size === 0) return resolve();
      const timer = setTimeout(() => {
        this.pendingAcks.delete(nonce);
        resolve(); // an instance that does not answer in time is presumed dead; its cache TTL still bounds it
      }, ACK_TIMEOUT_MS);
      this.pendingAcks.set(nonce, {
        waiting,
        done: () => {
          clearTimeout(timer);
          this.pendingAcks.delete(nonce);
          resolve();
        },
      });
    });
    await sql`SELECT pg_notify(${CHANNEL}, ${`inv|${nonce}|${this.instanceId}|${payload}`})`;
    await acked;
  }

  /**
   * Channel messages: `inv|nonce|sender|payload` (answered with `ack|nonce|instance`), `ack|...`,
   * or a bare payload (the admin command's plan change, which waits for nobody).
   */
  private onNotification(message: string): void {
    if (message.startsWith('ack|')) {
      const [, nonce, from] = message.split('|');
      const pending = this.pendingAcks.get(nonce);
      if (pending) {
        pending.waiting.delete(from);
        if (pending.waiting.size === 0) pending.done();
      }
      return;
    }
    if (message.startsWith('inv|')) {
      const [, nonce, sender, ...rest] = message.split('|');
      this.applyInvalidation(rest.join('|'));
      if (sender !== this.instanceId) {
        this.db.sql`SELECT pg_notify(${CHANNEL}, ${`ack|${nonce}|${this.instanceId}`})`.catch(() => {});
      }
      return;
    }
    this.applyInvalidation(message);
  }

  private applyInvalidation(payload: string): void {
    this.generation++;
    if (payload.startsWith('key:')) {
      this.cache.delete(payload.slice(4));
    } else if (payload.startsWith('account:')) {
      const accountId = payload.slice(8);
      for (const [hash, p] of this.cache.entries()) {
        if (p !== NEGATIVE && p.accountId === accountId) this.cache.delete(hash);
      }
    }
    for (const l of this.listeners) if (payload.startsWith(l.prefix)) l.fn(payload.slice(l.prefix.length));
  }
}
