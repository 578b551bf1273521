// PERSON: the owner's name inside a sole trader's firm name ("Usługi Remontowe Jan Kowal", "PHU Nowak Zbigniew",
// "Firma Transportowa KOWALCZYK", "Zakład Stolarski WRÓBEL Tomasz"): a sole trader's firm must hold the owner's
// name, and that is personal data. After a firm's head word (Firma, Usługi, Zakład, Przedsiębiorstwo, PHU, F.H.U.…)
// and up to three capitalised adjectives of the language that say what it does ("Remontowe", "Transportowa",
// "Usługowo-Handlowe"), the name is a first name and a capitalised word in either order, or one surname alone ending
// the firm's name: a listed surname, a surname-shaped word or a surname form that is nothing else — in capitals or
// capitalised; one that is also a word of the language ("Zięba", "Sowa") only listed and after a descriptive word.
// "Sklep Żabka", "Firma Handlowa Polska", "Usługi Remontowe Kraków" stay. Anchored on the head words. Also the
// surname before a trade after a head word ("PPHU BARAN-ROL", a word of the language too) and a family firm's
// surname before "i Syn" / "& Synowie" ("Krol i Syn s.c.").
import { classAt, LOWER, UPPER, WORD } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { analyzeForm } from '../morph/index.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { NAME_ALONE, nameFormClass } from '../names/surname-forms.js';
import { isKnownSurname, isSurnameShaped } from '../names/surnames.js';
import type { Candidate } from '../types.js';

export const FIRM_OWNER_SCORE = 0.6;

/** The head words; what stands before one is checked in code (a leading lookbehind would run at every position). */
const HEAD_RE = /(?:Firma|FIRMA|Usługi|USŁUGI|Zakład|ZAKŁAD|Przedsiębiorstwo|PRZEDSIĘBIORSTWO|Pracownia|PRACOWNIA|Warsztat|WARSZTAT|Hurtownia|HURTOWNIA|Gabinet|GABINET|P\.?P\.?H\.?U\.?|P\.?H\.?U\.?|F\.?H\.?U\.?|F\.?P\.?H\.?U\.?|P\.?H\.?U\.?P\.?|Z\.?U\.?H\.?|P\.?U\.?H\.?)(?![\p{L}\p{N}_])/gu;
const WORD_RE = /\p{L}+(?:-\p{L}+)?/uy;
/** What may end a firm's name after the owner's surname. */
const END_RE = /(?:$|[,;)(\n]| [-–] | (?:s\.c\.|sp\.|ul\.|NIP|tel|z siedzibą|w |we |zaprasza|wystawi|oferuje|ma |jest ))/uy;

export function detectFirmOwnerNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  detectFamilyFirms(text, out);
  const re = HEAD_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > 0 && (classAt(text, m.index - 1) & WORD || text.charCodeAt(m.index - 1) === 46)) { re.lastIndex = m.index + 1; continue; }
    let at = re.lastIndex;
    if (text.charCodeAt(at) === 46) at++; // "P.H.U." read without its last dot
    const words: Array<[number, number]> = [];
    for (let i = 0; i < 6 && text.charCodeAt(at) === 32; i++) {
      WORD_RE.lastIndex = at + 1;
      const w = WORD_RE.exec(text);
      if (!w || !(classAt(text, at + 1) & UPPER)) break;
      words.push([at + 1, WORD_RE.lastIndex]);
      at = WORD_RE.lastIndex;
    }
    let described = 0;
    while (described < 3 && described < words.length - 1 && isDescriptor(text.slice(...words[described]!))
      && !ownerFirst(text, words, described)) described++;
    const rest = words.slice(described);
    if (rest.length === 0) continue;
    ownerName(text, rest, described > 0, out);
  }
}

/**
 * Whether the descriptor-like word at `i` is the owner's surname before a first name ("Sowa Marek"), not an
 * adjective before the owner's name ("STOLARSKI PIOTR DĄB": a word after the first name is the surname).
 */
function ownerFirst(text: string, words: Array<[number, number]>, i: number): boolean {
  if (!isKnownSurname(text.slice(...words[i]!)) || !isFirstNameAnyCase(text.slice(...words[i + 1]!))) return false;
  const after = words[i + 2];
  return !(after && after[0] === words[i + 1]![1] + 1 && !isFirstNameAnyCase(text.slice(...after)));
}

/** A capitalised word of the language saying what the firm does, no first name ("Remontowe", "Usługowo-Handlowa"). */
function isDescriptor(word: string): boolean {
  if (isFirstNameAnyCase(word)) return false;
  return word.split('-').every((p) => (isDictionaryWord(p) && ADJECTIVE_END_RE.test(p)) || /^(?:usługowo|handlowo|produkcyjno|transportowo|budowlano)$/i.test(p));
}
/** Adjectives' endings: "Remontowe", "Transportowa", "Stolarski", "Spożywczy", "Ogólnobudowlane". */
const ADJECTIVE_END_RE = /(?:[oe]w[aey]|[sc]k(?:i|a|ie)|n[aey]|cz[aey]|[lw][aey])$/i;

