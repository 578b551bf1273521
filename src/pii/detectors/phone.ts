// Phone numbers. International +48 numbers are distinctive (0.85). Local 9-digit numbers look like
// many other numbers, so they count only after a context word (telefon, tel., komórka, zadzwoń).
import { ContextWords } from '../context.js';
import { GROUPED_END, GROUPED_START, type Detector } from './types.js';

// +48 / (+48) / 0048, then nine digits with optional single spaces or hyphens between them.
const INTERNATIONAL_RE = new RegExp(
  `(?<![\\p{L}\\p{N}_+])(?:\\+48|\\(\\+48\\)|0048)[ -]?\\d(?:[ -]?\\d){8}${GROUPED_END}`,
  'gu',
);
// Local: 3-3-3 (mobile), 2-3-2-2 (landline), "(22) 123 45 67", or nine plain digits.
const LOCAL_RE = new RegExp(
  `${GROUPED_START}(?:\\d{3}[ -]\\d{3}[ -]\\d{3}|\\d{2}[ -]\\d{3}[ -]\\d{2}[ -]\\d{2}|\\(\\d{2}\\) ?\\d{3}[ -]?\\d{2}[ -]?\\d{2}|\\d{9})${GROUPED_END}`,
  'gu',
);
const CONTEXT = new ContextWords([
  'telefon', '=tel', 'komork', '=kom', 'zadzwon', 'dzwon', '=sms', 'whatsapp', 'infolini',
]);
export const PHONE_INTERNATIONAL_SCORE = 0.85;
export const PHONE_LOCAL_SCORE = 0.3;

export const detectPhone: Detector = (scan, out) => {
  const text = scan.text;
  let re = INTERNATIONAL_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ type: 'PHONE_NUMBER', start: m.index, end: m.index + m[0].length, source: 'phone', score: PHONE_INTERNATIONAL_SCORE });
  }
  re = LOCAL_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!CONTEXT.before(scan, m.index)) continue;
    out.push({ type: 'PHONE_NUMBER', start: m.index, end: m.index + m[0].length, source: 'phone_local', score: PHONE_LOCAL_SCORE });
  }
};
