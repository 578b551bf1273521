// PERSON: a family named by its surname in the plural ("byłam u Kowalczyków", "impreza u nowaków", "paczka od
// Wiśniewskich", "z Majewskimi", "Nowakowie przyjechali"). The plural forms are read back to the singular surname
// and that must be one the project knows: a listed surname's form (names/surnames.json holds its plurals), or a
// surname entry of the declension lexicon (PoliMorf) for the stem ("-ów"/"-owie" → the stem, a mobile "e" put back:
// "Kaczmarków" → "Kaczmarek"), or for "-skich", "-scy" a "-ski" surname's shape. Not a nationality or people ("u Polaków", "od Czechów", "Mazurów"), a
// place ("do Lisów", a village) or, in lower case, a dictionary word ("u wilków", "od kowalskich" stays only capitalised).
// The genitive, dative, instrumental and locative need a preposition right before; the nominative ("Nowakowie",
// "Wojciechowscy") stands alone when capitalised and no dictionary word. Anchored on the plural endings, found on
// the folded text; each hit is checked with a few lookups.
import { classAt, classBefore, LETTER, LOWER, UPPER, WORD } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { fold } from '../fold.js';
import { loadLexicon } from '../morph/index.js';
import { isKnownSurname, isSurnameShaped } from '../names/surnames.js';
import type { Candidate } from '../types.js';

export const FAMILY_NAME_SCORE = 0.6;

/** Plural endings of surnames at a word's end, on the folded text ("ów" is "ow" there). */
const ENDING_RE = /(?:ow|owie|kich|kimi|[sc]cy|dzcy|ami|om|ach)(?![a-z0-9_])/g;

/** Prepositions that govern the cases of the oblique plural forms (folded). */
const PREPOSITIONS: ReadonlySet<string> = new Set([
  'u', 'od', 'do', 'z', 'ze', 'o', 'przy', 'dla', 'po', 'za', 'przed', 'nad', 'pod', 'obok', 'kolo', 'wsrod', 'miedzy',
  'bez', 'oprocz', 'zamiast', 'wobec', 'ku', 'dzieki', 'naprzeciw', 'razem',
  // A couple addressed politely ("Państwa Sokołów", "Państwo Nowakowie"): the title governs the case like a preposition.
  'panstwa', 'panstwo', 'panstwem', 'panstwu',
  // and a family named by its surname ("z rodziny Sowów", "rodzina Kowalskich")
  'rodzina', 'rodziny', 'rodzinie', 'rodzine', 'rodzinom',
]);

/** Peoples and nationalities whose plural reads like a family's ("u Polaków", "od Czechów", "Mazurów"). */
const PEOPLES: ReadonlySet<string> = new Set([
  'polak', 'czech', 'slowak', 'wegier', 'niemiec', 'rusin', 'litwin', 'lotysz', 'szwed', 'dunczyk', 'norweg', 'fin',
  'francuz', 'anglik', 'wloch', 'hiszpan', 'grek', 'turek', 'zyd', 'kaszub', 'slazak', 'mazur', 'goral', 'cygan',
  'rom', 'arab', 'chinczyk', 'japonczyk', 'rosjanin', 'kurp', 'krakowiak', 'warszawiak', 'poznaniak', 'tatar',
  'serb', 'chorwat', 'bulgar', 'rumun', 'ukrainiec', 'bialorusin', 'szkot', 'irlandczyk', 'holender', 'belg',
  'gal', 'sas', 'got', 'hun', 'wiking', 'piast', 'kozak', 'bojar', 'pan', 'chlop', 'mnich', 'ksiadz', 'brat', 'kowal',
  // Historic and ethnic peoples (as the stem singulars() reads them: "Lemków" → "lemk").
  'celt', 'kelt', 'lach', 'frank', 'wandal', 'wizygot', 'ostrogot', 'wareg', 'awar', 'dak', 'scyt', 'sarmat', 'etrusk',
  'norman', 'german', 'prus', 'jacwing', 'kurd', 'lemk', 'bojk', 'hucul', 'mongol', 'aztek', 'ink', 'maj', 'apacz',
  'bask', 'walon', 'flamand', 'berber', 'beduin', 'maorys', 'eskimos', 'pasztun', 'uzbek', 'kazach', 'tadzyk', 'ormian',
  'gruzin', 'czeczen', 'osetyjczyk', 'kirgiz', 'turkmen', 'tybetanczyk', 'wegr', 'estonczyk', 'rusinow', 'pomorzan',
]);
/** PEOPLES' words that are estates or trades rather than peoples: a surname's singular there is the person. */
const NOT_NATIONS: ReadonlySet<string> = new Set(['pan', 'chlop', 'mnich', 'ksiadz', 'brat', 'kowal', 'bojar', 'kozak', 'piast']);

