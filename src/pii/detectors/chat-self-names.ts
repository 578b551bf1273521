// PERSON: a chat writer naming themselves after "ja," or "tu" ("ja, mati, potwierdzam", "ja, kuba, wrzucam raport",
// "hej tu zosia", "cześć, tu Kuba z IT"). Any first-name form the dictionary lists, in any case and with or without
// Polish letters, also one that is a common word ("kuba", "maja", "ola") — the frame says a name follows: after
// "ja," the name stands between commas (or before " z "/"ze"), after "tu" it opens the message or follows a greeting
// and is followed by a comma, "!", " z "/" ze", a dash or the line's end; a name that is also a word ("maja") only
// after a greeting. "ja, jednak, uważam", "tu maja, a tam nie" and "tu jest" stay. caseless-first-names.ts takes the names that are no common word anywhere.
import { isFoldedWordUnit } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import type { Candidate } from '../types.js';

export const CHAT_SELF_NAME_SCORE = 0.6;

/** On the folded text (what stands before it is checked in code: a leading lookbehind would run at every position):
 * "ja," or a greeting and "tu"/"tutaj" (or "tu" opening a line), then a word and what closes it. */
const SELF_RE = /(?:(ja), |(?:(hej|hejka|czesc|siema|witam|witajcie|elo|halo|dzien dobry|dobry wieczor|hello|hi),? |^)(?:tu|tutaj) )([a-z]{3,12})(?=, | ze? |!|\n| - |$)/gm;

export function detectChatSelfNames(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  if (folded.indexOf('ja, ') < 0 && folded.indexOf('tu ') < 0 && folded.indexOf('tutaj ') < 0) return;
  const re = SELF_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const end = re.lastIndex, start = end - m[3]!.length;
    if (m.index > 0 && isFoldedWordUnit(folded.charCodeAt(m.index - 1))) continue; // "…ja, " inside a word
    // After "ja," the name is set off by commas, or followed by where the writer is from.
    if (m[1] && !/^(?:, | ze? )/.test(folded.slice(end, end + 4))) continue;
    const word = scan.text.slice(start, end);
    if (!isFirstNameAnyCase(word)) continue;
    // "tu" opening a line before a name that is also a word ("tu maja, a tam…"): only after a greeting.
    if (!m[1] && !m[2] && isDictionaryWord(word)) continue;
    out.push({ type: 'PERSON', start, end, score: CHAT_SELF_NAME_SCORE, source: 'chat-self-names' });
  }
}
