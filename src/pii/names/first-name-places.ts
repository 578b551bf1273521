// Places named like people: a town or district whose name is a first name's form ("Kazimierz" in Kraków, "Józefów",
// "Anin"). After "w"/"na" such a word is the place where the preposition governs the place's form: its locative
// ("na Kazimierzu"), or its accusative where that is the first name's nominative, which no preposition takes
// ("jeżdżę na Kazimierz"; not "czekam na Kazimierza", a person's accusative).
import { isNominativeFirstName } from '../detectors/list-item-names.js';
import { loadLexicon } from '../morph/index.js';

/** Whether `word`, right after "w"/"we"/"na", reads as a place rather than the first name it also is. */
export function readsAsPlaceAfterPreposition(word: string): boolean {
  const readings = loadLexicon().readingsOf(word);
  return readings.some((r) => r.entry.kind === 'place' && r.cases.includes('loc'))
    || (readings.some((r) => r.entry.kind === 'place' && r.cases.includes('acc')) && isNominativeFirstName(word));
}
