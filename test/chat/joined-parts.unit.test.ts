// A message's text parts are scanned one by one and glued (src/chat/joined-parts.ts): a value split
// over parts is replaced, values in adjacent parts stay replaced, and gluing the parts that go out
// gives exactly the scanned text. Real detection (in process), the chat request's own schema.
import { describe, expect, it } from 'vitest';
import { walkChatRequest } from '../../src/chat/anonymize-request.js';
import { tagSpans } from '../../src/chat/joined-parts.js';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { ENTITY_TYPES, type EntityType } from '../../src/pii/types.js';
import { contentText } from '../../src/wire/content.js';
import type { ChatRequest, ContentPart } from '../../src/types/openai.js';

const ALL = new Set<EntityType>(ENTITY_TYPES);
const PESEL = '44051401359';

/** The message's parts as they would go upstream, the mapping and counts. */
function anonymizeParts(texts: string[]) {
  const request = { model: 'gpt-4o', messages: [{ role: 'user', content: texts.map((text) => ({ type: 'text', text })) }] } as ChatRequest;
  const walk = walkChatRequest(request);
  const result = anonymizeTexts(walk.texts, ALL);
  walk.apply(result.texts, result);
  const parts = (walk.body as ChatRequest).messages[0].content as ContentPart[];
  return { parts: parts.map((p) => (p as { text: string }).text), glued: contentText(parts), mapping: result.mapping, counts: result.counts };
}

describe('text parts of one message', () => {
  it.each([
    ['a PESEL', ['PESEL 4405', '1401359 proszę'], PESEL],
    ['an e-mail address', ['pisz na jan.kowalski@exa', 'mple.com'], 'jan.kowalski@example.com'],
    ['a name', ['Klient Jan', ' Kowalski prosi o kontakt'], 'Kowalski'],
    ['a name split inside the surname', ['Klient Jan Kowal', 'ski prosi o kontakt'], 'Kowalski'],
  ])('%s split over two parts does not reach the upstream, in the parts or glued', (_what, texts, value) => {
    const out = anonymizeParts(texts);
    expect(out.glued).not.toContain(value);
    for (const part of out.parts) expect(part).not.toContain(value);
    // Restoring the glued text gives the client's text back.
    let restored = out.glued;
    for (const [tag, v] of Object.entries(out.mapping)) restored = restored.replaceAll(tag, v);
    expect(restored).toBe(texts.join(''));
  });

  it('a value split over two parts gets one tag, in the part where it starts', () => {
    const out = anonymizeParts(['Klient Jan', ' Kowalski prosi']);
    const [, tag] = /^Klient (<PERSON_\d+>)$/.exec(out.parts[0]) ?? [];
    expect(out.parts[1]).toBe(' prosi');
    expect(out.mapping[tag]).toBe('Jan Kowalski');
    expect(out.counts).toEqual({ PERSON: 1 });
  });

  it('a linked tag (its mapping holds another form) still lines up: the parts\' own finds stand', () => {
    // Glued, "Kowalski44051401359" is one word nothing reads, and "Jan" alone is linked to the first
    // part's <PERSON_1> ("Jan Kowalski"): the glued result alone would send the surname and the PESEL.
    const out = anonymizeParts(['Jan Kowalski', PESEL]);
    expect(out.parts).toEqual(['<PERSON_1>', '<PESEL_1>']);
    expect(out.glued).not.toMatch(/Kowalski|44051401359/);
  });

  it('a part that a tag from the part before swallowed whole is left out', () => {
    const out = anonymizeParts(['PESEL 4405', '1401359']);
    expect(out.parts).toEqual(['PESEL <PESEL_1>']);
    expect(out.counts).toEqual({ PESEL: 1 });
  });

  it('two PESELs in adjacent parts, one longer number when glued, are each replaced', () => {
    const out = anonymizeParts([PESEL, '02070803628']);
    expect(out.parts).toEqual(['<PESEL_1>', '<PESEL_2>']);
    expect(out.counts).toEqual({ PESEL: 2 });
  });

  it('where a part alone has a value, its own scan decides: gluing does not stretch it into the next part', () => {
    // Glued, the address would run on into "Streść" (a longer top-level domain): the instruction must stay.
    const out = anonymizeParts(['Umowa z jan.kowalski@example.pl', 'Streść.']);
    expect(out.parts).toEqual(['Umowa z <EMAIL_ADDRESS_1>', 'Streść.']);
    expect(out.counts).toEqual({ EMAIL_ADDRESS: 1 });
  });

  it('parts without a split value are forwarded as the one-by-one scan left them', () => {
    const out = anonymizeParts(['Mój PESEL: 44051401359. ', 'Pozdrawiam, ', 'Anna Nowak']);
    expect(out.parts).toEqual(['Mój PESEL: <PESEL_1>. ', 'Pozdrawiam, ', '<PERSON_1>']);
    expect(out.counts).toEqual({ PESEL: 1, PERSON: 1 });
  });

  it('tagSpans reads back where detection replaced values, also next to a tag the client wrote', () => {
    const original = 'Jan <PERSON_1> PESEL 44051401359';
    const anonymized = 'Jan <PERSON_1> PESEL <PESEL_1>';
    expect(tagSpans(original, anonymized, { '<PESEL_1>': PESEL })).toEqual([{ start: 21, end: 32, tag: '<PESEL_1>' }]);
    expect(tagSpans(original, 'something else', { '<PESEL_1>': PESEL })).toBeNull();
  });
});