/** Folded endings of a firm's name made of the owner's surname and a trade ("MRÓZ-POL", "SOWA-TRANS", "KRUK-BUD"). */
const TRADE_SUFFIXES: ReadonlySet<string> = new Set([
  'pol', 'rol', 'bud', 'trans', 'met', 'drew', 'ex', 'exim', 'mar', 'tex', 'gaz', 'auto', 'serwis', 'stal', 'plast', 'car',
  'med', 'dom', 'tech', 'team', 'com', 'hand', 'glob', 'kom', 'inwest', 'instal', 'elektro', 'budex', 'transport',
]);

function ownerName(text: string, words: Array<[number, number]>, described: boolean, out: Candidate[]): void {
  const w0 = text.slice(...words[0]!);
  const dash = w0.indexOf('-');
  if (dash > 0 && TRADE_SUFFIXES.has(w0.slice(dash + 1).toLowerCase())) {
    const owner = w0.slice(0, dash);
    // A surname that is also a word counts here: a firm is named after its owner and the trade ("BARAN-ROL").
    if (!TRADE_SUFFIXES.has(owner.toLowerCase()) && (isSurnameLike(owner, true) || analyzeForm(owner).some((r) => r.kind === 'surname'))) {
      out.push({ type: 'PERSON', start: words[0]![0], end: words[0]![0] + dash, score: FIRM_OWNER_SCORE, source: 'firm-owner-names' });
    }
    return;
  }
  const w1 = words.length > 1 && words[1]![0] === words[0]![1] + 1 ? text.slice(...words[1]!) : undefined;
  // After a first name the next word of a firm's name is the surname, whatever else it is ("PIOTR DĄB", "Jan Lis").
  if (w1 !== undefined && (isFirstNameAnyCase(w0) !== isFirstNameAnyCase(w1))
    && (isFirstNameAnyCase(w0) ? w1.length >= 2 && !isNotSurnameAfterName(w1)
      // a surname before the first name, also one that is a word or a place, after what the firm does ("Zakład Stolarski Kos Roman")
      : isSurnameLike(w0, true) || (described && analyzeForm(w0).some((r) => r.kind === 'surname')))) {
    out.push({ type: 'PERSON', start: words[0]![0], end: words[1]![1], score: FIRM_OWNER_SCORE, source: 'firm-owner-names' });
    return;
  }
  END_RE.lastIndex = words[0]![1];
  if (!END_RE.test(text) || isFirstNameAnyCase(w0)) return;
  if (!isSurnameLike(w0, described)) return;
  out.push({ type: 'PERSON', start: words[0]![0], end: words[0]![1], score: FIRM_OWNER_SCORE, source: 'firm-owner-names' });
}

/** A surname: listed, surname-shaped or a surname form that is nothing else; one that is a word only listed, after a descriptor. */
function isSurnameLike(word: string, described: boolean): boolean {
  if (word.length < 3 || !(classAt(word, 1) & (LOWER | UPPER))) return false;
  if (analyzeForm(word).some((r) => r.kind === 'place')) return false;
  if (!isDictionaryWord(word)) return isKnownSurname(word) || isSurnameShaped(word) || nameFormClass(word) === NAME_ALONE;
  return described && isKnownSurname(word);
}

/** Capitalised words that follow a first name in a firm's name without being the surname (a label, a branch). */
const NOT_SURNAME_AFTER_NAME: ReadonlySet<string> = new Set(['nip', 'tel', 'ul', 'sp', 'spółka', 'oddział', 'filia', 'regon', 'krs']);
function isNotSurnameAfterName(word: string): boolean {
  return NOT_SURNAME_AFTER_NAME.has(word.toLowerCase());
}

/** A family firm's name: the surname, "i" or "&", and the son or daughter ("Krol i Syn s.c.", "WILK & SYNOWIE"). */
const FAMILY_FIRM_RE = /(?<![\p{L}\p{N}_])(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?|\p{Lu}{2,}(?:-\p{Lu}{2,})?) (?:i|I|&) (?:Syn|Synowie|Synowa|Córka|Córki|Wnuk|Wnukowie|SYN|SYNOWIE|CÓRKA|CÓRKI)(?![\p{L}\p{N}_])/gu;
const FAMILY_FIRM_HINT_RE = /[&iI] (?:Syn|SYN|Córk|CÓRK|Wnuk)/;

function detectFamilyFirms(text: string, out: Candidate[]): void {
  if (!FAMILY_FIRM_HINT_RE.test(text)) return;
  FAMILY_FIRM_RE.lastIndex = 0;
  for (let m = FAMILY_FIRM_RE.exec(text); m; m = FAMILY_FIRM_RE.exec(text)) {
    const name = m[1]!;
    // "Jan i Syn", "Kraków i Synowie"; a town that is also a listed surname is the surname ("Kowal i Synowie")
    if (isFirstNameAnyCase(name) || (analyzeForm(name).some((r) => r.kind === 'place') && !isKnownSurname(name))) continue;
    out.push({ type: 'PERSON', start: m.index, end: m.index + name.length, score: FIRM_OWNER_SCORE, source: 'firm-owner-names' });
  }
}
