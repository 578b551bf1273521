// Rules for conversational text (chat, SMS, call transcripts): a first name alone in lower case or capitals
// (caseless-first-names.ts), identifiers read out one digit at a time (digit-by-digit.ts), e-mail addresses with
// a spelled "@" (spelled-email.ts). Each with what it must find and what it must leave alone.
import { describe, expect, it } from 'vitest';
import { detectCandidates } from '../../src/pii/detectors/index.js';
import type { EntityType } from '../../src/pii/types.js';

const found = (text: string, type: EntityType, source: string): string[] =>
  detectCandidates(text, new Set([type])).filter((c) => c.source === source).map((c) => text.slice(c.start, c.end));
const firstNames = (text: string): string[] => found(text, 'PERSON', 'caseless-first-name');

describe('a first name alone in lower case or capitals', () => {
  it('takes a form that is nothing but a name, in any case form and diminutive, with or without diacritics', () => {
    expect(firstNames('bylam wczoraj u kasi i pilysmy kawe')).toEqual(['kasi']);
    expect(firstNames('ide do kina z tomkiem')).toEqual(['tomkiem']);
    expect(firstNames('panie zbyszku, kiedy bedzie auto?')).toEqual(['zbyszku']);
    expect(firstNames('znam dorote od przedszkola')).toEqual(['dorote']);
    expect(firstNames('rozmawialismy o jance')).toEqual(['jance']);
    expect(firstNames('pozdrowienia dla malgosi')).toEqual(['malgosi']);
    expect(firstNames('daj znać wojtkowi')).toEqual(['wojtkowi']);
    expect(firstNames('JESTEM HENRYK I CHCĘ ZŁOŻYĆ SKARGĘ')).toEqual(['HENRYK']);
    // two first names are two people, not a first name and a surname
    expect(firstNames('zosia i anna przyszli')).toEqual(['zosia', 'anna']);
  });

  it('takes a name that is also a dictionary word only after a self-introduction, honorific or family noun', () => {
    expect(firstNames('moj brat lukasz szuka pracy')).toEqual(['lukasz']);
    expect(firstNames('jade do babci heli')).toEqual(['heli']);
    expect(firstNames('tu jasiek, oddzwon')).toEqual(['jasiek']);
    expect(firstNames('POWIEDZCIE KONSULTANTOWI ADAMOWI')).toEqual(['ADAMOWI']);
    expect(firstNames('syn kuba ma 7 lat')).toEqual(['kuba']);
    // the same words without such a word before them are words
    expect(firstNames('roza i heli')).toEqual([]);
    expect(firstNames('polozylam jasiek na lozku')).toEqual([]);
    expect(firstNames('ta kuba jest za mala')).toEqual([]);
  });

  it('takes a dictionary word that running text writes as a name without an introducing word', () => {
    expect(firstNames('lukasz i heli')).toEqual(['lukasz']);
    expect(firstNames('dzwonilam do jadzi wczoraj')).toEqual(['jadzi']);
    // names that are common words, and words written in lower case as much, stay words
    expect(firstNames('wiktoria w meczu, bogdan na boisku')).toEqual([]);
    expect(firstNames('marek samochodow na parkingu bylo mnostwo')).toEqual([]);
  });

  it('leaves out common words that are also names, verbs after an introducing word and "tu" meaning here', () => {
    for (const text of [
      'roza w ogrodzie zakwitla', 'w maju i w marcu', 'wiesz co, marek samochodow jest duzo', 'nadzieja umiera ostatnia',
      'pola zalalo', 'ida na spacer', 'corki maja goraczke', 'pani ani razu nie zadzwonila', 'tu mili ludzie mieszkaja',
      'mamy nadzieję, że się uda', 'MAMY NADZIEJĘ', 'meksyk, kubę i filipiny',
      'wiara czyni cuda', 'lew to krol zwierzat', 'w sylwestra idziemy na impreze', 'jestem zmeczony', 'ala ma kota',
    ]) expect(firstNames(text), text).toEqual([]);
  });

  it('leaves out names glued to addresses, paths and numbers, streets and saints, and capitalised names (person.ts reads those)', () => {
    expect(firstNames('pisz na tomek.nowak@wp.pl albo /home/tomek/')).toEqual([]);
    expect(firstNames('mieszkam na ul. stefana batorego, kosciol sw. jadwigi')).toEqual([]);
    expect(firstNames('mieszkam na ul. jana pawla 5, PLAC JANA PAWŁA II')).toEqual([]);
    expect(firstNames('corka chodzi do szkoly jana pawla, SZPITAL MARII SKŁODOWSKIEJ')).toEqual([]);
    expect(firstNames('Kasia przyjdzie jutro')).toEqual([]);
    expect(firstNames('login tomek92')).toEqual([]);
    // in capitals among other capitals on a line with lower case: a heading or a company's name
    expect(firstNames('Film ZIELONA GRANICA ADAM MARCZAK FILM')).toEqual([]);
    expect(firstNames('Umowa z BOGDAN TRANS podpisana')).toEqual([]);
    expect(firstNames('paczka dla ZOSIA, bedzie jutro')).toEqual(['ZOSIA']);
  });

  it('joins a listed surname right after the name, also one that is a common word, in the same caseless writing', () => {
    expect(firstNames('odbierze moj syn kuba wrobel, ma dowod')).toEqual(['kuba wrobel']);
    expect(firstNames('a moze zapytamy dorote wysocka?')).toEqual(['dorote wysocka']);
    // (in capitals the pair rule of caseless-names.ts takes it first, by its first part)
    expect(found('JESTEM HENRYK KOWAL-LIS', 'PERSON', 'caps-pair')).toEqual(['HENRYK KOWAL-LIS']);
    // not a word that is no listed surname, another first name, a capitalised word or a word glued to more
    expect(firstNames('syn kuba pisze wypracowanie')).toEqual(['kuba']);
    expect(firstNames('znam dorote i anne')).toEqual(['dorote', 'anne']);
    expect(firstNames('znam dorote Wysocka')).toEqual(['dorote']);
    expect(firstNames('pisz do dorote kowal@wp.pl')).toEqual(['dorote']);
  });
});

