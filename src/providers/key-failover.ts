// Provider-key failover: an account may store several keys of one provider (rotation, separate
// quotas). Before anything reached the client — complete(), or stream() until the provider accepted —
// a key the provider refuses (401/403), rate-limits (429), cannot be reached with (connect error or
// connect timeout) or fails with a 5xx is set aside for a while and the next key is tried, at most
// MAX_TRIES keys within the request's first-byte budget. Nothing is retried once a stream started.
import type { ChatCompletion } from '../types/openai.js';
import type { ChunkStream, NativeProviderCall, Provider, ProviderCall } from './provider-client.js';
import type { ProviderName } from './types.js';
import { UpstreamConnectionError, UpstreamTimeoutError, type UpstreamResponse } from './upstream-client.js';
import { UpstreamStatusError, type UsedKey } from './upstream-errors.js';

export type FailoverReason = 'refused' | 'rate_limited' | 'unreachable' | 'server_error';

/** Why a key failed in a way another key may not, or null (the request's own fault, a timeout mid-answer, ...). */
export function failoverReason(err: unknown): FailoverReason | null {
  if (err instanceof UpstreamStatusError) {
    if (err.status === 401 || err.status === 403) return 'refused';
    if (err.status === 429) return 'rate_limited';
    if (err.status >= 500) return 'server_error';
    return null;
  }
  if (err instanceof UpstreamConnectionError) return 'unreachable';
  if (err instanceof UpstreamTimeoutError && err.phase === 'connect') return 'unreachable';
  return null;
}

const MAX_TRIES = 3;
/** How long a failed key is tried last, by reason (a 429's Retry-After wins when given in seconds). */
const COOLDOWN_MS: Record<FailoverReason, number> = { refused: 300_000, rate_limited: 30_000, unreachable: 10_000, server_error: 10_000 };
const MAX_COOLDOWNS = 10_000;

/** key id → until when (ms since epoch) it is tried after the others. Per process. */
const coolingUntil = new Map<string, number>();

function coolDown(keyId: string, reason: FailoverReason, err: unknown): void {
  let ms = COOLDOWN_MS[reason];
  if (reason === 'rate_limited' && err instanceof UpstreamStatusError) {
    const v = Array.isArray(err.retryAfter) ? err.retryAfter[0] : err.retryAfter;
    if (v && /^\d{1,6}$/.test(v.trim())) ms = Number(v) * 1000;
  }
  if (coolingUntil.size >= MAX_COOLDOWNS) coolingUntil.clear();
  coolingUntil.set(keyId, Date.now() + ms);
}

/** Keys not cooling down first (newest first among them), then the cooling ones. */
function order<T extends { key: UsedKey }>(entries: readonly T[]): T[] {
  const now = Date.now();
  const cooling = (e: T) => (coolingUntil.get(e.key.id) ?? 0) > now;
  return [...entries.filter((e) => !cooling(e)), ...entries.filter(cooling)];
}

export interface FailoverEvents {
  /** A key is about to be sent. */
  tried(key: UsedKey): void;
  /** A key failed with `reason` and the next one will be tried (or none is left). */
  failed(key: UsedKey, reason: FailoverReason, status: number | null): void;
}

/** One provider behind several stored keys; `key` is the key of the latest try. */
export class FailoverProvider implements Provider {
  readonly upstream = true;
  key: UsedKey;

  constructor(
    readonly label: ProviderName,
    private readonly providers: ReadonlyArray<Provider & { key: UsedKey }>,
    private readonly events: FailoverEvents,
    private readonly budgetMs: number,
  ) {
    this.key = providers[0].key;
  }

  complete(call: ProviderCall): Promise<ChatCompletion> {
    return this.attempt((p) => p.complete(call));
  }

  stream(call: ProviderCall): Promise<ChunkStream> {
    return this.attempt((p) => p.stream(call));
  }

  /** A native call fails over like stream(): until the provider accepted it. */
  native(call: NativeProviderCall): Promise<UpstreamResponse> {
    return this.attempt((p) => p.native!(call));
  }

  private async attempt<T>(run: (p: Provider) => Promise<T>): Promise<T> {
    const started = Date.now();
    const candidates = order(this.providers).slice(0, MAX_TRIES);
    let rateLimited: unknown = null;
    for (let i = 0; ; i++) {
      const p = candidates[i];
      this.key = p.key;
      this.events.tried(p.key);
      try {
        return await run(p);
      } catch (err) {
        const reason = failoverReason(err);
        if (!reason) throw err;
        coolDown(p.key.id, reason, err);
        this.events.failed(p.key, reason, err instanceof UpstreamStatusError ? err.status : null);
        if (reason === 'rate_limited') rateLimited = err;
        const last = i + 1 >= candidates.length || Date.now() - started >= this.budgetMs;
        // Every key tried: a rate limit says when to come back, so it is the answer when one was seen.
        if (last) throw rateLimited ?? err;
      }
    }
  }
}

/** Tests: forget every cooldown. */
export function resetKeyCooldowns(): void {
  coolingUntil.clear();
}
