// A surname after a first name's initial: "J. Kaczor", "M.Lipińska", "J. K. Rowling" (one or two initials,
// a capitalised word). The initial is a capital with a full stop, after no letter, digit, dot or "_" (so not
// "S.A." or "NR."); the word must look like a surname (listed, in a surname's shape or a PoliMorf surname
// form), so a lettered item or a sentence ending in a letter ("B. Zwyczaje", "plan B. Dlatego") stays out,
// and so does a street, saint or patron after its marker ("ul. J. Słowackiego", "im. M. Curie").
import { classAt, LETTER, NUMBER, UPPER } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isSurnameForm } from '../names/surname-forms.js';
import { looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';

export const INITIAL_NAME_SCORE = 0.6;

const SURNAME_RE = /\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?![\p{L}\p{N}_])/uy;

/** Whether text[i] is a capital standing alone before a full stop at i + 1 ("J." not "NR." or "S.A."). */
function isInitial(text: string, i: number): boolean {
  if (i < 0 || text.charCodeAt(i + 1) !== 46 || !(classAt(text, i) & UPPER)) return false;
  if (i === 0) return true;
  const before = text.charCodeAt(i - 1);
  return !(classAt(text, i - 1) & (LETTER | NUMBER)) && before !== 46 && before !== 95;
}

export function detectInitialNames(
  scan: ScanText,
  out: Candidate[],
  isPlaceMarker: (scan: ScanText, start: number) => boolean,
): void {
  const text = scan.text;
  let scannedTo = 0;
  for (let dot = text.indexOf('.', 1); dot >= 0; dot = text.indexOf('.', dot + 1)) {
    const start = dot - 1;
    if (start < scannedTo || !isInitial(text, start)) continue;
    let at = dot + 1;
    if (text.charCodeAt(at) === 32) at++;
    if (isInitial(text, at)) { // a second initial ("J. K. Rowling", "J.K. Rowling")
      at += 2;
      if (text.charCodeAt(at) === 32) at++;
    }
    SURNAME_RE.lastIndex = at;
    const m = SURNAME_RE.exec(text);
    if (!m) continue;
    const end = at + m[0].length;
    scannedTo = end;
    if (!looksLikeSurname(m[0]) && !isSurnameForm(m[0])) continue;
    if (isPlaceMarker(scan, start)) continue;
    out.push({ type: 'PERSON', start, end, score: INITIAL_NAME_SCORE, source: 'initial_name' });
  }
}
