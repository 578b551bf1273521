// Polish vehicle registration plate: 2–3 uppercase letters, a space, 4–5 letters or digits.
// Filters that keep ordinary all-caps text out: the first letter must be a voivodeship code,
// the second part must contain a digit, and common acronyms ("NIP 12345", "ZUS 2024") are skipped.
import { ContextWords } from '../context.js';
import { withContext, type Detector } from './types.js';

const PLATE_RE = /(?<![\p{L}\p{N}_])([A-Z]{2,3}) ([A-Z0-9]{4,5})(?![\p{L}\p{N}_])/gu;
const VOIVODESHIP_LETTERS = new Set('BCDEFGKLNOPRSTWZ');
const NOT_PLATE_PREFIXES = new Set([
  'NIP', 'KRS', 'PKO', 'PKP', 'PZU', 'ZUS', 'NFZ', 'VAT', 'PLN', 'EUR', 'USD', 'GBP', 'CHF', 'RTG',
  'EKG', 'ISO', 'PIT', 'CIT', 'NR', 'TEL', 'KOD', 'ODP', 'DOC', 'PDF', 'FV', 'FA', 'OK', 'SMS', 'GPS',
  'CEO', 'CTO', 'PC', 'TV', 'EU', 'UE', 'WWW', 'BLIK', 'SKU', 'REF', 'SN', 'ID', 'PIN', 'CVV', 'DN',
  'GSM', 'LTE', 'FSO', 'PN', 'DIN', 'EN', 'SP', 'ST', 'NR', 'OS', 'CD', 'DVD', 'USB', 'LED', 'LCD',
]);
const CONTEXT = new ContextWords(['rejestracyj', 'tablic', 'samoch', 'pojazd', 'auto']);
export const PLATE_SCORE = 0.15;
export const PLATE_SCORE_CONTEXT = 0.5;

export const detectVehiclePlate: Detector = (scan, out) => {
  const re = PLATE_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const [whole, prefix, rest] = m;
    if (!VOIVODESHIP_LETTERS.has(prefix[0]) || NOT_PLATE_PREFIXES.has(prefix) || !/\d/.test(rest)) continue;
    const start = m.index;
    out.push({
      type: 'PL_VEHICLE_PLATE', start, end: start + whole.length, source: 'vehicle_plate',
      score: withContext(PLATE_SCORE, PLATE_SCORE_CONTEXT, CONTEXT.before(scan, start)),
    });
  }
};