describe('identifiers read out one digit at a time', () => {
  it('takes them after their keyword when count and checksum fit', () => {
    expect(found('ma pesel 5 2 0 1 0 5 0 9 0 1 1 tak', 'PESEL', 'digit-by-digit')).toEqual(['5 2 0 1 0 5 0 9 0 1 1']);
    expect(found('nip firmy to 2 1 4 8 8 4 2 6 5 6', 'NIP', 'digit-by-digit')).toEqual(['2 1 4 8 8 4 2 6 5 6']);
    expect(found('regon 2 9 1 7 0 9 8 4 0', 'REGON', 'digit-by-digit')).toEqual(['2 9 1 7 0 9 8 4 0']);
    expect(found('oddzwon na 7 9 1 2 2 2 3 3 3', 'PHONE_NUMBER', 'digit-by-digit')).toEqual(['7 9 1 2 2 2 3 3 3']);
    expect(found('numer karty 4 9 9 7 1 1 6 4 9 7 9 0 7 6 1 9', 'CREDIT_CARD', 'digit-by-digit')).toEqual(['4 9 9 7 1 1 6 4 9 7 9 0 7 6 1 9']);
    expect(found('numer dowodu r r w 4 5 2 8 3 4', 'PL_ID_CARD', 'digit-by-digit')).toEqual(['r r w 4 5 2 8 3 4']);
    // groups of single digits split by " - "
    expect(found('tel. kom. 7 2 1 - 9 9 7 - 2 3 1', 'PHONE_NUMBER', 'digit-by-digit')).toEqual(['7 2 1 - 9 9 7 - 2 3 1']);
  });

  it('reads digits spelled as words the same way, in any case, with or without diacritics', () => {
    expect(found('pesel osiem cztery zero siedem dwa dwa piec dwa piec piec szesc', 'PESEL', 'digit-by-digit'))
      .toEqual(['osiem cztery zero siedem dwa dwa piec dwa piec piec szesc']);
    expect(found('PESEL OSIEM CZTERY ZERO SIEDEM DWA DWA PIĘĆ DWA PIĘĆ PIĘĆ SZEŚĆ', 'PESEL', 'digit-by-digit')).toHaveLength(1);
    expect(found('mój telefon sześć zero jeden, dwa trzy cztery, pięć sześć siedem', 'PHONE_NUMBER', 'digit-by-digit'))
      .toEqual(['sześć zero jeden, dwa trzy cztery, pięć sześć siedem']);
    expect(found('liczymy: jeden dwa trzy cztery piec szesc siedem osiem dziewiec', 'PHONE_NUMBER', 'digit-by-digit')).toEqual([]);
    expect(found('numer zamowienia jeden dwa trzy cztery piec szesc siedem osiem dziewiec', 'PHONE_NUMBER', 'digit-by-digit')).toEqual([]);
    expect(found('pesel osiem cztery zero siedem dwa dwa piec dwa piec piec siedem', 'PESEL', 'digit-by-digit')).toEqual([]);
  });

  it('leaves out runs without their keyword, with a failing checksum or of another length', () => {
    expect(found('wynik 5 2 0 1 0 5 0 9 0 1 1 punktow', 'PESEL', 'digit-by-digit')).toEqual([]);
    expect(found('pesel 5 2 0 1 0 5 0 9 0 1 2', 'PESEL', 'digit-by-digit')).toEqual([]);
    expect(found('nr zamowienia 1 2 3 4 5 6 prosze o status', 'PHONE_NUMBER', 'digit-by-digit')).toEqual([]);
    expect(found('kod do drzwi 4 3 2 1, pietro 3', 'PHONE_NUMBER', 'digit-by-digit')).toEqual([]);
    expect(found('tel 7 9 1 2 2 2 3 3 3 3', 'PHONE_NUMBER', 'digit-by-digit')).toEqual([]);
    expect(found('tel 7 9 1 - 2 2 2 - 3 3 3 - 3', 'PHONE_NUMBER', 'digit-by-digit')).toEqual([]);
    expect(found('pesel 5 4 0 4 1 3 7 5 7 0 6 - 1', 'PESEL', 'digit-by-digit')).toEqual([]);
    expect(found('dowod a b 4 5 2 8 3 4', 'PL_ID_CARD', 'digit-by-digit')).toEqual([]);
    // a run inside a longer number is not read from its middle
    expect(found('pesel 12 5 2 0 1 0 5 0 9 0 1 1', 'PESEL', 'digit-by-digit')).toEqual([]);
  });
});

