// Identity document numbers recognised by their context, not their checksum: ID cards whose check
// digit fails or whose form is not the standard one ("XX123456", "abc123456", "1234-5678-9012",
// "UY 66 82 162", "hj 171 32 33" typed in lower case, "068/0076/2025"; a foreign passport's letter after the
// digits: "P4421980A"),
// passports with a bad check digit, student IDs ("legitymacja nr 123456", "nr albumu 123456"),
// residence cards ("karta pobytu"). Bare values still
// need their checksum (id-card.ts, passport.ts); here the value must follow a document word
// ("dowód", "nr dowodu", "numer dokumentu", "legitymacja", "paszport", "prawo jazdy"), and the
// nearest such word decides the type. A nearer word naming something else ("dowód zakupu",
// "PESEL", "konto", "faktura") rules it out. Scored below every checksum-validated match (0.45),
// so a valid PESEL or NIP next to the word keeps its own type. "TEL", "FAX", "KOM" before digits are no series
// ("ODBIÓR OSOBISTY: …, TEL 512 900 331" is a phone number).
import { ContextClasses, matchesAfter, stemPositions, type ScanText } from '../context.js';
import type { Candidate, EntityType } from '../types.js';
import { alreadyFound } from './types.js';

export type DocumentKind = 'id' | 'passport' | 'licence';

const TYPE_OF: Record<DocumentKind, EntityType> = { id: 'PL_ID_CARD', passport: 'PL_PASSPORT', licence: 'PL_DRIVING_LICENSE' };

const ID_WORDS = ['dowod', 'osobist', 'dokument', 'legitymac', '=seria', '=serii', 'tozsamosc', '=albumu', '=pobytu'];
const PASSPORT_WORDS = ['paszport', '=passport'];
const LICENCE_WORDS = ['=jazdy', 'kierowc', 'blankiet'];

const CONTEXT = new ContextClasses({
  other: [
    'zakup', 'wplat', 'nadani', 'ksiegow', 'sprzedaz', 'dostaw', 'rejestracyj', 'pesel', '=nip', 'regon', '=krs',
    'telefon', '=tel', 'komork', '=konto', '=konta', 'rachun', 'zamowien', 'faktur', 'wyslan', 'przesylk',
    'paczk', 'sprawy', 'sygnatur', '=kod', 'produkt',
  ],
  id: ID_WORDS,
  passport: PASSPORT_WORDS,
  licence: LICENCE_WORDS,
});
/** Document words in the folded text: values are looked for only in the window after one. */
const STEMS = [...ID_WORDS, ...PASSPORT_WORDS, ...LICENCE_WORDS].map((w) => w.replace(/^=/, ''));
const VALUE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_+\/]|\d[.,-])(?!(?:[Tt][Ee][Ll]|[Ff][Aa][Xx]|[Kk][Oo][Mm])[ -]?\d)(?:(?![Nn][Rr][ -]?\d|[Nn][Oo][ -]?\d|[Ii][Dd][ -]?\d)(?:[A-Z]{1,3}[ -]?|[a-z]{2,3} ?)\d{5,8}[A-Z]?|(?:[A-Z]{1,3}|(?!(?:nr|no|id|to|ma|ze|na|od|do|mam|nas|moj) )[a-z]{2,3}) \d{2,4}(?: \d{2,4}){1,3}|\d{4}(?:[ -]\d{4}){1,3}|\d{2,5}\/\d{2,5}\/\d{2,7}|\d{6,12})(?![\p{L}\p{N}_]|[.,\/-]\d)`,
  'uy',
);
/** Every VALUE_RE match has a digit at most this many units after its start (a series of three letters and a space first). */
const VALUE_DIGIT_WITHIN = 4;
const CONTEXT_WORDS = 6;
const CONTEXT_CHARS = 80;
export const DOCUMENT_CONTEXT_SCORE = 0.45;

/** Every value shape above has six digits close together; most texts have none, and this test is cheap. */
const DIGITS_HINT_RE = /\d(?:[ \/-]?\d){5}/;

/** Every document number of the text, all kinds at once, computed once per text (three detectors ask). */
const found = new WeakMap<ScanText, Candidate[]>();

function documentsOf(scan: ScanText): Candidate[] {
  let all = found.get(scan);
  if (all) return all;
  all = [];
  found.set(scan, all);
  if (scan.digits.count < 6 || !DIGITS_HINT_RE.test(scan.text)) return all;
  let searchedTo = 0; // two document words close together share a window: each value once
  for (const [index, length] of stemPositions(scan, STEMS)) {
    const from = Math.max(index + length, searchedTo);
    for (const m of matchesAfter(scan.text, VALUE_RE, from, index + length + CONTEXT_CHARS - from, VALUE_DIGIT_WITHIN)) {
      const kind = CONTEXT.nearest(scan, m.index, CONTEXT_WORDS, CONTEXT_CHARS);
      if (kind === undefined || kind === 'other') continue;
      all.push({ type: TYPE_OF[kind], start: m.index, end: m.index + m[0].length, source: 'document_context', score: DOCUMENT_CONTEXT_SCORE });
    }
    searchedTo = index + length + CONTEXT_CHARS;
  }
  return all;
}

/** Appends the document numbers of one kind that follow a document word of that kind. */
export function detectDocumentsByContext(scan: ScanText, kind: DocumentKind, out: Candidate[]): void {
  const type = TYPE_OF[kind];
  for (const c of documentsOf(scan)) {
    if (c.type === type && !alreadyFound(out, type, c.start, c.end)) out.push({ ...c });
  }
}
