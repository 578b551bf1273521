// Identifiers typed in shapes the main rules did not take: a Polish IBAN with a lowercase "pl", a +48 mobile
// with its first three digits in brackets, an e-mail whose local part and domain spell or drop their dots, a
// gamer's handle after "na <platform>";
// each with look-alikes that must stay untouched.
import { describe, expect, it } from 'vitest';
import { detectCandidates } from '../../src/pii/detectors/index.js';
import type { EntityType } from '../../src/pii/types.js';

const found = (text: string, type: EntityType): string[] =>
  detectCandidates(text, new Set([type])).filter((c) => c.type === type).map((c) => text.slice(c.start, c.end));

describe('IBAN with a lowercase country code', () => {
  it('is an account when it passes the check', () => {
    expect(found('zwrot na rachunek pl10105084984554802498612828 (Santander)', 'IBAN_CODE')).toEqual(['pl10105084984554802498612828']);
    expect(found('konto: pl 61 1140 3895 0890 3790 4033 2046', 'IBAN_CODE')).toEqual(['pl 61 1140 3895 0890 3790 4033 2046']);
  });
  it('is not one with another lowercase prefix or a failed check', () => {
    expect(found('de89370400440532013000 to nie konto', 'IBAN_CODE')).toEqual([]);
    expect(found('kod pl10105084984554802498612829', 'IBAN_CODE')).toEqual([]);
  });
});

describe('+48 with a bracketed mobile prefix', () => {
  it('is a phone', () => {
    expect(found('telefon +48(603)112-987', 'PHONE_NUMBER')).toEqual(['+48(603)112-987']);
    expect(found('tel. +48 (512) 334 909', 'PHONE_NUMBER')).toEqual(['+48 (512) 334 909']);
  });
  it('needs all nine digits', () => {
    expect(found('+48(603)112-98', 'PHONE_NUMBER')).toEqual([]);
  });
});

describe('e-mail with spelled dots in the local part or a space for the domain dot', () => {
  it('is one address', () => {
    expect(found('pisz na: tomek (kropka) zawadzki (małpa) gmail com', 'EMAIL_ADDRESS')).toEqual(['tomek (kropka) zawadzki (małpa) gmail com']);
    expect(found('ola [dot] nowak [at] wp.pl', 'EMAIL_ADDRESS')).toEqual(['ola [dot] nowak [at] wp.pl']);
  });
  it('is not a host-and-word pair that is no mail host', () => {
    expect(found('zobacz (małpa) sklep com', 'EMAIL_ADDRESS')).toEqual([]);
  });
});

describe('a handle after "na <platform>"', () => {
  it('is a username when it has a handle\'s shape', () => {
    expect(found('a na steamie kot_z_mazur', 'USERNAME')).toEqual(['kot_z_mazur']);
    expect(found('pisz na discordzie wilk.99 wieczorem', 'USERNAME')).toEqual(['wilk.99']);
  });
  it('is not a plain word after the platform', () => {
    expect(found('na steamie gram w CS', 'USERNAME')).toEqual([]);
    expect(found('w tiktoku 2024 było dużo zmian', 'USERNAME')).toEqual([]);
  });
});
