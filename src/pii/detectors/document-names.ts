// PERSON rules for documents and structured text pasted into a prompt (docs/pii-detection.md §6.3): names after
// English honorifics, surname-first names in capitals, people listed after a list label in minutes, and the
// name columns of SQL INSERT rows. Each rule is its own module; this runs them after person.ts's own.
import type { Candidate } from '../types.js';
import type { ScanText } from '../context.js';
import { detectEnglishHonorifics } from './english-honorifics.js';
import { detectPersonLists } from './person-lists.js';
import { detectSqlRows } from './sql-rows.js';
import { detectSurnameFirst } from './surname-first.js';

export function detectDocumentNames(scan: ScanText, out: Candidate[]): void {
  detectEnglishHonorifics(scan, out);
  detectSurnameFirst(scan, out);
  detectPersonLists(scan, out);
  detectSqlRows(scan, out);
}
