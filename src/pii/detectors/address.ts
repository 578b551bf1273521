// Street addresses: a street-type word, the street name, a house number and an optional flat
// number — "ul. Marszałkowska 10/12", "al. Jana Pawła II 5 m. 3", "os. Kościuszkowskie 7A",
// "ulicy 3 Maja 15". The span runs from the street-type word to the last number.
import { ContextWords } from '../context.js';
import { withContext, type Detector } from './types.js';

// ul/al/pl/os need a dot when abbreviated, except "ul" (commonly written without it).
const STREET_TYPE = String.raw`(?:[Uu]l\.?|[Uu]lic[aąyę]|[Aa]l\.|[Aa]lej[aąe]|[Aa]lei|[Pp]l\.|[Pp]lac(?:u|em)?|[Oo]s\.|[Oo]siedl(?:e|a|u|em))`;
// Abbreviated titles inside street names: "ul. gen. Józefa Bema", "pl. św. Katarzyny".
const TITLE = String.raw`(?:gen|ks|św|kard|marsz|prof|dr|bp|abp|płk|mjr|kpt|por|hetm|im|bł|al)\.`;
const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}'’-]*\.?|[IVX]{1,4})`;
const STREET_NAME = String.raw`(?:${TITLE} ?)*(?:\d{1,2} )?${NAME_WORD}(?: (?:${TITLE} ?)*${NAME_WORD}){0,4}`;
const HOUSE = String.raw`(?:nr\.? )?\d{1,4}[A-Za-z]?(?: ?(?:\/|m\.|m|lok\.|lok) ?\d{1,4}[A-Za-z]?)?`;
const ADDRESS_RE = new RegExp(
  `(?<![\\p{L}\\p{N}_.])${STREET_TYPE} ?${STREET_NAME},? ${HOUSE}(?![\\p{L}\\p{N}_]|[\\/-]\\d)`,
  'gu',
);
const CONTEXT = new ContextWords(['adres', 'zamieszk', 'zameldow', 'ulica', 'mieszk', 'siedzib', 'korespondenc']);
export const ADDRESS_SCORE = 0.5;
export const ADDRESS_SCORE_CONTEXT = 0.7;

export const detectAddress: Detector = (scan, out) => {
  const re = ADDRESS_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const start = m.index;
    out.push({
      type: 'PL_ADDRESS', start, end: start + m[0].length, source: 'address',
      score: withContext(ADDRESS_SCORE, ADDRESS_SCORE_CONTEXT, CONTEXT.before(scan, start)),
    });
  }
};
