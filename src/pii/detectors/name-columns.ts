// Name columns of a delimited table (CSV, TSV, semicolon rows pasted from a spreadsheet, markdown tables): a header line
// whose cell is a name label ("nazwisko", "imię", "imie i nazwisko", "surname", "first_name") makes the
// cell under it, in every following row split the same way, a PERSON, whatever word it is ("Lis", "Górski").
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
  const text = scan.text;
  if (!text.includes('\n')) return; // a header and a row at least
  const folded = scan.folded;
  if (!(folded.includes('nazwisk') || folded.includes('imie') || folded.includes('imion') || folded.includes('name'))) return;
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const header = folded.slice(lineStart, lineEnd);
    const delimiter = DELIMITERS.find((d) => header.includes(d));
    if (delimiter && HEADER_HINT_RE.test(header)) {
      const columns = header.split(delimiter).map((c) => NAME_HEADER_RE.test(c.trim().replace(/["']/g, '').replace(/[_-]/g, ' ')));
      if (columns.some(Boolean)) {
        lineStart = readRows(text, lineEnd + 1, delimiter, columns, out);
        continue;
      }
    }
    lineStart = lineEnd + 1;
  }
}

/** The rows after a header, while they have its number of cells; returns where they end. */
function readRows(text: string, from: number, delimiter: string, columns: boolean[], out: Candidate[]): number {
  let lineStart = from;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const cells = text.slice(lineStart, lineEnd).replace(/\r$/, '').split(delimiter);
    if (cells.length !== columns.length) break;
    let at = lineStart;
    cells.forEach((cell, i) => {
      const m = columns[i] ? CELL_VALUE_RE.exec(cell) : null;
      if (m) {
        const start = at + cell.indexOf(m[1]!);
        const end = start + m[1]!.length;
        if (!alreadyFound(out, 'PERSON', start, end)) out.push({ type: 'PERSON', start, end, score: COLUMN_SCORE, source: 'name-column' });
      }
      at += cell.length + delimiter.length;
    });
    lineStart = lineEnd + 1;
  }
  return lineStart;
}
