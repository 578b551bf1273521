// The template kit: a tagged template that records where each generated value lands, and the
// per-record context templates draw values from.
import { pickPerson, type Case, type NamePool, type Person } from './names.js';
import type { City } from './places.js';
import type { Rng } from './rng.js';
import { stripPolish } from './values.js';
import { isPiece, type GoldSpan, type Genre, type Piece } from './types.js';

export interface Built {
  text: string;
  spans: GoldSpan[];
}

export type Part = string | Piece | Built | readonly Part[];

function isBuilt(v: unknown): v is Built {
  return typeof v === 'object' && v !== null && 'spans' in v && 'text' in v;
}

/** Tagged template: `L\`tel. ${phone}\`` → text plus a gold span for every Piece interpolated. */
export function L(strings: TemplateStringsArray, ...parts: Part[]): Built {
  const out: Built = { text: '', spans: [] };
  const add = (p: Part): void => {
    if (typeof p === 'string') out.text += p;
    else if (Array.isArray(p)) for (const q of p) add(q);
    else if (isBuilt(p)) {
      for (const s of p.spans) out.spans.push({ ...s, start: s.start + out.text.length, end: s.end + out.text.length });
      out.text += p.text;
    } else if (isPiece(p)) {
      out.spans.push({ start: out.text.length, end: out.text.length + p.text.length, category: p.category, kind: p.kind, wellFormed: p.wellFormed });
      out.text += p.text;
    }
  };
  strings.forEach((s, i) => {
    out.text += s;
    if (i < parts.length) add(parts[i]);
  });
  return out;
}

/** Joins built lines with newlines (dialogues, e-mails). */
export function lines(...ls: Built[]): Built {
  const parts: Part[] = [];
  ls.forEach((l, i) => parts.push(i ? '\n' : '', l));
  return L`${parts}`;
}

export interface Pools {
  names: NamePool;
  cities: readonly City[];
  streets: readonly string[];
}

/** What a template gets: the seeded generator and the split's pools. */
export class Ctx {
  constructor(readonly rng: Rng, private readonly pools: Pools) {}

  person(): Person {
    return pickPerson(() => this.rng.next(), this.pools.names);
  }

  /** First name + surname in a case. */
  name(p: Person, c: Case = 'nom'): Piece {
    return { text: `${p.first[c]} ${p.last[c]}`, category: 'PERSON', kind: 'full_name', wellFormed: true };
  }

  /** Surname + first name (forms, lists). */
  nameReversed(p: Person): Piece {
    return { text: `${p.last.nom} ${p.first.nom}`, category: 'PERSON', kind: 'full_name', wellFormed: true };
  }

  surname(p: Person, c: Case = 'nom'): Piece {
    return { text: p.last[c], category: 'PERSON', kind: 'surname_alone', wellFormed: true };
  }

  first(p: Person, c: Case = 'nom'): Piece {
    return { text: p.first[c], category: 'PERSON', kind: 'first_name_alone', wellFormed: true };
  }

  /** Full name with a typo in the first name ("Tomsaz Kowalski"). */
  nameTypo(p: Person, c: Case = 'nom'): Piece {
    const f = p.first[c];
    const i = this.rng.int(1, Math.max(1, f.length - 2));
    const typo = f.slice(0, i) + f[i + 1] + f[i] + f.slice(i + 2);
    return { text: `${typo} ${p.last[c]}`, category: 'PERSON', kind: 'full_name_typo', wellFormed: false };
  }

  city(): City {
    return this.rng.pick(this.pools.cities);
  }

  /** "w Zielonej Górze" with the city (not the preposition) as the gold span. */
  inCity(c: City = this.city()): Part[] {
    const [prep, ...rest] = c.loc.split(' ');
    return [prep + ' ', this.cityPiece(rest.join(' '))];
  }

  /** "z Krakowa", "ze Stalowej Woli": the genitive after "z", which becomes "ze" before s/z/w + consonant. */
  fromCity(c: City = this.city()): Part[] {
    return [/^[SZŚŹŻW][^aeiouyąęó]/.test(c.gen) ? 'ze ' : 'z ', this.cityPiece(c.gen)];
  }

  cityPiece(text: string): Piece {
    return { text, category: 'ADDRESS', kind: 'city', wellFormed: true };
  }

  /**
   * A street address: the prefix ("ul.", "al.", "pl.", "os.") stays outside the gold span, which is the
   * street name and number. `style` "typo" drops the prefix's dot, "nospace" glues it to the name.
   */
  street(style: 'normal' | 'typo' | 'nospace' = 'normal'): Part[] {
    const entry = this.rng.pick(this.pools.streets);
    const [prefix, name] = entry.includes('|') ? entry.split('|') : ['ul.', entry];
    const n = this.rng.int(1, 180);
    const house = this.rng.pick([`${n}`, `${n}/${this.rng.int(1, 60)}`, `${n} m. ${this.rng.int(1, 60)}`, `${n}a`, `${n} lok. ${this.rng.int(1, 12)}`]);
    const p = style === 'typo' ? prefix.replace('.', '') + ' ' : style === 'nospace' ? prefix : prefix + ' ';
    const kind = style === 'normal' ? 'street' : `street_${style}`;
    return [p, { text: `${name} ${house}`, category: 'ADDRESS', kind, wellFormed: style === 'normal' }];
  }

  postalCode(): Piece {
    return { text: `${this.rng.int(0, 9)}${this.rng.int(0, 9)}-${String(this.rng.int(1, 999)).padStart(3, '0')}`, category: 'ADDRESS', kind: 'postal_code', wellFormed: true };
  }

  /** The value in lower case (chat): noise, so not well-formed. */
  lower(p: Piece): Piece {
    return { ...p, text: p.text.toLowerCase(), kind: p.kind + '_lower', wellFormed: false };
  }

  /** The value in capitals (forms, legal letters, speaker labels). */
  upper(p: Piece): Piece {
    return { ...p, text: p.text.toUpperCase(), kind: p.kind + '_caps', wellFormed: false };
  }

  /** The value without Polish diacritics ("Lukasz Wozniak", chat typed without them). */
  plain(p: Piece): Piece {
    return { ...p, text: stripPolish(p.text), kind: p.kind + '_plain', wellFormed: false };
  }

  /** The first name and surname glued to a title as one speaker label ("SenatorJanKowalski"), the title outside the span. */
  gluedName(p: Person): Piece {
    return { text: `${p.first.nom}${p.last.nom}`, category: 'PERSON', kind: 'full_name_glued', wellFormed: false };
  }

  /** A company name with a legal form or a trade-type prefix, as the ORGANIZATION it is. */
  company(text: string): Piece {
    return { text, category: 'ORGANIZATION', kind: 'company_legal_form', wellFormed: true };
  }
}

export interface Template {
  id: string;
  genre: Genre;
  make(ctx: Ctx): Built;
}
