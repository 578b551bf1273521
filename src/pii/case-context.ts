// Which grammatical case the words right before a tag ask for: a preposition that governs a case ("do",
// "dla", "dzięki", "przy"), an honorific in a known case ("panu", "panem"), or the title of an address
// ("Szanowna Pani"). docs/pii-replacement.md, "Restoring a tag in the case that fits", lists the rule.
// Several cases are returned where a word allows several ("z": genitive or instrumental); the restorer
// then decides only if the entity's form is the same in all of them.
import type { GrammaticalCase } from './morph/types.js';

const GEN: readonly GrammaticalCase[] = ['gen'];
const DAT: readonly GrammaticalCase[] = ['dat'];
const LOC: readonly GrammaticalCase[] = ['loc'];
const LOC_ACC: readonly GrammaticalCase[] = ['loc', 'acc'];
const GEN_INST: readonly GrammaticalCase[] = ['gen', 'inst'];
const INST_ACC: readonly GrammaticalCase[] = ['inst', 'acc'];

/** Prepositions and the cases they govern. */
const PREPOSITIONS: ReadonlyMap<string, readonly GrammaticalCase[]> = new Map([
  ...['do', 'od', 'ode', 'dla', 'bez', 'beze', 'u', 'obok', 'koło', 'wokół', 'około', 'podczas', 'według', 'wśród',
    'spod', 'sprzed', 'zza', 'znad', 'spoza', 'oprócz', 'prócz', 'zamiast', 'wobec', 'mimo'].map((w) => [w, GEN] as const),
  ...['dzięki', 'ku', 'przeciw', 'przeciwko', 'wbrew'].map((w) => [w, DAT] as const),
  ['przy', LOC],
  ...['o', 'w', 'we', 'na', 'po'].map((w) => [w, LOC_ACC] as const),
  ['z', GEN_INST],
  ['ze', GEN_INST],
  ...['nad', 'pod', 'przed', 'za', 'między', 'ponad'].map((w) => [w, INST_ACC] as const),
]);

/**
 * "w Gdańsku", "we Wrocławiu": before a place name "w" means the locative (the accusative, "uderzyć w
 * Gdańsk", is rare); before a person both are common ("wierzę w Jana").
 */
const PLACE_PREPOSITIONS: ReadonlyMap<string, readonly GrammaticalCase[]> = new Map([
  ['w', LOC],
  ['we', LOC],
]);

/** Forms of "pan"/"pani" and the cases each can be. */
const HONORIFICS: ReadonlyMap<string, readonly GrammaticalCase[]> = new Map([
  ['pan', ['nom']],
  ['panie', ['voc']],
  ['pana', ['gen', 'acc']],
  ['panu', DAT],
  ['panem', ['inst']],
  ['pani', ['nom', 'gen', 'dat', 'loc', 'voc']],
  ['panią', INST_ACC],
]);

/** Words that open a letter before "Pani"/"Panie" (Szanowna Pani, Droga Pani). */
const SALUTATIONS: ReadonlySet<string> = new Set([
  'szanowna', 'szanowny', 'droga', 'drogi', 'kochana', 'kochany', 'miła', 'miły', 'wielce',
]);

/** The last word of `text` when only spaces follow it, and the text before that word. */
function lastWord(text: string): { word: string; rest: string } | undefined {
  const m = /(\p{L}+)[ \t\u00a0]+$/u.exec(text);
  if (!m) return undefined;
  const rest = text.slice(0, m.index);
  // "dla<TAG>" or "e-mail do" inside a longer word: the word must stand alone.
  if (rest && /[\p{L}\p{N}_-]$/u.test(rest)) return undefined;
  return { word: m[1].toLowerCase(), rest };
}

/**
 * The cases the text right before a tag asks for, or undefined when it says nothing certain.
 * `before` is the text that precedes the tag (a few dozen characters are enough).
 */
export function casesBeforeTag(before: string, kind: 'person' | 'place'): readonly GrammaticalCase[] | undefined {
  const w1 = lastWord(before);
  if (!w1) return undefined;
  const governed = (word: string) => (kind === 'place' ? PLACE_PREPOSITIONS.get(word) : undefined) ?? PREPOSITIONS.get(word);
  const direct = governed(w1.word);
  if (direct) return direct;
  const honorific = HONORIFICS.get(w1.word);
  if (!honorific || kind !== 'person') return undefined;
  const w2 = lastWord(w1.rest);
  if (w2) {
    const outer = governed(w2.word);
    // "do pani <TAG>": the preposition decides among the cases the honorific can be.
    if (outer) return honorific.filter((c) => outer.includes(c));
    if (SALUTATIONS.has(w2.word)) return w1.word === 'pani' ? ['nom'] : honorific;
  }
  // "Pani" opening a sentence, a line or the text is the subject or an address: the nominative fits.
  if (w1.word === 'pani') return !w2 && /(?:^|[.!?:;,\n]\s*)$/u.test(w1.rest) ? ['nom'] : undefined;
  return honorific;
}
