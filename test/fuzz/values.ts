// Building blocks of fuzz cases: canary "personal data", hostile strings, odd numbers, deep nesting,
// ids and dates. Canaries go into every free-text position; no error message may ever contain one.
import type { Rng } from './prng.js';

/** PII-looking values a client might send; an error body that contains one echoes client data. */
export const CANARIES = ['jan.kowalski@example.pl', 'Kowalski', '44051401359'] as const;

/** A per-case marker (also put in free text): catches echo of values that are not canaries. */
export const marker = (rng: Rng): string => `zq${rng.chars(8, '0123456789abcdef')}`;

const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Hostile pieces of text: control characters, lone surrogates, bidi overrides, injection look-alikes. */
const ODD_PIECES = [
  '\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udfff', '\udbff\udbff', '\u202e', '\u2066', '\u200b',
  '\ufeff', '\ufffe', '\uffff', '\u2028', '\u0301\u0301', 'ąćęłńóśźż', 'ĄĆĘŁŃÓŚŹŻ', '𝕂𝔬𝔴𝔞𝔩𝔰𝔨𝔦', '🙂👩‍👩‍👧',
  'ﷺ', 'שלום', 'مرحبا', '\r\n', '\n\n', '"', '\\', '\\u0000', '<script>', '${x}', "'; DROP TABLE x;--",
  '%s%n', '%00', '%ZZ', '[PERSON_1]', '<PERSON_1>', '{{x}}', '\t', ' ',
];

/** A free-text value: canaries and the marker, dressed in hostile unicode, sometimes huge. */
export function freeText(rng: Rng, mark: string): string {
  const canary = rng.pick([...CANARIES, mark]);
  const kind = rng.weighted<string>([
    [4, 'canary'], [3, 'sentence'], [3, 'odd'], [1, 'huge'], [1, 'empty'], [1, 'rtl'],
  ]);
  switch (kind) {
    case 'canary':
      return canary;
    case 'sentence':
      return `Nazywam się Jan ${CANARIES[1]}, PESEL ${CANARIES[2]}, e-mail ${CANARIES[0]} (${mark}).`;
    case 'odd': {
      let s = '';
      for (let i = rng.int(1, 6); i > 0; i--) s += rng.pick(ODD_PIECES);
      return rng.chance(0.5) ? `${s}${canary}${s}` : `${canary}${s}`;
    }
    case 'huge':
      return `${canary} `.repeat(rng.size(40_000)) + rng.pick(ODD_PIECES);
    case 'rtl':
      return `\u202e${canary}\u202c \u2067${mark}\u2069`;
    default:
      return rng.pick(['', ' ', '\u0000', '\t\n']);
  }
}

export const ODD_NUMBERS = [
  0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e21, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER,
] as const;

/** Number literals JSON.parse accepts but that are awkward (become Infinity, -0, huge, tiny). */
export const ODD_NUMBER_LITERALS = ['1e999', '-1e999', '-0', '1' + '0'.repeat(400), '0.' + '0'.repeat(400) + '1', '1E+2', '-0.0e-0'];
/** Tokens that are not JSON at all. */
export const NON_JSON_TOKENS = ['NaN', 'Infinity', '-Infinity', 'undefined', 'True', 'None', "'x'", '0x10', '01', '.5', '+1'];

/** Any JSON value, of a random type. */
export function anyValue(rng: Rng, mark: string, depth = 0): unknown {
  const kind = rng.weighted<string>([
    [3, 'string'], [2, 'number'], [1, 'bool'], [1, 'null'], [depth < 3 ? 1 : 0, 'array'], [depth < 3 ? 1 : 0, 'object'],
    [1, 'nested'],
  ]);
  switch (kind) {
    case 'string':
      return freeText(rng, mark);
    case 'number':
      return rng.pick(ODD_NUMBERS);
    case 'bool':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: rng.int(0, 3) }, () => anyValue(rng, mark, depth + 1));
    case 'object':
      return { [rng.pick([...CANARIES, mark, 'type', 'role', '__proto__', 'constructor'])]: anyValue(rng, mark, depth + 1) };
    default:
      return deepValue(rng, rng.size(300));
  }
}

/** Arrays/objects nested `depth` levels, as a value (kept modest: it is stringified recursively). */
export function deepValue(rng: Rng, depth: number): unknown {
  let v: unknown = rng.pick([CANARIES[1], 1, null]);
  const asObject = rng.chance(0.5);
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  return v;
}

/** Deep nesting as JSON text: thousands of levels without recursion on our side. */
export function deepJsonText(rng: Rng, depth: number): string {
  const leaf = JSON.stringify(rng.pick([CANARIES[0], 0, null]));
  return rng.chance(0.5) ? '['.repeat(depth) + leaf + ']'.repeat(depth) : '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
}

/** Path segments for ids and unknown routes: plausible, malformed percent-encoding, canaries, huge. */
export function pathSegment(rng: Rng, mark: string): string {
  return rng.weighted<string>([
    [2, `${rng.pick(['key', 'pk', 'acct'])}_${rng.chars(16, ALNUM + '-_')}`],
    [2, rng.pick(['%ZZ', '%E0%A4%A', '%', '%0', '%00', 'a%00b', '%C0%AF', '%ED%A0%80', '%FF%FE', '%25', '%2F', '%2e%2e', '%u0041'])],
    [2, rng.pick([...CANARIES, mark])],
    [1, pct(rng.pick([...CANARIES, mark]))],
    [1, `${rng.pick(['jan', '%4Bowalski', 'x'])}%${rng.chars(2, HEX + 'GZ')}`],
    [1, rng.pick(['..', '.', '', ';', ';x=1', '*', ':id', '{id}', '%20', '+', '~'])],
    [1, 'a'.repeat(rng.size(8000))],
    [1, rng.pick(['żółć', 'Kowalski\u00a0', '\u202eKowalski', '🙂', '\ud800'])], // raw bytes: non-ASCII path
  ]);
}

/** Dates for start_date/end_date: valid, impossible, out of range for PostgreSQL, foreign digits. */
export function dateValue(rng: Rng, mark: string): string {
  // Years a JavaScript Date accepts but a database may not (year 0, BC, past 9999) come first.
  if (rng.chance(0.3)) return rng.pick(['0000-01-01', '0000-12-31', '0001-01-01', '9999-12-31', '1000-01-01', '4713-01-01']);
  return rng.pick([
    '2026-11-01', '2026-11-30', '1970-01-01', '0000-01-01', '0001-01-01', '0099-12-31', '9999-12-31', '2024-02-29',
    '2026-02-29', '2026-13-01', '2026-00-10', '2026-01-32', '275760-09-13', '+275760-09-13', '-000001-01-01',
    '2026-1-1', '2026-01-01T00:00:00Z', '20260101', '', ' 2026-01-01', '２０２６-01-01', '٢٠٢٦-٠١-٠١', '1e10', 'NaN',
    'null', '2'.repeat(rng.size(6000)), '2026-01-01%00', '%ZZ', '2026%2D01%2D01', ...CANARIES, mark,
  ]);
}

/** Methods uWS parses. Extension methods (PROPFIND, lower case) make uWS close the connection without a
 * response: a server-library limit, probed by hunt.ts, not by the test. */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'] as const;

/** Percent-encodes the UTF-8 bytes of `s` (unlike encodeURIComponent, never throws on lone surrogates). */
export function pct(s: string): string {
  let out = '';
  for (const b of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
