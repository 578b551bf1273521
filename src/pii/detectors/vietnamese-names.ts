// Vietnamese names in Polish text (Poland's Vietnamese community writes them without diacritics on forms:
// "Nguyen Van Anh", "Tran Thi Mai", "z panem Nguyenem"). Two shapes:
// - a family name that is no word of Polish or English (Nguyen, Pham, Hoang, Huynh…), capitalised, in capitals
//   or in lower case, with or without Vietnamese diacritics and with a Polish case ending ("Nguyena", "Phamem");
// - any listed family name, even one that is also a word ("Tran" = cod-liver oil, "Do", "Le"), followed by a
//   middle name that marks a Vietnamese name (Van/Văn for men, Thi/Thị for women) and a given name:
//   "Do Thi Lan", "TRAN THI LAN". The given names after it are short capitalised words (or words in capitals).
// In lower-case chat ("nguyen thu trang", "pham van duc", "le thi hoa") the given names are syllables of
// VIETNAMESE_GIVEN: after a middle name any of them; otherwise none that is also a common Polish word, so
// "nguyen ma racje", "pham to zrobi" keep their words.
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';

export const VIETNAMESE_NAME_SCORE = 0.6;

/** Family names that no Polish or English text uses otherwise: names alone. */
export const DISTINCT_FAMILY = ['Nguyen', 'Nguyễn', 'Pham', 'Phạm', 'Hoang', 'Hoàng', 'Huynh', 'Huỳnh', 'Trinh', 'Trịnh', 'Truong', 'Trương', 'Duong', 'Dương'];
/** Family names that are also words elsewhere: names only before a Vietnamese middle name. */
export const OTHER_FAMILY = ['Tran', 'Trần', 'Le', 'Lê', 'Phan', 'Vu', 'Vũ', 'Vo', 'Võ', 'Dang', 'Đặng', 'Bui', 'Bùi', 'Do', 'Đỗ', 'Ho', 'Hồ', 'Ngo', 'Ngô', 'Ly', 'Lý', 'Dinh', 'Đinh', 'Dao', 'Đào', 'Lam', 'Lâm', 'Mai', 'Cao', 'Ha', 'Hà', 'Luong', 'Lương'];
export const MIDDLE = ['Van', 'Văn', 'Thi', 'Thị'];

// Polish case endings on a family name that ends in a consonant ("Nguyena", "Nguyenowi", "Nguyenem",
// "Nguyenie", "Nguyenów", "Nguyenowie", "Nguyenami", "Nguyenach", "Nguyenom").
const CASE_ENDING = '(?:a|owi|em|ie|u|ów|owie|om|ami|ach)?';
const CAPITALISED = String.raw`\p{Lu}[\p{Ll}\u0300-\u036f]+`;
const IN_CAPITALS = String.raw`\p{Lu}[\p{Lu}\u0300-\u036f]+`;
const upper = (names: readonly string[]): string => names.map((n) => n.toUpperCase()).join('|');
const lower = (names: readonly string[]): string => names.map((n) => n.toLowerCase()).join('|');

const DISTINCT_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:${DISTINCT_FAMILY.join('|')})${CASE_ENDING}(?: (?:${MIDDLE.join('|')}))?(?: ${CAPITALISED}){0,2}(?![\p{L}\p{N}_])` +
  String.raw`|(?<![\p{L}\p{N}_])(?:${upper(DISTINCT_FAMILY)})(?: (?:${upper(MIDDLE)}))?(?: ${IN_CAPITALS}){0,2}(?![\p{L}\p{N}_])` +
  String.raw`|(?<![\p{L}\p{N}_])(?:${lower(DISTINCT_FAMILY)})${CASE_ENDING}(?![\p{L}\p{N}_])`,
  'gu',
);
const WITH_MIDDLE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:(?:${OTHER_FAMILY.join('|')}) (?:${MIDDLE.join('|')})(?: ${CAPITALISED}){1,2}` +
  String.raw`|(?:${upper(OTHER_FAMILY)}) (?:${upper(MIDDLE)})(?: ${IN_CAPITALS}){1,2}` +
  String.raw`|(?:${lower(OTHER_FAMILY)}) (?:${lower(MIDDLE)}))(?![\p{L}\p{N}_])`,
  'gu',
);
/** Cheap test before the scans: most texts hold none of the names. */
const HINT_RE = /nguy|ph[aạ]m|ho[aà]ng|hu[yỳ]nh|tr[iị]nh|tr[uư][oơ]ng|d[uư][oơ]ng| v[aă]n | th[iị] /iu;
/** The same words with the middle names not needing a space before them: a cheap test for every Vietnamese rule. */
const ANY_HINT_RE = /nguy|ph[aạ]m|ho[aà]ng|hu[yỳ]nh|tr[iị]nh|tr[uư][oơ]ng|d[uư][oơ]ng|v[aă]n |th[iị] /iu;

