// Reads the checksum test vectors (a copy of shared/data/pii-test-vectors.md) so that every
// vector in the file is used by the tests, not a hand-picked subset.
import { readFileSync } from 'node:fs';

export interface VectorSet { valid: string[]; invalid: string[] }

export function loadVectors(): Record<string, VectorSet> {
  const md = readFileSync(new URL('./fixtures/pii-test-vectors.md', import.meta.url), 'utf8');
  const sets: Record<string, VectorSet> = {};
  let current: VectorSet | undefined;
  for (const line of md.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) { current = { valid: [], invalid: [] }; sets[heading[1].trim()] = current; continue; }
    const list = /^- (valid|invalid): (.+)$/.exec(line);
    if (list && current) {
      // "44051401359, 02870803622 (1802), …" → values without the parenthesised notes.
      const values = list[2].split(/,\s+(?![^(]*\))/).map((v) => v.replace(/\s*\(.*\)\s*$/, '').trim()).filter(Boolean);
      current[list[1] as 'valid' | 'invalid'].push(...values);
    }
  }
  return sets;
}
