// ORGANIZATION by the shape of a Polish company name (docs/pii-detection.md §6.4), where the NER model (the
// main source of organizations) misses one it has not seen; a sole trader's business name is often the
// owner's name ("Kowalczyk Sp. z o.o.", "PPUH Marbud Jan Nowak"):
// - the name before a legal form: "Sp. z o.o.", "sp. z o. o.", "S.A.", "Sp. j.", "Sp. k.", "S.K.A.", "s.c.",
//   "SA", "spółka z ograniczoną odpowiedzialnością", "spółka akcyjna/jawna/komandytowa/cywilna": up to five
//   capitalised or capitalised-in-full words (or a quoted name) right before it, the legal form included;
// - the name after a trade-type abbreviation ("PPUH", "P.H.U.", "FHU", "PW", "ZPHU", …): up to four
//   capitalised words, the abbreviation included;
// - the value of a company field ("Nazwa firmy: …", form-fields.ts);
// - acronyms, institutions named by their head noun, names after a noun of an organization's kind, teams,
//   religious orders and names in English word order (organization-shapes.ts).
import { isDictionaryWord } from '../dictionary-words.js';
import { fold } from '../fold.js';
import type { Candidate } from '../types.js';
import { detectFields } from './form-fields.js';
import {
  detectAcronyms, detectEnglishNames, detectInstitutions, detectKindNames, detectOpponents, detectQuotedNames,
  detectReligiousOrders, isOrganizationKindNoun,
} from './organization-shapes.js';
import type { Detector } from './types.js';

export const LEGAL_FORM_SCORE = 0.7;

const WORD = String.raw`(?:\p{Lu}[\p{L}\d&'’-]*|\d+[\p{L}\d]*)`;
/** A quoted name ("„Kowalski i Syn”") or capitalised words joined by spaces, "&", "i", "-", "of" or "and". */
const NAME = String.raw`(?:[„"«][^"”»\n]{1,60}["”»]|${WORD}(?:(?: | & | i | - | of | and )${WORD}){0,4})`;
const LEGAL_FORM = String.raw`(?:[Ss]p(?:ółka|\.)? ?z ?o\. ?o\.|[Ss]półk[aąi] z ograniczoną odpowiedzialnością|S\.A\.|SA|[Ss]półk[aąi] akcyjn[aąej]+|[Ss]p\. ?[jkp]\.|[Ss]półk[aąi] (?:jawn|komandytow|cywiln|partnersk)[aąej]+|S\.K\.A\.|[Ss]\.c\.)`;
const BEFORE_FORM_RE = new RegExp(String.raw`(?<![\p{L}\p{N}_.])(${NAME}),? (${LEGAL_FORM})(?![\p{L}\p{N}])`, 'gu');
const TRADE_PREFIX = String.raw`(?:P\.?P\.?U\.?H\.?|P\.?P\.?H\.?U\.?|P\.?H\.?U\.?|F\.?H\.?U\.?|F\.?P\.?H\.?U\.?|Z\.?P\.?H\.?U\.?|P\.?U\.?H\.?|P\.?H\.?|F\.?H\.?|P\.?W\.?|Z\.?U\.?H\.?|P\.?T\.?H\.?)`;
const AFTER_PREFIX_RE = new RegExp(String.raw`(?<![\p{L}\p{N}_])${TRADE_PREFIX} (${NAME})`, 'gu');
/**
 * In text without case ("kowalczyk sp. z o.o.", "MOSTOSTAL ZABRZE S.A."): one or two words before a legal form
 * written in the same case. The nearer word is the name unless it is a function word, a noun of an
 * organization's kind ("firma sp. z o.o.") or a dictionary word not after such a noun ("założę sp. z o.o."); the
 * word before it joins only when the dictionary lacks it (a name, not "kupiłem").
 */
