// E-mail addresses: local@domain.tld with the usual syntactic checks (Presidio scores these 1.0).
import { LETTER, NUMBER, unitClass } from '../char-class.js';
import { detectSpelledEmails } from './spelled-email.js';
import type { Detector } from './types.js';

// Anchored (sticky) at the start of the local part; the detector finds that start from each "@",
// which is much faster than letting the regex try every position of the text (`npx tsx bench/rules.ts`). A "-" or "_" may follow
// the top-level domain ("jan@example.com-+48 …", "jan@example.com_umowa.pdf"): a longer domain through a
// "-" would have matched already, and no host name holds "_".
const EMAIL_RE = /[\p{L}\p{N}_%+-]+(?:\.[\p{L}\p{N}_%+-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,24}(?![\p{L}\p{N}]|\.[\p{L}\p{N}])/uy;
/** [\p{L}\p{N}_.%+-], one UTF-16 unit read alone (from the class table, not a regex per character). */
function isLocalPartChar(c: number): boolean {
  return c === 95 || c === 46 || c === 37 || c === 43 || c === 45 || (unitClass(c) & (LETTER | NUMBER)) !== 0;
}
export const EMAIL_SCORE = 1.0;

export const detectEmail: Detector = (scan, out) => {
  const text = scan.text;
  let at = text.indexOf('@');
  let floor = 0; // end of the previous address: "a@x.pl-b@y.pl" is two, the second's local part is "b"
  while (at >= 0) {
    let start = at;
    while (start > floor && isLocalPartChar(text.charCodeAt(start - 1))) start--;
    // A local part never starts with "."; nor, here, with "-" (the glue after a previous address).
    while (start < at && (text.charCodeAt(start) === 46 || (start === floor && floor > 0 && text.charCodeAt(start) === 45))) start++;
    EMAIL_RE.lastIndex = start;
    const m = start < at ? EMAIL_RE.exec(text) : null;
    if (m && m[0].length <= 254) {
      out.push({ type: 'EMAIL_ADDRESS', start, end: start + m[0].length, source: 'email', score: EMAIL_SCORE });
      floor = start + m[0].length;
      at = text.indexOf('@', start + m[0].length);
    } else {
      at = text.indexOf('@', at + 1);
    }
  }
  detectSpelledEmails(scan, out); // "jan.kowalski at gmail kropka com", "ola(at)wp.pl"
};
