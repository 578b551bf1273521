// The NER skip rule: which sentences the model is not run on (src/ner/name-free.ts), its tables
// (models/ner/name-free.json) and what detectMany then hands the tagger.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AS_WRITTEN_DIR, DEFAULT_NER_MODEL_DIR, loadNerModel, nerModelAvailable, type NerModel } from '../../src/ner/index.js';
import { hasLetter, hasUpper, nameFree, type NameFreeTables } from '../../src/ner/name-free.js';
import { NerTagger } from '../../src/ner/tagger.js';
import { splitSentences, tokenize } from '../../src/ner/tokenizer.js';
import { shortPrompt } from '../../bench/lib/polish-prompts.js';

// Common words: the test sentences' lowercase words, except those a test needs unknown ("brzęczyszczykiewicz").
const COMMON = new Set([
  'proszę', 'numer', 'kocham', 'dokumenty', 'róża', 'o', 'zwięzłą', 'odpowiedź', 'w', 'punktach', 'dzwonić', 'bardzo',
  'odpowiedział', 'z', 'sprawie', 'umowy', 'podać', 'poszła', 'do', 'domu', 'kwitnie', 'ogrodzie', 'wyszedł', 'wypłaciło',
  'odszkodowanie', 'podniósł', 'ceny', 'obrady', 'trwały', 'nocy', 'dzięki', 'łasce', 'przetłumaczyć', 'na', 'chłopów',
  'pismo', 'przetłumacz', 'odpisz', 'krótko', 'napisz', 'jutra', 'kontakt', 'dzwoniła', 'wczoraj', 'jutro', 'anna',
  'angielski', 'polskich', 'wojewody', 'warszawskiego', 'piątek',
]);
const TABLES: NameFreeTables = {
  commonWord: (word) => COMMON.has(word.toLowerCase()),
  entityWord: (lower) => ['polskich', 'warszawskiego', 'angielski', 'sejmie', 'bożej'].includes(lower),
  nameForm: (word) => ['anna', 'róża', 'kowalski', 'piątek'].includes(word.toLowerCase()),
  nameWhenLowercase: (word) => ['anna', 'kowalski'].includes(word.toLowerCase()),
};

const free = (sentence: string) => {
  const tokens = tokenize(sentence);
  return nameFree(tokens, 0, tokens.length, TABLES);
};

describe('nameFree', () => {
  it('skips a sentence whose only capital is a common first word', () => {
    expect(free('Proszę o zwięzłą odpowiedź w punktach.')).toBe(true);
    expect(free('Numer: 000000000, proszę dzwonić.')).toBe(true);
    expect(free('„Proszę bardzo” - odpowiedział.')).toBe(true);
  });

  it('keeps a sentence with any capital after its first word', () => {
    expect(free('Proszę o kontakt z Janem w sprawie umowy.')).toBe(false);
    expect(free('Proszę podać numer PESEL.')).toBe(false);
  });

  it('keeps a sentence whose first word may be a name', () => {
    expect(free('Anna poszła do domu.')).toBe(false); // a gazetteer first name
    expect(free('Róża kwitnie w ogrodzie.')).toBe(false); // common word and a first name
    expect(free('Widmar wyszedł.')).toBe(false); // not a common word: unknown or only ever capitalized
    expect(free('PZU wypłaciło odszkodowanie.')).toBe(false); // an acronym
    expect(free('„Orlen” podniósł ceny.')).toBe(false); // the first word after punctuation
  });

  it('keeps a sentence holding a lowercase word that is usually part of a name', () => {
    expect(free('Obrady w sejmie trwały do nocy.')).toBe(false);
    expect(free('dzięki łasce bożej')).toBe(false);
  });

  it('but not for a relational adjective, which the gateway would drop as a LOCATION anyway', () => {
    expect(free('Proszę przetłumaczyć na angielski.')).toBe(true);
    expect(free('Kocham polskich chłopów.')).toBe(true);
    expect(free('pismo wojewody warszawskiego')).toBe(true);
  });

  it('reads a word right after an opening quotation mark or bracket as a sentence start', () => {
    expect(free('przetłumacz: „Proszę o dokumenty”.')).toBe(true);
    expect(free('odpisz krótko (Proszę o numer).')).toBe(true);
    expect(free('Przetłumacz: „Anna poszła do domu”.')).toBe(false); // a name form
    expect(free('Napisz: „Widmar wyszedł”.')).toBe(false); // not a common word
    expect(free('Przetłumacz: „proszę, Kowalski”.')).toBe(false); // a capital inside the quote
    expect(free('Napisz o Proszę.')).toBe(false); // no opener before it
  });

  it('skips lowercase sentences of common words and ones without words', () => {
    expect(free('proszę o odpowiedź do jutra')).toBe(true);
    expect(free('12.05 - 14:30 !!!')).toBe(true);
  });

  it('reads a lowercase sentence holding a name form, wherever it stands', () => {
    expect(free('dzwoniła anna w sprawie umowy')).toBe(false);
    expect(free('anna poszła do domu')).toBe(false);
    expect(free('Proszę o kontakt, kowalski')).toBe(false);
  });

  it('but not for a name form that is mostly a common word', () => {
    expect(free('proszę o odpowiedź w piątek')).toBe(true);
    expect(free('Piątek proszę o odpowiedź.')).toBe(false); // capitalized first word: a name form
  });

  it('reads a lowercase sentence holding a word no list knows: a surname the gazetteers lack', () => {
    expect(free('proszę o kontakt z brzęczyszczykiewiczem')).toBe(false);
    expect(free('Proszę o kontakt z brzęczyszczykiewiczem.')).toBe(false);
  });
});

