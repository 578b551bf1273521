// Audit trail. Key creation and deletion are written in their own transactions (provider-keys.ts);
// per-request "use" events are batched here. Never holds a secret.
import type { Sql } from './db.js';

export interface AuditEvent {
  accountId: string;
  actorKeyId: string | null;
  action: string;
  targetId: string | null;
  detail: Record<string, string | number | boolean>;
  at: Date;
}

export async function insertAuditEvents(sql: Sql, events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await sql`INSERT INTO audit_events ${sql(
    events.map((e) => ({
      account_id: e.accountId,
      actor_key_id: e.actorKeyId,
      action: e.action,
      target_id: e.targetId,
      detail: JSON.stringify(e.detail),
      created_at: e.at,
    })),
  )}`;
}
