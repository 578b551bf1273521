// Identity document numbers recognised by their context, not their checksum: ID cards whose check
// digit fails or whose form is not the standard one ("XX123456", "abc123456", "1234-5678-9012",
// "UY 66 82 162", "068/0076/2025"),
// passports with a bad check digit, student IDs ("legitymacja nr 123456"). Bare values still
// need the spec's checksum (id-card.ts, passport.ts); here the value must follow a document word
// ("dowód", "nr dowodu", "numer dokumentu", "legitymacja", "paszport", "prawo jazdy"), and the
// nearest such word decides the type. A nearer word naming something else ("dowód zakupu",
// "PESEL", "konto", "faktura") rules it out. Scored below every checksum-validated match (0.45),
// so a valid PESEL or NIP next to the word keeps its own type.
import { ContextClasses, type ScanText } from '../context.js';
import type { Candidate, EntityType } from '../types.js';
import { alreadyFound } from './types.js';

export type DocumentKind = 'id' | 'passport' | 'licence';

const TYPE_OF: Record<DocumentKind, EntityType> = { id: 'PL_ID_CARD', passport: 'PL_PASSPORT', licence: 'PL_DRIVING_LICENSE' };

const CONTEXT = new ContextClasses({
  other: [
    'zakup', 'wplat', 'nadani', 'ksiegow', 'sprzedaz', 'dostaw', 'rejestracyj', 'pesel', '=nip', 'regon', '=krs',
    'telefon', '=tel', 'komork', '=konto', '=konta', 'rachun', 'zamowien', 'faktur', 'wyslan', 'przesylk',
    'paczk', 'sprawy', 'sygnatur', '=kod', 'produkt',
  ],
  id: ['dowod', 'osobist', 'dokument', 'legitymac', '=seria', '=serii', 'tozsamosc'],
  passport: ['paszport', '=passport'],
  licence: ['=jazdy', 'kierowc', 'blankiet'],
});
/** Cheap first test on the folded text: no document word, no scan. */
const HINT_RE = /dowod|osobist|dokument|legitymac|seri[ai]|tozsamosc|paszport|passport|jazdy|kierowc|blankiet/;
const VALUE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_+\/]|\d[.,-])(?:(?![Nn][Rr][ -]?\d|[Nn][Oo][ -]?\d|[Ii][Dd][ -]?\d)(?:[A-Z]{1,3}[ -]?|[a-z]{2,3})\d{5,8}|[A-Z]{1,3} \d{2,4}(?: \d{2,4}){1,3}|\d{4}(?:[ -]\d{4}){1,3}|\d{2,5}\/\d{2,5}\/\d{2,7}|\d{6,12})(?![\p{L}\p{N}_]|[.,\/-]\d)`,
  'gu',
);
const CONTEXT_WORDS = 6;
const CONTEXT_CHARS = 80;
export const DOCUMENT_CONTEXT_SCORE = 0.45;

/** Appends the document numbers of one kind that follow a document word of that kind. */
export function detectDocumentsByContext(scan: ScanText, kind: DocumentKind, out: Candidate[]): void {
  if (!HINT_RE.test(scan.folded)) return;
  const re = VALUE_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const end = m.index + m[0].length;
    if (CONTEXT.nearest(scan, m.index, CONTEXT_WORDS, CONTEXT_CHARS) !== kind) continue;
    if (alreadyFound(out, TYPE_OF[kind], m.index, end)) continue;
    out.push({ type: TYPE_OF[kind], start: m.index, end, source: 'document_context', score: DOCUMENT_CONTEXT_SCORE });
  }
}
