// LOCATION from the shape of an address, where the NER model (the main source of places) misses a
// city it has not seen: the words after a postal code ("05-449 Rzeszów", "57-654 Kędzierzyn-Koźle",
// "89-140 Nowy Sącz") and the value of a locality field at the start of a line ("Miejscowość: Łódź",
// "Miasto: Piotrków Trybunalski"). Up to three capitalised words, hyphenated names included. The
// postal code must open a line or follow a comma or colon, as in an address ("nr 12-345 Towar" is not).
// Place fields in any case, numbered or several on a line: form-fields.ts.
import { detectCaselessPlaces } from './caseless-pairs.js';
import { detectFields } from './form-fields.js';
import type { Detector } from './types.js';

export const LOCALITY_SCORE = 0.6;

const NAME = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;
const PLACE = String.raw`${NAME}(?: ${NAME}){0,2}`;
const LOCALITY_RE = new RegExp(
  String.raw`(?:(?:^|[\n,:])[ \t]*\d{2}-\d{3}[ \t]+|(?:^|\n)[ \t*•-]*(?:[Mm]iejscowość|[Mm]iasto|[Mm]iejsce (?:zamieszkania|urodzenia)|[Pp]oczta|[Gg]mina)[ \t]*:[ \t]*)(${PLACE})(?![\p{L}\p{N}_])`,
  'gu',
);

export const detectLocality: Detector = (scan, out) => {
  const text = scan.text;
  const re = LOCALITY_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length - m[1].length;
    out.push({ type: 'LOCATION', start, end: start + m[1].length, score: LOCALITY_SCORE, source: 'locality' });
  }
  detectFields(scan, out, 'place');
  detectCaselessPlaces(scan, out);
};
