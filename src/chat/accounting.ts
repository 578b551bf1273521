// Usage accounting of one chat request: every admitted request is recorded exactly once — answered,
// failed (zero tokens) or cut — as one usage row (batched) plus token and cost metrics.
import { ENTITY_TO_SETTING, type EntityType } from '../pii/types.js';
import type { Provider } from '../providers/provider-client.js';
import { estimateCostUsd } from '../providers/catalogue.js';
import type { ModelInfo } from '../providers/types.js';
import type { Batcher } from '../store/batcher.js';
import type { UsageRecord } from '../store/usage.js';
import type { Usage } from '../types/openai.js';
import type { ChatTelemetry } from './telemetry.js';

export class UsageAccount {
  private recorded = false;

  constructor(
    private readonly usage: Batcher<UsageRecord>,
    private readonly accountId: string,
    private readonly model: ModelInfo,
    private readonly provider: Provider,
    private readonly counts: Partial<Record<EntityType, number>>,
    private readonly telemetry: ChatTelemetry,
  ) {}

  /** Records the request once; later calls do nothing. `usage` null: the request failed, zero tokens. */
  record(usage: Usage | null): void {
    if (this.recorded) return;
    this.recorded = true;
    const prompt = usage?.prompt_tokens ?? 0;
    const completion = usage?.completion_tokens ?? 0;
    const cost = this.provider.upstream ? estimateCostUsd(this.model, prompt, completion) : 0;
    const pii: Record<string, number> = {};
    for (const [type, n] of Object.entries(this.counts)) {
      if (!n) continue;
      const setting = ENTITY_TO_SETTING[type as EntityType];
      pii[setting] = (pii[setting] ?? 0) + n;
    }
    this.usage.add({
      accountId: this.accountId,
      day: new Date().toISOString().slice(0, 10), // the UTC day
      model: this.model.id,
      requests: 1,
      promptTokens: prompt,
      completionTokens: completion,
      costUsd: cost,
      pii,
    });
    this.telemetry.tokens(this.provider, this.model, prompt, completion, cost);
  }
}
