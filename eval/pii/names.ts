// Polish first names and surnames with the grammatical cases the templates use. First names come
// from the PESEL registry's first-name statistics (Polish open data); the surnames are common Polish
// surnames written out here. Declension covers the regular patterns; stems that change are given
// after a "|" ("Dudek|Dudk" → Dudka, Dudkowi, Dudkiem).

export type Case = 'nom' | 'gen' | 'dat' | 'acc' | 'inst';
export type Forms = Record<Case, string>;

export interface Person {
  female: boolean;
  first: Forms;
  last: Forms;
}

const softEnd = (s: string): boolean => /[kg]$/.test(s);

export function maleFirst(entry: string): Forms {
  const [nom, stem = nom] = entry.split('|');
  const gen = stem + 'a';
  return { nom, gen, dat: stem + 'owi', acc: gen, inst: stem + (softEnd(stem) ? 'iem' : 'em') };
}

export function femaleFirst(nom: string): Forms {
  const stem = nom.slice(0, -1);
  // Kasia, Gosia, Ania: a soft consonant spelled with i keeps that i alone (Kasi, Gosi, Ani).
  const gen = /(?:[cnsz]|dz)ia$/.test(nom) ? stem : /([kg]|[ij]|l)a$/.test(nom) ? stem + 'i' : stem + 'y';
  // Dative is irregular (Annie, Agnieszce, Marcie); templates use it with male names only.
  return { nom, gen, dat: gen, acc: stem + 'ę', inst: stem + 'ą' };
}

/** Masculine and feminine forms of one surname. */
export function surname(entry: string): { male: Forms; female: Forms } {
  const [nom, stem = nom] = entry.split('|');
  const adjective = /(ski|cki|dzki)$/.test(nom);
  if (adjective) {
    const base = nom.slice(0, -1); // Kowalsk
    return {
      male: { nom, gen: base + 'iego', dat: base + 'iemu', acc: base + 'iego', inst: base + 'im' },
      female: { nom: base + 'a', gen: base + 'iej', dat: base + 'iej', acc: base + 'ą', inst: base + 'ą' },
    };
  }
  const gen = stem + 'a';
  return {
    male: { nom, gen, dat: stem + 'owi', acc: gen, inst: stem + (softEnd(stem) ? 'iem' : 'em') },
    female: { nom, gen: nom, dat: nom, acc: nom, inst: nom },
  };
}

export interface NamePool {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /**
   * First name → the diminutive people call its bearer by, written and declined like first names here
   * ("Krzysiek|Krzyśk" → Krzyśka); names without one are left out. Bartek stands for Bartosz and for
   * Bartłomiej alike, and is here all the same: such a diminutive names its person in the text.
   */
  diminutives: Readonly<Record<string, string>>;
}

export const DEV_NAMES: NamePool = {
  male: ['Piotr', 'Tomasz', 'Jan', 'Adam', 'Łukasz', 'Mateusz', 'Michał', 'Kamil', 'Szymon', 'Dawid', 'Bartosz',
    'Artur', 'Robert', 'Daniel', 'Karol', 'Filip', 'Wojciech', 'Grzegorz', 'Rafał', 'Krzysztof', 'Paweł|Pawł',
    'Marek|Mark', 'Jacek|Jack', 'Zbigniew', 'Stanisław'],
  female: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Joanna', 'Ewa', 'Małgorzata', 'Monika', 'Karolina',
    'Natalia', 'Aleksandra', 'Marta', 'Beata', 'Dorota', 'Paulina', 'Justyna', 'Sylwia', 'Weronika', 'Barbara',
    'Elżbieta'],
  surnames: ['Kowalski', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński',
    'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski', 'Krawczyk', 'Piotrowski',
    'Grabowski', 'Pawłowski', 'Michalski', 'Nowicki', 'Adamczyk', 'Dudek|Dudk', 'Zając', 'Wieczorek|Wieczork',
    'Jabłoński', 'Król', 'Majewski', 'Olszewski', 'Jaworski', 'Wróbel|Wróbl', 'Malinowski', 'Pawlak', 'Witkowski',
    'Walczak', 'Górski', 'Rutkowski', 'Michalak', 'Ostrowski', 'Baran', 'Szewczyk', 'Tomaszewski', 'Pietrzak',
    'Marciniak', 'Zalewski', 'Jasiński', 'Zawadzki', 'Bąk', 'Chmielewski', 'Włodarczyk', 'Miłoch'],
  diminutives: {
    Piotr: 'Piotrek|Piotrk', Tomasz: 'Tomek|Tomk', Jan: 'Janek|Jank', Wojciech: 'Wojtek|Wojtk', Grzegorz: 'Grzesiek|Grześk',
    Krzysztof: 'Krzysiek|Krzyśk', Stanisław: 'Staszek|Staszk', Zbigniew: 'Zbyszek|Zbyszk', Szymon: 'Szymek|Szymk',
    Bartosz: 'Bartek|Bartk', Dawid: 'Dawidek|Dawidk', Anna: 'Ania', Katarzyna: 'Kasia', Magdalena: 'Madzia', Joanna: 'Asia',
    Ewa: 'Ewka', Małgorzata: 'Gosia', Aleksandra: 'Ola', Barbara: 'Basia', Elżbieta: 'Ela', Natalia: 'Natka', Agnieszka: 'Aga',
  },
};

