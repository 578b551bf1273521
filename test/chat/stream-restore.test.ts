// StreamRestorer on OpenAI chunks: every text field of a delta (content, reasoning, refusal) and
// tool-call arguments, held-back partial tags flushed before the finish chunk.
import { describe, expect, it } from 'vitest';
import { restoreCompletion, StreamRestorer, TEXT_FIELDS } from '../../src/chat/stream-restore.js';
import type { ChatCompletion, ChatCompletionChunk } from '../../src/types/openai.js';
import { applyTags } from '../../src/pii/anonymize.js';

const MAPPING = { '<PERSON_1>': 'Jan Kowalski', '<PESEL_1>': '44051401359' };

function chunk(delta: Record<string, unknown>, finish: string | null = null, index = 0): ChatCompletionChunk {
  return { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index, delta, finish_reason: finish }] } as ChatCompletionChunk;
}

/** Feeds `text` for `field` in pieces of `size` characters, then a finish chunk; returns the field's text per output chunk. */
function run(field: string, text: string, size: number): string[] {
  const r = new StreamRestorer(MAPPING);
  const out: ChatCompletionChunk[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...r.process(chunk({ [field]: text.slice(i, i + size) })));
  out.push(...r.process(chunk({}, 'stop')), ...r.finish());
  return out.map((c) => ((c.choices[0]?.delta as Record<string, unknown>)[field] as string | undefined) ?? '');
}

describe('StreamRestorer', () => {
  const text = 'Pacjent <PERSON_1> (PESEL <PESEL_1>) i znowu <PERSON_1>. Nieznany <PERSON_9> zostaje.';
  const restored = 'Pacjent Jan Kowalski (PESEL 44051401359) i znowu Jan Kowalski. Nieznany <PERSON_9> zostaje.';

  it.each(TEXT_FIELDS.map((f) => [f]))('restores %s split at every size, never emitting a tag', (field) => {
    for (const size of [1, 2, 3, 5, 7, 11, 100]) {
      const pieces = run(field, text, size);
      expect(pieces.join(''), `size ${size}`).toBe(restored);
      for (const p of pieces) expect(p).not.toMatch(/<PE[A-Z_]*_1>/);
    }
  });

  it('a flushed chunk carries the first chunk\'s id, created and model, not the later ones\' nor the first one\'s delta', () => {
    const r = new StreamRestorer(MAPPING);
    const first = { ...chunk({ content: 'Dla <PER' }), id: 'first', created: 7, model: 'm-1', system_fingerprint: 'fp' } as ChatCompletionChunk;
    r.process(first);
    const out = r.process({ ...chunk({}, 'stop'), id: 'later', created: 8, model: 'm-2' } as ChatCompletionChunk);
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({
      id: 'first', object: 'chat.completion.chunk', created: 7, model: 'm-1',
      choices: [{ index: 0, delta: { content: '<PER' }, finish_reason: null }],
    });
  });

  it('keeps fields apart: a partial tag held in reasoning is flushed as reasoning before the finish chunk', () => {
    const r = new StreamRestorer(MAPPING);
    const out = [
      ...r.process(chunk({ reasoning_content: 'Myślę o <PERS' })),
      ...r.process(chunk({ content: 'Odpowiedź dla <PER' })),
      ...r.process(chunk({}, 'stop')),
    ];
    const last = out.at(-1)!;
    expect(last.choices[0].finish_reason).toBe('stop');
    const flushed = out.at(-2)!.choices[0].delta as Record<string, unknown>;
    expect(flushed).toEqual({ reasoning_content: '<PERS', content: '<PER' });
    const all = (f: string) => out.map((c) => (c.choices[0].delta as Record<string, string>)[f] ?? '').join('');
    expect(all('reasoning_content')).toBe('Myślę o <PERS');
    expect(all('content')).toBe('Odpowiedź dla <PER');
  });

  it('keeps a tag split over three events apart per choice when the choices interleave, and per field', () => {
    const r = new StreamRestorer(MAPPING);
    const out = [
      ...r.process(chunk({ content: 'A <PE' }, null, 0)),
      ...r.process(chunk({ content: 'B <PER' }, null, 1)),
      ...r.process(chunk({ content: 'RSON' }, null, 0)),
      ...r.process(chunk({ reasoning: '<PES' }, null, 0)),
      ...r.process(chunk({ content: 'SON_' }, null, 1)),
      ...r.process(chunk({ content: '_1> a' }, null, 0)),
      ...r.process(chunk({ reasoning: 'EL_1>' }, null, 0)),
      ...r.process(chunk({ content: '1> b' }, null, 1)),
    ];
    const all = (i: number, f = 'content') => out.filter((c) => c.choices[0].index === i)
      .map((c) => (c.choices[0].delta as Record<string, string>)[f] ?? '').join('');
    expect(all(0)).toBe('A Jan Kowalski a');
    expect(all(1)).toBe('B Jan Kowalski b');
    expect(all(0, 'reasoning')).toBe('44051401359');
  });

  it('starts a choice anew after its finish chunk: what it held went out before it, nothing is held twice', () => {
    const r = new StreamRestorer(MAPPING);
    const out = [
      ...r.process(chunk({ content: 'x <PERSON' })),
      ...r.process(chunk({}, 'stop')),
      ...r.process(chunk({ content: '_1> y <PER' })),
      ...r.process(chunk({ content: 'SON_1>' })),
    ];
    const texts = out.map((c) => (c.choices[0].delta as Record<string, string>).content ?? '');
    expect(texts).toEqual(['x ', '<PERSON', '', '_1> y ', 'Jan Kowalski']);
  });

  it('restores tool-call arguments JSON-escaped and per choice index', () => {
    const r = new StreamRestorer({ '<PERSON_1>': 'Jan "Kowal" Kowalski' });
    const out = [
      ...r.process(chunk({ tool_calls: [{ index: 0, function: { arguments: '{"who":"<PERSON' } }] }, null, 1)),
      ...r.process(chunk({ tool_calls: [{ index: 0, function: { arguments: '_1>"}' } }] }, null, 1)),
      ...r.process(chunk({}, 'tool_calls', 1)),
    ];
    const args = out.map((c) => (c.choices[0].delta.tool_calls ?? []).map((t) => t.function?.arguments ?? '').join('')).join('');
    expect(JSON.parse(args)).toEqual({ who: 'Jan "Kowal" Kowalski' });
    expect(out.every((c) => c.choices[0].index === 1)).toBe(true);
  });
});

