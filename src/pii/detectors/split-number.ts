// A fixed-length identifier typed in groups ("810 427 224 73", "99.03.18.21207", "920-448-748",
// "764 803 67 19") right after its own keyword. Groups of any sizes are taken, so only a run whose digits
// count exactly and pass the checksum is reported: a dotted date or a phone number after the keyword fails one.
// Only the few characters after each keyword are searched, not the whole text.
import type { ContextWords } from '../context.js';
import type { Candidate } from '../types.js';
import { GROUPED_END, GROUPED_START, alreadyFound, digitsOnly, type Detector } from './types.js';

// Two to five groups split by one space, hyphen or dot.
// Sticky: tried only where a run of digits starts (GROUPED_START lets no match begin after a digit).
const SPLIT_RE = new RegExp(`(?=\\d)${GROUPED_START}\\d+(?:[ .-]\\d+){1,4}${GROUPED_END}`, 'uy');
/** How far after its keyword a number may start ("NIP firmy: ", "nr REGON to "). */
const WINDOW = 24;

export interface SplitNumberRule {
  type: Candidate['type'];
  source: string;
  digits: number;
  /** Folded keywords ("nip", "vat"). */
  keywords: readonly string[];
  context: ContextWords;
  valid: (digits: string) => boolean;
  score: number;
  /** How far after its keyword the number may start (default WINDOW). */
  window?: number;
  /** A number in this shape is taken with a failing checksum too, at this score (a PESEL split by a stray space). */
  stray?: { shape: RegExp; score: number };
}

/** After the end of each keyword of `keywords` in the folded text, the first match of the sticky `re` tried at the
 * starts of the runs of digits, if it starts within `window` characters of it; calls `found` with each. Only the
 * runs in the window are tried, so a long text with many occurrences ("private" holds "vat") is not scanned on. */
function afterKeywords(scan: Parameters<Detector>[0], keywords: readonly string[], re: RegExp, window: number,
  found: (m: RegExpExecArray) => void): void {
  const folded = scan.folded;
  const runs = scan.digits.runs;
  for (const keyword of keywords) {
    for (let k = folded.indexOf(keyword); k >= 0; k = folded.indexOf(keyword, k + keyword.length)) {
      const from = k + keyword.length;
      for (let r = firstRunFrom(runs, from); r < runs.length && runs[r]! <= from + window; r += 2) {
        re.lastIndex = runs[r]!;
        const m = re.exec(scan.text);
        if (m) { found(m); break; }
      }
    }
  }
}

/** Index in `runs` ([start, end] pairs flattened) of the first run starting at or after `at` (runs.length if none). */
function firstRunFrom(runs: readonly number[], at: number): number {
  let lo = 0, hi = runs.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (runs[2 * mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return 2 * lo;
}

/** Candidates for `rule`'s identifier typed in groups after its keyword. */
export function detectSplitNumber(scan: Parameters<Detector>[0], out: Candidate[], rule: SplitNumberRule): void {
  afterKeywords(scan, rule.keywords, SPLIT_RE, rule.window ?? WINDOW, (m) => {
    const digits = digitsOnly(m[0]);
    if (digits.length !== rule.digits || !rule.context.before(scan, m.index)) return;
    const valid = rule.valid(digits);
    if (!valid && !rule.stray?.shape.test(m[0])) return;
    const end = m.index + m[0].length;
    if (alreadyFound(out, rule.type, m.index, end)) return; // a form the main rule knows ("123-456-32-18"), or found twice
    out.push({ type: rule.type, start: m.index, end, source: rule.source, score: valid ? rule.score : rule.stray!.score });
  });
}
