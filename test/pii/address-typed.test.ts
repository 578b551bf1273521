// Street addresses as people type them: street-type abbreviations without their dot, in capitals,
// and lower-case street names after a dotted abbreviation; full words still need a capital.
import { describe, expect, it } from 'vitest';
import { detectCandidates } from '../../src/pii/detectors/index.js';

const addresses = (text: string) =>
  detectCandidates(text, new Set(['PL_ADDRESS'])).map((c) => text.slice(c.start, c.end));

describe('PL_ADDRESS as typed', () => {
  it.each([
    ['mieszkam na ul Długiej 5', 'ul Długiej 5'],
    ['adres: os Tysiąclecia 4/12', 'os Tysiąclecia 4/12'],
    ['biuro przy al Jerozolimskich 100', 'al Jerozolimskich 100'],
    ['spotkanie na pl Wolności 3', 'pl Wolności 3'],
    ['ADRES: UL. DŁUGA 5', 'UL. DŁUGA 5'],
    ['mieszkam na ul. długiej 7a', 'ul. długiej 7a'],
    ['ulica Kwiatowa 7', 'ulica Kwiatowa 7'],
    ['ul.Polna 12', 'ul.Polna 12'],
    ['al. 3 maja 15', 'al. 3 maja 15'],
  ])('%j → %j', (text, address) => expect(addresses(text)).toEqual([address]));

  it.each([
    'przy ulicy mamy 3 sklepy',
    'domena firma.pl 24 godziny',
    'os 5 razy',
    'PL 61109010140000071219812874',
    'w ul 3 pszczoły',
  ])('no address in %j', (text) => expect(addresses(text)).toEqual([]));
});
