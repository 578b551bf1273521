// The NER evaluation as the gateway sees it (`npm run ner:eval -- --gateway`): held-out NKJP documents as
// running text through the PII worker pool, the same code path a chat request takes (rule detectors, the
// NER model, the noise filters, overlap resolution), with the PII settings of a new account plus the types
// the NER model fills (address → LOCATION, organization → ORGANIZATION). Each document is scored as
// written, all lowercase, ALL CAPS and without Polish diacritics: the same gold spans, only the form of
// writing changes. Scored in the "PII view" (docs/pii-detection.md §9):
// - gold: NKJP's persName → PERSON, placeName/geogName → LOCATION, orgName → ORGANIZATION, minus the spans
//   that are no personal data: a lowercase relational adjective alone ("polskiego", "polsko-niemieckiej"),
//   with its compound and adverb forms ("polsko" of "polsko-rosyjski", "po angielsku"), except after
//   "województwo", "powiat" or "gmina", where it names a place ("w powiecie tatrzańskim"); and names of God
//   ("Bóg", "Jezus Chrystus", "Duch Święty", "Allah");
// - recall: a gold span is hidden when every letter and digit in it lies inside a replaced entity of any
//   type (a place tagged as an organization still does not reach the provider);
// - precision: a replaced PERSON, LOCATION or ORGANIZATION entity is right when it overlaps a gold span of
//   its type; one that overlaps only a gold span left out of the view is not counted.

import { execFileSync } from 'node:child_process';
import { PiiPool } from '../pii/pool.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type EntityType, type PiiSettingType } from '../pii/types.js';
import { fold } from '../pii/fold.js';
import { isRelationalAdjective } from './relational-adjective.js';
import { isPublicBodyName } from '../pii/ner-noise.js';

export const NAME_TYPES = ['PERSON', 'LOCATION', 'ORGANIZATION'] as const;
export type NameType = (typeof NAME_TYPES)[number];

const NKJP_TYPES: Record<string, NameType> = {
  persName: 'PERSON', placeName: 'LOCATION', geogName: 'LOCATION', orgName: 'ORGANIZATION',
};

/** One NKJP sentence: its tokens and its outer entities as token ranges [start, end). */
export interface NkjpSentence {
  tokens: string[];
  entities: Array<{ type: NameType; start: number; end: number }>;
}

/**
 * The documents of one split of the NKJP file (`orth lemma tag label` a line, `-DOCSTART FILE` between
 * documents, blank lines between sentences): document i is in the test split when i % 10 === 0, in the
 * dev split when i % 10 === 5 (as training/ner/corpus.py splits it).
 */
export function readNkjpDocuments(path: string, remainder = 0): NkjpSentence[][] {
  const text = execFileSync('xz', ['-dc', path], { maxBuffer: 1 << 30, encoding: 'utf8' });
  const docs: NkjpSentence[][] = [];
  let doc = -1;
  let sentence: NkjpSentence = { tokens: [], entities: [] };
  let open: { type: NameType; start: number } | null = null;
  const close = () => {
    if (open) sentence.entities.push({ ...open, end: sentence.tokens.length });
    open = null;
  };
  const flush = () => {
    close();
    if (sentence.tokens.length > 0 && doc % 10 === remainder) docs[docs.length - 1]!.push(sentence);
    sentence = { tokens: [], entities: [] };
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('-DOCSTART')) {
      flush();
      if (line.startsWith('-DOCSTART FILE')) { doc++; if (doc % 10 === remainder) docs.push([]); }
      continue;
    }
    if (line.trim() === '') { flush(); continue; }
    const parts = line.split('\t');
    if (parts.length !== 4) throw new Error(`NKJP: expected 4 tab-separated columns, got ${parts.length}`);
    const outer = parts[3]!.split('#')[0]!;
    const dash = outer.indexOf('-');
    const type = outer === 'O' ? undefined : NKJP_TYPES[outer.slice(dash + 1).split('-')[0]!];
    // An I- of the open entity continues it; anything else closes it (and a B- or a stray I- opens one).
    if (!(type && open && outer.startsWith('I-') && open.type === type)) {
      close();
      if (type) open = { type, start: sentence.tokens.length };
    }
    sentence.tokens.push(parts[0]!);
  }
  flush();
  return docs.filter((d) => d.length > 0);
}

/**
 * A gold span of a document's running text; `inView` = counted in the PII view; `publicBody` = an
 * ORGANIZATION that is a public institution or legal act, which the gateway forwards on purpose.
 */
