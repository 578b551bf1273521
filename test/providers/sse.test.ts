import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SseParser, UpstreamEventTooLargeError, sseEvents } from '../../src/providers/sse.js';
import { encodeSse } from '../../src/server/sse.js';
import type { SseEvent } from '../../src/providers/types.js';

const enc = new TextEncoder();

function parseAll(parts: Uint8Array[]): SseEvent[] {
  const p = new SseParser();
  const out: SseEvent[] = [];
  for (const part of parts) out.push(...p.push(part));
  out.push(...p.end());
  return out;
}

/** Every way of cutting `bytes` into two and three pieces must give the same events. */
function checkAllSplits(bytes: Uint8Array, expected: SseEvent[]): void {
  expect(parseAll([bytes])).toEqual(expected);
  for (let i = 0; i <= bytes.length; i++) {
    expect(parseAll([bytes.subarray(0, i), bytes.subarray(i)]), `split at ${i}`).toEqual(expected);
  }
  for (let i = 1; i < bytes.length; i += 3) {
    for (let j = i; j < bytes.length; j += 2) {
      expect(parseAll([bytes.subarray(0, i), bytes.subarray(i, j), bytes.subarray(j)]), `split at ${i},${j}`).toEqual(expected);
    }
  }
  // One byte at a time.
  expect(parseAll([...bytes].map((b) => Uint8Array.of(b)))).toEqual(expected);
}

