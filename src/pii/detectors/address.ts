// Street addresses: a street-type word, the street name, a house number and an optional flat
// number — "ul. Marszałkowska 10/12", "al. Jana Pawła II 5 m. 3", "os. Kościuszkowskie 7A",
// "ulicy 3 Maja 15". The span runs from the street-type word to the last number.
// Written as people type them: the abbreviations with or without their dot ("ul Długa 5",
// "os Tysiąclecia 4", "al Jerozolimskie 3") or in capitals ("UL. DŁUGA 5"), and after a dotted
// abbreviation a street name in lower case ("ul. długa 5"). Full words ("ulicy") need a capital:
// "przy ulicy mamy 3 sklepy" is not an address.
import { ContextWords } from '../context.js';
import { withContext, type Detector } from './types.js';

const STREET_TYPE = String.raw`(?:[Uu]l\.?|UL\.?|[Uu]lic[aąyę]|ULIC[AY]|[Aa]l\.?|AL\.|[Aa]lej[aąe]|[Aa]lei|ALEJA|[Pp]l\.?|PL\.|[Pp]lac(?:u|em)?|PLAC|[Oo]s\.?|OS\.|[Oo]siedl(?:e|a|u|em)|OSIEDLE)`;
/** Abbreviations with their dot: after these a lower-case street name is still a street. */
const DOTTED_TYPE = String.raw`(?:[Uu]l|[Aa]l|[Pp]l|[Oo]s)\.`;
// Abbreviated titles inside street names: "ul. gen. Józefa Bema", "pl. św. Katarzyny".
const TITLE = String.raw`(?:gen|ks|św|kard|marsz|prof|dr|bp|abp|płk|mjr|kpt|por|hetm|im|bł|al)\.`;
const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}'’-]*\.?|[IVX]{1,4})`;
const STREET_NAME = String.raw`(?:${TITLE} ?)*(?:\d{1,2} )?${NAME_WORD}(?: (?:${TITLE} ?)*${NAME_WORD}){0,4}`;
const LOWER_STREET_NAME = String.raw`(?:${TITLE} ?)*(?:\d{1,2} )?\p{Ll}[\p{L}'’-]*(?: \p{L}[\p{L}'’-]*){0,2}`;
const HOUSE = String.raw`(?:nr\.? )?\d{1,4}[A-Za-z]?(?: ?(?:\/|m\.|m|lok\.|lok) ?\d{1,4}[A-Za-z]?)?`;
const ADDRESS_RE = new RegExp(
  `(?<![\\p{L}\\p{N}_.])(?:${STREET_TYPE} ?${STREET_NAME}|${DOTTED_TYPE} ?${LOWER_STREET_NAME}),? ${HOUSE}(?![\\p{L}\\p{N}_]|[\\/-]\\d)`,
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