describe('the case checks behind it (ASCII read directly)', () => {
  it('agree with case mapping on any string', () => {
    // ASCII, Polish, German ß, Turkish İ (lower case is longer), Greek, digits, punctuation, an astral letter.
    const units = ['a', 'z', 'A', 'Z', 'm', 'Q', '@', '[', '`', '{', '0', '7', '.', '-', ' ', 'ą', 'Ż', 'ó', 'ß', 'İ', 'ı', 'Σ', 'ς', '一', '\u00aa', '\u{1d400}', '\u{1f600}'];
    let seed = 17;
    const pick = () => units[(seed = (seed * 1103515245 + 12345) >>> 0) % units.length]!;
    for (let n = 0; n < 3000; n++) {
      const s = Array.from({ length: 1 + (n % 6) }, pick).join('');
      expect(hasUpper(s), JSON.stringify(s)).toBe(s.toLowerCase() !== s);
      expect(hasLetter(s), JSON.stringify(s)).toBe(s.toLowerCase() !== s.toUpperCase());
    }
    expect(hasLetter('')).toBe(false);
  });
});

describe.skipIf(!nerModelAvailable())('the shipped model with its skip tables', () => {
  let model: NerModel;
  let withoutTables: string;
  beforeAll(async () => {
    model = await loadNerModel();
    withoutTables = mkdtempSync(path.join(tmpdir(), 'ner-no-skip-'));
    for (const f of ['model.onnx', 'vocab.json']) copyFileSync(path.join(DEFAULT_NER_MODEL_DIR, f), path.join(withoutTables, f));
  });
  afterAll(async () => {
    await model.close();
    rmSync(withoutTables, { recursive: true, force: true });
  });
  afterEach(() => { vi.restoreAllMocks(); });

  /** The token sequences the tagger is asked to read from here on (until the spy is restored). */
  function sequencesTagged(): string[][] {
    const seen: string[][] = [];
    const tag = NerTagger.prototype.tag;
    vi.spyOn(NerTagger.prototype, 'tag').mockImplementation(function (this: NerTagger, sequences, opts) {
      seen.push(...sequences.map((s) => [...s]));
      return tag.call(this, sequences, opts);
    });
    return seen;
  }

  it('loads the tables shipped with the model', async () => {
    const tagger = await NerTagger.load(DEFAULT_NER_MODEL_DIR);
    try {
      const tables = tagger.nameFree!;
      expect(tables).not.toBeNull();
      expect(tables.commonWord('proszę')).toBe(true);
      expect(tables.commonWord('zzyzx')).toBe(false);
      expect(tables.nameForm('anna')).toBe(true);
    } finally {
      await tagger.close();
    }
  });

  it('reads imperatives the training text lacks as common words (the dictionary filter), names as names', async () => {
    const tagger = await NerTagger.load(DEFAULT_NER_MODEL_DIR);
    try {
      const shipped = (sentence: string) => {
        const tokens = tokenize(sentence);
        return nameFree(tokens, 0, tokens.length, tagger.nameFree!);
      };
      expect(shipped('Streść w dwóch zdaniach notatkę o spotkaniu.')).toBe(true);
      expect(shipped('Przetłumacz ten tekst i popraw błędy.')).toBe(true);
      // "angielski" is part of a name in NKJP, but as a relational adjective alone the gateway drops it anyway
      expect(shipped('Przetłumacz na angielski: jutro wyślemy zamówienie.')).toBe(true);
      expect(shipped('Przetłumacz: dzięki łasce bożej wrócił.')).toBe(false); // "bożej": part of a name
      expect(shipped('Marek wyszedł wcześniej.')).toBe(false); // "marek" is a word too, but "Marek" a name
      expect(shipped('Orlen podniósł ceny.')).toBe(false); // the dictionary lists it capitalized only
      expect(shipped('Widmar wyszedł.')).toBe(false); // in no list
    } finally {
      await tagger.close();
    }
  });

  it('runs the model only on the sentences that may hold a name', async () => {
    const seen = sequencesTagged();
    const text = 'Proszę o zwięzłą odpowiedź w punktach. Wczoraj dzwonił Jan Kowalski z Gdańska. Z góry dziękuję za pomoc.';
    const [found] = await model.detectMany([text]);
    expect(seen).toEqual([['Wczoraj', 'dzwonił', 'Jan', 'Kowalski', 'z', 'Gdańska', '.']]);
    expect(found!.map((c) => `${c.type}:${text.slice(c.start, c.end)}`)).toEqual(['PERSON:Jan Kowalski', 'LOCATION:Gdańska']);
  });

  it('reads a lowercase sentence that holds a name, and still skips lowercase sentences of common words', async () => {
    const seen = sequencesTagged();
    const text = 'Proszę o zwięzłą odpowiedź w punktach. Wczoraj dzwonił jan kowalski z gdańska. Odpisz w piątek, ale krótko.';
    const [found] = await model.detectMany([text]);
    expect(seen).toEqual([['Wczoraj', 'dzwonił', 'jan', 'kowalski', 'z', 'gdańska', '.']]);
    expect(found!.map((c) => `${c.type}:${text.slice(c.start, c.end)}`)).toEqual(['PERSON:jan kowalski', 'LOCATION:gdańska']);
  });

  it('reads names typed without diacritics or with a surname alone as names', async () => {
    const tagger = await NerTagger.load(DEFAULT_NER_MODEL_DIR);
    try {
      const shipped = (sentence: string) => {
        const tokens = tokenize(sentence);
        return nameFree(tokens, 0, tokens.length, tagger.nameFree!);
      };
      expect(shipped('dzwonil marek w sprawie umowy')).toBe(false);
      expect(shipped('prosze o kontakt z panem nowakiem')).toBe(false);
      expect(shipped('prosze o odpowiedz do jutra')).toBe(true);
    } finally {
      await tagger.close();
    }
  });

  it('skips with the as-written model\'s own tables for the sentences it reads: capitals only, no lowercase look-ups', async () => {
    const tagger = await NerTagger.load(path.join(DEFAULT_NER_MODEL_DIR, AS_WRITTEN_DIR), DEFAULT_NER_MODEL_DIR);
    try {
      const tables = tagger.nameFree!;
      const asWritten = (sentence: string) => {
        const tokens = tokenize(sentence);
        return nameFree(tokens, 0, tokens.length, tables);
      };
      expect(tables.nameWhenLowercase).toBeUndefined();
      expect(asWritten('Streść w dwóch zdaniach notatkę o spotkaniu.')).toBe(true);
      // An uncommon lowercase word does not make the sentence worth reading: this model finds names by capitals.
      expect(asWritten('Przeczytaj notatkę o rozmowie z wrzosem.')).toBe(true);
      expect(asWritten('Marek wyszedł wcześniej.')).toBe(false); // a name form as the opening word
      expect(asWritten('Wczoraj spotkałem Widmara.')).toBe(false); // a capital past the first word
    } finally {
      await tagger.close();
    }
  });

  it('keeps the short prompts of the benchmark name-free: they cost no model run', async () => {
    const tagger = await NerTagger.load(DEFAULT_NER_MODEL_DIR);
    try {
      for (let i = 0; i < 40; i++) {
        const text = shortPrompt(12, i), tokens = tokenize(text);
        for (const [b, e] of splitSentences(text, tokens)) expect(nameFree(tokens, b, e, tagger.nameFree!), text).toBe(true);
      }
    } finally {
      await tagger.close();
    }
  });

  it('does not read a sentence for the capitals of an identifier the rules found', async () => {
    const seen = sequencesTagged();
    const text = 'Zwrot proszę przelać na konto PL61109010140000071219812874. Dowód ABC123456 mam przy sobie.';
    const iban = text.indexOf('PL61'), card = text.indexOf('ABC1');
    await model.detectMany([text], [[{ start: iban, end: iban + 28 }, { start: card, end: card + 9 }]]);
    expect(seen).toEqual([]);
    await model.detectMany([text]); // without the rules' findings they are capitals like any other
    expect(seen.length).toBe(2);
  });

  it('finds what the model finds without the tables in text whose skipped sentences hold no names', async () => {
    const texts = [
      'Dzień dobry. Nazywam się Anna Wiśniewska i mieszkam w Poznaniu. Proszę o szybką odpowiedź.',
      'Numer mojego rachunku jest w załączniku. Dokumenty przekazałem już Krystynie Szewczyk.',
      'Kowalski nie przyszedł dziś do pracy, a kierownik był wściekły.',
    ];
    const plain = await loadNerModel(withoutTables);
    try {
      const want = await plain.detectMany(texts);
      const got = await model.detectMany(texts);
      expect(got.map((cs) => cs.map(({ score: _, ...c }) => c))).toEqual(want.map((cs) => cs.map(({ score: _, ...c }) => c)));
      expect(got[2]!.map((c) => texts[2]!.slice(c.start, c.end))).toContain('Kowalski');
    } finally {
      await plain.close();
    }
  });

  it('refuses tables built for another vocabulary, naming the file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ner-bad-skip-'));
    try {
      for (const f of ['model.onnx', 'vocab.json']) copyFileSync(path.join(DEFAULT_NER_MODEL_DIR, f), path.join(dir, f));
      writeFileSync(path.join(dir, 'name-free.json'), JSON.stringify({ vocabWords: 3, lowercaseWords: 'AA==', entityLowercase: [] }));
      await expect(NerTagger.load(dir)).rejects.toThrow(/name-free\.json does not match vocab\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