/** Whether a folded stem names a people or a nationality ("szwed" of "Szwedem", "niemc" of "Niemcem" read as "niemiec"). */
export function isNationStem(stem: string): boolean {
  return PEOPLES.has(stem) && !NOT_NATIONS.has(stem);
}


export function detectFamilyNames(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  const text = scan.text;
  const re = ENDING_RE;
  re.lastIndex = 0;
  let chain: { end: number; preposition: string } | undefined;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const end = m.index + m[0].length;
    let start = m.index;
    while (start > 0 && classAt(text, start - 1) & LETTER) start--;
    if (start > 0 && (classBefore(text, start) & WORD || text[start - 1] === '-')) continue;
    if (end - start < 5) continue;
    const ending = m[0];
    const nominative = ending === 'owie' || ending.endsWith('cy');
    // The next item of a list of families after one just found ("rodzinom Nowaków, Lisów i Pająków") is governed as it was.
    const preposition = prepositionBefore(folded, start) ?? (chain && LIST_JOIN_RE.test(folded.slice(chain.end, start)) ? chain.preposition : undefined);
    const afterPreposition = preposition !== undefined;
    if (!afterPreposition && !nominative) continue;
    const word = text.slice(start, end);
    const style = caseStyle(text, start, end);
    if (style === 0) continue;
    // A locative ("w Wronowie", a place) needs its preposition: a nominative "-owie" after none names people.
    const placeFormPossible = !(ending === 'owie' && !locativePrepositionBefore(folded, start));
    const family = preposition !== undefined && FAMILY_WORDS.has(preposition);
    const evidence = familyEvidence(word, ending, preposition !== undefined && (AT_HOME.has(preposition) || family), style === UPPER, placeFormPossible, family);
    if (evidence === NONE) continue;
    // Lower case, capitals, a nominative without a preposition and a surname only the lexicon knows must be no word
    // of the language ("u wilków", "Z DOKUMENTAMI", "Polscy"): only a capital mid-text tells a listed one apart
    // ("byli Kowalscy", "Goście: Wiśniewscy (4 os.)"; at a sentence's start "Polscy" may be the adjective).
    const listedMidSentence = evidence === LISTED && style === UPPER && !isCapitals(text, start) && !sentenceStart(text, start);
    if ((style === LOWER || isCapitals(text, start) || (!afterPreposition && !listedMidSentence) || evidence === LEXICON) && isDictionaryWord(word)) continue;
    out.push({ type: 'PERSON', start, end, score: FAMILY_NAME_SCORE, source: 'family-names' });
    if (preposition !== undefined) chain = { end, preposition };
  }
}
/** What joins two items of a list (folded). */
const LIST_JOIN_RE = /^(?:, ?| i | oraz | lub | albo )$/;
/** Words that name a family, after which a trade's plural is a family too ("Państwo Kowalowie", "rodzina Kowali"). */
const FAMILY_WORDS: ReadonlySet<string> = new Set(['panstwa', 'panstwo', 'panstwem', 'panstwu', 'rodzina', 'rodziny', 'rodzinie', 'rodzine', 'rodzinom']);

/** LOWER for a word all in lower case, UPPER for one capitalised or in capitals, 0 for mixed case. */
function caseStyle(text: string, start: number, end: number): number {
  const first = classAt(text, start);
  let lower = 0, upper = 0;
  for (let i = start + 1; i < end; i++) {
    const k = classAt(text, i);
    if (k & LOWER) lower++; else if (k & UPPER) upper++;
  }
  if (first & LOWER) return upper === 0 ? LOWER : 0;
  return lower === 0 || upper === 0 ? UPPER : 0;
}

/** The word before `start` (one space between) when it is one of PREPOSITIONS. */
function prepositionBefore(folded: string, start: number): string | undefined {
  if (start < 2 || folded.charCodeAt(start - 1) !== 32) return undefined;
  let i = start - 1;
  while (i > 0 && start - 1 - i < 10) {
    const c = folded.charCodeAt(i - 1);
    if (c < 97 || c > 122) break;
    i--;
  }
  if (i > 0 && /[\p{L}\p{N}_]/u.test(folded[i - 1]!)) return undefined;
  const word = folded.slice(i, start - 1);
  return PREPOSITIONS.has(word) ? word : undefined;
}

const NONE = 0, LISTED = 1, LEXICON = 2;

/** Folded prepositions that govern the locative ("w Wronowie", "o Sowowie", "po Krakowie"). */
const LOCATIVE_PREPOSITIONS: ReadonlySet<string> = new Set(['w', 'we', 'na', 'o', 'po', 'przy']);

/** Whether the word before `start` (one space between) is a preposition of the locative. */
function locativePrepositionBefore(folded: string, start: number): boolean {
  if (start < 2 || folded.charCodeAt(start - 1) !== 32) return false;
  let i = start - 1;
  while (i > 0 && start - 1 - i < 4 && /[a-z]/.test(folded[i - 1]!)) i--;
  if (i > 0 && /[\p{L}\p{N}_]/u.test(folded[i - 1]!)) return false;
  return LOCATIVE_PREPOSITIONS.has(folded.slice(i, start - 1));
}

