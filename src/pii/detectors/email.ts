// E-mail addresses: local@domain.tld with the usual syntactic checks (Presidio scores these 1.0).
import type { Detector } from './types.js';

const EMAIL_RE = /(?<![\p{L}\p{N}_.%+-])[\p{L}\p{N}_%+-]+(?:\.[\p{L}\p{N}_%+-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,24}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])/gu;
export const EMAIL_SCORE = 1.0;

export const detectEmail: Detector = (scan, out) => {
  const text = scan.text;
  if (text.indexOf('@') < 0) return; // cheap exit: most texts carry no address
  const re = EMAIL_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length > 254) continue;
    out.push({ type: 'EMAIL_ADDRESS', start: m.index, end: m.index + m[0].length, source: 'email', score: EMAIL_SCORE });
  }
};
