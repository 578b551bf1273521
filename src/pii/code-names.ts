// Names inside code (see code-spans.ts). In code, capitalised words are classes, types, keywords and
// constants; a PERSON, LOCATION or ORGANIZATION span there is kept only where code carries data:
// - inside a string literal or a comment ("Jan Kowalski" in a fixture, an author in a comment);
// - in a fenced block or code line (not inline `code`, which names one thing of code), a person
//   span whose every word looks like a name (a first name, a known or surname-shaped
//   surname), as in pasted CSV or YAML ("Jan,Kowalski", "nazwisko: Nowak");
// - a place or organization written as a proper name (capitalised, not all upper-case) that is not
//   part of an expression ("Kraków" in a data row, not "Config.Region" or "Router(").
// Rule-based identifiers (e-mail, PESEL, IBAN, phone…) are not touched: they are found in code too.
import { findCodeRegions, inCodeText, regionAt, type CodeRegions } from './code-spans.js';
import { firstNameDictionary } from './names/dictionary.js';
import { looksLikeSurname } from './names/surnames.js';
import type { Candidate } from './types.js';

const NAME_TYPES: ReadonlySet<string> = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

/** Candidates without the name-type spans that are code, not data (see above). */
export function dropNamesInCode(text: string, candidates: Candidate[]): Candidate[] {
  if (!candidates.some((c) => NAME_TYPES.has(c.type))) return candidates;
  const regions = findCodeRegions(text);
  if (regions.length === 0) return candidates;
  return candidates.filter((c) => !NAME_TYPES.has(c.type) || !isCodeNotData(text, regions, c));
}

function isCodeNotData(text: string, regions: CodeRegions, c: Candidate): boolean {
  const r = regionAt(regions, c.start);
  if (r < 0) return false;
  if (inCodeText(text, regions[r], c.start)) return false;
  if (partOfExpression(text, c.start, c.end) || isInlineCode(text, regions[r])) return true;
  const span = text.slice(c.start, c.end);
  const parts = span.split(/[\s-]+/).filter((w) => w.length > 0);
  if (c.type === 'PERSON') {
    const forms = firstNameDictionary().forms;
    return !parts.every((w) => /^\p{Lu}\p{Ll}/u.test(w) && (forms.has(w) || looksLikeSurname(w)));
  }
  return !parts.every((w) => /^\p{Lu}\p{Ll}/u.test(w));
}

/** Inline code (`x`) names one thing of code; data rows come in fenced blocks. */
function isInlineCode(text: string, regionStart: number): boolean {
  return text[regionStart] === '`' && !text.startsWith('```', regionStart);
}

/** Glued to code syntax: member access, a call, an index, an assignment, a variable or flag. */
function partOfExpression(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? '';
  const after = text[end] ?? '';
  if (before === '.' || before === '$' || before === '@' || before === '_') return true;
  if (before === '-' && (text[start - 2] === '-' || text[start - 2] === ' ')) return true;
  if (after === '(' || after === '[' || after === '=' || after === '_' || after === '<') return true;
  return after === '.' && /\p{L}/u.test(text[end + 1] ?? '');
}
