// Polish cities (one- and two-word, with their locative and genitive: "w Zielonej Górze", "do
// Bielska-Białej") and street names per split. The preposition is outside the gold span.

export interface City {
  nom: string;
  /** After "w"/"we" (the preposition is part of the entry: "we Wrocławiu"). */
  loc: string;
  /** After "do"/"z". */
  gen: string;
}

const city = (nom: string, loc: string, gen: string): City => ({ nom, loc, gen });

export const DEV_CITIES: readonly City[] = [
  city('Warszawa', 'w Warszawie', 'Warszawy'), city('Kraków', 'w Krakowie', 'Krakowa'), city('Łódź', 'w Łodzi', 'Łodzi'),
  city('Zielona Góra', 'w Zielonej Górze', 'Zielonej Góry'), city('Bielsko-Biała', 'w Bielsku-Białej', 'Bielska-Białej'),
  city('Gdańsk', 'w Gdańsku', 'Gdańska'), city('Poznań', 'w Poznaniu', 'Poznania'), city('Lublin', 'w Lublinie', 'Lublina'),
  city('Rzeszów', 'w Rzeszowie', 'Rzeszowa'), city('Nowy Sącz', 'w Nowym Sączu', 'Nowego Sącza'),
  city('Piotrków Trybunalski', 'w Piotrkowie Trybunalskim', 'Piotrkowa Trybunalskiego'),
  city('Jelenia Góra', 'w Jeleniej Górze', 'Jeleniej Góry'), city('Ostrów Wielkopolski', 'w Ostrowie Wielkopolskim', 'Ostrowa Wielkopolskiego'),
  city('Kędzierzyn-Koźle', 'w Kędzierzynie-Koźlu', 'Kędzierzyna-Koźla'), city('Skierniewice', 'w Skierniewicach', 'Skierniewic'),
  city('Pabianice', 'w Pabianicach', 'Pabianic'), city('Zgierz', 'w Zgierzu', 'Zgierza'),
  city('Tomaszów Mazowiecki', 'w Tomaszowie Mazowieckim', 'Tomaszowa Mazowieckiego'),
  city('Gorzów Wielkopolski', 'w Gorzowie Wielkopolskim', 'Gorzowa Wielkopolskiego'), city('Białystok', 'w Białymstoku', 'Białegostoku'),
];

export const TEST_CITIES: readonly City[] = [
  city('Wrocław', 'we Wrocławiu', 'Wrocławia'), city('Szczecin', 'w Szczecinie', 'Szczecina'),
  city('Katowice', 'w Katowicach', 'Katowic'), city('Bydgoszcz', 'w Bydgoszczy', 'Bydgoszczy'), city('Toruń', 'w Toruniu', 'Torunia'),
  city('Kielce', 'w Kielcach', 'Kielc'), city('Olsztyn', 'w Olsztynie', 'Olsztyna'), city('Opole', 'w Opolu', 'Opola'),
  city('Gdynia', 'w Gdyni', 'Gdyni'), city('Stalowa Wola', 'w Stalowej Woli', 'Stalowej Woli'),
  city('Dąbrowa Górnicza', 'w Dąbrowie Górniczej', 'Dąbrowy Górniczej'), city('Ruda Śląska', 'w Rudzie Śląskiej', 'Rudy Śląskiej'),
  city('Biała Podlaska', 'w Białej Podlaskiej', 'Białej Podlaskiej'), city('Nowa Sól', 'w Nowej Soli', 'Nowej Soli'),
  city('Wodzisław Śląski', 'w Wodzisławiu Śląskim', 'Wodzisławia Śląskiego'), city('Kalisz', 'w Kaliszu', 'Kalisza'),
  city('Płock', 'w Płocku', 'Płocka'), city('Elbląg', 'w Elblągu', 'Elbląga'), city('Zduńska Wola', 'w Zduńskiej Woli', 'Zduńskiej Woli'),
  city('Grodzisk Mazowiecki', 'w Grodzisku Mazowieckim', 'Grodziska Mazowieckiego'),
];

/** Street names with the prefix they usually take ("ul." unless given). */
export const DEV_STREETS: readonly string[] = ['Długa', 'Kwiatowa', 'Polna', 'Leśna', 'Słoneczna', 'Krótka', 'Szkolna',
  'Ogrodowa', 'Lipowa', 'Piotrkowska', 'Mickiewicza', 'Kościuszki', 'Sienkiewicza', 'Marszałkowska', 'Zielona',
  'al.|Jana Pawła II', 'pl.|Wolności', 'os.|Piastów', 'al.|Róż', 'os.|Kosmonautów'];

export const TEST_STREETS: readonly string[] = ['Brzozowa', 'Łąkowa', 'Klonowa', 'Wiejska', 'Spacerowa', 'Parkowa',
  'Akacjowa', 'Różana', 'Słowackiego', 'Reymonta', 'Prusa', 'Kopernika', 'Żeromskiego', 'Chopina', 'Wyszyńskiego',
  'al.|Jerozolimskie', 'al.|Niepodległości', 'pl.|Grunwaldzki', 'os.|Tysiąclecia', 'pl.|Kościuszki'];
