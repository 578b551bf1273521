// Verbs whose subject is a person, in the third person: calling, writing, saying, coming, sending, waiting
// ("dzwonił", "odpisała", "przyjdzie", "wrote", "are joining"). A capitalised word no list has right before one
// is a name (detectors/subject-names.ts); a lower-case surname right after one is too ("dzwonił wiśniewski",
// person-recall.ts). Verbs that institutions and states do as often as people ("prosi", "chce", "twierdzi",
// "odpowiedział", "zapowiedział") are left out, and so is the neuter past ("Biuro napisało").
import { fold } from './fold.js';

// Third-person singular verbs with a person as subject: past tense masculine (-ł) and feminine (-ła), never the
// neuter (-ło: "Biuro napisało"), present and future. Prefixed forms share their stem.
const PAST_STEMS = [
  '(?:na|od|prze|do|za|wy)?pisa', '(?:za|od|prze)?dzwoni', 'mówi', 'powiedzia', '(?:za)?pyta', 'przyjecha', 'przylecia', 'wyjecha',
  '(?:wy|prze|po|pode|przy)?sła', 'wrzuci', 'odebra', 'zostawi', 'obieca', 'spóźni', 'zapomnia', 'zamówi', 'zapłaci', 'wróci',
  'rozmawia', 'czeka', 'odezwa',
];
const PAST = `(?:${PAST_STEMS.join('|')})ła?|przyszedł|przyszła|wyszedł|wyszła|wpadł|wpadła|przyniósł|przyniosła|poszedł|poszła`;
const PRESENT = [
  'mówi', 'pyta', 'pisze', 'dzwoni', 'czeka', 'dziękuje', 'przeprasza', 'pozdrawia', 'odbiera', 'odpisuje',
  'przyjdzie', 'przyjedzie', 'wpadnie', 'zadzwoni', 'oddzwoni', 'napisze', 'odpisze', 'wyśle', 'prześle', 'podeśle',
  'dołączy', 'odbierze', 'jest na (?:urlopie|zwolnieniu|[Ll]4|chorobowym|macierzyńskim|wakacjach)', 'ma urlop',
].join('|');
const PLURAL = [
  '(?:na|od|prze)?pisali', '(?:za|od)?dzwonili', 'przyszli', 'przyjechali', '(?:wy|prze)słali', 'dołączą', 'przyjdą',
  'przyjadą', 'zadzwonią', 'napiszą', 'odpiszą', 'wrócą', 'czekają', 'są na (?:urlopie|zwolnieniu|[Ll]4|wakacjach)',
].join('|');
const ENGLISH = String.raw`wrote|replied|texted|emailed|e-mailed|called|asked|said|told (?:me|us|him|her)|mentioned|will (?:join|call|send|come)|is joining|says|thinks`;
const ENGLISH_PLURAL = String.raw`are joining|will join|wrote|called|asked|said`;

/** Singular forms (Polish and English), as a regex source without groups. */
export const SINGULAR_PERSON_VERBS = `${PAST}|${PRESENT}|${ENGLISH}`;
/** Plural forms, for two names joined by "i"/"and" ("Rajesh i Priya … dołączą"). */
export const PLURAL_PERSON_VERBS = `${PLURAL}|${ENGLISH_PLURAL}`;

/** A verb pattern that also reads the forms typed without Polish letters ("odpisala", "powiedzial"). */
export function anyDiacritics(source: string): string {
  return source.replace(/[ąćęłńóśźż]/g, (c) => `[${c}${fold(c)}]`);
}

/** Imperatives that address a message to someone named next ("powiedz górskiej", "zapytaj nowaka"). */
const ADDRESSING_IMPERATIVES = ['powiedz', 'zapytaj', 'spytaj', 'przekaż', 'napisz', 'daj', 'podziękuj', 'przypomnij', 'oddaj',
  'pokaż', 'wyślij', 'poproś', 'zawołaj', 'podeślij', 'przeproś', 'pozdrów'];
const ONE_WORD_VERB_RE = new RegExp(anyDiacritics(`^(?:${PAST}|${PRESENT}|${ADDRESSING_IMPERATIVES.join('|')})$`), 'u');

/** Whether one lower-case word is a singular person verb or an addressing imperative ("dzwonił", "pisala", "powiedz"). */
export function isPersonVerbWord(word: string): boolean {
  return ONE_WORD_VERB_RE.test(word);
}

/**
 * Every string a verb pattern source matches, for the finite patterns above: literals, "[…]" classes of single
 * characters, "(?:…|…)" groups and "?" after a character, class or group. Throws on any other syntax.
 */
export function expandVerbPattern(source: string): string[] {
  let at = 0;
  // alternatives := sequence ("|" sequence)*; sequence := (atom "?"?)*
  const alternatives = (): string[] => {
    const out = sequence();
    while (source[at] === '|') { at++; out.push(...sequence()); }
    return out;
  };
  const sequence = (): string[] => {
    let out = [''];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      let atom: string[];
      const c = source[at]!;
      if (source.startsWith('(?:', at)) {
        at += 3;
        atom = alternatives();
        if (source[at++] !== ')') throw new Error(`person-verbs: unclosed group in ${source}`);
      } else if (c === '[') {
        const close = source.indexOf(']', at);
        atom = [...source.slice(at + 1, close)];
        at = close + 1;
      } else if ('\\()*+{}.^$'.includes(c)) {
        throw new Error(`person-verbs: unsupported syntax "${c}" in ${source}`);
      } else {
        atom = [c];
        at++;
      }
      if (source[at] === '?') { at++; atom = ['', ...atom]; }
      out = out.flatMap((head) => atom.map((tail) => head + tail));
    }
    return out;
  };
  const out = alternatives();
  if (at !== source.length) throw new Error(`person-verbs: unexpected "${source[at]}" in ${source}`);
  return out;
}
