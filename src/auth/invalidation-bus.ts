// The cluster invalidation bus: in-memory caches (authenticated keys, account settings and provider
// keys) are dropped in this process and, on a PostgreSQL server, in every other live instance through
// LISTEN/NOTIFY; invalidate() returns once each live instance (gateway_instances, heartbeat every 5 s)
// has acknowledged, or after ACK_TIMEOUT_MS. PGlite has no LISTEN: one process, nothing to tell.
// Payloads are `prefix:rest`; subscribers register per prefix.
import { randomBytes } from 'node:crypto';
import type { Database } from '../store/db.js';

const CHANNEL = 'gateway_auth_invalidate';
const HEARTBEAT_MS = 5_000;
/** Instances not seen for this long are presumed gone and not waited for. */
const LIVE_WINDOW_S = 20;
const ACK_TIMEOUT_MS = 2_000;

export class InvalidationBus {
  readonly instanceId = `gw_${randomBytes(8).toString('hex')}`;
  private unlisten: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly listeners: Array<{ prefix: string; fn: (rest: string) => void }> = [];
  /** nonce → instances still to acknowledge, and the resolver of the waiting broadcast. */
  private readonly pendingAcks = new Map<string, { waiting: Set<string>; done: () => void }>();

  constructor(private readonly db: Database) {}

  /** Subscribes to invalidations from other instances and registers this one (server mode only). */
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

  /** Calls `fn(rest)` for every `prefix:rest` invalidation, local or from another instance, in subscription order. */
  onInvalidate(prefix: string, fn: (rest: string) => void): void {
    this.listeners.push({ prefix: `${prefix}:`, fn });
  }

  /** Invalidates `prefix:rest` in this process and, on a PostgreSQL server, in every other instance. */
  async invalidate(prefix: string, rest: string): Promise<void> {
    this.apply(`${prefix}:${rest}`);
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
      // The sender applied it before broadcasting; its own echo arrives later and would only make
      // lookups started after the change look stale.
      if (sender === this.instanceId) return;
      this.apply(rest.join('|'));
      this.db.sql`SELECT pg_notify(${CHANNEL}, ${`ack|${nonce}|${this.instanceId}`})`.catch(() => {});
      return;
    }
    this.apply(message);
  }

  private apply(payload: string): void {
    for (const l of this.listeners) if (payload.startsWith(l.prefix)) l.fn(payload.slice(l.prefix.length));
  }
}
