// First names that are also holidays: Sylwester (New Year's Eve), and "Andrzejki", "Mikołajki", "Walentynki"
// are no name forms at all. In a text about holidays ("Wigilia, Boże Narodzenie i Sylwester", "na Sylwestra i Nowy
// Rok") the capitalised word is the day. Used by the dictionary detector.
import { fold } from '../fold.js';

const HOLIDAY_FORMS: ReadonlySet<string> = new Set(['Sylwester', 'Sylwestra', 'Sylwestrze', 'Sylwestrem']);
/** Folded stems of other holidays' names: "święta" or "impreza" alone leave "życzenia dla Sylwestra na święta" a name. */
const HOLIDAY_CUES: readonly string[] = [
  'wigili', 'boze narodzeni', 'bozego narodzeni', 'nowy rok', 'nowego roku', 'nowym roku', 'noworoczn', 'wielkan',
  'andrzejk', 'mikolajk', 'walentynk', 'trzech krol', 'wszystkich swietych', 'sylwestrow', 'tlusty czwartek',
];

/**
 * A holiday name read as the day: no capitalised word (a surname) after it, and a cue within 80 characters
 * ("Boże Narodzenie i Sylwester", "na Sylwestra i Nowy Rok").
 */
export function isHolidayReading(text: string, start: number, end: number): boolean {
  if (!HOLIDAY_FORMS.has(text.slice(start, end))) return false;
  if (/^ \p{Lu}\p{Ll}/u.test(text.slice(end, end + 3))) return false;
  const around = fold(text.slice(Math.max(0, start - 80), start) + ' ' + text.slice(end, Math.min(text.length, end + 80)));
  return HOLIDAY_CUES.some((c) => around.includes(c));
}
