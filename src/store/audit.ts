// Audit trail. Key creation and deletion are written in their own transactions (provider-keys.ts);
// per-request "use" events are batched here: one row per (account, calling key, provider key,
// detail) and flush, with the number of uses and the first/last time — a busy key writes a row a
// second, not a row a request. Never holds a secret.
import type { Sql } from './db.js';

export interface AuditEvent {
  accountId: string;
  actorKeyId: string | null;
  action: string;
  targetId: string | null;
  detail: Record<string, string | number | boolean>;
  at: Date;
  /** Set by mergeAuditEvent on a queued event that stands for several: how many, and the first one's time. */
  count?: number;
  firstAt?: Date;
}

interface Row { event: AuditEvent; count: number; first: Date; last: Date }

const auditKey = (e: AuditEvent): string =>
  `${e.accountId}\u0000${e.actorKeyId}\u0000${e.action}\u0000${e.targetId}\u0000${JSON.stringify(e.detail)}`;

/** Queued identical events fold into one (the batcher's merge): counts and first/last times add up. */
export const mergeAuditEvent = {
  key: auditKey,
  into(queued: AuditEvent, e: AuditEvent): void {
    const queuedFirst = queued.firstAt ?? queued.at, first = e.firstAt ?? e.at;
    queued.firstAt = first < queuedFirst ? first : queuedFirst;
    queued.count = (queued.count ?? 1) + (e.count ?? 1);
    if (e.at > queued.at) queued.at = e.at;
  },
};

/** Merges identical events of one batch into one row carrying `count`, `first_at` and `last_at`. */
export function aggregateAuditEvents(events: AuditEvent[]): Row[] {
  const merged = new Map<string, AuditEvent>();
  for (const e of events) {
    const key = auditKey(e);
    const queued = merged.get(key);
    if (queued) mergeAuditEvent.into(queued, e);
    else merged.set(key, { ...e }); // a copy: the caller's events stay as they were
  }
  return [...merged.values()].map((e) => ({ event: e, count: e.count ?? 1, first: e.firstAt ?? e.at, last: e.at }));
}

export async function insertAuditEvents(sql: Sql, events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = aggregateAuditEvents(events);
  await sql`INSERT INTO audit_events ${sql(
    rows.map(({ event: e, count, first, last }) => ({
      account_id: e.accountId,
      actor_key_id: e.actorKeyId,
      action: e.action,
      target_id: e.targetId,
      detail: sql.json(count === 1 ? e.detail : { ...e.detail, count, first_at: first.toISOString(), last_at: last.toISOString() }),
      created_at: last,
    })),
  )}`;
}
