// A capitalised word no list has, as the subject of a verb people do (subject-names.ts); each with the
// sentences it must leave alone.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';

/** The PERSON values that would be replaced (rules only, no NER). */
const persons = (text: string) => Object.values(anonymizeTexts([text], new Set(['PERSON'])).mapping).sort();

describe('a name no list has, before a verb people do', () => {
  it.each([
    ['Siobhan odpisała wczoraj, że umowa jest ok.', ['Siobhan']],
    ['Thiago przyjdzie jutro na rozmowę o 10.', ['Thiago']],
    ['Kwame powiedział, że paczka dotarła uszkodzona.', ['Kwame']],
    ['Zeynep jest na zwolnieniu do piątku.', ['Zeynep']],
    ['Wiadomość dla recepcji: Chidi czeka na dole.', ['Chidi']],
    ['Wczoraj Tendai nie odbiera telefonu.', ['Tendai']],
    ['Oluwaseun odpisal ze bedzie o 9', ['Oluwaseun']],
    ['Aoife wrote back about the contract.', ['Aoife']],
    ['Rajesh i Priya z zespołu z Bangalore dołączą o 11.', ['Priya', 'Rajesh']],
    ['Saoirse and Declan are joining the call.', ['Declan', 'Saoirse']],
    ['Siobhan Kelly napisała wczoraj.', ['Siobhan Kelly']],
    ['Ale Kwame mówi, że nie.', ['Kwame']],
    ['SIOBHAN ODPISAŁA WCZORAJ', ['SIOBHAN']], // in capitals: one word with a vowel, no acronym
  ])('%j → %j', (text, names) => expect(persons(text)).toEqual(names));

  it.each([
    'Kurier dzwonił dwa razy.',
    'Szefowa pisała, że zebranie przesunięte.',
    'Biuro napisało do nas w piątek.',
    'Everyone said yes.',
    'Support replied within an hour.',
    'Moskwa wysłała notę dyplomatyczną.',
    'Rosja odpisała na list.',
    'Francja przysłała delegację.',
    'System pyta o hasło przy każdym logowaniu.',
    'Przy ul. Kwame czeka kolejka.',
    'W Paryżu pisałem pracę magisterską.', // after a preposition: no subject
    'O planach grupy z Łeby mówi się coraz głośniej.', // "mówi się": it is said
    'Instytut Pentora czeka na wyniki.', // part of a longer name that is no person's
    'Netflix wysłał powiadomienie o płatności.', // platforms and services people name in chat
    'Revolut pisze, że karta jest zablokowana.',
    'NATO WYSŁAŁO WOJSKA NA GRANICĘ', 'PZU DZWONIŁ W SPRAWIE SZKODY', 'KIEROWNIK DZWONIŁ RANO',
    'AGENCJA REUTERSA PISZE O TYM', 'W PARYŻU PISAŁEM PRACĘ',
  ])('no person in %j', (text) => expect(persons(text)).toEqual([]));

  it.each([
    ['Wiadomość: Oddzwoń do Siobhan po 16.', ['Siobhan']],
    ['Wysłałem do Kwame fakturę.', ['Kwame']],
    ['ZADZWOŃ DO SIOBHAN, 601 202 303', ['SIOBHAN']],
    ['Klient: tu thiago pereira, mam problem z kartą', ['thiago pereira']],
    ['Dzień dobry, z tej strony Oluwaseun Adeyemi', ['Oluwaseun Adeyemi']],
  ])('the addressee of a call or message, or who introduces themselves: %j → %j', (text, names) => expect(persons(text)).toEqual(names));

  it.each([
    'dzwonił do Londynu i do Berlina', 'Zadzwoń do Warszawy jutro', 'Ministerstwo wysłało do Rosji notę.', 'wysłał do Włoch paczkę',
    'zadzwoń do Allegro w sprawie zwrotu', 'hej tu jest problem z drukarką', 'tu mieszkam od roku', 'Tu Kraków, słychać?',
  ])('no addressee or introduction in %j', (text) => expect(persons(text)).toEqual([]));
});

describe('dictionary words typed without Polish letters', () => {
  it('are found with the letters put back; names the dictionary lacks are not', async () => {
    const { isDictionaryWordAnyDiacritics } = await import('../../src/pii/dictionary-words.js');
    for (const w of ['tesciowa', 'mlody', 'moglaby', 'kierowniczka', 'teściowa']) expect(isDictionaryWordAnyDiacritics(w), w).toBe(true);
    for (const w of ['mahmoud', 'siobhan', 'thiago', 'aoife']) expect(isDictionaryWordAnyDiacritics(w), w).toBe(false);
  });
});

describe('a word joined by "i"/"and" to a name', () => {
  it.each([
    ['pozdrowienia od siobhan i liama', ['liama', 'siobhan']],
    ['Ingrid i Tendai przyjdą jutro', ['Ingrid', 'Tendai']],
  ])('%j → %j', (text, names) => expect(persons(text)).toEqual(names));

  it.each([
    ['kupiłem chleb i mleko dla ani', []],
    ['rozmawialam z ania i tesciowa', ['ania']], // "teściowa" typed without Polish letters
    ['Jan i Kraków to nasze miasto', ['Jan']],
  ])('no name joined in %j', (text, names) => expect(persons(text)).toEqual(names));
});
