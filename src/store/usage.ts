// Usage roll-ups per (account, UTC day, model) and per (account, UTC day, PII type), aggregated in
// memory and upserted in batches; and the queries behind /v1/usage/*.
import type { Sql } from './db.js';

export interface UsageRecord {
  accountId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  model: string;
  requests: number;
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
  /** PII detections keyed by setting name (names, pesel, ...). */
  pii: Record<string, number>;
}

/** Queued usage records fold per (account, day, model): one record per key and flush. */
export const mergeUsage = {
  key: (r: UsageRecord): string => `${r.accountId}\u0000${r.day}\u0000${r.model}`,
  into(queued: UsageRecord, r: UsageRecord): void {
    queued.requests += r.requests;
    queued.promptTokens += r.promptTokens;
    queued.completionTokens += r.completionTokens;
    queued.costUsd += r.costUsd;
    for (const type in r.pii) queued.pii[type] = (queued.pii[type] ?? 0) + r.pii[type]!;
  },
};

/** A usage journal's mark, recorded in the transaction that writes the usage it covers (usage-journal.ts). */
export interface JournalMark { journal: string; seq: number }

export async function writeUsage(sql: Sql, records: UsageRecord[], mark?: JournalMark): Promise<void> {
  // Merge first: one row per key per batch, so a hot account costs one upsert per flush.
  const models = new Map<string, { a: string; d: string; m: string; r: number; p: number; c: number; cost: number }>();
  const pii = new Map<string, { a: string; d: string; t: string; n: number }>();
  for (const r of records) {
    const k = mergeUsage.key(r);
    const row = models.get(k) ?? { a: r.accountId, d: r.day, m: r.model, r: 0, p: 0, c: 0, cost: 0 };
    row.r += r.requests;
    row.p += r.promptTokens;
    row.c += r.completionTokens;
    row.cost += r.costUsd;
    models.set(k, row);
    for (const [type, n] of Object.entries(r.pii)) {
      if (!n) continue;
      const pk = `${r.accountId}\u0000${r.day}\u0000${type}`;
      const prow = pii.get(pk) ?? { a: r.accountId, d: r.day, t: type, n: 0 };
      prow.n += n;
      pii.set(pk, prow);
    }
  }
  await sql.begin(async (tx) => {
    if (models.size) {
      const rows = [...models.values()];
      await tx`
        INSERT INTO usage_daily (account_id, day, model, requests, prompt_tokens, completion_tokens, cost_usd)
        SELECT * FROM unnest(${tx.array(rows.map((x) => x.a))}::text[], ${tx.array(rows.map((x) => x.d))}::date[],
          ${tx.array(rows.map((x) => x.m))}::text[], ${tx.array(rows.map((x) => x.r))}::bigint[],
          ${tx.array(rows.map((x) => x.p))}::bigint[], ${tx.array(rows.map((x) => x.c))}::bigint[],
          ${tx.array(rows.map((x) => x.cost))}::float8[])
        ON CONFLICT (account_id, day, model) DO UPDATE SET
          requests = usage_daily.requests + EXCLUDED.requests,
          prompt_tokens = usage_daily.prompt_tokens + EXCLUDED.prompt_tokens,
          completion_tokens = usage_daily.completion_tokens + EXCLUDED.completion_tokens,
          cost_usd = usage_daily.cost_usd + EXCLUDED.cost_usd`;
    }
    if (pii.size) {
      const rows = [...pii.values()];
      await tx`
        INSERT INTO pii_daily (account_id, day, pii_type, detections)
        SELECT * FROM unnest(${tx.array(rows.map((x) => x.a))}::text[], ${tx.array(rows.map((x) => x.d))}::date[],
          ${tx.array(rows.map((x) => x.t))}::text[], ${tx.array(rows.map((x) => x.n))}::bigint[])
        ON CONFLICT (account_id, day, pii_type) DO UPDATE SET detections = pii_daily.detections + EXCLUDED.detections`;
    }
    if (mark) {
      await tx`
        INSERT INTO usage_journal_marks (journal, seq) VALUES (${mark.journal}, ${mark.seq})
        ON CONFLICT (journal) DO UPDATE SET seq = GREATEST(usage_journal_marks.seq, EXCLUDED.seq)`;
    }
  });
}

export interface UsageSummary {
  period: { start: string; end: string };
  total_requests: number;
  total_tokens: number;
  prompt_tokens: number;
  completion_tokens: number;
  estimated_cost_usd: number;
  by_model: Record<string, { requests: number; tokens: number }>;
  pii_detections: { total: number; by_type: Record<string, number> };
}

