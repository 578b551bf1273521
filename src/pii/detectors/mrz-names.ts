// PERSON: the names in a passport's or an ID card's machine-readable zone, as scans and OCR give them: the passport's
// first line "P<POLMAJEWSKI<<ANNA<MARIA<<<<…" (type, issuing state, then surname << given names) and an ID card's
// name line "KOWALSKA<<ANNA<<<<<<…" (a whole line of capitals and fillers). Each name is its own span; the fillers
// are not part of it.
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';

export const MRZ_NAME_SCORE = 0.8;

/** A passport's first line from its names on, or an ID card's name line (the whole line). */
const MRZ_NAMES_RE = /(?:^|\n)[ \t]*(?:P[A-Z<][A-Z<]{3})?([A-Z]{2,}(?:<[A-Z]{2,})*)<<([A-Z]{2,}(?:<[A-Z]{2,})*)<*[ \t]*(?=\r?\n|$)/dg;

export function detectMrzNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (text.indexOf('<<') < 0) return;
  const re = MRZ_NAMES_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    for (const group of [1, 2]) {
      const [start, end] = m.indices![group]!;
      // Each name of the group: "ANNA<MARIA" is two.
      let from = start;
      for (let i = start; i <= end; i++) {
        if (i === end || text[i] === '<') {
          if (i - from >= 2) out.push({ type: 'PERSON', start: from, end: i, score: MRZ_NAME_SCORE, source: 'mrz' });
          from = i + 1;
        }
      }
    }
  }
}
