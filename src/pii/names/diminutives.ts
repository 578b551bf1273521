// Hand-written list of common Polish diminutives and short forms of first names. They are not in
// the PESEL registry (nobody is registered as "Kasia") but they are how people write about people.

export const MALE_DIMINUTIVES: readonly string[] = [
  'Piotrek', 'Piotruś', 'Tomek', 'Kuba', 'Kubuś', 'Jurek', 'Krzysiek', 'Krzyś', 'Michałek', 'Adaś',
  'Jaś', 'Jasiek', 'Janek', 'Staś', 'Stasiek', 'Staszek', 'Józek', 'Zbyszek', 'Zbysiek', 'Wojtek', 'Bartek',
  'Maciek', 'Grzesiek', 'Grześ', 'Szymek', 'Jędrek', 'Darek', 'Jarek', 'Mirek', 'Sławek', 'Arek', 'Irek',
  'Rysiek', 'Heniek', 'Franek', 'Antek', 'Tadek', 'Władek', 'Mietek', 'Zdzisiek', 'Edek', 'Zenek',
  'Czesiek', 'Gienek', 'Olek', 'Bolek', 'Lolek', 'Waldek', 'Romek', 'Witek', 'Kazik', 'Julek',
  'Ignaś', 'Filipek', 'Radek', 'Przemek', 'Maniek', 'Bronek', 'Mareczek', 'Kamilek', 'Dawidek',
  'Kacperek', 'Mateuszek', 'Wicek', 'Bogdanek', 'Leszek', 'Lucek', 'Mundek', 'Tolek', 'Felek',
  'Wiktorek', 'Maks', 'Mati', 'Seba', 'Kuba', 'Bartuś', 'Tymek', 'Igorek', 'Oluś', 'Gutek',
  'Wiesiek', 'Wiesio', 'Józiek', 'Heniu', 'Rysio', 'Zbysio', 'Sebek', 'Sebuś', 'Kazek', 'Lutek', 'Benek', 'Stefek',
  'Michu', 'Tomuś', 'Szymo', 'Jasio',
];

export const FEMALE_DIMINUTIVES: readonly string[] = [
  'Kasia', 'Kaśka', 'Basia', 'Baśka', 'Gosia', 'Gośka', 'Zosia', 'Zośka', 'Ola', 'Asia', 'Aśka',
  'Ania', 'Anka', 'Ela', 'Ula', 'Iza', 'Aga', 'Madzia', 'Gabrysia', 'Jadzia', 'Jadźka', 'Krysia',
  'Hania', 'Halinka', 'Danka', 'Danusia', 'Renia', 'Tereska', 'Terenia', 'Marysia', 'Maryśka', 'Ewka',
  'Ewunia', 'Julka', 'Jula', 'Bożenka', 'Dorotka', 'Iwonka', 'Edzia', 'Stasia', 'Irenka', 'Wiesia',
  'Grażynka', 'Zuzia', 'Zuza', 'Natka', 'Wera', 'Kinia', 'Karolcia', 'Paulinka', 'Patka', 'Tosia',
  'Tola', 'Lenka', 'Majka', 'Amelka', 'Emilka', 'Hela', 'Helenka', 'Ziuta', 'Jola', 'Jolka',
  'Bogusia', 'Lodzia', 'Frania', 'Wandzia', 'Mańka', 'Agnisia', 'Beatka', 'Sylwka', 'Justysia',
  'Martusia', 'Marta', 'Olka', 'Wikusia', 'Wika', 'Dominisia', 'Madzia', 'Kamilka', 'Klaudusia',
  'Mariola', 'Misia', 'Ala', 'Dusia', 'Lusia', 'Celinka', 'Reginka', 'Gienia', 'Genia', 'Stefcia',
  'Helcia', 'Józia', 'Kazia', 'Władzia', 'Mila', 'Lila',
  'Małgosia', 'Janka', 'Jasia', 'Krzysia', 'Małgośka', 'Grażka', 'Bożka', 'Jagusia',
  'Gabi', 'Nati', 'Pati', 'Domi',
];

/**
 * The diminutives Polish builds from nearly any first name, for names the hand-written lists above lack: a man's
 * name ending in a consonant takes "-ek" ("Marcin" → "Marcinek", "Paweł" → "Pawełek"), a woman's in "-a" takes
 * "-ka" ("Natalia" → "Natalka", "Mariola" → "Mariolka", "Karolina" → "Karolinka"). A woman's form that is a word
 * of the language (`isWord`: "Maria" → "marka", a brand; "Halina" → "halka") is left out, and so is any base in
 * `skip` (names that are words). A man's "-ek" form that is also a word is a rare one ("marcinek", an aster): kept.
 */
export function productiveDiminutives(
  male: readonly string[], female: readonly string[], isWord: (w: string) => boolean, skip: ReadonlySet<string>,
): { male: string[]; female: string[] } {
  const out = { male: [] as string[], female: [] as string[] };
  for (const n of male) {
    if (n.length < 3 || skip.has(n) || !/[bcdfghjklłmnprstwzń]$/.test(n) || /(?:ek|k)$/.test(n)) continue;
    out.male.push(n + 'ek');
  }
  for (const n of female) {
    if (n.length < 3 || skip.has(n) || !n.endsWith('a') || /(?:ka|sia|cia|nia|zia|dzia)$/.test(n)) continue;
    const d = (n.endsWith('ia') ? n.slice(0, -2) : n.slice(0, -1)) + 'ka';
    // Not after a vowel, "j", "g" or a double "n", where Polish builds the diminutive otherwise ("Ania", "Kinia").
    if (d.length >= 4 && !/(?:[aeiouyąęójg]|nn)ka$/.test(d) && !isWord(d.toLowerCase())) out.female.push(d);
  }
  return out;
}
