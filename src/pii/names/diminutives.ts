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
];