const CASELESS_FORM_RE = /(?<![\p{L}\p{N}_.])(?:([\p{L}\d&'’-]+) )?([\p{L}\d&'’-]+),? (sp\. ?z ?o\. ?o\.|s\.a\.|sp\. ?[jkp]\.|s\.k\.a\.|s\.c\.)(?![\p{L}\p{N}])/giu;
const NOT_NAME_BEFORE_FORM: ReadonlySet<string> = new Set([
  'w', 'we', 'z', 'ze', 'do', 'od', 'u', 'na', 'o', 'po', 'za', 'przez', 'dla', 'przy', 'bez', 'i', 'a', 'oraz', 'lub',
  'albo', 'czy', 'ale', 'nie', 'to', 'ta', 'ten', 'te', 'jest', 'sa', 'byla', 'byl', 'jako', 'np', 'jak', 'czyli',
  'moja', 'moj', 'nasza', 'nasz', 'twoja', 'forma', 'formie', 'forme', 'formy', 'typu', 'rodzaju', 'status', 'statusie',
]);
/** Cheap test before the patterns: most texts hold no legal form and no trade prefix. */
const HINT_RE = /[Ss][Pp]\.|[Ss]półk|S\.?A|s\.a\.|S\.K\.A|[Ss]\.[Cc]\.|P\.?[PHUTW]|F\.?[HP]|Z\.?[PU]/;

export const detectOrganization: Detector = (scan, out) => {
  const text = scan.text;
  if (HINT_RE.test(text)) {
    BEFORE_FORM_RE.lastIndex = 0;
    for (let m = BEFORE_FORM_RE.exec(text); m; m = BEFORE_FORM_RE.exec(text)) push(out, m.index, m.index + m[0].length, text);
    AFTER_PREFIX_RE.lastIndex = 0;
    for (let m = AFTER_PREFIX_RE.exec(text); m; m = AFTER_PREFIX_RE.exec(text)) push(out, m.index, m.index + m[0].length, text);
    CASELESS_FORM_RE.lastIndex = 0;
    for (let m = CASELESS_FORM_RE.exec(text); m; m = CASELESS_FORM_RE.exec(text)) caselessForm(out, m);
  }
  detectFields(scan, out, 'company');
  detectAcronyms(scan, out);
  detectInstitutions(scan, out);
  detectQuotedNames(scan, out);
  detectKindNames(scan, out);
  detectReligiousOrders(scan, out);
  detectEnglishNames(scan, out);
  detectOpponents(scan, out);
};

function caselessForm(out: Candidate[], m: RegExpExecArray): void {
  const [, before, name, form] = m;
  const upper = form === form!.toUpperCase();
  const sameCase = (w: string) => w === (upper ? w.toUpperCase() : w.toLowerCase());
  if (!sameCase(form!) || !sameCase(name!) || !/\p{L}/u.test(name!)) return; // a cased name is BEFORE_FORM_RE's
  const usable = (w: string) => !NOT_NAME_BEFORE_FORM.has(fold(w)) && !isOrganizationKindNoun(w);
  // A word of the language ("założę sp. z o.o.") is a name only after a kind noun ("firma orzeł sp. z o.o.").
  if (!usable(name!) || (isDictionaryWord(name!) && !(before !== undefined && isOrganizationKindNoun(before)))) return;
  let start = m.index + (before === undefined ? 0 : before.length + 1);
  if (before !== undefined && sameCase(before) && usable(before) && !isDictionaryWord(before)) start = m.index;
  out.push({ type: 'ORGANIZATION', start, end: m.index + m[0].length, score: LEGAL_FORM_SCORE, source: 'legal-form' });
}

/** A preposition or conjunction that opens a sentence before the name ("W Kowalczyk Sp. z o.o. …"). */
const OPENING_WORD_RE = /^(?:W|We|Z|Ze|Do|Na|Od|U|Dla|Przez|O|Po|I|A|Oraz) (?=\S)/u;

function push(out: Candidate[], start: number, end: number, text: string): void {
  const opening = OPENING_WORD_RE.exec(text.slice(start, end));
  if (opening) start += opening[0].length;
  out.push({ type: 'ORGANIZATION', start, end, score: LEGAL_FORM_SCORE, source: 'legal-form' });
}