export interface GoldSpan { type: NameType; start: number; end: number; inView: boolean; publicBody?: boolean }
export interface RunningText { text: string; gold: GoldSpan[] }

const NO_SPACE_BEFORE = new Set(['.', ',', '?', '!', ')', ']', ':', ';', '%', '…', '”', '»', "''", '-', '/']);
const NO_SPACE_AFTER = new Set(['(', '[', '„', '“', '«', '-', '/']);
const STRAIGHT_QUOTES = new Set(['"', "''"]);

/**
 * A document as running text, sentences joined by one space. NKJP keeps no spacing, so it is rebuilt:
 * no space before closing punctuation, none after opening brackets and quotes, a straight quote opens
 * and closes in turn within a sentence, and a hyphen or slash joins its neighbours ("Bielsko-Biała").
 */
export function runningText(doc: readonly NkjpSentence[]): RunningText {
  let text = '';
  const gold: GoldSpan[] = [];
  for (const s of doc) {
    const starts: number[] = [], ends: number[] = [];
    let quoteOpen = false, glueNext = false;
    s.tokens.forEach((tok, i) => {
      const afterOpening = glueNext;
      let glue = afterOpening || NO_SPACE_BEFORE.has(tok);
      glueNext = NO_SPACE_AFTER.has(tok);
      if (STRAIGHT_QUOTES.has(tok)) {
        glue = afterOpening || quoteOpen; // a closing quote sticks to the word before it, an opening one to the word after
        glueNext = !quoteOpen;
        quoteOpen = !quoteOpen;
      }
      if (text.length > 0 && (i === 0 || !glue)) text += ' ';
      starts.push(text.length);
      text += tok;
      ends.push(text.length);
    });
    for (const e of s.entities) {
      const start = starts[e.start]!, end = ends[e.end - 1]!;
      const publicBody = e.type === 'ORGANIZATION' && isPublicBodyName(text.slice(start, end));
      gold.push({ type: e.type, start, end, inView: inPiiView(text, start, end), ...(publicBody ? { publicBody } : {}) });
    }
  }
  return { text, gold };
}

/** Names of God in Polish and the scriptures' forms (folded, whole span): no person a user could be. */
const DEITY_RE = /^(?:pan(?:a|u|em|ie)? )?(?:bog|boga|bogu|bogiem|boze|jezus|jezusa|jezusowi|jezusem|jezusie|jezu|chrystus|chrystusa|chrystusowi|chrystusem|chrystusie|chryste|jahwe|jehow[aey]|allah|allaha|allahowi|allahem|duch(?:a|owi|em)? swie?t\p{Ll}*|trojc\p{Ll}* swie?t\p{Ll}*)(?: chrystus\p{Ll}*)?$/u;

/** A relational adjective's compound form before a hyphen ("polsko-") or its adverb ("po angielsku"). */
const COMPOUND_RE = /^\p{Ll}+(?:sko|cko|dzko)$/u;
const ADVERB_RE = /^\p{Ll}+(?:sku|cku|dzku)$/u;
const ADMINISTRATIVE_UNIT_BEFORE_RE = /(?:wojew[oó]dztw\p{Ll}*|woj\.|powiat\p{Ll}*|powie[cć]\p{Ll}*|pow\.|gmin\p{Ll}*)\s+$/iu;

/** Whether the gold span text[start, end), as written, counts in the PII view (see the header). */
export function inPiiView(text: string, start: number, end: number): boolean {
  const span = text.slice(start, end);
  if (DEITY_RE.test(fold(span).replace(/\s+/g, ' '))) return false;
  const derived = isRelationalAdjective(span) || ADVERB_RE.test(span) || (COMPOUND_RE.test(span) && text[end] === '-');
  return !derived || ADMINISTRATIVE_UNIT_BEFORE_RE.test(text.slice(Math.max(0, start - 16), start));
}

/** The forms of writing each document is scored in; every one keeps the text's length and offsets. */
export const FORMS: Record<string, (text: string) => string> = {
  'as written': (t) => t,
  lowercase: (t) => perChar(t, (c) => c.toLowerCase()),
  'ALL CAPS': (t) => perChar(t, (c) => c.toUpperCase()),
  'no diacritics': (t) => perChar(t, stripDiacritics),
};

/** `map` applied to each character, a character whose image has another length kept as it is. */
function perChar(text: string, map: (c: string) => string): string {
  let out = '';
  for (const c of text) {
    const m = map(c);
    out += m.length === c.length ? m : c;
  }
  return out;
}

