// The unfound items of a list of organizations (src/pii/organization-lists.ts), through findEntities with the
// model's spans given, and the lists it leaves alone.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import type { Candidate, EntityType } from '../../src/pii/types.js';

const TYPES = new Set<EntityType>(['PERSON', 'LOCATION', 'ORGANIZATION']);

/** Model candidates for the first occurrence of each span. */
function ner(text: string, spans: Array<[EntityType, string]>): Candidate[] {
  return spans.map(([type, s]) => {
    const start = text.indexOf(s);
    if (start < 0) throw new Error(`${s} not in text`);
    return { type, start, end: start + s.length, score: 0.9, source: 'ner' };
  });
}

function organizations(text: string, spans: Array<[EntityType, string]>, types: ReadonlySet<EntityType> = TYPES): string[] {
  return findEntities(text, types, ner(text, spans)).filter((e) => e.type === 'ORGANIZATION').map((e) => text.slice(e.start, e.end));
}

describe('organizations in a list', () => {
  it('takes the other capitalised items of a list with two organizations found', () => {
    const text = 'Stoiska przygotowały: Novell, Xerox, Action, Zelmer oraz Ryand.';
    expect(organizations(text, [['ORGANIZATION', 'Xerox'], ['ORGANIZATION', 'Zelmer']])).toEqual(['Novell', 'Xerox', 'Action', 'Zelmer', 'Ryand']);
  });

  it('takes them where the model read one brand as a place, while organizations are the most', () => {
    const text = 'Wystawiali się Xerox, Novell, Toshiba i Epson.';
    expect(organizations(text, [['ORGANIZATION', 'Xerox'], ['LOCATION', 'Toshiba'], ['ORGANIZATION', 'Epson']]))
      .toEqual(['Xerox', 'Novell', 'Epson']);
  });

  it('leaves a list with one organization, or with as many people or places as organizations', () => {
    expect(organizations('Rozmawiałem z Orlenem, Wrzosem i Gąsiorem.', [['ORGANIZATION', 'Orlenem']])).toEqual(['Orlenem']);
    const text = 'Byli tam Kowalski, Nowak, Wrzos, PZU i Orlen.';
    expect(organizations(text, [['PERSON', 'Kowalski'], ['PERSON', 'Nowak'], ['ORGANIZATION', 'PZU'], ['ORGANIZATION', 'Orlen']]))
      .toEqual(['PZU', 'Orlen']);
  });

  it('leaves first names, kinds of institutions, a word of the language at a sentence start, and ends at a lower-case item', () => {
    expect(organizations('Polska, Orlen i PZU podpisały umowę.', [['ORGANIZATION', 'Orlen'], ['ORGANIZATION', 'PZU']])).toEqual(['Orlen', 'PZU']);
    // (a first name is a person's even where only organizations are looked for)
    expect(organizations('Zaprosili Orlen, PZU i Tomasza.', [['ORGANIZATION', 'Orlen'], ['ORGANIZATION', 'PZU']], new Set<EntityType>(['ORGANIZATION'])))
      .toEqual(['Orlen', 'PZU']);
    expect(organizations('Zaprosili Orlen, PZU i Firmę.', [['ORGANIZATION', 'Orlen'], ['ORGANIZATION', 'PZU']])).toEqual(['Orlen', 'PZU']);
    expect(organizations('Są tu Orlen, PZU, banki i Biedronka.', [['ORGANIZATION', 'Orlen'], ['ORGANIZATION', 'PZU']])).toEqual(['Orlen', 'PZU']);
  });

  it('runs only where the account enables organization', () => {
    const text = 'Stoiska przygotowały: Novell, Xerox, Action, Zelmer oraz Ryand.';
    expect(organizations(text, [['ORGANIZATION', 'Xerox'], ['ORGANIZATION', 'Zelmer']], new Set<EntityType>(['PERSON', 'LOCATION']))).toEqual([]);
  });
});
