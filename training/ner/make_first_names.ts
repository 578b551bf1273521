// Writes training/ner/first-names.json: every inflected form of the first names the PII engine ships
// (src/pii/names: PESEL list + diminutives, declined by its own rules), lowercased, sorted.
// train.py copies the list into models/ner/vocab.json ("firstNames"), so the Python featurizer and
// src/ner/features.ts test membership against the very same table.
//
//   npx tsx training/ner/make_first_names.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstNameDictionary } from '../../src/pii/names/dictionary.js';

const forms = [...new Set([...firstNameDictionary().forms.keys()].map((f) => f.toLowerCase()))].sort();
const out = join(import.meta.dirname, 'first-names.json');
writeFileSync(out, JSON.stringify({
  source: 'src/pii/names (PESEL registry first names with ≥ 1000 bearers + diminutives), all generated inflected forms, lowercased',
  forms,
}) + '\n');
console.log(`wrote ${forms.length} first-name forms to ${out}`);
