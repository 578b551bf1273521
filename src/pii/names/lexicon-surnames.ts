// Surnames that are also common words ("sobota", "grabiec", "zawada"), read as a surname only where the context
// already names a person: right after a lowercase honorific ("dzwonił pan sobota", "numer do pani grabiec"), and
// only in the nominative, the form a surname keeps after "pan"/"pani" in speech and chat. The surname lists of
// surnames.ts leave such words out; PoliMorf's proper nouns (morph/lexicon.ts) have them, along with adverbs and
// particles that are also rare surnames ("tutaj", "tylko", "nadal") and titles ("pan major", "pani hrabina"):
// those are never read as a name here.
import { fold } from '../fold.js';
import { loadLexicon } from '../morph/lexicon.js';

/** Folded words after "pan"/"pani" that are no surname there: adverbs, particles, titles and ranks. */
const NOT_AFTER_HONORIFIC: ReadonlySet<string> = new Set([
  'tutaj', 'tylko', 'nadal', 'ciezko', 'bardzo', 'jeszcze', 'takze', 'rowniez', 'wlasnie', 'zawsze', 'czesto', 'dzisiaj',
  'wczoraj', 'jutro', 'teraz', 'potem', 'chyba', 'raczej', 'przeciez', 'naprawde', 'pewnie', 'wtedy', 'znowu', 'zaraz',
  'prosze', 'sobie', 'swoja', 'swoje', 'ktory', 'ktora', 'ktore', 'takze', 'jednak', 'wiecej', 'mniej', 'dobrze', 'szybko',
  'major', 'kapitan', 'porucznik', 'pulkownik', 'general', 'sierzant', 'kapral', 'baron', 'baronowa', 'hrabia', 'hrabina',
  'ksiaze', 'ksiezna', 'wojewoda', 'starosta', 'soltys', 'proboszcz', 'kanonik', 'pralat', 'ksiadz', 'magister',
  'inzynier', 'docent', 'konsul', 'ambasador', 'kustosz', 'rektor', 'dziekan', 'kanclerz', 'marszalek', 'komendant',
  'inspektor', 'komisarz', 'aspirant', 'sedzia', 'mlody', 'mloda', 'domu', 'wladza', 'listonosz', 'ogrodnik', 'kucharz',
  'kucharka', 'sprzataczka', 'portier', 'ciecie', 'stroz', 'woznica', 'woznego', 'wozny', 'sklepowa', 'ekspedientka',
]);

/** Whether `word` (lower case, as typed) is the nominative of a surname PoliMorf lists, and nothing of the above. */
export function isLexiconSurnameNominative(word: string): boolean {
  if (NOT_AFTER_HONORIFIC.has(fold(word))) return false;
  return loadLexicon().readingsOf(word).some((r) => r.entry.kind === 'surname' && r.cases.includes('nom'));
}
