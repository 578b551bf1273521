// Bank account numbers: Polish IBAN ("PL" + 26 digits, spaces between groups allowed), the domestic
// form without "PL" (NRB, 26 digits) and foreign IBANs ("DE89 3704 …"). Bare, a value must pass the
// IBAN mod-97 check (a random number passes with probability 1/97); all are reported as IBAN_CODE.
// After an account word (konto, rachunek, nr konta, przelew/przelej, wpłata, IBAN) the check is
// waived: a mistyped 26-digit number or a 16–34 digit "account number" is still somebody's account
// (0.5, below a validated one, and below a Luhn-valid card number, which keeps its own type).
import { isValidIban, isValidNrb, isValidPolishIban } from '../checksums.js';
import { ContextClasses, matchesBeforeDigitRuns } from '../context.js';
import { identifierLabelBefore, type Detector } from './types.js';

// An optional country prefix, then a run of digits, spaces and hyphens. A plain character-class loop
// is several times cheaper than a digit-by-digit pattern; the run's shape (16–34 digits, single
// separators, standing alone) is checked in code. One pass finds both the validated and the
// context-only accounts. A run is not capped in length: accounts next to other numbers in one run
// ("PL79 … 0093 35 1140 …", a table row) are found inside it (validGroups).
const RUN_RE = /(?:([A-Z]{2}|[Pp][Ll]) ?)?\d[\d -]{14,}\d/y; // "pl" also in lower case (chat, lowercased forms)
// RUN_RE is tried only at a run of digits or the prefix before it (matchesBeforeDigitRuns): the leftmost match
// starts there (a digit after a digit would extend a match one to the left, and a match ends before a digit).
const PREFIX_AHEAD = [3, 2, 0]; // "PL 61…", "PL61…", "61…"
/** Whether an account run may begin with a unit before its digits ([A-Z], "p"; exported for the test of matchesBeforeDigitRuns). */
export const opensAccountPrefix = (unit: number): boolean => (unit >= 65 && unit <= 90) || unit === 112;
/**
 * Whether an account run may start before this run of digits: its digits start the run (the prefix before it), and
 * sixteen digits, spaces or hyphens from there need the run to be that long or a space or hyphen after it. Exported
 * for the test of matchesBeforeDigitRuns.
 */
export const accountRunFits = (text: string, start: number, end: number): boolean => {
  const after = text.charCodeAt(end);
  return end - start >= 16 || after === 32 || after === 45;
};
const SHAPE_RE = /^(?:(?:[A-Z]{2}|[Pp][Ll]) ?)?\d(?:[ -]?\d){15,33}$/;

/**
 * The run stands alone: not glued to letters, digits or "+", nor continuing a digit group ("1.2345 …").
 * A valid account (`listed`) may be glued to another number or word by "," "/" "-" or "_" (a CSV
 * row, a file name), and to a label ("konto61109010140000071219812874").
 */
function standsAlone(text: string, start: number, end: number, listed: boolean): boolean {
  if (listed) {
    const prev = text.slice(Math.max(0, start - 2), start);
    if ((/[\p{L}\p{N}+]$/u.test(prev) && !identifierLabelBefore(text, start)) || /\d\.$/.test(prev)) return false;
    return !/^(?:[\p{L}\p{N}]|\.\d)/u.test(text.slice(end, end + 2));
  }
  const prev = text.slice(Math.max(0, start - 2), start);
  if (/[\p{L}\p{N}_+]$/u.test(prev) || /\d[.,\/-]$/.test(prev)) return false;
  return !/^(?:[\p{L}\p{N}_]|[.,\/-]\d)/u.test(text.slice(end, end + 2));
}

const CONTEXT = new ContextClasses({
  other: ['kart', 'pesel', '=nip', 'regon', 'zamowien', 'faktur', 'telefon', '=tel'],
  account: ['=konto', '=konta', '=kontem', '=koncie', 'rachun', '=rach', 'przele', '=iban', '=nrb', 'bankow', 'wplat', 'wplac'],
});
const CONTEXT_WORDS = 6;
const CONTEXT_CHARS = 80;
const NRB_DIGITS = 26;

