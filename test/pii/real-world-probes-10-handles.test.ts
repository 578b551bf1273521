// Round 10 of made-up real-world texts through the whole detection path (same harness as
// real-world-probes.test.ts), handles: @mentions shaped like a handle with no social word near them ("brawa dla
// @OlaSokol_ i @marek_wi"), the speaker label of a chat, stream or game log ("maciek_gra88: siema", "[mod]
// Nocny_Lis: …"), handles after moderation and forum words ("zbanowany gracz NinjaKot2009", "Cytat z: …") and
// Discord tags ("Wilk#4821"), nicknames in quotation marks after a nickname phrase ("mówią na niego 'Szczupak'",
// "ksywka „Żyleta”") and a referrer's login ("Polecający: jan_kow"). Clean texts hold the look-alikes: ordinary
// words before a colon in transcripts, config keys, hashtags, C#, tickets, times, versions, file names, code and
// quoted ordinary words and brands.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { isHandleLabel } from '../../src/pii/detectors/chat-handles.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // @mentions shaped like a handle
  ['brawa dla @OlaSokol_ i @marek_wi za wygraną!', ['OlaSokol_', 'marek_wi']],
  ['gratulacje @Kuba_Nowy92, świetny mecz', ['Kuba_Nowy92']],
  ['nowy filmik od @kasia_gotuje_ już jest', ['kasia_gotuje_']],
  ['wielkie dzięki dla @ZIOMEK_XD i @bartek92 za wsparcie', ['ZIOMEK_XD', 'bartek92']],
  // speaker labels of chat, stream and game logs
  ['maciek_gra88: siema\nlolplayzz: elo, gramy?', ['maciek_gra88', 'lolplayzz']],
  ['[mod] Nocny_Lis: zbanowany za spam', ['Nocny_Lis']],
  ['<mod> Szary_Wilk: ostrzeżenie za caps', ['Szary_Wilk']],
  ['[21:03] Kozak_Mazur: ktoś na raid?\n[21:04] xXKozaXx: ja', ['Kozak_Mazur', 'xXKozaXx']],
  ['ProKiller99: ez\nKotGamer: kto gra jeszcze?', ['ProKiller99', 'KotGamer']],
  // after moderation and forum words; Discord tags
  ['zbanowany gracz NinjaKot2009 za cheaty', ['NinjaKot2009']],
  ['gracz SzybkiLis dostał bana na tydzień', ['SzybkiLis']],
  ['zgłosił: ktos_tam_12', ['ktos_tam_12']],
  ['Cytat z: stolarz_z_radomia\nmasz rację z tym klejem', ['stolarz_z_radomia']],
  ['Cytuj: wilczur88 napisał, że to nie działa', ['wilczur88']],
  ['Ostrzeżenie dla: Wariat_77', ['Wariat_77']],
  ['dodajcie mnie: Wilk#4821', ['Wilk#4821']],
  ['gramy razem? mój tag to Bury_Kot#0193, wbijaj', ['Bury_Kot']],
  // nicknames in quotation marks
  ['w okolicy wszyscy mówią na niego \'Szczupak\'', ['Szczupak']],
  ['ksywka „Żyleta” przylgnęła do niej w liceum', ['Żyleta']],
  ['przezwisko „Grubas” dostał w wojsku', ['Grubas']],
  ['wołają na nią "Mała Mi" od dziecka', ['Mała Mi']],
  ['nazywają go „Profesor”, bo wszystko wie', ['Profesor']],
  // a referrer's login in a registration form
  ['Imię: Jan\nPolecający: jan_kow\nNazwa gracza: Kozak_PL', ['jan_kow', 'Kozak_PL']],
  ['Kod polecającego: ANIA2024', ['ANIA2024']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Klient: dzień dobry\nKonsultant: w czym mogę pomóc?\nPS: dziękuję',
  'Uwaga: termin mija jutro o 10:30.',
  'Moderator: proszę o spokój na czacie.',
  'Zadanie2: policz średnią\nEtap_1: analiza danych',
  'iPhone15: nowy model już w sklepach',
  'Windows11: problem z drukarką po aktualizacji',
  'RTX4090: cena spadła o 10%',
  'db_host: localhost\nmax_retries: 3',
  'server:\n  db_host: localhost\n  api_v2: true',
  'Uczę się #nauka i #programowanie, w C# i F# jestem #1.',
  'Jira: PROJ-123 do poprawy, zgłoszenie issue#4821',
  'wersja v2_final gotowa, plik raport_2024.pdf w załączniku',
  'SELECT user_id FROM orders WHERE id = @user_id;',
  '```sql\nDECLARE @total_count INT;\nSET @total_count = 5;\n```',
  '{"user_id": 5, "first_name": "x"}',
  'to było „super”, taki "nowy" model',
  'zakupy w „Biedronce”, potem film „Seksmisja”',
  'kod produktu AB-1234, SKU#1234',
  'gracz numer 10 strzelił gola, gracze z Polski wygrali',
  'Kod polecającego: WIOSNA20\nPolecający: brak',
  'dodajcie mnie: jutro wyślę zaproszenie',
];

describeRealWorldProbes('real-world probes, round 10 (handles: mentions, speaker labels, moderation words, quoted nicknames)', { probes: PROBES, clean: CLEAN });

/** The spans the rules find in a text with a new account's default types, as "TYPE[value]". */
function spans(text: string): string[] {
  const enabled = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
  return findEntities(text, enabled).map((e) => `${e.type}[${text.slice(e.start, e.end)}]`);
}

describe('round 10 handle rules: what each span covers', () => {
  it('an e-mail stays an e-mail, the @mention keeps its "@"', () => {
    expect(spans('napisz na ola_k99@gmail.com')).toEqual(['EMAIL_ADDRESS[ola_k99@gmail.com]']);
    expect(spans('brawa dla @marek_wi!')).toEqual(['USERNAME[@marek_wi]']);
  });
  it('a speaker label is the label alone, not what is said', () => {
    expect(spans('maciek_gra88: siema')).toEqual(['USERNAME[maciek_gra88]']);
  });
  it('a quoted nickname is the words inside the quotes', () => {
    expect(spans('mówią na niego \'Szczupak\'')).toEqual(['USERNAME[Szczupak]']);
  });
  it('handle shape: players, not things, steps or keys', () => {
    for (const v of ['maciek_gra88', 'Nocny_Lis', 'NinjaKot2009', 'xXKozaXx', 'lolplayzz', 'kotek99', 'ProGamer']) expect(isHandleLabel(v), v).toBe(true);
    for (const v of ['Klient', 'PS', 'max_retries', 'Etap_1', 'Windows11', 'RTX4090', 'iPhone15', 'v2_final', 'Zadanie2', 'punkt3', 'Uwaga', 'LinkedIn', 'PowerPoint']) expect(isHandleLabel(v), v).toBe(false);
  });
});
