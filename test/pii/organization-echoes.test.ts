// An organization found once is replaced where it comes back (src/pii/organization-echoes.ts), within limits:
// a word the text also writes in lower case, another case style, a sentence without lower case.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { organizationEchoes } from '../../src/pii/organization-echoes.js';
import type { Candidate, EntityType } from '../../src/pii/types.js';

const ORG = new Set<EntityType>(['ORGANIZATION']);
const orgs = (text: string) => findEntities(text, ORG).map((e) => text.slice(e.start, e.end));

/** An accepted ORGANIZATION over the first occurrence of `span`. */
function at(text: string, span: string, source = 'institution', score = 0.5): Candidate {
  const start = text.indexOf(span);
  return { type: 'ORGANIZATION', start, end: start + span.length, score, source };
}

describe('organization echoes', () => {
  it('replaces a name found once where it comes back, in another case form too', () => {
    expect(orgs('Francuska firma samochodowa Renault podpisała umowę. W ZSRR Renault zbuduje fabrykę na licencji Renault.'))
      .toEqual(['Renault', 'Renault', 'Renault']);
    const text = 'Umowę podpisał Santander Consumer Bank. W Santander Consumer Banku nikt nie odbiera.';
    expect(organizationEchoes(text, [at(text, 'Santander Consumer Bank')]).map((c) => text.slice(c.start, c.end)))
      .toEqual(['Santander Consumer Banku']);
  });

  it('leaves a word the text writes in lower case, another case style, and a sentence without lower case', () => {
    const cat = 'Czytam miesięcznik KOT. Mój kot śpi, a KOT ma nową okładkę.';
    expect(organizationEchoes(cat, [at(cat, 'KOT')])).toEqual([]);
    const caps = 'Mam akcje firmy PRIMA. Prima to dobra nazwa. ZARZĄD PRIMA ODPOWIADA.';
    expect(organizationEchoes(caps, [at(caps, 'PRIMA')])).toEqual([]);
  });

  it('leaves a dictionary word at a sentence\'s start, and the model\'s uncertain spans', () => {
    const text = 'Wygrał klub Zorza z Orońska. Zorza polarna świeciła nad nami.';
    expect(organizationEchoes(text, [at(text, 'Zorza')])).toEqual([]);
    const model = 'Mam umowę z firmą Marbud. Od Marbudu dostałem zaliczkę.';
    expect(organizationEchoes(model, [at(model, 'Marbud', 'ner', 0.4)])).toEqual([]);
    expect(organizationEchoes(model, [at(model, 'Marbud', 'ner', 0.9)]).map((c) => model.slice(c.start, c.end))).toEqual(['Marbudu']);
  });

  it('replaces the first word of a longer name where it comes back alone, when the language has no such word', () => {
    const text = 'Ani Amway Polska, ani Amway Corporation nie podpisują się pod tym. Amway sprawdza jedynie teksty, a Amway milczy.';
    expect(organizationEchoes(text, [at(text, 'Amway Polska'), at(text, 'Amway Corporation')]).map((c) => text.slice(c.start, c.end)))
      .toEqual(['Amway', 'Amway']);
  });

  it('leaves a first word that is a word of the language, a first name or a kind of institution', () => {
    const words = 'Pracuję w Telekomunikacja Polska. Telekomunikacja to moja pasja.';
    expect(organizationEchoes(words, [at(words, 'Telekomunikacja Polska')])).toEqual([]);
    const person = 'Kupiłem bilet w Jan Travel. Jan mi go sprzedał.';
    expect(organizationEchoes(person, [at(person, 'Jan Travel')])).toEqual([]);
    const kind = 'Dzwoniłem do Fundacja Felis. Fundacja nie odebrała.';
    expect(organizationEchoes(kind, [at(kind, 'Fundacja Felis')])).toEqual([]);
  });

  it('replaces a name of words no language has in any case, in text without case too, with an acronym\'s ending', () => {
    const lower = 'kodeks etyczny amway jest długi. amway sprawdza teksty, a amway milczy.';
    expect(organizationEchoes(lower, [at(lower, 'amway', 'ner', 0.9)]).map((c) => lower.slice(c.start, c.end)))
      .toEqual(['amway', 'amway']);
    const caps = 'UDZIAŁ SKKT W OBCHODACH. WAŻNYM KIERUNKIEM PRACY SKKT-U JEST POMOC.';
    expect(organizationEchoes(caps, [at(caps, 'SKKT', 'ner', 0.9)]).map((c) => caps.slice(c.start, c.end))).toEqual(['SKKT-U']);
  });

  it('leaves an occurrence inside an address, a path or a longer word', () => {
    const text = 'Zapisy w MDK. Strona: www.mdk-raciborz.pl, plik /mdk/plan, konto mdk@poczta.pl, oraz MDKowcy.';
    expect(organizationEchoes(text, [at(text, 'MDK', 'acronym')])).toEqual([]);
  });
});