/** Whether `scan` may hold a Vietnamese name (ANY_HINT_RE), tested once per text for both Vietnamese rules. */
export function mayHoldVietnameseName(scan: ScanText): boolean {
  return (scan.vietnameseHint ??= ANY_HINT_RE.test(scan.text));
}

/** A capitalised word after the family name is a given name only when it is Vietnamese-looking: one syllable. */
const GIVEN_RE = /^\p{Lu}(?:[\p{Ll}\u0300-\u036f]{1,5}|[\p{Lu}\u0300-\u036f]{1,5})$/u;
const LOWER_MIDDLE: ReadonlySet<string> = new Set(MIDDLE.map((m) => m.toLowerCase()));
const MIDDLE_ANY_CASE = new Set([...MIDDLE, ...MIDDLE.map((m) => m.toUpperCase()), ...LOWER_MIDDLE]);

/** Syllables of Vietnamese given names, without diacritics. Not the ones chat uses as Polish words ("tu", "tam",
 * "my", "nam", "kim", "ha"): a name is rarely only they. */
export const VIETNAMESE_GIVEN: ReadonlySet<string> = new Set(('an anh bao bich binh cam canh chau chi chinh cuc cuong dai danh dao ' +
  'diem diep dinh doan duc dung duong duy gia giang hai hang hanh hao hau hien hieu hoa hoai hoan hoang hong hue hung ' +
  'huong huy huyen khai khang khanh khoa khoi khue kien lam lan lien linh loan loc loi long luan luong ly mai manh minh nga ' +
  'ngan nghia ngoc nguyet nhan nhat nhi nhu nhung ninh oanh phat phi phong phu phuc phung phuong quan quang que quoc quy ' +
  'quyen quynh sang son tai tan thach thai tham thang thanh thao thien thinh tho thoa thom thu thuan thuc thuy thuong ' +
  'tien tin tinh toan tram trang tri trinh trong truc trung tuan tue tung tuong tuyen tuyet uyen viet vinh vu vy xuan yen').split(' '));
/** Of those, the ones that are also Polish or English words: a given name only after a middle name or another one. */
export const ALSO_WORDS: ReadonlySet<string> = new Set(['an', 'chi', 'dai', 'dao', 'gia', 'hai', 'hang', 'lan', 'long', 'mai', 'phi', 'son', 'tai', 'tan', 'tin', 'tram', 'tri']);
const LOWER_SYLLABLE_RE = / ([\p{Ll}\u0300-\u036f]{1,6})(?![\p{L}\p{N}_])/uy;

export function plainSyllable(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd');
}

/** End of a lower-case middle name and up to two given-name syllables after `end` ("nguyen| thu trang", "pham| van
 * duc"), `end` when none follows. The first after no middle name must be no Polish word; a middle name is taken only
 * with a given name after it. */
function lowerGivenEnd(text: string, end: number, afterMiddle: boolean): number {
  let found = end;
  for (let at = end, given = 0; given < 2;) {
    LOWER_SYLLABLE_RE.lastIndex = at;
    const m = LOWER_SYLLABLE_RE.exec(text);
    if (!m) break;
    at = LOWER_SYLLABLE_RE.lastIndex;
    if (given === 0 && !afterMiddle && LOWER_MIDDLE.has(m[1]!)) { afterMiddle = true; continue; }
    const syllable = plainSyllable(m[1]!);
    if (!VIETNAMESE_GIVEN.has(syllable) || (given === 0 && !afterMiddle && ALSO_WORDS.has(syllable))) break;
    given++;
    found = at;
  }
  return found;
}

export function detectVietnameseNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!mayHoldVietnameseName(scan) || !HINT_RE.test(text)) return;
  for (const re of [DISTINCT_RE, WITH_MIDDLE_RE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const words = m[0].split(' ');
      // Keep the given-name words that look like one syllable; stop at the first that does not ("Nguyen Zadzwonił").
      let keep = 1;
      while (keep < words.length && (MIDDLE_ANY_CASE.has(words[keep]!) || GIVEN_RE.test(words[keep]!))) keep++;
      const keptEnd = m.index + words.slice(0, keep).join(' ').length;
      // No given name after the family (and middle) name: lower-case ones may follow ("nguyen thu trang").
      const noGiven = keep === words.length && (keep === 1 || MIDDLE_ANY_CASE.has(words[keep - 1]!));
      const end = noGiven ? lowerGivenEnd(text, keptEnd, keep > 1) : keptEnd;
      if (re === WITH_MIDDLE_RE && keep < 3 && end === keptEnd) continue;
      out.push({ type: 'PERSON', start: m.index, end, score: VIETNAMESE_NAME_SCORE, source: 'vietnamese-names' });
    }
  }
}
