// What the provider receives for one user message with a new account's default PII settings, and whether a
// value still shows in it: shared by the held-out real-world set (run.ts) and the real-world probe tests.
import { anonymizeRequest } from '../../src/chat/anonymize-request.js';
import type { PiiPool } from '../../src/pii/pool.js';
import { DEFAULT_ENABLED_TYPES } from '../../src/pii/types.js';
import type { PiiSettings } from '../../src/store/pii-settings.js';
import type { ChatRequest } from '../../src/types/openai.js';

export const DEFAULT_SETTINGS: PiiSettings = {
  enabled: true,
  enabled_types: [...DEFAULT_ENABLED_TYPES],
  art9_detection: false,
  art9_action: 'ignore',
  replacement: 'tags',
  tag_gender_hint: false,
  updated_at: null,
};

/** The user message as forwarded upstream after detection with DEFAULT_SETTINGS. */
export async function forwardedText(text: string, pool: PiiPool): Promise<string> {
  const request: ChatRequest = { model: 'probe', messages: [{ role: 'user', content: text }] };
  const out = await anonymizeRequest(request, DEFAULT_SETTINGS, pool);
  return out.request.messages.at(-1)!.content as string;
}

const squeeze = (s: string): string => s.toLowerCase().replace(/[\s\-.()]/g, '');

/** Whether `value` still shows in `sent`, ignoring case, spaces, dashes, dots and brackets. */
export function leaked(sent: string, value: string): boolean {
  return sent.toLowerCase().includes(value.toLowerCase()) || squeeze(sent).includes(squeeze(value));
}
