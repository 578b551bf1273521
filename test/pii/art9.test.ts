import { describe, expect, it } from 'vitest';
import { art9Entries, art9StemCounts, detectArt9 } from '../../src/pii/art9.js';
import { ART9_CATEGORIES } from '../../src/pii/types.js';

describe('Art. 9 stem list', () => {
  it('has at least 200 stems over all 8 categories', () => {
    const counts = art9StemCounts();
    const total = ART9_CATEGORIES.reduce((a, c) => a + (counts[c] ?? 0), 0);
    expect(total).toBeGreaterThanOrEqual(200);
    for (const c of ART9_CATEGORIES) expect(counts[c], c).toBeGreaterThanOrEqual(10);
  });
  it('single-word prefix stems are at least 4 characters (shorter ones must be whole words)', () => {
    for (const e of art9Entries()) {
      const [first] = e.words;
      if (e.words.length === 1 && !first.exact) expect(first.text.length, first.text).toBeGreaterThanOrEqual(4);
      // In a phrase the next words constrain the match, but the first word still needs 2+ letters.
      if (e.words.length > 1) expect(first.text.length, first.text).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('Art. 9 detection: true positives (inflected, any case, with or without diacritics)', () => {
  const cases: Array<[string, string]> = [
    ['Mam cukrzycę typu 2.', 'SENSITIVE_HEALTH'],
    ['Leczę się na depresję od roku.', 'SENSITIVE_HEALTH'],
    ['Wykryto u niej raka piersi.', 'SENSITIVE_HEALTH'],
    ['Jestem w ciąży', 'SENSITIVE_HEALTH'],
    ['jestem w ciazy, bez polskich znakow', 'SENSITIVE_HEALTH'],
    ['Wynik testu na HIV', 'SENSITIVE_HEALTH'],
    ['Leżał w szpitalu po zawale.', 'SENSITIVE_HEALTH'],
    ['Jest katoliczką? Nie, jest katolikiem.', 'SENSITIVE_RELIGION'],
    ['Chodzi co niedzielę do kościoła.', 'SENSITIVE_RELIGION'],
    ['Jest Świadkiem Jehowy', 'SENSITIVE_RELIGION'],
    ['Mój sąsiad jest muzułmaninem.', 'SENSITIVE_RELIGION'],
    ['Głosowałem na PiS.', 'SENSITIVE_POLITICAL'],
    ['Jest członkiem partii politycznej.', 'SENSITIVE_POLITICAL'],
    ['Ma lewicowe poglądy.', 'SENSITIVE_POLITICAL'],
    ['Należy do związku zawodowego.', 'SENSITIVE_UNION'],
    ['Działacz NSZZ Solidarność', 'SENSITIVE_UNION'],
    ['Jest gejem.', 'SENSITIVE_ORIENTATION'],
    ['Osoba biseksualna', 'SENSITIVE_ORIENTATION'],
    ['Wspiera środowiska LGBT', 'SENSITIVE_ORIENTATION'],
    ['Jest pochodzenia romskiego.', 'SENSITIVE_ETHNIC'],
    ['Pochodzenie etniczne: białoruskie', 'SENSITIVE_ETHNIC'],
    ['Zrobiłam badanie genetyczne, mam mutację BRCA1.', 'SENSITIVE_GENETIC'],
    ['Wynik testu DNA', 'SENSITIVE_GENETIC'],
    ['Logowanie odciskiem palca', 'SENSITIVE_BIOMETRIC'],
    ['System rozpoznawania twarzy', 'SENSITIVE_BIOMETRIC'],
    ['Skan tęczówki przy wejściu', 'SENSITIVE_BIOMETRIC'],
  ];
  for (const [text, category] of cases) {
    it(`${category}: ${text}`, () => expect(detectArt9([text])).toContain(category));
  }
  it('returns sorted unique categories across texts', () => {
    expect(detectArt9(['Jestem gejem i mam astmę.', 'Astma, astma.', 'Jest katolikiem'])).toEqual([
      'SENSITIVE_HEALTH', 'SENSITIVE_ORIENTATION', 'SENSITIVE_RELIGION',
    ]);
  });
});

describe('Art. 9 detection: false positives', () => {
  const clean = [
    'Rakieta wystartowała z Przylądka.', // rak
    'Gejzer w Islandii wybuchł.', // gej
    'Zagrajmy partię szachów.', // partia (game) is not politics
    'Dostarczono partię towaru.', // partia (batch)
    'Biblioteka miejska jest otwarta.', // bibli
    'Kupiłem guzik do płaszcza.', // guz
    'Sos tatarski do ryby.', // tatar
    'Mieszkam przy ul. Żydowskiej 5.', // street name, decided: not flagged
    'Solidarność z pracownikami to ważna wartość.'.toLowerCase(), // lowercase solidarity
    'Chorwacja to piękny kraj, a chorągiew powiewa.', // chor
    'Spadła do dna morza.', // dna (bottom) lowercase
    'Wiertarka udarowa i przerzutka rowerowa.', // udar, przerzut
    'Receptory smaku i receptura ciasta.', // recept
    'Model AI rozpoznaje obrazy.',
    'Płacę przelewem, proszę o fakturę VAT.',
  ];
  for (const text of clean) {
    it(JSON.stringify(text), () => expect(detectArt9([text])).toEqual([]));
  }
});

describe('Art. 9: diacritics and case decide for short words', () => {
  it('"rąk" (hands) is not "rak" (cancer); "ból" also matches "bol" typed without diacritics', () => {
    expect(detectArt9(['Umyj ręce, dużo rąk do pracy.'])).toEqual([]);
    expect(detectArt9(['Ma raka.'])).toEqual(['SENSITIVE_HEALTH']);
    expect(detectArt9(['silny bol glowy'])).toEqual(['SENSITIVE_HEALTH']);
  });
  it('capitalised ethnic words only: Romowie vs ROM memory; Gazeta Wyborcza is not politics; surname Lewicki', () => {
    expect(detectArt9(['Romowie mieszkają tu od wieków.'])).toEqual(['SENSITIVE_ETHNIC']);
    expect(detectArt9(['Pamięć ROM i rom w konsoli.'])).toEqual([]);
    expect(detectArt9(['Czytam Gazetę Wyborczą, pisze tam Jan Lewicki.'])).toEqual([]);
    expect(detectArt9(['Facet idzie do sklepu, a transport jedzie.'])).toEqual([]);
    expect(detectArt9(['Odblokowuję telefon przez Face ID.'])).toEqual(['SENSITIVE_BIOMETRIC']);
  });
});
