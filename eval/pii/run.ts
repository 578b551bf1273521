// Running records through the gateway's anonymization: what the CLI measures, kept apart from the
// CLI so a test can run it on a few records.
import { readFileSync } from 'node:fs';
import { anonymizeRequest, type PiiEngine } from '../../src/chat/anonymize-request.js';
import { TagRestorer } from '../../src/pii/restore.js';
import { DEFAULT_ENABLED_TYPES, PII_SETTING_TYPES } from '../../src/pii/types.js';
import type { PiiSettings } from '../../src/store/pii-settings.js';
import type { ChatRequest } from '../../src/types/openai.js';
import { splitPath } from './generate.js';
import { entitiesFromForwarded, type RecordResult } from './score.js';
import type { EvalRecord, Split } from './types.js';

export function loadSplit(split: Split): EvalRecord[] {
  return readFileSync(splitPath(split), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as EvalRecord);
}

/** An account's PII settings with all types, or the defaults, enabled (Art. 9 is not measured here). */
export function evalSettings(types: 'default' | 'all'): PiiSettings {
  return {
    enabled: true,
    enabled_types: types === 'all' ? [...PII_SETTING_TYPES] : [...DEFAULT_ENABLED_TYPES],
    art9_detection: false,
    art9_action: 'ignore',
    updated_at: null,
  };
}

/** Restores `text` as the gateway restores a streamed answer: in small chunks that split tags. */
export function streamRestore(text: string, mapping: Record<string, string>): string {
  const restorer = new TagRestorer(mapping);
  let out = '';
  for (let i = 0; i < text.length; i += 5) out += restorer.push(text.slice(i, i + 5));
  return out + restorer.flush();
}

/** One request per record, as a client would send it; all in flight at once so the pool batches them. */
export async function runAll(records: readonly EvalRecord[], settings: PiiSettings, pool: PiiEngine): Promise<RecordResult[]> {
  return Promise.all(records.map(async (rec) => {
    const request: ChatRequest = { model: 'eval', messages: [{ role: 'user', content: rec.text }] };
    const out = await anonymizeRequest(request, settings, pool);
    const forwarded = out.request.messages.at(-1)!.content as string;
    return { forwarded, entities: entitiesFromForwarded(rec.text, forwarded, out.mapping), restored: streamRestore(forwarded, out.mapping) };
  }));
}

