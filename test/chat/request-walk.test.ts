// The schema nodes that build the body sent upstream (src/chat/request-walk.ts), on their own: which
// strings become texts, which are kept, which are checked, what an error names, what is counted.
import { describe, expect, it } from 'vitest';
import { any, arr, attachment, byType, closed, digest, drop, identifier, jsonSchema, jsonString, obj, RequestWalk, text, url } from '../../src/chat/request-walk.js';
import { ApiError } from '../../src/server/errors.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUg==';
/** Stand-in detection: "PII" anywhere becomes a tag. */
const detect = (texts: readonly string[]) => texts.map((t) => t.replaceAll('PII', '<PERSON_1>'));

function refusal(run: () => void): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    return (err as ApiError).message;
  }
  throw new Error('not refused');
}

describe('RequestWalk', () => {
  const schema = obj({
    role: closed(['user', 'assistant']),
    content: text,
    secret: drop,
    user: digest((s) => `d(${s})`),
    tools: arr(obj({ name: identifier, parameters: jsonSchema })),
    args: jsonString,
    kind: byType({ a: obj({ type: closed(['a']), note: text }) }),
  });

  it('copies the body: texts and unknown strings scanned, closed values kept, dropped fields left out; the input is untouched', () => {
    const body = { role: 'user', content: 'PII here', secret: 'x', extra: { deep: ['PII', 3, true, null] }, kind: { type: 'a', note: 'PII' } };
    const w = new RequestWalk(schema, body);
    expect(w.texts).toEqual(['PII here', 'extra', 'deep', 'PII', 'PII']);
    w.apply(detect(w.texts));
    expect(w.body).toEqual({ role: 'user', content: '<PERSON_1> here', extra: { deep: ['<PERSON_1>', 3, true, null] }, kind: { type: 'a', note: '<PERSON_1>' } });
    expect(body.content).toBe('PII here');
  });

  it('a value outside its closed set is read as text', () => {
    const w = new RequestWalk(schema, { role: 'PII' });
    expect(w.texts).toEqual(['PII']);
  });

  it('identifiers are scanned in their written and spaced forms, once each, and kept as written', () => {
    const body = { tools: [{ name: 'find_client', parameters: { type: 'object', properties: { who: { type: 'string', description: 'd' } }, required: ['who'] } }] };
    const w = new RequestWalk(schema, body);
    expect(w.texts).toEqual(['find_client', 'find client', 'who', 'd']);
    w.apply(detect(w.texts));
    expect(w.body).toEqual(body);
  });

  it.each([
    ['a tool name', { tools: [{ name: 'lookup_PII' }] }, 'tools[0].name: an identifier'],
    ['a schema property name', { tools: [{ name: 'f', parameters: { properties: { PII: {} } } }] }, 'tools[0].parameters.properties: an object key'],
    ['a key of JSON arguments', { args: '{"a":{"PII":1}}' }, 'args: an object key'],
    ['a key inside an unknown field (not named)', { vendor_x: { nested: { PII: 1 } } }, 'request body: an object key'],
  ])('personal data in %s refuses the request, naming the field only as far as the schema knows it', (_what, body, where) => {
    const w = new RequestWalk(schema, body);
    const message = refusal(() => w.apply(detect(w.texts)));
    expect(message.startsWith(`${where} carries personal data (PERSON)`)).toBe(true);
    expect(message).not.toContain('vendor_x');
  });

  it('end-user ids become digests only when protected (detection on)', () => {
    const off = new RequestWalk(schema, { user: 'jan@example.com' });
    expect(off.body).toEqual({ user: 'jan@example.com' });
    const on = new RequestWalk(schema, { user: 'jan@example.com' });
    on.protect();
    expect(on.body).toEqual({ user: 'd(jan@example.com)' });
  });

  it('a "__proto__" key stays a plain field of the copy', () => {
    const body = JSON.parse('{"content":"x","__proto__":{"polluted":"PII","__proto__":"PII"}}');
    const w = new RequestWalk(schema, body);
    w.apply(detect(w.texts));
    const copy = w.body as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect(JSON.stringify(copy)).toBe('{"content":"x","__proto__":{"polluted":"<PERSON_1>","__proto__":"<PERSON_1>"}}');
  });

  it('counts the characters of every scanned string, texts and identifiers; closed values and attachments are not counted', () => {
    const s = obj({ role: closed(['user']), content: text, img: url, data: attachment('type'), type: closed(['image/png']), name: identifier });
    const w = new RequestWalk(s, { role: 'user', content: '12345', img: `data:image/png;base64,${PNG}`, type: 'image/png', data: PNG, name: 'ab_c', unknown: 'xyz' });
    expect(w.chars).toBe(5 + 4 + 'unknown'.length + 3);
  });

  it('attachments must be base64 of their declared type; other URLs are text', () => {
    const s = obj({ type: closed(['image/png', 'application/pdf']), data: attachment('type'), link: url });
    expect(() => new RequestWalk(s, { type: 'image/png', data: PNG })).not.toThrow();
    expect(refusal(() => new RequestWalk(s, { type: 'image/png', data: '44051401359' }))).toMatch(/^data: expected base64 data/);
    expect(refusal(() => new RequestWalk(s, { type: 'application/pdf', data: PNG }))).toMatch(/^data: expected base64/);
    expect(refusal(() => new RequestWalk(s, { link: 'data:text/plain;base64,SmFuIEtvd2Fsc2tp' }))).toMatch(/^link: expected base64/);
    expect(new RequestWalk(s, { link: 'https://example.com/PII.png' }).texts).toEqual(['https://example.com/PII.png']);
  });

  it('`any` walks anything: strings are text, keys identifiers, at any depth', () => {
    const w = new RequestWalk(any, [{ a: [{ b: 'PII' }] }, 'PII', 7]);
    expect(w.texts).toEqual(['a', 'b', 'PII', 'PII']);
  });
});