export const IBAN_SCORE = 0.7;
export const IBAN_SCORE_CONTEXT_ONLY = 0.5;

function isValidAccount(country: string | undefined, compact: string, digits: number): boolean {
  if (country?.toUpperCase() === 'PL') return isValidPolishIban(`PL${compact.slice(2)}`);
  if (country) return isValidIban(compact);
  return digits === NRB_DIGITS && isValidNrb(compact);
}

export const detectIban: Detector = (scan, out) => {
  if (scan.digits.count < 16) return; // an account number has 16-34 digits (SHAPE_RE)
  for (const m of matchesBeforeDigitRuns(scan, RUN_RE, 1, PREFIX_AHEAD, opensAccountPrefix, accountRunFits)) {
    const found = out.length;
    detectInRun(scan, m.index, m[0], m[1], out);
    // Two capitals before the digits may end a word instead ("KONTO 03 1020 …" in capitals): the digits
    // alone are read again when the prefixed run gave nothing.
    if (m[1] && out.length === found) {
      const digitsAt = m[0].search(/\d/);
      detectInRun(scan, m.index + digitsAt, m[0].slice(digitsAt), undefined, out);
    }
  }
};

function detectInRun(scan: Parameters<Detector>[0], start: number, run: string, country: string | undefined, out: Parameters<Detector>[1]): void {
  const end = start + run.length;
  const valid = validRun(run, country);
  if (valid && standsAlone(scan.text, start, end, true)) {
    out.push({ type: 'IBAN_CODE', start, end, source: 'iban', score: IBAN_SCORE });
  } else if (!valid && SHAPE_RE.test(run) && standsAlone(scan.text, start, end, false) &&
    CONTEXT.nearest(scan, start, CONTEXT_WORDS, CONTEXT_CHARS) === 'account') {
    out.push({ type: 'IBAN_CODE', start, end, source: 'iban_context', score: IBAN_SCORE_CONTEXT_ONLY });
  } else if (!valid) {
    validGroups(scan.text, start, run, country, out);
  }
}

function validRun(run: string, country: string | undefined): boolean {
  if (!SHAPE_RE.test(run)) return false;
  const compact = run.replace(/[ -]/g, '');
  return isValidAccount(country, compact, compact.length - (country ? 2 : 0));
}

/**
 * A run that is not one account may hold one next to other numbers ("PL66 … 8723 5094647577", a
 * table row): the longest valid account made of whole groups of it, and so on after it. Validated
 * accounts only — without the checksum, where one number ends would be a guess.
 */
function validGroups(text: string, runStart: number, run: string, country: string | undefined, out: Parameters<Detector>[1]): void {
  const bounds: Array<[number, number]> = []; // [start, end) of each group of digits (the prefix joins the first)
  const group = /\d+/g;
  for (let g = group.exec(run); g; g = group.exec(run)) bounds.push([bounds.length === 0 ? 0 : g.index, g.index + g[0].length]);
  for (let i = 0; i < bounds.length; i++) {
    let best = -1; // the longest valid piece from group i: groups i … best−1
    for (let j = i + 1, digits = 0; j <= bounds.length; j++) {
      digits += bounds[j - 1]![1] - bounds[j - 1]![0];
      if (digits > 34 + 2) break; // no account is longer (+2: a country prefix counted with the first group)
      if (i === 0 && j === bounds.length) continue; // the whole run: already refused
      if ((i > 0 || !country) && digits !== NRB_DIGITS) continue; // without a country prefix only an NRB can pass
      const from = bounds[i]![0], to = bounds[j - 1]![1];
      if (validRun(run.slice(from, to), i === 0 ? country : undefined) && standsAlone(text, runStart + from, runStart + to, true)) best = j;
    }
    if (best < 0) continue;
    out.push({ type: 'IBAN_CODE', start: runStart + bounds[i]![0], end: runStart + bounds[best - 1]![1], source: 'iban', score: IBAN_SCORE });
    i = best - 1; // go on after it
  }
}
