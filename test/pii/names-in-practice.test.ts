// First-name and surname forms that are also dictionary words but that running text writes as names
// (names-in-practice.txt, counted on the NER training text): read as names in text typed without case, by the
// rules that read forms that are nothing else; words the text writes in lower case stay words.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { isCaselessSurnameInPractice, isNameInPractice } from '../../src/pii/names/names-in-practice.js';

/** The PERSON values that would be replaced (rules only, no NER). */
const persons = (text: string) => Object.values(anonymizeTexts([text], new Set(['PERSON'])).mapping);

describe('names in practice', () => {
  it('lists forms the text writes capitalised, in any case, with or without diacritics', () => {
    for (const w of ['markowi', 'jackiem', 'PAWŁOWI', 'pawlowi', 'jadzi', 'nowakiem', 'wiśniewskiej', 'wisniewskiej']) {
      expect(isNameInPractice(w), w).toBe(true);
    }
  });
  it('leaves out forms the text writes in lower case too, and places', () => {
    for (const w of ['kot', 'lis', 'kowal', 'mazur', 'mazury', 'roza', 'róża', 'wiara', 'marek', 'maja', 'baran', 'sowa']) {
      expect(isNameInPractice(w), w).toBe(false);
    }
  });
  it('takes a surname as a name alone only typed without case', () => {
    expect(isCaselessSurnameInPractice('nowakiem')).toBe(true);
    expect(isCaselessSurnameInPractice('NOWAKIEM')).toBe(true);
    expect(isCaselessSurnameInPractice('Nowakiem')).toBe(false);
    expect(isCaselessSurnameInPractice('jadzi')).toBe(false); // a first name's form: the first-name rule's
  });
});

describe('caseless rules with names in practice', () => {
  it('find a first name that is also a dictionary word without an introducing word', () => {
    expect(persons('powiedz markowi ze jutro nie przyjde')).toEqual(['markowi']);
    expect(persons('widzialem sie z jackiem wczoraj')).toEqual(['jackiem']);
    expect(persons('KAZ PAWLOWI ODDAC MI PIENIADZE')).toEqual(['PAWLOWI']);
  });
  it('find a surname alone that is also a dictionary word', () => {
    expect(persons('wczoraj gadalem z nowakiem o umowie')).toEqual(['nowakiem']);
    expect(persons('bylam u wisniewskiej po klucze')).toEqual(['wisniewskiej']);
    expect(persons('GADALEM Z NOWAKIEM O UMOWIE')).toEqual(['NOWAKIEM']);
  });
  it('leave common words in lowercase chat alone', () => {
    for (const text of [
      'marek samochodow na parkingu bylo mnostwo', 'roza w ogrodzie zakwitla', 'wiara czyni cuda', 'kot spi na kanapie',
      'lis przebiegl przez droge', 'kowal podkul konia', 'mazur to mieszkaniec mazur', 'baran i koza na lace',
    ]) expect(persons(text), text).toEqual([]);
  });
});