describe('e-mail addresses with a spelled "@"', () => {
  const emails = (text: string): string[] => found(text, 'EMAIL_ADDRESS', 'email-spelled');
  it('takes at, małpa and malpa, bare or bracketed, spaces around "@", spelled dots', () => {
    expect(emails('pisz na jan.kowalski at gmail kropka com')).toEqual(['jan.kowalski at gmail kropka com']);
    expect(emails('maila mam marta.wrobel(at)wp.pl')).toEqual(['marta.wrobel(at)wp.pl']);
    expect(emails('adres: kuba_nowak [malpa] onet.pl')).toEqual(['kuba_nowak [malpa] onet.pl']);
    expect(emails('ola @ interia.pl')).toEqual(['ola @ interia.pl']);
    expect(emails('janek małpa o2 dot pl')).toEqual(['janek małpa o2 dot pl']);
    expect(emails('napisz do janek at gmail.com')).toEqual(['janek at gmail.com']);
  });
  it('reads a spaced "@" after a plain address in the same text, on either side of it', () => {
    expect(emails('mój jan@wp.pl, jej ola @interia.pl')).toEqual(['ola @interia.pl']);
    expect(emails('mój jan@wp.pl, jej ola@ interia.pl')).toEqual(['ola@ interia.pl']);
  });

  it('leaves out English "at" before a site, a bare "@" handle and words without a domain', () => {
    expect(emails('look at google.com for details')).toEqual([]);
    expect(emails('spotkajmy sie at home kropka')).toEqual([]);
    expect(emails('napisz do @kasia_92 na insta')).toEqual([]);
    expect(emails('malpa w zoo jadla banana')).toEqual([]);
    expect(emails('zwykly adres jan@wp.pl')).toEqual([]);
    expect(emails('adresy jan@wp.pl i ola@interia.pl, @ na końcu linii @')).toEqual([]);
  });
});

describe('a document number typed in lower case with grouped digits after its word', () => {
  const documents = (text: string, type: EntityType): string[] => found(text, type, 'document_context');
  it('takes the series and the groups', () => {
    expect(documents('paszport hj 171 32 33', 'PL_PASSPORT')).toEqual(['hj 171 32 33']);
    expect(documents('dowod abc 123 456', 'PL_ID_CARD')).toEqual(['abc 123 456']);
  });
  it('leaves out "nr" and short words before the number', () => {
    expect(documents('paszport nr 12 34 56 7', 'PL_PASSPORT')).not.toContain('nr 12 34 56 7');
    expect(documents('dowod to 12 34 56', 'PL_ID_CARD')).not.toContain('to 12 34 56');
  });
});
