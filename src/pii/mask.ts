// Masked views of a mapping for diagnostics (X-Anonymization-Info): they show which tag stands
// for what kind of value without exposing the value. Only the first character survives.
import type { Mapping } from './types.js';

/** "Jan Kowalski" → "J***", "44051401359" → "4***"; empty stays empty. Code-point safe. */
export function maskValue(value: string): string {
  if (!value) return '';
  const first = String.fromCodePoint(value.codePointAt(0)!);
  return `${first}***`;
}

/** tag → masked value, for every tag of the mapping. */
export function maskMapping(mapping: Mapping): Record<string, string> {
  const out: Record<string, string> = {};
  for (const tag of Object.keys(mapping)) out[tag] = maskValue(mapping[tag]);
  return out;
}
