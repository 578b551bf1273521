// Vietnamese names in Polish text (Poland's Vietnamese community writes them without diacritics on forms:
// "Nguyen Van Anh", "Tran Thi Mai", "z panem Nguyenem"). Two shapes:
// - a family name that is no word of Polish or English (Nguyen, Pham, Hoang, Huynh…), capitalised, in capitals
//   or in lower case, with or without Vietnamese diacritics and with a Polish case ending ("Nguyena", "Phamem");
// - any listed family name, even one that is also a word ("Tran" = cod-liver oil, "Do", "Le"), followed by a
//   middle name that marks a Vietnamese name (Van/Văn for men, Thi/Thị for women) and a given name:
//   "Do Thi Lan", "TRAN THI LAN". The given names after it are short capitalised words (or words in capitals).
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';

export const VIETNAMESE_NAME_SCORE = 0.6;

/** Family names that no Polish or English text uses otherwise: names alone. */
const DISTINCT_FAMILY = ['Nguyen', 'Nguyễn', 'Pham', 'Phạm', 'Hoang', 'Hoàng', 'Huynh', 'Huỳnh', 'Trinh', 'Trịnh', 'Truong', 'Trương', 'Duong', 'Dương'];
/** Family names that are also words elsewhere: names only before a Vietnamese middle name. */
const OTHER_FAMILY = ['Tran', 'Trần', 'Le', 'Lê', 'Phan', 'Vu', 'Vũ', 'Vo', 'Võ', 'Dang', 'Đặng', 'Bui', 'Bùi', 'Do', 'Đỗ', 'Ho', 'Hồ', 'Ngo', 'Ngô', 'Ly', 'Lý', 'Dinh', 'Đinh', 'Dao', 'Đào', 'Lam', 'Lâm', 'Mai', 'Cao', 'Ha', 'Hà', 'Luong', 'Lương'];
const MIDDLE = ['Van', 'Văn', 'Thi', 'Thị'];

// Polish case endings on a family name that ends in a consonant ("Nguyena", "Nguyenowi", "Nguyenem",
// "Nguyenie", "Nguyenów", "Nguyenowie", "Nguyenami", "Nguyenach", "Nguyenom").
const CASE_ENDING = '(?:a|owi|em|ie|u|ów|owie|om|ami|ach)?';
const CAPITALISED = String.raw`\p{Lu}[\p{Ll}\u0300-\u036f]+`;
const IN_CAPITALS = String.raw`\p{Lu}[\p{Lu}\u0300-\u036f]+`;
const upper = (names: readonly string[]): string => names.map((n) => n.toUpperCase()).join('|');

const DISTINCT_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:${DISTINCT_FAMILY.join('|')})${CASE_ENDING}(?: (?:${MIDDLE.join('|')}))?(?: ${CAPITALISED}){0,2}(?![\p{L}\p{N}_])` +
  String.raw`|(?<![\p{L}\p{N}_])(?:${upper(DISTINCT_FAMILY)})(?: (?:${upper(MIDDLE)}))?(?: ${IN_CAPITALS}){0,2}(?![\p{L}\p{N}_])` +
  String.raw`|(?<![\p{L}\p{N}_])(?:${DISTINCT_FAMILY.map((f) => f.toLowerCase()).join('|')})${CASE_ENDING}(?![\p{L}\p{N}_])`,
  'gu',
);
const WITH_MIDDLE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:(?:${OTHER_FAMILY.join('|')}) (?:${MIDDLE.join('|')})(?: ${CAPITALISED}){1,2}` +
  String.raw`|(?:${upper(OTHER_FAMILY)}) (?:${upper(MIDDLE)})(?: ${IN_CAPITALS}){1,2})(?![\p{L}\p{N}_])`,
  'gu',
);
/** Cheap test before the scans: most texts hold none of the names. */
const HINT_RE = /nguy|ph[aạ]m|ho[aà]ng|hu[yỳ]nh|tr[iị]nh|tr[uư][oơ]ng|d[uư][oơ]ng| v[aă]n | th[iị] /iu;

/** A capitalised word after the family name is a given name only when it is Vietnamese-looking: one syllable. */
const GIVEN_RE = /^\p{Lu}(?:[\p{Ll}\u0300-\u036f]{1,5}|[\p{Lu}\u0300-\u036f]{1,5})$/u;
const MIDDLE_ANY_CASE = new Set([...MIDDLE, ...MIDDLE.map((m) => m.toUpperCase())]);

export function detectVietnameseNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!HINT_RE.test(text)) return;
  for (const re of [DISTINCT_RE, WITH_MIDDLE_RE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const words = m[0].split(' ');
      // Keep the given-name words that look like one syllable; stop at the first that does not ("Nguyen Zadzwonił").
      let keep = 1;
      while (keep < words.length && (MIDDLE_ANY_CASE.has(words[keep]!) || GIVEN_RE.test(words[keep]!))) keep++;
      if (re === WITH_MIDDLE_RE && keep < 3) continue;
      const value = words.slice(0, keep).join(' ');
      out.push({ type: 'PERSON', start: m.index, end: m.index + value.length, score: VIETNAMESE_NAME_SCORE, source: 'vietnamese-names' });
    }
  }
}
