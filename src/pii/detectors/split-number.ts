// A fixed-length identifier typed in groups ("810 427 224 73", "99.03.18.21207", "920-448-748",
// "764 803 67 19") right after its own keyword. Groups of any sizes are taken, so only a run whose digits
// count exactly and pass the checksum is reported: a dotted date or a phone number after the keyword fails one.
import type { ContextWords } from '../context.js';
import { GROUPED_END, GROUPED_START, alreadyFound, digitsOnly, type Detector } from './types.js';
import type { Candidate } from '../types.js';

// Two to five groups split by one space, hyphen or dot.
const SPLIT_RE = new RegExp(`(?=\\d)${GROUPED_START}\\d+(?:[ .-]\\d+){1,4}${GROUPED_END}`, 'gu');

export interface SplitNumberRule {
  type: Candidate['type'];
  source: string;
  digits: number;
  context: ContextWords;
  valid: (digits: string) => boolean;
  score: number;
}

/** Candidates for `rule`'s identifier typed in groups after its keyword. */
export function detectSplitNumber(scan: Parameters<Detector>[0], out: Candidate[], rule: SplitNumberRule): void {
  const re = SPLIT_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const digits = digitsOnly(m[0]);
    if (digits.length !== rule.digits || !rule.valid(digits) || !rule.context.before(scan, m.index)) continue;
    const end = m.index + m[0].length;
    if (alreadyFound(out, rule.type, m.index, end)) continue; // a form the main rule knows ("123-456-32-18")
    out.push({ type: rule.type, start: m.index, end, source: rule.source, score: rule.score });
  }
}
