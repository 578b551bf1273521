// Running records through the gateway's anonymization: what the CLI measures, kept apart from the
// CLI so a test can run it on a few records.
import { readFileSync } from 'node:fs';
import { anonymizeRequest, type PiiEngine } from '../../src/chat/anonymize-request.js';
import { applyTags } from '../../src/pii/anonymize.js';
import { TagRestorer } from '../../src/pii/restore.js';
import { DEFAULT_ENABLED_TYPES, PII_SETTING_TYPES, type Mapping } from '../../src/pii/types.js';
import type { PiiSettings } from '../../src/store/pii-settings.js';
import type { ChatRequest } from '../../src/types/openai.js';
import { splitPath } from './generate.js';
import { stripPolish } from './values.js';
import { entityTags, type LinkingRecord, type LinkingResult } from './linking.js';
import { entitiesFromForwarded, type FoundEntity, type RecordResult } from './score.js';
import type { EvalRecord, Split } from './types.js';

export function loadSplit(split: Split): EvalRecord[] {
  return readFileSync(splitPath(split), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as EvalRecord);
}

export const WRITING_FORMS = ['as-written', 'lowercase', 'caps', 'no-diacritics'] as const;
export type WritingForm = (typeof WRITING_FORMS)[number];

const REWRITE: Record<WritingForm, (text: string) => string> = {
  'as-written': (t) => t,
  lowercase: (t) => t.toLowerCase(),
  caps: (t) => t.toUpperCase(),
  'no-diacritics': stripPolish,
};

/** The records as people also type them; each rewrite keeps the text's length, so gold offsets hold. */
export function inForm(records: readonly EvalRecord[], form: WritingForm): EvalRecord[] {
  const rewrite = REWRITE[form];
  return records.map((r) => {
    const text = rewrite(r.text);
    if (text.length !== r.text.length) throw new Error(`pii:eval: ${form} changed the length of ${r.id}`);
    return { ...r, text };
  });
}

/** An account's PII settings with all types, or the defaults, enabled (Art. 9 is not measured here). */
export function evalSettings(types: 'default' | 'all'): PiiSettings {
  return {
    enabled: true,
    enabled_types: types === 'all' ? [...PII_SETTING_TYPES] : [...DEFAULT_ENABLED_TYPES],
    art9_detection: false,
    art9_action: 'ignore',
    replacement: 'tags',
    tag_gender_hint: false,
    updated_at: null,
  };
}

/** Restores `text` as the gateway restores a streamed answer: in small chunks that split tags. */
export function streamRestore(text: string, mapping: Mapping): string {
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


/** The tag over each mention: an entity that covers it whole (undefined when none does). */
function mentionTags(rec: LinkingRecord, found: readonly FoundEntity[]): (string | undefined)[] {
  return rec.mentions.map((m) => found.find((e) => e.start <= m.start && m.end <= e.end)?.tag);
}

/** Each answer with the entities' tags put in, restored as a streamed answer is. */
function restoreAnswers(rec: LinkingRecord, tags: readonly (string | undefined)[], mapping: Mapping): (string | undefined)[] {
  const byEntity = entityTags(rec, tags);
  return rec.answers.map((a) => {
    let missing = false;
    const answer = a.template.replace(/\{(\d+)\}/g, (_, n: string) => byEntity[Number(n)] ?? ((missing = true), ''));
    return missing ? undefined : streamRestore(answer, mapping);
  });
}

/** Linking on the gold spans alone (applyTags, as the worker runs it): what linking does when detection is perfect. */
export function runLinkingOnGoldSpans(records: readonly LinkingRecord[]): LinkingResult[] {
  return records.map((rec) => {
    const { texts, mapping } = applyTags([rec.text], [rec.mentions.map((m) => ({ type: m.type, start: m.start, end: m.end }))]);
    const tags = mentionTags(rec, entitiesFromForwarded(rec.text, texts[0], mapping));
    return { mentionTags: tags, restored: restoreAnswers(rec, tags, mapping) };
  });
}

/** Linking after the gateway's own detection (anonymizeRequest over the pool): what a client gets. */
export async function runLinking(records: readonly LinkingRecord[], settings: PiiSettings, pool: PiiEngine): Promise<LinkingResult[]> {
  return Promise.all(records.map(async (rec) => {
    const request: ChatRequest = { model: 'eval', messages: [{ role: 'user', content: rec.text }] };
    const out = await anonymizeRequest(request, settings, pool);
    const forwarded = out.request.messages.at(-1)!.content as string;
    const tags = mentionTags(rec, entitiesFromForwarded(rec.text, forwarded, out.mapping));
    return { mentionTags: tags, restored: restoreAnswers(rec, tags, out.mapping) };
  }));
}