export const TEST_NAMES: NamePool = {
  male: ['Jakub', 'Maciej', 'Sebastian', 'Damian', 'Patryk', 'Hubert', 'Olaf', 'Kajetan', 'Bernard', 'Albert',
    'Lucjan', 'Seweryn', 'Kornel', 'Ernest', 'Joachim', 'Ludwik', 'Feliks', 'Gerard', 'Teodor', 'Juliusz', 'Oskar',
    'Igor', 'Konrad', 'Norbert', 'Wiktor', 'Przemysław', 'Remigiusz', 'Bolesław'],
  female: ['Julia', 'Zuzanna', 'Wiktoria', 'Oliwia', 'Emilia', 'Gabriela', 'Patrycja', 'Klaudia', 'Dominika',
    'Izabela', 'Renata', 'Edyta', 'Marzena', 'Urszula', 'Jolanta', 'Halina', 'Bożena', 'Hanna', 'Lena', 'Amelia',
    'Roksana', 'Teresa'],
  surnames: ['Sadowski', 'Sokołowski', 'Urbański', 'Kubiak', 'Maciejewski', 'Szczepański', 'Kucharski', 'Wilk',
    'Kalinowski', 'Lis', 'Mazurek|Mazurk', 'Wysocki', 'Adamski', 'Kaźmierczak', 'Wasilewski', 'Sobczak', 'Czerwiński',
    'Andrzejewski', 'Cieślak', 'Głowacki', 'Zakrzewski', 'Kołodziej', 'Sikorski', 'Krajewski', 'Gajewski', 'Szymczak',
    'Szulc', 'Baranowski', 'Laskowski', 'Brzeziński', 'Makowski', 'Ziółkowski', 'Przybylski', 'Domański', 'Nowacki',
    'Borowski', 'Błaszczyk', 'Chojnacki', 'Ciesielski', 'Mróz|Mroz', 'Szczepaniak', 'Wesołowski', 'Górecki', 'Pietrzyk',
    'Kaczmarczyk', 'Leszczyński', 'Lipiński', 'Kowalewski', 'Urbaniak', 'Kozak', 'Jaworek|Jawork'],
  diminutives: {
    Maciej: 'Maciek|Maćk', Przemysław: 'Przemek|Przemk', Bolesław: 'Bolek|Bolk', Feliks: 'Felek|Felk', Igor: 'Igorek|Igork',
    Lucjan: 'Lucek|Luck', Julia: 'Julka', Zuzanna: 'Zuzia', Gabriela: 'Gabrysia', Izabela: 'Iza', Urszula: 'Ula',
    Jolanta: 'Jola', Halina: 'Halinka', Bożena: 'Bożenka', Hanna: 'Hania', Teresa: 'Tereska', Emilia: 'Emilka',
    Amelia: 'Amelka', Renata: 'Renia', Edyta: 'Edzia', Wiktoria: 'Wika',
  },
};

export function pickPerson(next: () => number, pool: NamePool): Person {
  const female = next() < 0.5;
  const firsts = female ? pool.female : pool.male;
  const first = firsts[Math.floor(next() * firsts.length)];
  const last = surname(pool.surnames[Math.floor(next() * pool.surnames.length)]);
  return female
    ? { female, first: femaleFirst(first), last: last.female }
    : { female, first: maleFirst(first), last: last.male };
}
