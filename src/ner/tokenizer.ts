// Splits raw text into NKJP-like tokens with UTF-16 offsets, and groups them into sentences.
//
// NKJP segmentation (what the model was trained on): words and numbers are tokens, every punctuation
// character is its own token, decimal numbers ("1,5", "10.000") stay whole, and apostrophe-inflected
// foreign names ("Blake'a") stay whole. Hyphenated words are split ("Kowalska", "-", "Nowak"), which is
// NKJP's majority convention. Mirrored by TOKEN_RE in training/ner/featurize.py.

export interface Token {
  text: string;
  /** UTF-16 offset of the first code unit (inclusive). */
  start: number;
  /** UTF-16 offset after the last code unit (exclusive). */
  end: number;
}

const TOKEN_RE = /[0-9]+(?:[.,][0-9]+)*(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|\S/gu;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m !== null; m = TOKEN_RE.exec(text)) {
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const SENTENCE_END = new Set(['.', '!', '?', '…']);
// A full stop after these is an abbreviation, not a sentence end ("ul. Długa", "dr. Nowak").
const ABBREVIATIONS = new Set([
  'ul', 'al', 'pl', 'os', 'dr', 'prof', 'mgr', 'inż', 'hab', 'im', 'św', 'gen', 'płk', 'ks', 'np', 'tj',
  'tzw', 'ok', 'nr', 'tel', 'p', 'pan', 'sp', 'z', 'o', 'woj', 'pow', 'gm', 'r', 'ur', 'red', 'ppłk', 'mjr',
  'kpt', 'por', 'sierż', 'abp', 'bp', 'o.o', 'lek', 'med', 'doc', 'jw', 'wg', 'zob', 'tys', 'mln', 'mld',
]);

function isLowerStart(s: string): boolean {
  const c = String.fromCodePoint(s.codePointAt(0)!);
  return c.toUpperCase() !== c;
}

/**
 * Groups tokens into sentences: [startIndex, endIndex) pairs over `tokens`. A sentence ends at a line
 * break, or after sentence-final punctuation unless the next word starts lowercase or the full stop
 * closes a known abbreviation / a single initial ("J. Kowalski").
 */
export function splitSentences(text: string, tokens: readonly Token[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let begin = 0;
  for (let i = 0; i < tokens.length; i++) {
    const next = tokens[i + 1];
    if (next === undefined) break;
    let cut = false;
    // Any line break between two tokens ends the sentence (lists, headers, chat formatting).
    for (let k = tokens[i]!.end; k < next.start; k++) {
      const ch = text.charCodeAt(k);
      if (ch === 10 || ch === 13) { cut = true; break; }
    }
    const t = tokens[i]!.text;
    if (!cut && SENTENCE_END.has(t) && !SENTENCE_END.has(next.text) && !isLowerStart(next.text)) {
      const prev = i > 0 ? tokens[i - 1] : undefined;
      const abbreviation = t === '.' && prev !== undefined && prev.end === tokens[i]!.start &&
        (ABBREVIATIONS.has(prev.text.toLowerCase()) || (prev.text.length === 1 && !isLowerStart(prev.text)));
      cut = !abbreviation;
    }
    if (cut) { out.push([begin, i + 1]); begin = i + 1; }
  }
  if (begin < tokens.length) out.push([begin, tokens.length]);
  return out;
}