const POLISH_PLAIN: Record<string, string> = { ł: 'l', Ł: 'L' };
function stripDiacritics(c: string): string {
  return POLISH_PLAIN[c] ?? c.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** The entity types of a new account's PII settings plus the ones the NER model fills. */
export function gatewayEntityTypes(): ReadonlySet<EntityType> {
  const settings: PiiSettingType[] = [...DEFAULT_ENABLED_TYPES, 'address', 'organization'];
  return new Set(settings.flatMap((s) => SETTING_TO_ENTITIES[s]));
}

/** An entity the gateway replaced, where it was in the text sent. */
export interface Replaced { type: string; start: number; end: number }

const TAG_RE = /<([A-Z_]+)_\d+>/g;

/**
 * The replaced entities, recovered from the anonymized text and its mapping (tags in text order). A linked
 * tag stands for several forms of one name ("Jan Kowalski", "Jana Kowalskiego") while the mapping holds
 * one: where the mapping's value does not line up, the value ends where the literal text after the tag
 * comes next in the original.
 */
export function replacedEntities(original: string, anonymized: string, mapping: Readonly<Record<string, string>>): Replaced[] {
  const tags = [...anonymized.matchAll(TAG_RE)].filter((m) => mapping[m[0]] !== undefined);
  const out: Replaced[] = [];
  let from = 0, at = 0;
  for (let i = 0; i < tags.length; i++) {
    const m = tags[i]!;
    const literal = anonymized.slice(from, m.index);
    if (original.slice(at, at + literal.length) !== literal) throw new Error('anonymized text does not line up with the original');
    at += literal.length;
    const value = mapping[m[0]]!;
    const after = m.index + m[0].length;
    const next = i + 1 < tags.length ? anonymized.slice(after, tags[i + 1]!.index) : anonymized.slice(after);
    const isLast = i + 1 === tags.length;
    const fits = (end: number) => (isLast ? original.length - end === next.length && original.endsWith(next) : original.startsWith(next, end));
    let end = at + value.length;
    if (original.slice(at, end) !== value || !fits(end)) {
      if (isLast) end = original.length - next.length;
      else if (next.length > 0) end = original.indexOf(next, at + 1);
      else end = -1;
      if (end <= at || !fits(end)) throw new Error('anonymized text does not line up with the original');
    }
    out.push({ type: m[1]!, start: at, end });
    at = end;
    from = after;
  }
  return out;
}

/**
 * Per type: gold spans in the view, how many are hidden or partly hidden; tags, and how many are right;
 * `recallPrivate`: recall over the gold spans that are not public bodies.
 */
export interface TypeScore {
  gold: number; hidden: number; partial: number; tags: number; correct: number; recall: number; precision: number;
  publicBodies: number; publicBodiesHidden: number; recallPrivate: number;
}
export type FormScore = Record<NameType, TypeScore>;

/** A gold span left (partly) in clear, or a tag on no gold span of its type: for --verbose. */
export interface Finding { kind: 'missed' | 'partial' | 'spurious'; type: string; text: string; context: string }

const SIGNIFICANT_RE = /[\p{L}\p{N}]/u;

/** Scores the replaced entities of each document against its gold spans (see the header). */
export function scoreForm(docs: readonly RunningText[], replaced: readonly (readonly Replaced[])[], findings?: Finding[], shown?: readonly string[]): FormScore {
  const out = {} as FormScore;
  for (const t of NAME_TYPES) {
    out[t] = { gold: 0, hidden: 0, partial: 0, tags: 0, correct: 0, recall: 0, precision: 0, publicBodies: 0, publicBodiesHidden: 0, recallPrivate: 0 };
  }
  const context = (text: string, s: { start: number; end: number }) =>
    `${text.slice(Math.max(0, s.start - 40), s.start)}[${text.slice(s.start, s.end)}]${text.slice(s.end, s.end + 40)}`;
  docs.forEach((doc, d) => {
    const text = shown?.[d] ?? doc.text;
    const entities = replaced[d]!;
    const covered = new Uint8Array(doc.text.length);
    for (const e of entities) covered.fill(1, e.start, e.end);
    for (const g of doc.gold) {
      if (!g.inView) continue;
      let total = 0, hit = 0;
      for (let i = g.start; i < g.end; i++) {
        if (!SIGNIFICANT_RE.test(doc.text[i]!)) continue;
        total++;
        hit += covered[i]!;
      }
      const s = out[g.type];
      s.gold++;
      if (g.publicBody) s.publicBodies++;
      if (hit === total) {
        s.hidden++;
        if (g.publicBody) s.publicBodiesHidden++;
      }
      if (hit !== total) {
        if (hit > 0) s.partial++;
        findings?.push({ kind: hit > 0 ? 'partial' : 'missed', type: g.type, text: text.slice(g.start, g.end), context: context(text, g) });
      }
    }
    for (const e of entities) {
      if (!(NAME_TYPES as readonly string[]).includes(e.type)) continue;
      const overlapping = doc.gold.filter((g) => g.start < e.end && e.start < g.end);
      if (overlapping.length > 0 && overlapping.every((g) => !g.inView)) continue;
      const s = out[e.type as NameType];
      s.tags++;
      if (overlapping.some((g) => g.inView && g.type === e.type)) s.correct++;
      else findings?.push({ kind: 'spurious', type: e.type, text: text.slice(e.start, e.end), context: context(text, e) });
    }
  });
  for (const t of NAME_TYPES) {
    const s = out[t];
    s.recall = s.gold ? s.hidden / s.gold : 1;
    s.precision = s.tags ? s.correct / s.tags : 1;
    const privateGold = s.gold - s.publicBodies;
    s.recallPrivate = privateGold ? (s.hidden - s.publicBodiesHidden) / privateGold : 1;
  }
  return out;
}

export interface GatewayEvalOptions {
  /** NKJP file (.iob.xz). */
  dataPath: string;
  /** 0: the test split; 5: the dev split. */
  remainder: number;
  nerModelDir?: string;
  /** Forms of writing to score (names of FORMS); all by default. */
  forms?: readonly string[];
  /** Print what each form misses and tags wrongly. */
  verbose?: boolean;
}

/** Runs the held-out documents through the worker pool in each form and prints one row per form. */
export async function runGatewayEval(opts: GatewayEvalOptions): Promise<Record<string, FormScore>> {
  const docs = readNkjpDocuments(opts.dataPath, opts.remainder).map(runningText);
  const types = gatewayEntityTypes();
  const pool = new PiiPool({ ner: true, nerModelDir: opts.nerModelDir, cacheEntries: 0 });
  const results: Record<string, FormScore> = {};
  const chars = docs.reduce((n, d) => n + d.text.length, 0);
  const gold = docs.flatMap((d) => d.gold);
  console.log(`gateway path, NKJP ${opts.remainder === 0 ? 'test' : 'dev'} split: ${docs.length} documents, ${chars} characters; ` +
    `PII view: ${gold.filter((g) => g.inView).length} gold spans (${gold.filter((g) => !g.inView).length} left out); types ${[...types].join(',')}`);
  console.log(`${'form'.padEnd(14)} ${NAME_TYPES.map((t) => `${t} recall / precision`.padStart(32)).join(' ')}  ORG recall, public bodies out   seconds`);
  try {
    await pool.ready();
    for (const name of opts.forms ?? Object.keys(FORMS)) {
      const transform = FORMS[name];
      if (!transform) throw new Error(`unknown form "${name}" (one of: ${Object.keys(FORMS).join(', ')})`);
      const t0 = performance.now();
      const texts = docs.map((d) => transform(d.text));
      const replaced = await Promise.all(texts.map(async (text) => {
        const r = await pool.anonymize([text], types, false);
        return replacedEntities(text, r.texts[0]!, r.mapping);
      }));
      const findings: Finding[] | undefined = opts.verbose ? [] : undefined;
      const s = (results[name] = scoreForm(docs, replaced, findings, texts));
      const cell = (x: TypeScore) => `${x.recall.toFixed(3)} / ${x.precision.toFixed(3)} (${x.gold}, ${x.tags} tags)`;
      const org = s.ORGANIZATION;
      const orgPrivate = `${org.recallPrivate.toFixed(3)} (${org.gold - org.publicBodies})`.padStart(30);
      console.log(`${name.padEnd(14)} ${NAME_TYPES.map((t) => cell(s[t]).padStart(32)).join(' ')}  ${orgPrivate}   ${((performance.now() - t0) / 1000).toFixed(1)}`);
      if (findings) for (const f of findings) console.log(`    ${f.kind} ${f.type}: ${JSON.stringify(f.context)}`);
    }
  } finally {
    await pool.close();
  }
  return results;
}
