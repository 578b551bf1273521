// X-Anonymization-Info's size cap: 8 KiB for the header (long fields dropped, "truncated": true), a larger
// cap for the copy the console's "Sent to provider" view reads from the stream.
import { describe, expect, it } from 'vitest';
import { buildAnonymizationInfo, CONSOLE_INFO_BYTES } from '../../src/chat/anonymization-info.js';
import type { Mapping } from '../../src/pii/types.js';

const decode = (h: string) => JSON.parse(Buffer.from(h, 'base64').toString('utf8'));

function input(chars: number) {
  const mapping: Mapping = { '<PERSON_1>': 'Jan Kowalski' };
  const content = `<PERSON_1> ${'opisuje sprawę bardzo szczegółowo. '.repeat(Math.ceil(chars / 35))}`.slice(0, chars);
  return { anonymizedMessages: [{ role: 'user' as const, content }], mapping, counts: { PERSON: 1 }, art9: [] };
}

describe('X-Anonymization-Info size', () => {
  it('a small request is whole under the header cap', () => {
    const info = decode(buildAnonymizationInfo(input(2_000)));
    expect(info.truncated).toBeUndefined();
    expect(info.anonymized_messages[0].content).toHaveLength(2_000);
  });

  it('a 30 KB request is cut to 8 KiB for the header, and whole under the console cap', () => {
    const header = buildAnonymizationInfo(input(30_000));
    expect(header.length).toBeLessThanOrEqual(8 * 1024);
    expect(decode(header).truncated).toBe(true);
    expect(decode(header).anonymized_messages).toEqual([]);
    const info = decode(buildAnonymizationInfo(input(30_000), CONSOLE_INFO_BYTES));
    expect(info.truncated).toBeUndefined();
    expect(info.anonymized_messages[0].content).toHaveLength(30_000);
    expect(JSON.stringify(info)).not.toContain('Kowalski');
  });

  it('beyond the console cap it is cut too, never over it', () => {
    const big = buildAnonymizationInfo(input(400_000), CONSOLE_INFO_BYTES);
    expect(big.length).toBeLessThanOrEqual(CONSOLE_INFO_BYTES);
    expect(decode(big).truncated).toBe(true);
  });
});
