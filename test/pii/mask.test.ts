import { describe, expect, it } from 'vitest';
import { maskMapping, maskValue } from '../../src/pii/mask.js';

describe('masking for X-Anonymization-Info', () => {
  it('keeps only the first character (code point) of each value', () => {
    expect(maskValue('Jan Kowalski')).toBe('J***');
    expect(maskValue('😀abc')).toBe('😀***');
    expect(maskValue('')).toBe('');
    expect(maskMapping({ '<PERSON_1>': 'Jan', '<PESEL_1>': '44051401359' })).toEqual({ '<PERSON_1>': 'J***', '<PESEL_1>': '4***' });
  });
  it('never contains the original value', () => {
    const m = maskMapping({ '<EMAIL_ADDRESS_1>': 'jan.kowalski@example.com' });
    expect(JSON.stringify(m)).not.toContain('kowalski');
  });
});
