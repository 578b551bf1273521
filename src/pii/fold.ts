// Case and diacritic folding for keyword matching. Length-preserving (one UTF-16 unit in, one out),
// so offsets found in the folded text are valid offsets in the original.

/** Code units of the lower-case Polish letters → their base letter ("ą" → "a"); other units map to themselves. */
const POLISH_BASE = new Uint16Array(0x180).map((_, c) => c);
for (const [from, to] of [['ą', 'a'], ['ć', 'c'], ['ę', 'e'], ['ł', 'l'], ['ń', 'n'], ['ó', 'o'], ['ś', 's'], ['ź', 'z'], ['ż', 'z']]) {
  POLISH_BASE[from.charCodeAt(0)] = to.charCodeAt(0);
}
/** The lowest of those units (ó): below it nothing changes. */
const FIRST_POLISH = 0xf3;

/**
 * Lower-case and strip Polish diacritics ("Zażółć" → "zazolc").
 * Only used on strings whose toLowerCase() keeps the length (true for Latin/Polish/Cyrillic);
 * if a rare character changes length (e.g. "İ"), we fall back to a per-character fold.
 */
export function fold(text: string): string {
  if (isFolded(text)) return text;
  let lower = text.toLowerCase();
  if (lower.length !== text.length) lower = foldPerChar(text);
  // The diacritics replaced in one pass, copying the stretches between them (most words have none).
  let out = '';
  let copied = 0;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c < FIRST_POLISH || c >= POLISH_BASE.length) continue;
    const base = POLISH_BASE[c];
    if (base === c) continue;
    out += lower.slice(copied, i) + String.fromCharCode(base);
    copied = i + 1;
  }
  return copied === 0 ? lower : out + lower.slice(copied);
}

let lastText: string | undefined;
let lastFolded = '';

/**
 * fold() of a whole text, kept for the last text asked: the detectors of a text (context.ts ScanText) and
 * the resolution of what they found (name-echoes.ts) read one folded copy.
 */
export function foldText(text: string): string {
  if (text !== lastText) {
    lastFolded = fold(text);
    lastText = text;
  }
  return lastFolded;
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

/**
 * Whether fold(text) is text itself: every unit is one below U+0180 (Latin-1 and Latin Extended-A, where
 * lower-casing maps each unit alone) that folding leaves as it is. Lower-case words without diacritics,
 * most of what is folded, then need no copy.
 */
function isFolded(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= FOLDS_ITSELF.length || FOLDS_ITSELF[c] === 0) return false;
  }
  return true;
}
/** Per unit below U+0180: 1 where fold() of it alone is itself (İ, which lower-cases to two units, is not). */
const FOLDS_ITSELF = new Uint8Array(0x180).map((_, c) => {
  const s = String.fromCharCode(c);
  const l = s.toLowerCase();
  return l === s && POLISH_BASE[c] === c ? 1 : 0;
});