describe('restoreCompletion', () => {
  it('restores content, reasoning_content, reasoning and refusal of every choice', () => {
    const message = (s: string) => ({ role: 'assistant', content: s, reasoning_content: `R: ${s}`, reasoning: `G: ${s}`, refusal: `X: ${s}` });
    const completion = {
      id: 'c', object: 'chat.completion', created: 1, model: 'm',
      choices: [0, 1].map((index) => ({ index, message: message(`<PERSON_1> ${index}`), finish_reason: 'stop' })),
    } as unknown as ChatCompletion;
    restoreCompletion(completion, MAPPING);
    for (const [i, c] of completion.choices.entries()) {
      expect(c.message).toEqual(message(`Jan Kowalski ${i}`));
    }
  });
});

describe('StreamRestorer with linked names', () => {
  // Jan Kowalski seen as "Jan Kowalski" and "Jana Kowalskiego": the answer gets the case its words ask for.
  const text = 'Jan Kowalski dzwonił. Oddzwoń do Jana Kowalskiego.';
  const linked = applyTags([text], [[
    { type: 'PERSON', start: 0, end: 12 },
    { type: 'PERSON', start: text.indexOf('Jana'), end: text.length - 1 },
  ]]).mapping;

  it('declines a tag after a preposition in every split, streaming and not', () => {
    const answer = 'Napisz do <PERSON_1> i podziękuj <PERSON_1>, dzięki <PERSON_1> wszystko działa.';
    const restored = 'Napisz do Jana Kowalskiego i podziękuj Jan Kowalski, dzięki Janowi Kowalskiemu wszystko działa.';
    for (const size of [1, 2, 3, 7, 100]) {
      const r = new StreamRestorer(linked);
      const out: ChatCompletionChunk[] = [];
      for (let i = 0; i < answer.length; i += size) out.push(...r.process(chunk({ content: answer.slice(i, i + size) })));
      out.push(...r.process(chunk({}, 'stop')), ...r.finish());
      expect(out.map((c) => (c.choices[0]?.delta as { content?: string }).content ?? '').join(''), `size ${size}`).toBe(restored);
    }
    const completion = {
      id: 'c', object: 'chat.completion', created: 1, model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
    } as unknown as ChatCompletion;
    restoreCompletion(completion, linked);
    expect(completion.choices[0].message.content).toBe(restored);
  });

  it('reads no words from before a choice\'s finish chunk for a tag after it', () => {
    const r = new StreamRestorer(linked);
    const out = [
      ...r.process(chunk({ content: 'Napisz do ' })),
      ...r.process(chunk({ content: '<PERSON_1>' })),
      ...r.process(chunk({ content: ' Oddzwoń do ' }, 'stop')),
      ...r.process(chunk({ content: '<PERSON_1>' })),
    ];
    expect(out.map((c) => c.choices[0].delta.content ?? '')).toEqual(['Napisz do ', 'Jana Kowalskiego', ' Oddzwoń do ', 'Jan Kowalski']);
  });
});
