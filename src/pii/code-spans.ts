// Where a text holds code: fenced blocks (``` or ~~~), inline `code`, and lines outside them that
// read as code (a shell command, an SQL query, a line of a program pasted without a fence). Inside
// code, capitalised and upper-case words are identifiers, keywords and types, not people or places,
// so the name detectors' spans there are judged by code-names.ts. Structured identifiers (e-mail,
// PESEL, IBAN, phones) are found in code as anywhere else: this module only answers "is this code".

/** Code regions of a text as sorted, non-overlapping [start, end) pairs, flattened: [s0, e0, s1, e1, …]. */
export type CodeRegions = readonly number[];

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Signals of a code line: operators, braces, statement ends, variables, calls, flags, and (last, see
 * hasIdentifier) identifiers. A line is code once two fire, so their order changes only the cost. A
 * call is found from its "(" ("[A-Za-z_][\w.]*\((?!\s)" read backwards), not tried at every letter.
 */
const CODE_SIGNALS: readonly RegExp[] = [
  /&&|\|\||=>|->|[=!]==?|:=|\+=/,
  /;\s*$/,
  /[{}]/,
  /\$[\p{L}_{(]/u,
  /\((?!\s)(?<=[A-Za-z_][\w.]*\()/,
  /(?:^|\s)(?:SELECT|INSERT INTO|UPDATE|DELETE FROM|CREATE TABLE|ALTER TABLE|FROM|WHERE|GROUP BY|ORDER BY|JOIN|VALUES)\s/,
  /^\s*(?:\$ |>>> |#!|sudo |npm |npx |yarn |pnpm |pip3? |git |docker |kubectl |curl |wget |export [A-Z_]+=|import |from \S+ import |const |let |var |function |def |class \w+[:({]|return |echo |fi$|done$)/,
  /(?:^|\s)--?[a-z][\w-]*(?:[=\s]|$)/,
  /\s=\s|\w=\w/,
];
/** SNAKE_CASE, snake_case or camelCase standing alone: the last signal. */
const IDENTIFIER_RE = /(?<![\p{L}\p{N}_])(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|[a-z][a-z0-9]*_[a-z0-9_]+|[a-z]+[A-Z][A-Za-z0-9]*)(?![\p{L}\p{N}_])/u;
/** What every IDENTIFIER_RE match holds: "_" or a lower-case letter before a capital (most prose has neither). */
const IDENTIFIER_HINT_RE = /_|[a-z][A-Z]/;

function hasIdentifier(line: string): boolean {
  return IDENTIFIER_HINT_RE.test(line) && IDENTIFIER_RE.test(line);
}

/** A line needs this many different signals to count as code (one alone occurs in prose). */
const MIN_SIGNALS = 2;
/**
 * Characters without which a line is code only if it starts with a command word (cheap pre-check;
 * every signal but the command word and the "-x" flag needs one of them).
 */
const CODE_CHARS_RE = /[;{}$=&|(_]|--/;
const CODE_START_ANYWHERE_RE = /(?:^|\n)\s*(?:\$ |sudo |npm |npx |git |docker |kubectl |curl |pip3? |def |import |from |class )/;
const CODE_START_RE = /^\s*(?:\$ |>>> |#!|sudo |npm |npx |yarn |pnpm |pip3? |git |docker |kubectl |curl |wget |import |from |const |let |var |function |def |class |return |echo )/;

/** Whether one line (without its newline) reads as code. */
export function isCodeLine(line: string): boolean {
  if (!CODE_CHARS_RE.test(line) && !CODE_START_RE.test(line)) return false;
  let signals = 0;
  for (const re of CODE_SIGNALS) if (re.test(line) && ++signals >= MIN_SIGNALS) return true;
  return signals + 1 >= MIN_SIGNALS && hasIdentifier(line);
}

/** Finds the code regions of `text` (see CodeRegions). Cheap for text without backticks or code characters. */
export function findCodeRegions(text: string): number[] {
  const out: number[] = [];
  const hasBacktick = text.includes('`') || text.includes('~~~');
  if (!hasBacktick && !CODE_CHARS_RE.test(text) && !CODE_START_ANYWHERE_RE.test(text)) return out;
  let fence = ''; // the opening fence while inside a fenced block
  let fenceStart = 0;
  for (let lineStart = 0; lineStart <= text.length;) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const m = hasBacktick ? FENCE_RE.exec(line) : null;
    if (fence) {
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1]) {
        push(out, fenceStart, lineEnd);
        fence = '';
      }
    } else if (m) {
      fence = m[1];
      fenceStart = lineStart;
    } else if (isCodeLine(line)) {
      push(out, lineStart, lineEnd);
    } else if (hasBacktick) {
      inlineCode(line, lineStart, out);
    }
    lineStart = lineEnd + 1;
  }
  if (fence) push(out, fenceStart, text.length); // an unclosed fence runs to the end
  return out;
}

const INLINE_RE = /(?<!`)(`{1,2})(?!`)([^\n]*?[^`\n])\1(?!`)/g;

function inlineCode(line: string, offset: number, out: number[]): void {
  INLINE_RE.lastIndex = 0;
  for (let m = INLINE_RE.exec(line); m; m = INLINE_RE.exec(line)) push(out, offset + m.index, offset + m.index + m[0].length);
}

function push(out: number[], start: number, end: number): void {
  if (end <= start) return;
  // Regions come in text order; merge one that touches the previous (consecutive code lines).
  if (out.length > 0 && out[out.length - 1] >= start - 1) { out[out.length - 1] = Math.max(out[out.length - 1], end); return; }
  out.push(start, end);
}

/** Index (even) of the region that contains `pos`, or -1. */
export function regionAt(regions: CodeRegions, pos: number): number {
  let lo = 0;
  let hi = regions.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (regions[2 * mid + 1] <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo < regions.length / 2 && regions[2 * lo] <= pos ? 2 * lo : -1;
}

/**
 * Whether `pos` inside the code region starting at `regionStart` lies in a string literal or a
 * comment of its line: there code carries free text and data ("Jan Kowalski" in a fixture, an
 * author in a comment), so names are judged as in prose. Line-local: block comments and strings
 * that span lines are not followed.
 */
export function inCodeText(text: string, regionStart: number, pos: number): boolean {
  let i = text.lastIndexOf('\n', pos - 1) + 1;
  if (i < regionStart) i = regionStart;
  if (text[i] === '`') i++; // the opening backtick of inline code is not a string quote
  let quote = '';
  for (; i < pos; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === '\'' || c === '`') { quote = c; continue; }
    const prev = i === 0 ? '\n' : text[i - 1];
    const atWordGap = prev === ' ' || prev === '\t' || prev === '\n' || i === regionStart;
    if (c === '#' && atWordGap) return true;
    if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) return true;
    if (c === '-' && text[i + 1] === '-' && text[i + 2] === ' ' && atWordGap) return true;
    if (c === '<' && text.startsWith('<!--', i)) return true;
  }
  return quote !== '';
}
