// The chat path's PII seam: which texts of a request are scanned and where results are written back.
// The engine here is a transparent stand-in (it marks texts) so the test isolates the gathering logic;
// the real pool is exercised end to end in pii-e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { anonymizeRequest, PII_SYSTEM_INSTRUCTION, piiInstruction, pseudonymizeEndUser, pseudonymizeParticipant, type PiiEngine } from '../../src/chat/anonymize-request.js';
import { PiiQueueFullError } from '../../src/pii/pool.js';
import { attachEntityForms, type Mapping } from '../../src/pii/types.js';
import { ApiError } from '../../src/server/errors.js';
import { defaultPiiSettings } from '../../src/store/pii-settings.js';
import type { ChatRequest } from '../../src/types/openai.js';

/** A stand-in that marks every text, identifiers aside (those it leaves as they are: nothing found). */
const IDENTIFIERS = new Set(['c', 'f', 'type', 'a']);
const marking: PiiEngine & { seen: string[][] } = {
  seen: [],
  async anonymize(texts) {
    this.seen.push([...texts]);
    return { texts: texts.map((t) => (IDENTIFIERS.has(t) ? t : `[${t}]`)), mapping: { '<PERSON_1>': 'x' }, counts: { PERSON: texts.length }, art9: [], durationMs: 0.1 };
  },
};

const request: ChatRequest = {
  model: 'gpt-4o',
  messages: [
    { role: 'system', content: 'sys' },
    { role: 'user', content: [{ type: 'text', text: 'part1' }, { type: 'image_url', image_url: { url: 'u' } }, { type: 'text', text: 'part2' }] },
    { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }] },
    { role: 'tool', tool_call_id: 'c', content: 'result' },
  ],
};

