// First names that are also plants (Róża = rose, Lilia = lily, Kalina = guelder rose, Jagoda = berry,
// Malina = raspberry): in a text about flowers or fruit the capitalised word at a sentence's start
// or mid-sentence is the plant. Used by the dictionary detector and the NER filter alike.
import { fold } from '../fold.js';

/** Plant names that are also first names, and the words that show the plant is meant (folded stems). */
const PLANT_FORMS: ReadonlySet<string> = new Set([
  'Róża', 'Róży', 'Różę', 'Różą', 'Róże', 'Lilia', 'Lilii', 'Lilię', 'Kalina', 'Kaliny', 'Jagoda', 'Jagody', 'Malina', 'Maliny',
]);
const PLANT_CUES: readonly string[] = [
  'kwiat', 'kwiecie', 'bukiet', 'ogrod', 'platk', 'kolc', 'pachn', 'wazon', 'krzew', 'krzak', 'doniczk', 'posadz',
  'sadzon', 'podlew', 'kwitn', 'zerwa', 'tulipan', 'gozdzik', 'storczyk', 'owoc', 'zbiera', 'dzem', 'ogrodni',
];

/**
 * A plant name read as a plant: no capitalised word (a surname) after it, and nearby a cue word or
 * the same plant in lower case ("kupiłem róże … Róża była").
 */
export function isPlantReading(text: string, start: number, end: number): boolean {
  const span = text.slice(start, end);
  if (!PLANT_FORMS.has(span)) return false;
  if (/^ \p{Lu}/u.test(text.slice(end, end + 2))) return false;
  const around = text.slice(Math.max(0, start - 80), Math.min(text.length, end + 80));
  const stem = span.slice(0, 3).toLowerCase();
  for (const m of around.matchAll(/\p{L}+/gu)) {
    const w = m[0];
    if (w.startsWith(stem)) return true;
    const f = fold(w);
    if (PLANT_CUES.some((c) => f.startsWith(c))) return true;
  }
  return false;
}
