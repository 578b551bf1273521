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
}

interface Row { event: AuditEvent; count: number; first: Date; last: Date }

/** Merges identical events of one batch into one row carrying `count`, `first_at` and `last_at`. */
export function aggregateAuditEvents(events: AuditEvent[]): Row[] {
  const rows = new Map<string, Row>();
  for (const e of events) {
    const key = `${e.accountId}\u0000${e.actorKeyId}\u0000${e.action}\u0000${e.targetId}\u0000${JSON.stringify(e.detail)}`;
    const row = rows.get(key);
    if (!row) rows.set(key, { event: e, count: 1, first: e.at, last: e.at });
    else {
      row.count++;
      if (e.at < row.first) row.first = e.at;
      if (e.at > row.last) row.last = e.at;
    }
  }
  return [...rows.values()];
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
