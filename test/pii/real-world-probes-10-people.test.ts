// Round 10 of made-up real-world texts about people through the whole detection path (same harness as
// real-world-probes.test.ts): a family named by a plural surname whose stem changes ("u Mrozów" → Mróz) or after a
// polite "Państwa"/"Państwo" instead of a preposition, hyphenated surnames in running text, capitals and form fields,
// the answer to "Jak się pan nazywa?" on the next line, "p." with a married form ("p. Wróblowa"), the owner's
// surname after a first name in a firm's name ("ZAKŁAD STOLARSKI PIOTR DĄB"), and holy figures ("Święty Mikołaj",
// "Matka Boska") that name no one. Clean texts hold the look-alikes: peoples
// (historic ones too: "Celtów", "Lachów"), "Państwa członkowskie", villages after "do", hyphenated places and words.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // a family's plural surname: a changed stem, or after "Państwa"/"Państwo"
  ['Sylwestra spędzamy u Mrozów, wracamy w Nowy Rok.', ['Mrozów']],
  ['Zaprosiliśmy Państwa Nowaków na kolację.', ['Nowaków']],
  ['Serdecznie zapraszamy Państwa Kowalskich na otwarcie.', ['Kowalskich']],
  ['Państwo Wiśniewscy potwierdzili obecność.', ['Wiśniewscy']],
  ['Byliśmy u Państwa Sokołów w niedzielę.', ['Sokołów']],
  ['Dzieci zostały u Wilków do wieczora.', ['Wilków']],
  // hyphenated surnames, whole
  ['mówiła radna Jolanta Malec-Kos na sesji rady', ['Malec-Kos']],
  ['pacjentka ANNA BIELIK-SZYMCZAK, ur. 12.03.1970', ['BIELIK-SZYMCZAK']],
  ['Nazwisko: NOWAK-DUDA Imię: EWA', ['NOWAK-DUDA', 'EWA']],
  ['Pisała do nas Katarzyna Wrona-Pietrzak w sprawie umowy.', ['Wrona-Pietrzak']],
  // the answer on the line after a question for the listener's name
  ['AGENT: Jak się pan nazywa?\nKLIENT: Mazur.\nAGENT: Dziękuję.', ['Mazur']],
  ['- jak pani na nazwisko?\n- grabiec\n- a imię?', ['grabiec']],
  ['Konsultant: Proszę podać nazwisko.\nKlient: PAWLAK', ['PAWLAK']],
  // "p." and a married form of a surname that is also a word
  ['Sala 4: p. Wróblowa skarży się na ból głowy, p. Zającowa bez zmian.', ['Wróblowa', 'Zającowa']],
  // a surname that is a word or a place after the first name in a firm's name
  ['ZAKŁAD STOLARSKI PIOTR DĄB, UL. LEŚNA 4', ['PIOTR', 'DĄB']],
  ['Faktura: Usługi Remontowe Marek Orzeł, termin 7 dni', ['Marek', 'Orzeł']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Historia Celtów, Lachów i Gotów to temat wykładu.',
  'Kultura Lemków i Bojków przetrwała w Beskidach.',
  'Państwa członkowskie przyjęły dyrektywę.',
  'Gospodarka Państwa Środka zwalnia.',
  'Wrócili do Lisów, do naszej wsi pod Radomiem.',
  'Święty Mikołaj przyjdzie do przedszkola w piątek.',
  'ŚWIĘTY MIKOŁAJ ODWIEDZI NAS 6 GRUDNIA',
  'Obraz Matki Boskiej wisi w kaplicy, a Matka Boska Częstochowska jest w katedrze.',
  'Jedziemy przez Bielsko-Białą, Kędzierzyn-Koźle i Skarżysko-Kamienną.',
  'Flaga biało-czerwona wisi przy oddziale PKO-BP.',
  'u lekarzy było tłoczno, a Polacy stali w kolejce',
  'A: Jak się nazywa ten film?\nB: Titanic.',
  'jak sie nazywa ta apka?\nduolingo',
  'AGENT: Jak się pan nazywa?\nKLIENT: Słucham?',
  'Gabinet na II p., wejście od ul. Lipowej, p. Główna nieczynna.',
];

describeRealWorldProbes('real-world probes, round 10 (people: family plurals, hyphenated surnames, name answers, holy figures)', { probes: PROBES, clean: CLEAN });

/** The spans the rules find in a text with a new account's default types, as "TYPE[value]". */
function spans(text: string): string[] {
  const enabled = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
  return findEntities(text, enabled).map((e) => `${e.type}[${text.slice(e.start, e.end)}]`);
}

describe('round 10 people rules: what each span covers', () => {
  it('a family plural with an alternated stem, after "u" or "Państwa"', () => {
    expect(spans('byliśmy u Mrozów')).toEqual(['PERSON[Mrozów]']);
    expect(spans('zapraszamy Państwa Nowaków')).toEqual(['PERSON[Nowaków]']);
    expect(spans('u mrozów w lutym')).toEqual([]); // lower case: the word "frosts"
    expect(spans('jedziemy przez Mrozów')).toEqual([]); // not at someone's home: the village
  });
  it('peoples, historic ones too, are no family', () => {
    expect(spans('u Celtów i Lachów')).toEqual([]);
    expect(spans('od Lemków z Beskidu')).toEqual([]);
    expect(spans('Państwa Bałtyckie i Państwa Środka')).toEqual([]);
  });
  it('a saint or a holy figure is nobody, a first name next to the word "matka" still is', () => {
    expect(spans('Święty Mikołaj przyszedł')).toEqual([]);
    expect(spans('Mikołaj przyszedł')).toEqual(['PERSON[Mikołaj]']);
    expect(spans('Matka Boska Częstochowska')).toEqual([]);
    expect(spans('Matka Bożena Kowalska przyszła')).toEqual(['PERSON[Bożena Kowalska]']);
  });
  it('the owner in a firm name: a word after the first name is the surname', () => {
    expect(spans('Zakład Stolarski Piotr Dąb zaprasza')).toEqual(['PERSON[Piotr Dąb]']);
    expect(spans('Usługi Ogólnobudowlane Sowa Marek')).toEqual(['PERSON[Sowa Marek]']);
    expect(spans('Firma Transportowa Anna Nip')).toEqual(['PERSON[Anna]']);
  });
  it('"p." and a married form: the stem may be a word, a floor or a street name stays', () => {
    expect(spans('p. Wróblowa skarży się')).toEqual(['PERSON[Wróblowa]']);
    expect(spans('II p. Parter, p. Wstęp')).toEqual([]);
    expect(spans('Sala 3, p. Lipowa')).toEqual([]);
  });
  it('a name question: the next line is the name, unless the question is for a thing or the answer no name', () => {
    expect(spans('AGENT: Jak się pan nazywa?\nKLIENT: Anna Wróbel')).toEqual(['PERSON[Anna Wróbel]']);
    expect(spans('Jak się nazywa ta ulica?\nMarszałkowska.')).toEqual([]);
    expect(spans('AGENT: Jak się pan nazywa?\nKLIENT: Nie wiem.')).toEqual([]);
  });
  it('a hyphenated surname is one span with the first name', () => {
    expect(spans('radna Jolanta Malec-Kos')).toEqual(['PERSON[Jolanta Malec-Kos]']);
    expect(spans('KATARZYNA WRONA-PIETRZAK')).toEqual(['PERSON[KATARZYNA WRONA-PIETRZAK]']);
  });
});
