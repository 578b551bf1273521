// The evaluation set's vocabulary: gold categories, spans and records (one JSONL line each).

/** Gold categories. ORGANIZATION is a company name with a legal form (a sole trader's is often the owner's name). */
export const CATEGORIES = ['PERSON', 'IDENTIFIER', 'PHONE', 'EMAIL', 'ADDRESS', 'USERNAME', 'DATE_OF_BIRTH', 'ORGANIZATION'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One piece of personal data in a record's text: half-open [start, end) in UTF-16 code units. */
export interface GoldSpan {
  start: number;
  end: number;
  category: Category;
  /** Finer kind, e.g. "pesel", "phone_local", "full_name", "surname_alone", "city", "street". */
  kind: string;
  /** The value's format and checksum are valid and it carries no noise (typos, look-alikes, lowercase). */
  wellFormed: boolean;
}

export type Genre = 'chat' | 'email' | 'form' | 'dialogue' | 'code' | 'noisy' | 'clean' | 'transcript' | 'signature' | 'numbered_form' | 'plain_chat';
export type Split = 'dev' | 'test';

export interface EvalRecord {
  id: string;
  genre: Genre;
  /** The template that produced it (dev and test never share one). */
  template: string;
  text: string;
  /** Empty for PII-free records. */
  spans: GoldSpan[];
}

/** A generated value before it is placed in a text. */
export interface Piece {
  text: string;
  category: Category;
  kind: string;
  wellFormed: boolean;
}

export function isPiece(v: unknown): v is Piece {
  return typeof v === 'object' && v !== null && 'category' in v && 'text' in v;
}
