// People listed after a list label in minutes, notes and reports (docs/pii-detection.md §6.3): "Obecni: Roman
// Sikorski, Danuta Gołębiowska", "Uczestnicy: A. Krawiec, M. Zbroja", "Nieobecni: K. Kołek (urlop)",
// "Attendees: Joanna Krzemińska (Warsaw), Leszek Bąk". The label says the items are people, so an item is a
// name even when its surname is a common word ("Zbroja", "Kołek"), provided it has a name's shape: an initial
// and a capitalised word, or capitalised words one of which is a first name or looks like a surname. An item
// like "Zarząd" or "Rada Nadzorcza" is no name; a note in brackets or after a dash ("– kierownik") is left out.
import type { Candidate } from '../types.js';
import type { ScanText } from '../context.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { looksLikeSurname } from '../names/surnames.js';

export const LIST_ITEM_SCORE = 0.6;

/** List labels in the folded text, then a colon. */
const LIST_LABEL_RE =
  /(?<![a-z0-9_])(?:obecn[iea]|nieobecn[iyea]|uczestni(?:cy|czki|czyli)|udzial wzie(?:li|ly)|w spotkaniu udzial wzie(?:li|ly)|sklad komisji|czlonkowie (?:komisji|zespolu|zarzadu)|attendees|participants|present|absent|apologies)[ \t]*:/g;
const HINT_RE = /obecn|uczestni|udzia|sk[łl]ad|cz[łl]onkowie|attendees|participants|present|absent|apologies/i;
/** Separators of items: a comma, a semicolon, "i"/"oraz"/"and" between words. */
const ITEM_SPLIT_RE = /[,;]|[ \t]+(?:i|oraz|and)[ \t]+/g;
/** An item: optional title, then the name words; then an optional note in brackets or after a dash. */
const ITEM_RE =
  /^[ \t]*(?:(?:dr|mgr|inż|prof|p|pan|pani|hab|lek|Dr|Prof|Pan|Pani)\.?[ \t]+)*((?:\p{Lu}\.[ \t]?){0,2}\p{Lu}[\p{Ll}\p{Lu}]+(?:-\p{Lu}[\p{Ll}\p{Lu}]+)?(?:[ \t]\p{Lu}[\p{Ll}\p{Lu}]+(?:-\p{Lu}[\p{Ll}\p{Lu}]+)?){0,2})[ \t]*(?:\([^)\n]*\)|[–—-][ \t].*)?[ \t.]*$/u;
const MAX_LINE = 400;

export function detectPersonLists(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (text.indexOf(':') < 0 || !HINT_RE.test(text)) return;
  const re = LIST_LABEL_RE;
  re.lastIndex = 0;
  const folded = scan.folded;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const from = m.index + m[0].length;
    let lineEnd = text.indexOf('\n', from);
    if (lineEnd < 0) lineEnd = text.length;
    if (lineEnd - from > MAX_LINE) continue;
    readItems(text, from, lineEnd, out);
  }
}

function readItems(text: string, from: number, to: number, out: Candidate[]): void {
  const line = text.slice(from, to);
  let at = 0;
  const split = new RegExp(ITEM_SPLIT_RE.source, 'g');
  for (let s = split.exec(line); ; s = split.exec(line)) {
    const itemEnd = s ? s.index : line.length;
    const item = line.slice(at, itemEnd);
    const m = ITEM_RE.exec(item);
    if (m && isNameItem(m[1]!)) {
      const start = from + at + item.indexOf(m[1]!);
      const end = start + m[1]!.length;
      if (!out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) {
        out.push({ type: 'PERSON', start, end, score: LIST_ITEM_SCORE, source: 'person-list' });
      }
    }
    if (!s) break;
    at = s.index + s[0].length;
  }
}

/** An initial with a word, or words one of which is a first name or looks like a surname. */
function isNameItem(name: string): boolean {
  if (/^\p{Lu}\./u.test(name)) return true;
  return name.split(/[ \t-]/).some((w) => isFirstNameAnyCase(w) || looksLikeSurname(w));
}