describe('anonymizeRequest', () => {
  it('scans string content, text parts, tool-call arguments and tool messages; writes back into a copy', async () => {
    marking.seen.length = 0;
    const out = await anonymizeRequest(request, defaultPiiSettings(), marking);
    // Image URLs are text too; ids, tool names and the argument keys are identifiers, scanned once each;
    // the message's two text parts are scanned glued as well.
    expect(marking.seen).toEqual([['sys', 'part1', 'u', 'part2', 'part1part2', 'c', 'f', '{"a":1}', 'a', 'result']]);
    expect(out.request.messages[0]).toEqual({ role: 'system', content: PII_SYSTEM_INSTRUCTION });
    expect(out.request.messages.slice(1)).toEqual([
      { role: 'system', content: '[sys]' },
      // The stand-in's marks are not tags of its mapping, so the glued scan cannot be cut back into the
      // parts: it goes out whole in the first text part (src/chat/joined-parts.ts).
      { role: 'user', content: [{ type: 'text', text: '[part1part2]' }, { type: 'image_url', image_url: { url: '[u]' } }] },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '[{"a":1}]' } }] },
      { role: 'tool', tool_call_id: 'c', content: '[result]' },
    ]);
    // The client's request object is untouched.
    expect((request.messages[1].content as Array<{ text?: string }>)[0].text).toBe('part1');
    expect(request.messages[2].tool_calls![0].function.arguments).toBe('{"a":1}');
    expect(out.counts).toEqual({ PERSON: 10 });
  });

  it('hands the replacement settings to the engine; pseudonym mode without tags sends no instruction', async () => {
    const asked: unknown[] = [];
    const engine: PiiEngine = {
      async anonymize(texts, _entities, _art9, replacement) {
        asked.push(replacement);
        return { texts, mapping: { Piotr: 'Jan', 'Piotr…': 'Jan' }, counts: { PERSON: 1 }, art9: [], durationMs: 0.1 };
      },
    };
    const simple: ChatRequest = { model: 'gpt-4o', messages: [{ role: 'user', content: 'Piotr' }] };
    const out = await anonymizeRequest(simple, { ...defaultPiiSettings(), replacement: 'pseudonyms', tag_gender_hint: true }, engine);
    expect(asked).toEqual([{ pseudonyms: true }]);
    expect(out.request.messages).toEqual([{ role: 'user', content: 'Piotr' }]);
    await anonymizeRequest(simple, { ...defaultPiiSettings(), tag_gender_hint: true }, engine);
    expect(asked[1]).toEqual({ pseudonyms: false });
  });

  it('the instruction: tags as before, the gender hint on request, pseudonym mode names only its tags', () => {
    const mapping: Mapping = { '<PERSON_1>': 'Anna Nowak', '<PERSON_2>': 'Jan Nowak', '<PERSON_3>': 'X. Y.' };
    const person = (first: string, gender: 'm' | 'f') => ({ kind: 'person' as const, gender, first, surname: 'Nowak', lemma: `${first} Nowak`, forms: [] });
    attachEntityForms(mapping, { '<PERSON_1>': person('Anna', 'f'), '<PERSON_2>': person('Jan', 'm') });
    const tags = { mapping };
    expect(piiInstruction(tags, defaultPiiSettings())).toBe(PII_SYSTEM_INSTRUCTION);
    const hinted = piiInstruction(tags, { ...defaultPiiSettings(), tag_gender_hint: true })!;
    expect(hinted.startsWith(PII_SYSTEM_INSTRUCTION)).toBe(true);
    expect(hinted).toContain('<PERSON_1> feminine, <PERSON_2> masculine');
    const pseudo = { ...defaultPiiSettings(), replacement: 'pseudonyms' as const };
    expect(piiInstruction({ mapping: { Piotr: 'Jan' } }, pseudo)).toBeNull();
    const withIds = piiInstruction({ mapping: { Piotr: 'Jan', '<PESEL_1>': '44051401359' } }, pseudo)!;
    expect(withIds).toContain('<PESEL_1>');
    expect(withIds).not.toMatch(/PERSON|name|pseudonym/i);
  });

  it('does nothing (and adds no instruction) when PII is off', async () => {
    marking.seen.length = 0;
    const out = await anonymizeRequest(request, { ...defaultPiiSettings(), enabled: false }, marking);
    expect(marking.seen).toEqual([]);
    expect(out.request).toEqual(request);
    expect(out.request.messages[0]).toEqual({ role: 'system', content: 'sys' });
  });

  it('a saturated pool becomes 429 with Retry-After', async () => {
    const full: PiiEngine = { anonymize: async () => Promise.reject(new PiiQueueFullError(4096)) };
    const err = await anonymizeRequest(request, defaultPiiSettings(), full).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
    expect((err as ApiError).headers['Retry-After']).toBe('1');
  });

  it('forwards the end-user fields (user, safety_identifier) as a digest while PII detection is on', async () => {
    const req: ChatRequest = { ...request, user: 'jan.kowalski@example.pl', safety_identifier: 'Jan Kowalski' };
    const on = await anonymizeRequest(req, defaultPiiSettings(), marking);
    expect(on.request.user).toBe(pseudonymizeEndUser('jan.kowalski@example.pl'));
    expect(on.request.safety_identifier).toBe(pseudonymizeEndUser('Jan Kowalski'));
    expect(on.request.user).toMatch(/^u_[0-9a-f]{32}$/);
    expect(pseudonymizeEndUser('jan.kowalski@example.pl')).not.toBe(pseudonymizeEndUser('anna.nowak@example.pl'));
    expect(req.user).toBe('jan.kowalski@example.pl'); // the client's object is untouched
    // Also when no entity type is enabled, as long as detection is on ...
    const noTypes = await anonymizeRequest(req, { ...defaultPiiSettings(), enabled_types: [], art9_detection: false }, marking);
    expect(noTypes.request.user).toBe(pseudonymizeEndUser('jan.kowalski@example.pl'));
    // ... but not when the account turned PII detection off.
    const off = await anonymizeRequest(req, { ...defaultPiiSettings(), enabled: false }, marking);
    expect(off.request.user).toBe('jan.kowalski@example.pl');
  });

  it('scans participant names and forwards one with personal data in it as a digest', async () => {
    // A stand-in that finds a person only in "Jan Kowalski".
    const seen: string[][] = [];
    const engine: PiiEngine = {
      async anonymize(texts) {
        seen.push([...texts]);
        return { texts: texts.map((t) => t.replace('Jan Kowalski', '<PERSON_1>')), mapping: { '<PERSON_1>': 'Jan Kowalski' }, counts: { PERSON: 1 }, art9: [], durationMs: 0.1 };
      },
    };
    const req: ChatRequest = {
      model: 'gpt-4o',
      messages: [
        { role: 'user', name: 'Jan_Kowalski', content: 'Cześć' },
        { role: 'assistant', name: 'helper-bot', content: 'Dzień dobry' },
      ],
    };
    const out = await anonymizeRequest(req, defaultPiiSettings(), engine);
    expect(seen[0]).toEqual(['Jan Kowalski', 'Cześć', 'helper bot', 'Dzień dobry']);
    expect(out.request.messages[1].name).toBe(pseudonymizeParticipant('Jan_Kowalski'));
    expect(out.request.messages[1].name).toMatch(/^p_[0-9a-f]{32}$/);
    expect(out.request.messages[2].name).toBe('helper-bot'); // nothing found: unchanged
    expect(req.messages[0].name).toBe('Jan_Kowalski'); // the client's object is untouched
  });

  it('anonymizes predicted output (prediction.content, string or text parts) like the messages', async () => {
    marking.seen.length = 0;
    const asString = await anonymizeRequest({ ...request, prediction: { type: 'content', content: 'draft' } }, defaultPiiSettings(), marking);
    expect(marking.seen[0].at(-1)).toBe('draft');
    expect(asString.request.prediction).toEqual({ type: 'content', content: '[draft]' });
    const parts = { type: 'content', content: [{ type: 'text', text: 'pa' }, { type: 'other' }, { type: 'text', text: 'b' }] };
    const asParts = await anonymizeRequest({ ...request, prediction: parts }, defaultPiiSettings(), marking);
    // A part of a type the schema does not know: its strings are text as well.
    expect(asParts.request.prediction).toEqual({ type: 'content', content: [{ type: 'text', text: '[pab]' }, { type: '[other]' }] });
    expect(parts.content[0]).toEqual({ type: 'text', text: 'pa' }); // the client's object is untouched
    // The messages still get their own texts back.
    expect(asParts.request.messages[1]).toEqual({ role: 'system', content: '[sys]' });
  });
});
