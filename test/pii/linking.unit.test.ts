import { describe, expect, it } from 'vitest';
import { applyTags, type Entity } from '../../src/pii/anonymize.js';
import { restoredForm } from '../../src/pii/entity-forms.js';
import { nameOfDiminutive } from '../../src/pii/names/diminutive-names.js';
import { ENTITY_FORMS, type EntityType } from '../../src/pii/types.js';

/** Spans of the given values in `text`, each whole-word occurrence not inside an earlier value's, by position. */
function spans(text: string, values: [EntityType, string][]): Entity[] {
  const out: Entity[] = [];
  for (const [type, value] of values) {
    for (let i = text.indexOf(value); i >= 0; i = text.indexOf(value, i + value.length)) {
      // whole words only: "Kowalska" must not match inside "Kowalskiej"
      const after = text[i + value.length] ?? ' ';
      const before = text[i - 1] ?? ' ';
      if (/\p{L}/u.test(after) || /\p{L}/u.test(before)) continue;
      if (out.some((o) => o.start < i + value.length && i < o.end)) continue;
      out.push({ type, start: i, end: i + value.length });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

function tagged(text: string, values: [EntityType, string][]) {
  const result = applyTags([text], [spans(text, values)]);
  return { text: result.texts[0], mapping: result.mapping, forms: result.mapping[ENTITY_FORMS] ?? {} };
}

describe('linking: one tag per person', () => {
  it('gives a full name and its inflected form one tag', () => {
    const r = tagged('Jan Kowalski prosi o kontakt. Proszę oddzwonić do Jana Kowalskiego jutro.', [
      ['PERSON', 'Jan Kowalski'], ['PERSON', 'Jana Kowalskiego'],
    ]);
    expect(r.text).toBe('<PERSON_1> prosi o kontakt. Proszę oddzwonić do <PERSON_1> jutro.');
    // Seen in two forms: the tag's value is the nominative.
    expect(r.mapping).toEqual({ '<PERSON_1>': 'Jan Kowalski' });
    expect(r.forms['<PERSON_1>']).toEqual({
      kind: 'person', gender: 'm', first: 'Jan', surname: 'Kowalski', lemma: 'Jan Kowalski',
      forms: [{ form: 'Jan Kowalski', cases: ['nom'] }, { form: 'Jana Kowalskiego', cases: ['gen', 'acc'] }],
    });
  });

  it('keeps the value of a name seen in one form only (as before linking)', () => {
    const r = tagged('Dzwoniłem do Jana Kowalskiego dwa razy.', [['PERSON', 'Jana Kowalskiego']]);
    expect(r.mapping).toEqual({ '<PERSON_1>': 'Jana Kowalskiego' });
    expect(r.forms['<PERSON_1>'].lemma).toBe('Jan Kowalski');
  });

  it('links a first name or surname alone, and the form after pan/pani', () => {
    const r = tagged('Jan Kowalski i Anna Kowalska przyszli. Jana nie było, a Kowalskiej tak. Pan Kowalski wyszedł, pani Kowalska też, Annie podziękowano.', [
      ['PERSON', 'Jan Kowalski'], ['PERSON', 'Anna Kowalska'], ['PERSON', 'Jana'], ['PERSON', 'Kowalskiej'],
      ['PERSON', 'Kowalski'], ['PERSON', 'Kowalska'], ['PERSON', 'Annie'],
    ]);
    expect(r.text).toBe('<PERSON_1> i <PERSON_2> przyszli. <PERSON_1> nie było, a <PERSON_2> tak. Pan <PERSON_1> wyszedł, pani <PERSON_2> też, <PERSON_2> podziękowano.');
    expect(r.forms['<PERSON_2>'].gender).toBe('f');
  });

  it('never merges two people, and leaves a surname two men share on a tag of its own', () => {
    const r = tagged('Jan Kowalski i Piotr Kowalski są braćmi. Kowalskiego nie zastałem. Jan przyszedł.', [
      ['PERSON', 'Jan Kowalski'], ['PERSON', 'Piotr Kowalski'], ['PERSON', 'Kowalskiego'], ['PERSON', 'Jan'],
    ]);
    expect(r.text).toBe('<PERSON_1> i <PERSON_2> są braćmi. <PERSON_3> nie zastałem. <PERSON_1> przyszedł.');
    expect(r.mapping['<PERSON_3>']).toBe('Kowalskiego');
    expect(r.forms['<PERSON_3>']).toBeUndefined();
  });

  it('tells a woman keeping a consonant-final surname from her husband by the honorific', () => {
    const r = tagged('Piotr Nowak i Anna Nowak to małżeństwo. Dzwoniła pani Nowak, potem pan Nowak. Nowak nie odbiera.', [
      ['PERSON', 'Piotr Nowak'], ['PERSON', 'Anna Nowak'], ['PERSON', 'Nowak'],
    ]);
    expect(r.text).toBe('<PERSON_1> i <PERSON_2> to małżeństwo. Dzwoniła pani <PERSON_2>, potem pan <PERSON_1>. <PERSON_3> nie odbiera.');
  });

  it('gives each mention that could be either of two people a tag of its own', () => {
    const r = tagged('Jan Baran i Karolina Baran przyszli. Baran dzwonił, Baran też.', [
      ['PERSON', 'Jan Baran'], ['PERSON', 'Karolina Baran'], ['PERSON', 'Baran'],
    ]);
    expect(r.text).toBe('<PERSON_1> i <PERSON_2> przyszli. <PERSON_3> dzwonił, <PERSON_4> też.');
    expect(r.mapping['<PERSON_3>']).toBe('Baran');
  });

  it('reads a woman with a surname the lexicon lists for men only, and prefers the common first name', () => {
    const r = tagged('Aleksandra Zając i Robert Wójcik. Do Aleksandry Zając i Roberta Wójcika.', [
      ['PERSON', 'Aleksandra Zając'], ['PERSON', 'Robert Wójcik'], ['PERSON', 'Aleksandry Zając'], ['PERSON', 'Roberta Wójcika'],
    ]);
    expect(r.text).toBe('<PERSON_1> i <PERSON_2>. Do <PERSON_1> i <PERSON_2>.');
    expect(r.forms['<PERSON_1>'].gender).toBe('f');
  });

  it('prefers readings the lexicon vouches for: a surname it lists for the other sex, -a over -o', () => {
    const r = tagged('Ryszarda Kałuża i Dominik Kałuża. Mikity Szyszki nie ma, Mikicie Szyszce to przekaż.', [
      ['PERSON', 'Ryszarda Kałuża'], ['PERSON', 'Dominik Kałuża'], ['PERSON', 'Mikity Szyszki'], ['PERSON', 'Mikicie Szyszce'],
    ]);
    expect(r.text).toBe('<PERSON_1> i <PERSON_2>. <PERSON_3> nie ma, <PERSON_3> to przekaż.');
    expect(r.forms['<PERSON_1>']).toMatchObject({ gender: 'f', first: 'Ryszarda', surname: 'Kałuża' });
    expect(r.forms['<PERSON_3>']).toMatchObject({ first: 'Mikita', surname: 'Szyszka' });
  });

  it('does not give a bare surname to the one person it could name when an unread name could be the other', () => {
    // "Dominicem" is not a first name the lexicon knows: that mention is not read, but its surname is Kowalik's.
    const r = tagged('Rozmawiałem z Dominicem Kowalikiem i Mieczysławą Kowalik. Kowalik nie przyszedł.', [
      ['PERSON', 'Dominicem Kowalikiem'], ['PERSON', 'Mieczysławą Kowalik'], ['PERSON', 'Kowalik'],
    ]);
    expect(r.text).toBe('Rozmawiałem z <PERSON_1> i <PERSON_2>. <PERSON_3> nie przyszedł.');
  });

  it('gives a word nothing reads a tag per mention when two unread names contain it', () => {
    // Hałek: a surname with a mobile e that neither the lexicon nor the rules decline.
    const r = tagged('Tomasz Hałek i Anna Hałek przyszli. Hałek dzwonił.', [['PERSON', 'Tomasz Hałek'], ['PERSON', 'Anna Hałek'], ['PERSON', 'Hałek']]);
    expect(r.text).toBe('<PERSON_1> i <PERSON_2> przyszli. <PERSON_3> dzwonił.');
    const one = tagged('Tomasz Hałek przyszedł. Hałek dzwonił, Hałek pisał.', [['PERSON', 'Tomasz Hałek'], ['PERSON', 'Hałek']]);
    expect(one.text).toBe('<PERSON_1> przyszedł. <PERSON_2> dzwonił, <PERSON_2> pisał.'); // tagged by value, as before
  });

  it('links a rule-declined surname the lexicon lacks', () => {
    const r = tagged('Zbigniew Brzęczykowski napisał. Odpowiedziałem Zbigniewowi Brzęczykowskiemu, potem Brzęczykowskiego zaprosiłem.', [
      ['PERSON', 'Zbigniew Brzęczykowski'], ['PERSON', 'Zbigniewowi Brzęczykowskiemu'], ['PERSON', 'Brzęczykowskiego'],
    ]);
    expect(r.text).toBe('<PERSON_1> napisał. Odpowiedziałem <PERSON_1>, potem <PERSON_1> zaprosiłem.');
  });

  it('links names written in capitals and keeps their style in the lemma', () => {
    const r = tagged('JAN KOWALSKI, ul. Długa. Prosimy JANA KOWALSKIEGO o kontakt.', [['PERSON', 'JAN KOWALSKI'], ['PERSON', 'JANA KOWALSKIEGO']]);
    expect(r.text).toBe('<PERSON_1>, ul. Długa. Prosimy <PERSON_1> o kontakt.');
    expect(r.mapping['<PERSON_1>']).toBe('JAN KOWALSKI');
  });

  it('shares one mapping across the texts of a request', () => {
    const texts = ['Pisze Jan Kowalski.', 'Odpowiedz Janowi Kowalskiemu.'];
    const result = applyTags(texts, texts.map((t) => spans(t, [['PERSON', 'Jan Kowalski'], ['PERSON', 'Janowi Kowalskiemu']])));
    expect(result.texts).toEqual(['Pisze <PERSON_1>.', 'Odpowiedz <PERSON_1>.']);
  });

  it('leaves names it cannot read as they were: one tag per value', () => {
    const r = tagged('John Smith i J. Kowalski oraz Jan Maria Rokita.', [['PERSON', 'John Smith'], ['PERSON', 'J. Kowalski'], ['PERSON', 'Jan Maria Rokita']]);
    expect(r.text).toBe('<PERSON_1> i <PERSON_2> oraz <PERSON_3>.');
    expect(r.forms['<PERSON_2>']).toBeUndefined();
    expect(r.forms['<PERSON_3>']).toBeUndefined();
  });
});

describe('linking: diminutives', () => {
  it('links a diminutive in any case to the one person whose first name it stands for', () => {
    const r = tagged('Katarzyna Nowak i Piotr Zieliński przyszli. Kasia zadzwoni, rozmawiałem z Kasią, list od Kasi. Tomek też był.', [
      ['PERSON', 'Katarzyna Nowak'], ['PERSON', 'Piotr Zieliński'], ['PERSON', 'Kasia'], ['PERSON', 'Kasią'], ['PERSON', 'Kasi'], ['PERSON', 'Tomek'],
    ]);
    expect(r.text).toBe('<PERSON_1> i <PERSON_2> przyszli. <PERSON_1> zadzwoni, rozmawiałem z <PERSON_1>, list od <PERSON_1>. <PERSON_3> też był.');
    expect(r.forms['<PERSON_1>']).toMatchObject({ first: 'Katarzyna', surname: 'Nowak', lemma: 'Katarzyna Nowak' });
    expect(r.forms['<PERSON_1>'].forms.map((f) => f.form)).toContain('Kasią');
  });

  it('knows which name a diminutive stands for only where one name clearly is', () => {
    expect(nameOfDiminutive('Antek', 'm')).toBe('Antoni'); // the longest shared beginning, not Andrzej
    expect(nameOfDiminutive('Jurek', 'm')).toBe('Jerzy');
    expect(nameOfDiminutive('Bartek', 'm')).toBeUndefined(); // Bartosz or Bartłomiej
    expect(nameOfDiminutive('Kasia', 'm')).toBeUndefined();
    const r = tagged('Bartosz Nowak przyszedł. Bartek zadzwoni.', [['PERSON', 'Bartosz Nowak'], ['PERSON', 'Bartek']]);
    expect(r.text).toBe('<PERSON_1> przyszedł. <PERSON_2> zadzwoni.');
  });

  it('does not link a diminutive that fits two people, or a diminutive of someone else\'s name', () => {
    const two = tagged('Katarzyna Nowak i Katarzyna Wójcik przyszły. Kasia zadzwoni.', [
      ['PERSON', 'Katarzyna Nowak'], ['PERSON', 'Katarzyna Wójcik'], ['PERSON', 'Kasia'],
    ]);
    expect(two.text).toBe('<PERSON_1> i <PERSON_2> przyszły. <PERSON_3> zadzwoni.');
    const none = tagged('Karolina Nowak przyszła. Kasia zadzwoni.', [['PERSON', 'Karolina Nowak'], ['PERSON', 'Kasia']]);
    expect(none.text).toBe('<PERSON_1> przyszła. <PERSON_2> zadzwoni.');
    // The man's diminutive never links to a woman of a related name.
    const sex = tagged('Stanisława Nowak przyszła. Staszek zadzwoni.', [['PERSON', 'Stanisława Nowak'], ['PERSON', 'Staszek']]);
    expect(sex.text).toBe('<PERSON_1> przyszła. <PERSON_2> zadzwoni.');
  });
});

describe('linking: places', () => {
  it('gives the inflected forms of one place one tag, another place another', () => {
    const r = tagged('Gdańsk jest piękny. Mieszkam w Gdańsku, wracam z Gdańska do Krakowa.', [
      ['LOCATION', 'Gdańsk'], ['LOCATION', 'Gdańsku'], ['LOCATION', 'Gdańska'], ['LOCATION', 'Krakowa'],
    ]);
    expect(r.text).toBe('<LOCATION_1> jest piękny. Mieszkam w <LOCATION_1>, wracam z <LOCATION_1> do <LOCATION_2>.');
    expect(r.forms['<LOCATION_1>']).toMatchObject({ kind: 'place', gender: 'm', place: 'Gdańsk', lemma: 'Gdańsk' });
    expect(r.mapping).toEqual({ '<LOCATION_1>': 'Gdańsk', '<LOCATION_2>': 'Krakowa' });
  });

  it('links the forms of a place name of several words, and of a plural-only one', () => {
    const r = tagged('Zielona Góra jest blisko. Mieszkam w Zielonej Górze, wracam z Zielonej Góry. Bielsko-Biała też, w Bielsku-Białej i do Bielska-Białej. Katowice i w Katowicach, Tychy i w Tychach.', [
      ['LOCATION', 'Zielona Góra'], ['LOCATION', 'Zielonej Górze'], ['LOCATION', 'Zielonej Góry'], ['LOCATION', 'Bielsko-Biała'],
      ['LOCATION', 'Bielsku-Białej'], ['LOCATION', 'Bielska-Białej'], ['LOCATION', 'Katowice'], ['LOCATION', 'Katowicach'],
      ['LOCATION', 'Tychy'], ['LOCATION', 'Tychach'],
    ]);
    expect(r.text).toBe('<LOCATION_1> jest blisko. Mieszkam w <LOCATION_1>, wracam z <LOCATION_1>. <LOCATION_2> też, w <LOCATION_2> i do <LOCATION_2>. <LOCATION_3> i w <LOCATION_3>, <LOCATION_4> i w <LOCATION_4>.');
    expect(r.forms['<LOCATION_1>']).toMatchObject({ kind: 'place', gender: 'f', place: 'Zielona Góra' });
    expect(r.forms['<LOCATION_3>']).toMatchObject({ kind: 'place', gender: 'p', place: 'Katowice' });
    // Restored in the case the words before the tag ask for, every word declined.
    expect(restoredForm(r.forms['<LOCATION_1>'], 'Spotkanie w ')).toBe('Zielonej Górze');
    expect(restoredForm(r.forms['<LOCATION_2>'], 'Pociąg do ')).toBe('Bielska-Białej');
    expect(restoredForm(r.forms['<LOCATION_3>'], 'Biuro w ')).toBe('Katowicach');
    const adjective = tagged('Piotrków Trybunalski leży blisko, mieszkam w Piotrkowie Trybunalskim.', [
      ['LOCATION', 'Piotrków Trybunalski'], ['LOCATION', 'Piotrkowie Trybunalskim'],
    ]);
    expect(adjective.text).toBe('<LOCATION_1> leży blisko, mieszkam w <LOCATION_1>.');
    expect(restoredForm(adjective.forms['<LOCATION_1>'], 'do ')).toBe('Piotrkowa Trybunalskiego');
  });

  it('keeps apart places that share a word, and a form the words leave open with nothing to join', () => {
    const r = tagged('Zielona Góra i Jelenia Góra. W Zielonej Górze, nie w Jeleniej Górze. Biała Podlaska to nie Bielsko-Biała.', [
      ['LOCATION', 'Zielona Góra'], ['LOCATION', 'Jelenia Góra'], ['LOCATION', 'Zielonej Górze'], ['LOCATION', 'Jeleniej Górze'],
      ['LOCATION', 'Biała Podlaska'], ['LOCATION', 'Bielsko-Biała'],
    ]);
    expect(r.text).toBe('<LOCATION_1> i <LOCATION_2>. W <LOCATION_1>, nie w <LOCATION_2>. <LOCATION_3> to nie <LOCATION_4>.');
    // Two towns in one span, or a person typed LOCATION, are not read as one place.
    const route = tagged('Trasa Kraków Warszawa, potem Jan Kowalski.', [['LOCATION', 'Kraków Warszawa'], ['LOCATION', 'Jan Kowalski']]);
    expect(route.forms).toEqual({});
    // "Bielsku-Białej" alone: Bielsk-Biała or Bielsko-Biała, and no other mention says which.
    const open = tagged('Mieszkam w Bielsku-Białej.', [['LOCATION', 'Bielsku-Białej']]);
    expect(open.forms['<LOCATION_1>']).toBeUndefined();
  });

  it('does not link a person and a place of the same name', () => {
    const r = tagged('Pan Kalisz jechał do Kalisza.', [['PERSON', 'Kalisz'], ['LOCATION', 'Kalisza']]);
    expect(r.text).toBe('Pan <PERSON_1> jechał do <LOCATION_1>.');
  });
});

describe('linking keeps the tag numbering rules', () => {
  it('skips numbers the user already wrote', () => {
    const text = 'Jan Kowalski pisze o <PERSON_1>. Do Jana Kowalskiego.';
    const result = applyTags([text], [spans(text, [['PERSON', 'Jan Kowalski'], ['PERSON', 'Jana Kowalskiego']])]);
    expect(result.texts[0]).toBe('<PERSON_2> pisze o <PERSON_1>. Do <PERSON_2>.');
  });
});
