// Name columns of an SQL INSERT pasted into a prompt (docs/pii-detection.md §6.3): "INSERT INTO klienci (imie,
// nazwisko, pesel) VALUES ('Wanda', 'Szostak', '57110338075'), (…)". The column list says which value of each
// row is a name, as a CSV header does (name-columns.ts): that value is a PERSON whatever word it is. Identifiers
// in the rows are their own detectors' finds.
import type { Candidate } from '../types.js';
import type { ScanText } from '../context.js';
import { fold } from '../fold.js';
import { COLUMN_SCORE, NAME_HEADER_RE } from './name-columns.js';

/** "INSERT INTO table (columns) VALUES": group 1 the column list. */
const INSERT_RE = /\bINSERT[ \t\r\n]+INTO[ \t\r\n]+[^\s(]{1,80}[ \t\r\n]*\(([^()]{1,600})\)[ \t\r\n]*VALUES[ \t\r\n]*/giy;
const INSERT_WORD_RE = /insert/gi;
/** One value of a row: a quoted string (doubled quotes inside), or anything up to the next comma or bracket. */
const VALUE_RE = /[ \t\r\n]*(?:'((?:[^'\n]|'')*)'|"((?:[^"\n]|"")*)"|[^,()'"\n]*)[ \t\r\n]*/y;
/** A name value: one to three words. */
const NAME_VALUE_RE = /^\p{L}[\p{L}'’.-]*(?: \p{L}[\p{L}'’.-]*){0,2}$/u;
const MAX_ROWS = 1000;

export function detectSqlRows(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  const words = INSERT_WORD_RE;
  words.lastIndex = 0;
  for (let w = words.exec(text); w; w = words.exec(text)) {
    INSERT_RE.lastIndex = w.index;
    const m = INSERT_RE.exec(text);
    if (!m) continue;
    const columns = m[1]!.split(',').map((c) => NAME_HEADER_RE.test(fold(c.trim().replace(/[`"'\[\]]/g, '')).replace(/[_-]/g, ' ')));
    if (!columns.some(Boolean)) continue;
    readRows(text, INSERT_RE.lastIndex, columns, out);
  }
}

/** Rows "(…), (…)" from `at`: each value under a name column is a PERSON. */
function readRows(text: string, at: number, columns: readonly boolean[], out: Candidate[]): void {
  for (let row = 0; row < MAX_ROWS && text[at] === '('; row++) {
    at++;
    for (let col = 0; ; col++) {
      VALUE_RE.lastIndex = at;
      const v = VALUE_RE.exec(text)!;
      const quoted = v[1] ?? v[2];
      if (quoted !== undefined && columns[col] && NAME_VALUE_RE.test(quoted)) {
        const start = text.indexOf(quoted, at);
        out.push({ type: 'PERSON', start, end: start + quoted.length, score: COLUMN_SCORE, source: 'sql-column' });
      }
      at = VALUE_RE.lastIndex;
      if (text[at] === ',') { at++; continue; }
      break;
    }
    if (text[at] !== ')') return;
    at++;
    while (at < text.length && /[ \t\r\n,]/.test(text[at]!)) at++;
  }
}