describe('SseParser', () => {
  it('parses OpenAI-style data events with every split point', () => {
    const text = 'data: {"a":"zażółć gęślą jaźń 🙂"}\n\ndata: [DONE]\n\n';
    checkAllSplits(enc.encode(text), [{ data: '{"a":"zażółć gęślą jaźń 🙂"}' }, { data: '[DONE]' }]);
  });

  it('handles CRLF, lone CR, event names, comments and multi-line data with every split point', () => {
    const text = ': keep-alive\r\nevent: message_start\r\ndata: {"x":1}\r\n\r\n'
      + 'event: ping\rdata: one\rdata: two\r\r'
      + 'data:no-space\nid: 7\nretry: 100\nunknown: z\n\n';
    checkAllSplits(enc.encode(text), [
      { event: 'message_start', data: '{"x":1}' },
      { event: 'ping', data: 'one\ntwo' },
      { data: 'no-space' },
    ]);
  });

  it('keeps only one leading space of a value and accepts a field without colon', () => {
    expect(parseAll([enc.encode('data:  two spaces\n\ndata\n\n')])).toEqual([{ data: ' two spaces' }, { data: '' }]);
  });

  it('does not dispatch events without data, and forgets their name', () => {
    expect(parseAll([enc.encode('event: lonely\n\ndata: x\n\n')])).toEqual([{ data: 'x' }]);
  });

  it('strips a BOM at the start', () => {
    expect(parseAll([Uint8Array.of(0xef, 0xbb), Uint8Array.of(0xbf, ...enc.encode('data: a\n\n'))])).toEqual([{ data: 'a' }]);
  });

  it('keeps a BOM that is not at the start, also at the start of a later read', () => {
    const bom = Uint8Array.of(0xef, 0xbb, 0xbf);
    expect(parseAll([enc.encode('data: a'), bom, enc.encode('b\n\n')])).toEqual([{ data: 'a\ufeffb' }]);
    expect(parseAll([bom, enc.encode('data: a\n\ndata: '), bom, enc.encode('b\n\n')])).toEqual([{ data: 'a' }, { data: '\ufeffb' }]);
  });

  it('decodes any bytes, malformed ones too, as one decoder would, however they are split (property)', () => {
    const whole = new TextDecoder();
    fc.assert(fc.property(
      fc.uint8Array({ maxLength: 40 }).map((b) => b.filter((x) => x !== 10 && x !== 13)),
      fc.array(fc.nat(), { maxLength: 6 }),
      (payload, cuts) => {
        const wire = new Uint8Array([...enc.encode('data: '), ...payload, 10, 10]);
        const points = [...new Set(cuts.map((c) => c % (wire.length + 1)))].sort((a, b) => a - b);
        const parts: Uint8Array[] = [];
        let prev = 0;
        for (const pt of points) { parts.push(wire.subarray(prev, pt)); prev = pt; }
        parts.push(wire.subarray(prev));
        expect(parseAll(parts)).toEqual([{ data: whole.decode(payload) }]);
      },
    ), { numRuns: 2000 });
  });

  it('an unfinished UTF-8 sequence at the very end is replaced, not dropped', () => {
    expect(parseAll([enc.encode('data: a\n'), Uint8Array.of(0x64, 0x61, 0x74, 0x61, 0x3a, 0x20, 0xe2, 0x82)])).toEqual([{ data: 'a' }]);
    expect(parseAll([enc.encode('data: '), Uint8Array.of(0xf0, 0x9f), enc.encode('\n')])).toEqual([{ data: '\ufffd' }]);
  });

  it('delivers a complete last event without the final blank line, drops an unterminated line', () => {
    expect(parseAll([enc.encode('data: a\n\ndata: b\n')])).toEqual([{ data: 'a' }, { data: 'b' }]);
    expect(parseAll([enc.encode('data: a\n\ndata: {"trunc')])).toEqual([{ data: 'a' }]);
  });

  it('returns events as soon as their blank line arrives', () => {
    const p = new SseParser();
    expect(p.push(enc.encode('data: a\n'))).toEqual([]);
    expect(p.push(enc.encode('\n'))).toEqual([{ data: 'a' }]);
    // '\r' at the end of a chunk: the event is complete only after the next line end.
    expect(p.push(enc.encode('data: b\r'))).toEqual([]);
    expect(p.push(enc.encode('\n'))).toEqual([]);
    expect(p.push(enc.encode('\r\n'))).toEqual([{ data: 'b' }]);
  });

  it('round-trips encodeSse output for arbitrary payloads and split points (property)', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ data: fc.string({ unit: 'grapheme' }), event: fc.option(fc.stringMatching(/^[a-z_-]{1,12}$/), { nil: undefined }) }), { maxLength: 5 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      (events, cuts) => {
        const wire = enc.encode(events.map((e) => encodeSse(e.data, e.event)).join(''));
        const points = [...new Set(cuts.map((c) => c % (wire.length + 1)))].sort((a, b) => a - b);
        const parts: Uint8Array[] = [];
        let prev = 0;
        for (const pt of points) { parts.push(wire.subarray(prev, pt)); prev = pt; }
        parts.push(wire.subarray(prev));
        const expected = events.map((e) => ({
          ...(e.event !== undefined ? { event: e.event } : {}),
          data: e.data.replace(/\r\n|\r/g, '\n'),
        }));
        expect(parseAll(parts)).toEqual(expected);
      },
    ), { numRuns: 300 });
  });

  it('a read that is one whole event gives what the line-by-line walk gives, whatever came before (property)', () => {
    const line = fc.constantFrom('data: x', 'data:x', 'data:  x', 'data: ', 'data', 'event: e', ': c', 'id: 1', 'data: {"a":"ż\\n"}', 'data: a\rb');
    const end = fc.constantFrom('\n', '\r', '\r\n');
    const event = fc.tuple(fc.array(fc.tuple(line, end), { minLength: 1, maxLength: 3 }), end)
      .map(([lines, blank]) => lines.map(([l, e]) => l + e).join('') + blank);
    fc.assert(fc.property(fc.array(event, { maxLength: 8 }), fc.array(fc.nat(3)), (events, cuts) => {
      // Each event its own read, some cut in two (what comes after a cut starts with something held).
      const parts = events.flatMap((e, i) => {
        const at = (cuts[i] ?? 0) % 2 ? Math.floor(e.length / 2) : 0;
        return at ? [e.slice(0, at), e.slice(at)] : [e];
      }).map((t) => enc.encode(t));
      const wire = enc.encode(events.join(''));
      expect(parseAll(parts)).toEqual(parseAll([...wire].map((b) => Uint8Array.of(b))));
    }), { numRuns: 500 });
  });

  it('sseEvents iterates a byte stream', async () => {
    async function* body() {
      yield enc.encode('data: 1\n');
      yield enc.encode('\ndata: 2\n\n');
    }
    const got: SseEvent[] = [];
    for await (const e of sseEvents(body())) got.push(e);
    expect(got).toEqual([{ data: '1' }, { data: '2' }]);
  });
});