export async function usageSummary(sql: Sql, accountId: string, start: string, end: string): Promise<UsageSummary> {
  const byModel = await sql<{ model: string; requests: string; prompt: string; completion: string; cost: number }[]>`
    SELECT model, sum(requests) AS requests, sum(prompt_tokens) AS prompt, sum(completion_tokens) AS completion,
           sum(cost_usd) AS cost
    FROM usage_daily WHERE account_id = ${accountId} AND day BETWEEN ${start}::date AND ${end}::date
    GROUP BY model ORDER BY model`;
  const piiRows = await sql<{ pii_type: string; n: string }[]>`
    SELECT pii_type, sum(detections) AS n FROM pii_daily
    WHERE account_id = ${accountId} AND day BETWEEN ${start}::date AND ${end}::date
    GROUP BY pii_type ORDER BY pii_type`;
  const summary: UsageSummary = {
    period: { start, end },
    total_requests: 0,
    total_tokens: 0,
    prompt_tokens: 0,
    completion_tokens: 0,
    estimated_cost_usd: 0,
    by_model: {},
    pii_detections: { total: 0, by_type: {} },
  };
  let cost = 0;
  for (const r of byModel) {
    const requests = Number(r.requests);
    const prompt = Number(r.prompt);
    const completion = Number(r.completion);
    summary.total_requests += requests;
    summary.prompt_tokens += prompt;
    summary.completion_tokens += completion;
    cost += Number(r.cost);
    summary.by_model[r.model] = { requests, tokens: prompt + completion };
  }
  summary.total_tokens = summary.prompt_tokens + summary.completion_tokens;
  summary.estimated_cost_usd = Math.round(cost * 1e6) / 1e6;
  for (const r of piiRows) {
    const n = Number(r.n);
    summary.pii_detections.by_type[r.pii_type] = n;
    summary.pii_detections.total += n;
  }
  return summary;
}

export interface DailyUsage {
  date: string;
  requests: number;
  tokens: number;
  prompt_tokens: number;
  completion_tokens: number;
  /** Estimated cost of the day's requests (catalogue prices at the time of each request). */
  estimated_cost_usd: number;
  pii_detections: number;
  /** The day's detections per PII type (setting names: names, pesel, ...). */
  pii_by_type: Record<string, number>;
}

/** One entry per day that had any usage, oldest first. */
export async function usageDaily(sql: Sql, accountId: string, start: string, end: string): Promise<DailyUsage[]> {
  const rows = await sql<{ day: string; requests: string; prompt: string; completion: string; cost: number; pii: string }[]>`
    WITH u AS (
      SELECT day, sum(requests) AS requests, sum(prompt_tokens) AS prompt, sum(completion_tokens) AS completion,
             sum(cost_usd) AS cost
      FROM usage_daily WHERE account_id = ${accountId} AND day BETWEEN ${start}::date AND ${end}::date GROUP BY day
    ), p AS (
      SELECT day, sum(detections) AS pii
      FROM pii_daily WHERE account_id = ${accountId} AND day BETWEEN ${start}::date AND ${end}::date GROUP BY day
    )
    SELECT to_char(COALESCE(u.day, p.day), 'YYYY-MM-DD') AS day, COALESCE(u.requests, 0) AS requests,
           COALESCE(u.prompt, 0) AS prompt, COALESCE(u.completion, 0) AS completion, COALESCE(u.cost, 0)::float8 AS cost,
           COALESCE(p.pii, 0) AS pii
    FROM u FULL OUTER JOIN p ON u.day = p.day ORDER BY 1`;
  const types = await sql<{ day: string; pii_type: string; n: string }[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, pii_type, sum(detections) AS n FROM pii_daily
    WHERE account_id = ${accountId} AND day BETWEEN ${start}::date AND ${end}::date
    GROUP BY day, pii_type ORDER BY 1, 2`;
  const byDay = new Map<string, Record<string, number>>();
  for (const t of types) {
    const entry = byDay.get(t.day) ?? {};
    entry[t.pii_type] = Number(t.n);
    byDay.set(t.day, entry);
  }
  return rows.map((r) => {
    const prompt = Number(r.prompt);
    const completion = Number(r.completion);
    return {
      date: r.day,
      requests: Number(r.requests),
      tokens: prompt + completion,
      prompt_tokens: prompt,
      completion_tokens: completion,
      estimated_cost_usd: Math.round(Number(r.cost) * 1e6) / 1e6,
      pii_detections: Number(r.pii),
      pii_by_type: byDay.get(r.day) ?? {},
    };
  });
}

/** Requests recorded for an account in [start, end] (plan limits seed their counters from this). */
export async function countRequests(sql: Sql, accountId: string, start: string, end: string): Promise<number> {
  const [row] = await sql<{ n: string | null }[]>`
    SELECT sum(requests) AS n FROM usage_daily
    WHERE account_id = ${accountId} AND day BETWEEN ${start}::date AND ${end}::date`;
  return Number(row?.n ?? 0);
}
