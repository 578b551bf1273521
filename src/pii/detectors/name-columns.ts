// Name and phone columns of a delimited table (CSV, TSV, semicolon rows pasted from a spreadsheet, markdown tables): a
// header line whose cell is a name label ("nazwisko", "imię", "imie i nazwisko", "surname", "first_name") makes the
// cell under it, in every following row split the same way, a PERSON, whatever word it is ("Lis", "Górski"); one
// whose cell is a phone's label ("telefon", "tel", "phone") makes a cell of 9 to 12 digits under it a PHONE_NUMBER,
// which the phone detector cannot tell from a decimal when a comma glues it to the cell before ("…407,881513023").
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';
import { alreadyFound } from './types.js';

export const COLUMN_SCORE = 0.65;

const HEADER_HINT_RE = /nazwisk|imie|imiona|surname|name/;
const DELIMITERS = ['\t', ';', ',', '|'] as const; // "|": a markdown or console table
/** Folded header cells naming a person's name, "_" and "-" read as spaces. */
export const NAME_HEADER_RE = /^(?:imie|imiona|nazwisko|imie i nazwisko|nazwisko i imie|imiona i nazwisko|surname|first name|last name|full name|firstname|lastname)$/;
/** A cell's value: one to three name words, optionally quoted. */
const CELL_VALUE_RE = /^[ "']*(\p{L}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*(?: \p{L}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*){0,2})[ "']*$/u;

export function detectNameColumns(scan: ScanText, out: Candidate[]): void {
  if (!scan.text.includes('\n')) return; // a header and a row at least
  const folded = scan.folded;
  if (!(folded.includes('nazwisk') || folded.includes('imie') || folded.includes('imion') || folded.includes('name'))) return;
  readTables(scan, HEADER_HINT_RE, NAME_HEADER_RE, (cell, at) => {
    const m = CELL_VALUE_RE.exec(cell);
    if (!m) return;
    const start = at + cell.indexOf(m[1]!);
    const end = start + m[1]!.length;
    if (!alreadyFound(out, 'PERSON', start, end)) out.push({ type: 'PERSON', start, end, score: COLUMN_SCORE, source: 'name-column' });
  });
}

export const PHONE_COLUMN_SCORE = 0.5;
const PHONE_HEADER_HINT_RE = /tel|phone|mobile|komork/;
/** Folded header cells of a phone column. */
const PHONE_HEADER_RE = /^(?:tel|tel\.|telefon|nr tel|nr tel\.|nr telefonu|numer telefonu|telefon kontaktowy|telefon komorkowy|komorka|phone|phone number|mobile|cell)$/;
/** A cell's phone: an optional "+", then 9 to 12 digits with spaces, dashes or brackets between. */
const PHONE_CELL_RE = /^[ "']*(\+?\(?\d[\d ()-]{7,17}\d)[ "']*$/;

export function detectPhoneColumns(scan: ScanText, out: Candidate[]): void {
  if (!scan.text.includes('\n') || !PHONE_HEADER_HINT_RE.test(scan.folded)) return;
  readTables(scan, PHONE_HEADER_HINT_RE, PHONE_HEADER_RE, (cell, at) => {
    const m = PHONE_CELL_RE.exec(cell);
    if (!m) return;
    const digits = m[1]!.replace(/\D/g, '').length;
    if (digits < 9 || digits > 12) return;
    const start = at + cell.indexOf(m[1]!);
    const end = start + m[1]!.length;
    if (!alreadyFound(out, 'PHONE_NUMBER', start, end)) out.push({ type: 'PHONE_NUMBER', start, end, score: PHONE_COLUMN_SCORE, source: 'phone-column' });
  });
}

/** Each header line with a cell `headerRe` matches, and every cell under such a cell in the rows after it. */
function readTables(scan: ScanText, hintRe: RegExp, headerRe: RegExp, onCell: (cell: string, at: number) => void): void {
  const text = scan.text;
  if (!text.includes('\n')) return; // a header and a row at least
  const folded = scan.folded;
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const header = folded.slice(lineStart, lineEnd);
    const delimiter = DELIMITERS.find((d) => header.includes(d));
    if (delimiter && hintRe.test(header)) {
      const columns = header.split(delimiter).map((c) => headerRe.test(c.trim().replace(/["']/g, '').replace(/[_-]/g, ' ')));
      if (columns.some(Boolean)) {
        lineStart = readRows(text, lineEnd + 1, delimiter, columns, onCell);
        continue;
      }
    }
    lineStart = lineEnd + 1;
  }
}

/** The rows after a header, while they have its number of cells; returns where they end. */
function readRows(text: string, from: number, delimiter: string, columns: boolean[], onCell: (cell: string, at: number) => void): number {
  let lineStart = from;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const cells = text.slice(lineStart, lineEnd).replace(/\r$/, '').split(delimiter);
    if (cells.length !== columns.length) break;
    let at = lineStart;
    cells.forEach((cell, i) => {
      if (columns[i]) onCell(cell, at);
      at += cell.length + delimiter.length;
    });
    lineStart = lineEnd + 1;
  }
  return lineStart;
}
