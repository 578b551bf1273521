// Case and diacritic folding for keyword matching. Length-preserving (one UTF-16 unit in, one out),
// so offsets found in the folded text are valid offsets in the original.

const POLISH_FOLD: Record<string, string> = {
  ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z',
};
const POLISH_DIACRITICS = /[ąćęłńóśźż]/g;

/**
 * Lower-case and strip Polish diacritics ("Zażółć" → "zazolc").
 * Only used on strings whose toLowerCase() keeps the length (true for Latin/Polish/Cyrillic);
 * if a rare character changes length (e.g. "İ"), we fall back to a per-character fold.
 */
export function fold(text: string): string {
  let lower = text.toLowerCase();
  if (lower.length !== text.length) lower = foldPerChar(text);
  return lower.replace(POLISH_DIACRITICS, (c) => POLISH_FOLD[c]);
}

function foldPerChar(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const l = c.toLowerCase();
    out += l.length === 1 ? l : c;
  }
  return out;
}