/** Whether `start` begins a sentence or line: nothing but spaces, quotes or brackets back to a sentence's end. */
function sentenceStart(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\u00a0' || text[i] === '"' || text[i] === '„' || text[i] === '(' || text[i] === '«')) i--;
  return i < 0 || '.!?…\n\r'.includes(text[i]!);
}

/** Words after which a plural names the people at whose home one is, never a village ("u Mrozów", "Państwa Sokołów"). */
const AT_HOME: ReadonlySet<string> = new Set(['u', 'panstwa']);
const ADJECTIVAL_ENDINGS: ReadonlySet<string> = new Set(['kich', 'kimi', 'scy', 'ccy', 'dzcy']);

/** Whether `word`, ending in the plural `ending`, is a plural form of a surname no nationality or place shares: LISTED
 * (a form of names/surnames.json), LEXICON (the singular is a PoliMorf surname or, its vowel alternated, a listed
 * one: "Mrozów" → "Mróz") or NONE. `atHome`: after "u"/"Państwa", where a place's form is read as the family
 * ("u Mrozów" is no village Mrozy: one is "w Mrozach" there). */
function familyEvidence(word: string, ending: string, atHome: boolean, capitalised: boolean, placeFormPossible: boolean, family = false): number {
  const lower = word.toLowerCase();
  const lemmas = singulars(lower, ending, capitalised);
  for (const lemma of lemmas) {
    if (family ? isNationStem(fold(lemma)) : PEOPLES.has(fold(lemma))) return NONE;
  }
  // The lexicon's own entries only, not the regular-surname rules' readings (any word ending in a consonant).
  const lexicon = loadLexicon();
  let evidence = NONE;
  if (isKnownSurname(lower) && ending !== 'om' && ending !== 'ach') evidence = LISTED;
  for (let i = 0; evidence === NONE && i < lemmas.length; i++) {
    const entries = lexicon.entriesOf(lemmas[i]!);
    if (entries.some((e) => e.kind === 'surname' && e.gender === 'm') && !entries.some((e) => e.kind !== 'surname')) evidence = LEXICON;
    // An unlisted "-ski" surname ("Józewscy"): its shape, checked like a lexicon surname.
    else if (ADJECTIVAL_ENDINGS.has(ending) && isSurnameShaped(lemmas[i]!)) evidence = LEXICON;
    else if (i > 0 && isKnownSurname(lemmas[i]!)) evidence = LISTED;
  }
  // A place's form ("do Lisów", a village) is the place.
  return evidence !== NONE && !atHome && placeFormPossible && lexicon.readingsOf(lower).some((r) => r.entry.kind === 'place') ? NONE : evidence;
}

/** Whether the word at `start` is in capitals (its second letter a capital). */
function isCapitals(text: string, start: number): boolean {
  return (classAt(text, start + 1) & UPPER) !== 0;
}

/** The singular surnames a plural form may come from; a vowel alternated back only in a capitalised word (in lower
 * case such a form is a common noun's: "u mrozów"). */
function singulars(lower: string, ending: string, alternate: boolean): string[] {
  if (ending === 'kich' || ending === 'kimi') return [lower.slice(0, -ending.length) + 'ki'];
  if (ending.endsWith('cy')) return [lower.slice(0, -2) + 'ki']; // "kowalscy" → "kowalski", "wysoccy" → "wysocki"
  const stem = lower.slice(0, -ending.length);
  const out = [stem];
  // A mobile "e": "kaczmarków" → "kaczmarek", "wróblów" → "wróbel".
  if (stem.length > 3 && /[kl]$/.test(stem)) out.push(stem.slice(0, -1) + 'e' + stem.slice(-1));
  // A vowel that alternates before the last consonant: "mrozów" → "mróz", "dębów" → "dąb", "kozłów" → "kozioł".
  const alternated = alternate ? alternateLastVowel(stem) : undefined;
  if (alternated) out.push(alternated);
  // A surname in "-a" ("Sowa", "Wrona"): "Sowów", "Wronowie".
  if (ending === 'ow' || ending === 'owie') out.push(stem + 'a');
  return out;
}

/** The singular stem with the vowel of its last syllable alternated back (o→ó, ę→ą, "zł"→"zioł"), or undefined. */
function alternateLastVowel(stem: string): string | undefined {
  if (stem.length < 3) return undefined;
  const last = stem.length - 1;
  const vowel = stem[last - 1];
  if (vowel === 'o') return stem.slice(0, last - 1) + 'ó' + stem[last];
  if (vowel === 'ę') return stem.slice(0, last - 1) + 'ą' + stem[last];
  if (stem.endsWith('zł') || stem.endsWith('sł')) return stem.slice(0, last) + 'io' + stem[last];
  return undefined;
}
