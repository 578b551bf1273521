// Words in capitals as OCR reads them from scans and faxes: a lower-case "l" for a capital "I" at the start
// ("lRENA", "lWONA"), a zero for "O" or a one for "I" between capitals ("KR0L", "N0WAK", "MAC1EJ"). The repair
// keeps the text's length and offsets, like mojibake.ts's; detection-view.ts reads the repaired text, so the
// rules and the model see the word, and the original characters are what gets replaced.
//
// Only words of four or more characters, all capitals but for the one character, with one such character:
// identifiers keep their digits ("ABC123456", "PL0012…", "WX 12345" have digits in a row or after the letters).

/** Cheap test first (Polish capitals, no Unicode classes): an "l" before two capitals, or a 0/1 between two. */
const HINT_RE = /l[A-ZĄĆĘŁŃÓŚŹŻ]{2}|[A-ZĄĆĘŁŃÓŚŹŻ][01][A-ZĄĆĘŁŃÓŚŹŻ]/;
/** A word of capitals with one OCR character: "l" at its start, or "0"/"1" inside. */
const WORD_RE = /(?<![\p{L}\p{N}_@.-])(?:l\p{Lu}{3,}|\p{Lu}+[01]\p{Lu}+)(?![\p{L}\p{N}_@-])/gu;

/** The text with its OCR capitals repaired (same length), or null when it has none. */
export function repairOcrCapitals(text: string): string | null {
  if (!HINT_RE.test(text)) return null;
  let changed = false;
  WORD_RE.lastIndex = 0;
  const out = text.replace(WORD_RE, (w) => {
    if (w.length < 4) return w;
    changed = true;
    return w[0] === 'l' ? 'I' + w.slice(1) : w.replace('0', 'O').replace('1', 'I');
  });
  return changed ? out : null;
}