describe('encodeSse', () => {
  it('writes data lines terminated by a blank line', () => {
    expect(encodeSse('{"a":1}')).toBe('data: {"a":1}\n\n');
    expect(encodeSse('a\nb')).toBe('data: a\ndata: b\n\n');
    expect(encodeSse('x', 'error')).toBe('event: error\ndata: x\n\n');
  });
});

describe('SseParser with a cap on one event', () => {
  const MAX = 64 * 1024;
  const piece = enc.encode('x'.repeat(16 * 1024));

  it('passes events up to the cap, split anywhere', () => {
    const text = `data: ${'a'.repeat(MAX - 10)}\n\ndata: b\n\n`;
    const p = new SseParser(MAX);
    const out: SseEvent[] = [];
    const bytes = enc.encode(text);
    for (let i = 0; i < bytes.length; i += 1000) out.push(...p.push(bytes.subarray(i, i + 1000)));
    out.push(...p.end());
    expect(out.map((e) => e.data.length)).toEqual([MAX - 10, 1]);
  });

  it('a line that never ends: fails once it passes the cap, holding no more than the cap', () => {
    const p = new SseParser(MAX);
    p.push(enc.encode('data: '));
    let pushed = 0;
    let error: unknown;
    try {
      for (; pushed < 1000; pushed++) {
        p.push(piece);
        expect(p.heldChars).toBeLessThanOrEqual(MAX);
      }
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(UpstreamEventTooLargeError);
    expect(pushed).toBeLessThan(MAX / piece.length + 1);
    // What it held is dropped, and it stays failed: later bytes are not collected again.
    expect(p.heldChars).toBe(0);
    expect(() => p.push(piece)).toThrow(UpstreamEventTooLargeError);
    expect(p.heldChars).toBe(0);
    expect(() => p.end()).toThrow(UpstreamEventTooLargeError);
  });

  it('an event of many data lines fails past the cap even though every line is short', () => {
    const p = new SseParser(MAX);
    const line = enc.encode(`data: ${'y'.repeat(1000)}\n`);
    let error: unknown;
    for (let i = 0; i < 1000 && !error; i++) {
      try {
        p.push(line);
      } catch (err) {
        error = err;
      }
      expect(p.heldChars).toBeLessThanOrEqual(MAX + 1000);
    }
    expect(error).toBeInstanceOf(UpstreamEventTooLargeError);
    expect(p.heldChars).toBe(0);
  });

  it('a huge event inside one chunk fails without being kept', () => {
    const p = new SseParser(MAX);
    expect(() => p.push(enc.encode(`data: ${'z'.repeat(MAX * 4)}\n\n`))).toThrow(/larger than 65536 bytes/);
    expect(p.heldChars).toBe(0);
  });

  it('many small events add up to no limit', () => {
    const p = new SseParser(1024);
    const event = enc.encode(`data: ${'q'.repeat(500)}\n\n`);
    let n = 0;
    for (let i = 0; i < 1000; i++) n += p.push(event).length;
    expect(n).toBe(1000);
  });

  it('sseEvents passes the cap on', async () => {
    async function* body() {
      yield enc.encode('data: ');
      for (;;) yield piece;
    }
    const seen: string[] = [];
    await expect((async () => { for await (const e of sseEvents(body(), MAX)) seen.push(e.data); })()).rejects.toThrow(UpstreamEventTooLargeError);
    expect(seen).toEqual([]);
  });
});
