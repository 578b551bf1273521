// Polish NER (PERSON / LOCATION / ORGANIZATION) on raw text, for the PII pipeline.
//
// Two models (writing-form.ts decides per sentence): the as-written model (models/ner/as-written/) reads
// sentences written the ordinary way, the case-robust model (models/ner/) those typed without case or
// diacritics; each sentence runs through one of them.
//
// Text → tokens (NKJP conventions) → sentences → windows of ≤ MAX_WINDOW tokens (long sentences overlap,
// each token is taken from the window where it sits farthest from an edge) → one batched ONNX run →
// constrained BIO decoding → character-offset Candidates with score = the lowest tag probability in the span.

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Candidate, EntityType } from '../pii/types.js';
import { bioSpans } from './decode.js';
import { mayBeLowercaseName, nameFree, type NameFreeTables } from './name-free.js';
import { NerTagger, type TaggedSequence } from './tagger.js';
import { splitSentences, tokenize, type Token } from './tokenizer.js';
import { caselessKind, truecase } from './truecase.js';
import { writingForm } from './writing-form.js';
import { isOrganizationHead } from '../pii/detectors/organization-shapes.js';
import { isFirstNameAnyCase } from '../pii/names/dictionary.js';

export interface NerModel {
  detect(text: string): Promise<Candidate[]>;
  /**
   * detect() of every text, from one model pass over all their sentence windows: sentences of several
   * texts share padded matrix-matrix runs, which costs less per text than one run per text.
   */
  detectMany(texts: readonly string[], masks?: readonly (readonly MaskSpan[])[], organizations?: readonly boolean[]): Promise<Candidate[][]>;
  close(): Promise<void>;
  /** Whether the LSTMs run with int8 rather than uint8 weights (same values; signed-weights.ts). */
  readonly signedWeights?: boolean;
}

/**
 * A span of text the caller already knows is not a name (an e-mail address, an IBAN, a phone number
 * found by the rules). The model reads the tokens of a span of several as one number-like token,
 * PLACEHOLDER, and never tags it: a 7-token IBAN or e-mail then costs one LSTM step instead of seven, and
 * its dots and capitals cannot split the sentence around it. A span of one token is read blanked.
 */
export interface MaskSpan { start: number; end: number }

/**
 * What the model reads in place of a masked span: a nine-digit number, the shape of most identifiers. Not
 * one digit: "0." would read as an initial ("J. Kowalski") and join the next sentence to this one.
 */
export const PLACEHOLDER = '000000000';

export const DEFAULT_NER_MODEL_DIR: string = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'models', 'ner');

const MODEL_FILES = ['model.onnx', 'vocab.json'];
/** The as-written model's folder inside the model folder; without it every sentence goes to the robust model. */
export const AS_WRITTEN_DIR = 'as-written';
const MAX_WINDOW = 128;
const OVERLAP = 32;
// A span's score is its lowest per-token CRF marginal. A model trained on typed copies spreads its marginals
// over more tags, so a higher bar drops names its decoding found; chosen on the dev split through the
// gateway path (training/ner/README.md).
const MIN_SCORE = 0.3;
// The as-written model's marginals are more peaked (it shipped with a bar of 0.5); chosen on the dev split through
// the gateway path so that PERSON keeps the recall and precision it had with the robust model alone.
const AS_WRITTEN_MIN_SCORE = 0.45;
// A PERSON over a word whose case the truecased copy changed (truecase.ts) needs more: those capitals are a guess, and
// an unknown common word or a typo reads as a name. Chosen on the dev split through the gateway path: below it
// the ALL CAPS and lowercase rows gain little recall for the precision they lose (docs/pii-detection.md).
const CASELESS_MIN_SCORE = 0.4;
const NER_TYPES: ReadonlySet<string> = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

export function nerModelAvailable(dir: string = DEFAULT_NER_MODEL_DIR): boolean {
  return MODEL_FILES.every((f) => existsSync(join(dir, f)));
}

/** Token windows over one sentence [begin, end): each window also records which tokens it owns. */
function windows(begin: number, end: number, out: Window[], asWritten = false) {
  if (end - begin <= MAX_WINDOW) { out.push({ from: begin, to: end, ownFrom: begin, ownTo: end, asWritten }); return; }
  const step = MAX_WINDOW - OVERLAP;
  for (let from = begin; ; from += step) {
    const to = Math.min(from + MAX_WINDOW, end);
    const ownFrom = from === begin ? begin : from + OVERLAP / 2;
    const last = to === end;
    out.push({ from, to, ownFrom, ownTo: last ? end : from + step + OVERLAP / 2, asWritten });
    if (last) break;
  }
}

/** One window's model output, with that model's tag names and confidence bar. */
interface WindowResult { tagged: TaggedSequence; tags: readonly string[]; minScore: number }
/** asWritten: the window is read by the as-written model (else by the robust one). */
interface Window { from: number; to: number; ownFrom: number; ownTo: number; asWritten?: boolean }
/** What collapse() made of a token: read as it is, the placeholder of a masked span, or a one-token
 * identifier read blanked. */
const AS_IS = 0, MASKED = 1, IDENTIFIER = 2;
/**
 * tokens: as the model reads them; truecased: 1 for a token whose case the truecased copy changed (truecase.ts);
 * lowerWins, lowerTokens: the windows of the sentences without case read once more in lower case, for organizations.
 */
interface Prepared {
  tokens: Token[]; wins: Window[]; kinds: Uint8Array; truecased: Uint8Array | null;
  lowerWins: Window[]; lowerTokens: Token[] | null;
}

/**
 * Tokens, and the windows the models run over: those of every sentence that may hold a name (name-free.ts, with
 * the tables of the model that reads it). `asWrittenSkip`: undefined when there is no as-written model.
 */
function prepare(text: string, mask: readonly MaskSpan[] | undefined, skip: NameFreeTables | null, readLowercase: boolean,
  asWrittenSkip?: NameFreeTables | null): Prepared {
  const { tokens, kinds } = collapse(tokenize(text), mask);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const read = blankNumber(t.text);
    if (read !== t.text) tokens[i] = { text: read, start: t.start, end: t.end };
  }
  const wins: Window[] = [];
  const lowerWins: Window[] = [];
  let truecased: Uint8Array | null = null;
  let lowerTokens: Token[] | null = null;
  if (tokens.length > 0) {
    const identifiers = kinds.map((k) => (k === IDENTIFIER ? 1 : 0));
    for (const [b, e] of splitSentences(text, tokens)) {
      if (asWrittenSkip !== undefined && writingForm(tokens, b, e, skip ? (w) => mayBeLowercaseName(w, skip) : undefined) === 'as-written') {
        if (!asWrittenSkip || !nameFree(tokens, b, e, asWrittenSkip, identifiers)) windows(b, e, wins, true);
        continue;
      }
      if (skip && nameFree(tokens, b, e, skip, identifiers)) continue;
      // A sentence without case is read truecased (truecase.ts).
      const view = skip?.lowercaseWord ? truecase(tokens, b, e, skip.lowercaseWord) : null;
      if (view) {
        // An organization named in common words ("unii pracy", "sojuszu lewicy demokratycznej", "TEATR MAŁY") reads as
        // common words in the truecased copy; the model, trained on lowercase copies too, finds it in the sentence in
        // lower case (an ALL CAPS sentence lowercased: it reads lowercase copies better than capitalised ones).
        if (readLowercase && mayNameOrganization(tokens, b, e, skip!.lowercaseWord!)) {
          lowerTokens ??= tokens.slice();
          if (caselessKind(tokens, b, e) === 'upper') {
            for (let i = b; i < e; i++) if (kinds[i] === AS_IS) lowerTokens[i] = { ...tokens[i]!, text: tokens[i]!.text.toLowerCase() };
          }
          windows(b, e, lowerWins);
        }
        for (let i = b; i < e; i++) {
          if (kinds[i] !== AS_IS || view[i - b] === tokens[i]!.text) continue;
          tokens[i] = { text: view[i - b]!, start: tokens[i]!.start, end: tokens[i]!.end };
          (truecased ??= new Uint8Array(tokens.length))[i] = 1;
        }
      }
      windows(b, e, wins);
    }
  }
  return { tokens, wins, kinds, truecased, lowerWins, lowerTokens };
}

/**
 * Whether a sentence without case may name an organization the truecased copy hides: a word that heads one
 * ("unii", "klubu", "UNIWERSYTETU", "radia") or a short word the dictionary lacks ("obop", "wto", "FC"), not a
 * first name ("ewa", "JAN").
 */
function mayNameOrganization(tokens: readonly Token[], b: number, e: number, lowercaseWord: (w: string) => boolean): boolean {
  for (let i = b; i < e; i++) {
    const t = tokens[i]!.text;
    if (t.length < 2) continue;
    if (isOrganizationHead(t) || (t.length <= 4 && /^\p{L}+$/u.test(t) && !lowercaseWord(t.toLowerCase()) && !isFirstNameAnyCase(t))) return true;
  }
  return false;
}

/**
 * A head noun alone in capitals ("RADY", "UNIWERSYTETU"): read in lower case it is mostly the common noun, and the
 * capitals do not say whether the writer named one institution ("Rady") or spoke of any ("rady").
 */
function loneCapsHead(span: string): boolean {
  return !/\s/.test(span) && span === span.toUpperCase() && isOrganizationHead(span);
}

/**
 * Replaces the tokens of each mask span by one token covering them (kinds[i] = MASKED). A span of one token
 * keeps its place and is only read blanked (blankIdentifier; kinds[i] = IDENTIFIER), not forced to O, so
 * the model keeps its context ("PESEL: 44051401359"); a span whose edge falls inside a token (it does not
 * line up with the model's tokens) or that covers none stays as it is (AS_IS).
 */
function collapse(tokens: Token[], mask: readonly MaskSpan[] | undefined): { tokens: Token[]; kinds: Uint8Array } {
  if (!mask || mask.length === 0) return { tokens, kinds: new Uint8Array(tokens.length) };
  const spans = [...mask].sort((a, b) => a.start - b.start);
  const out: Token[] = [], flags: number[] = [];
  let s = 0;
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    while (s < spans.length && spans[s]!.end <= t.start) s++;
    const span = spans[s];
    let j = i;
    if (span && span.start <= t.start) while (j < tokens.length && tokens[j]!.end <= span.end) j++;
    const aligned = j > i && (i === 0 || tokens[i - 1]!.end <= span!.start) && (j === tokens.length || tokens[j]!.start >= span!.end);
    if (aligned && j - i > 1) {
      out.push({ text: PLACEHOLDER, start: t.start, end: tokens[j - 1]!.end });
      flags.push(MASKED);
      i = j;
    } else if (aligned) {
      // Not forced to O: a tag the model puts over it and its neighbours ("studencka nr 182712" as a
      // street) then overlaps the rule's finding and yields to it whole, as before.
      out.push({ text: blankIdentifier(t.text), start: t.start, end: t.end });
      flags.push(IDENTIFIER);
      i++;
    } else {
      out.push(t);
      flags.push(AS_IS);
      i++;
    }
  }
  return { tokens: out, kinds: Uint8Array.from(flags) };
}

// What a one-token identifier's characters become for the model, by position: varied digits and letters,
// as in the numbers and codes it was trained on (a run of one repeated character reads differently).
const BLANK_DIGITS = '7395184620';
const BLANK_UPPER = 'KMRTWBDHLP';

/**
 * How the model reads a one-token identifier: each digit and letter replaced by a fixed one for its
 * position and class, so its word id and shape class stay what they were (the word table reads every
 * digit as 0) and its characters look like a number's or a code's. Identifiers are new in almost every
 * message and a new token costs an embed run; blanked, every identifier of one form shares one vector.
 */
export function blankIdentifier(token: string): string {
  let out = '', i = 0;
  for (const c of token) {
    const k = i++ % 10;
    if (c >= '0' && c <= '9') out += BLANK_DIGITS[k];
    else if (c.toLowerCase() !== c) out += BLANK_UPPER[k];
    else if (c.toUpperCase() !== c) out += BLANK_UPPER[k]!.toLowerCase();
    else out += c;
  }
  return out;
}

const NUMBER = /^[0-9]+(?:[.,][0-9]+)*$/;

/**
 * How the model reads a number ("2024", "1.234,56"): blanked like an identifier. The word table already
 * reads every digit as 0, so only the characters change; numbers are new in most messages (amounts, dates,
 * counts) and each new token costs an embed run, so blanking them saves NER CPU on short prompts
 * (`npx tsx bench/ner.ts`). Held-out NKJP F1 is the same with and without (`npm run ner:eval -- --blank-numbers`).
 */
export function blankNumber(token: string): string {
  const c = token.charCodeAt(0);
  return c >= 48 && c <= 57 && NUMBER.test(token) ? blankIdentifier(token) : token;
}

class OnnxNerModel implements NerModel {
  private closed = false;
  /** tagger: the case-robust model; asWritten: the as-written model, when the model folder has one. */
  constructor(private readonly tagger: NerTagger, private readonly asWritten: NerTagger | null) {}

  get signedWeights(): boolean {
    return this.tagger.signedWeights;
  }

  async detect(text: string): Promise<Candidate[]> {
    if (typeof text !== 'string') throw new TypeError('NER detect: text must be a string');
    return (await this.detectMany([text]))[0]!;
  }

  async detectMany(texts: readonly string[], masks?: readonly (readonly MaskSpan[])[], organizations?: readonly boolean[]): Promise<Candidate[][]> {
    if (this.closed) throw new Error('NER model is closed');
    if (!Array.isArray(texts) || !texts.every((t) => typeof t === 'string')) {
      throw new TypeError('NER detectMany: texts must be an array of strings');
    }
    if (masks !== undefined && (!Array.isArray(masks) || masks.length !== texts.length)) {
      throw new TypeError('NER detectMany: masks must be an array with one list of spans per text');
    }
    if (organizations !== undefined && (!Array.isArray(organizations) || organizations.length !== texts.length)) {
      throw new TypeError('NER detectMany: organizations must be an array with one flag per text');
    }
    const asWrittenSkip = this.asWritten ? this.asWritten.nameFree : undefined;
    const prepared = texts.map((t, i) => prepare(t, masks?.[i], this.tagger.nameFree, organizations?.[i] ?? true, asWrittenSkip));
    // Each window goes to the model that reads its sentence; results come back in window order.
    const robustRows: string[][] = [], asWrittenRows: string[][] = [];
    for (const p of prepared) {
      for (const w of p.wins) (w.asWritten ? asWrittenRows : robustRows).push(p.tokens.slice(w.from, w.to).map((t) => t.text));
      for (const w of p.lowerWins) robustRows.push(p.lowerTokens!.slice(w.from, w.to).map((t) => t.text));
    }
    const robustTagged = await this.tagger.tag(robustRows, { confidence: 'entities' });
    const asWrittenTagged = asWrittenRows.length > 0 ? await this.asWritten!.tag(asWrittenRows, { confidence: 'entities' }) : [];
    let nextRobust = 0, nextAsWritten = 0;
    const take = (w: Window): WindowResult => (w.asWritten
      ? { tagged: asWrittenTagged[nextAsWritten++]!, tags: this.asWritten!.tags, minScore: AS_WRITTEN_MIN_SCORE }
      : { tagged: robustTagged[nextRobust++]!, tags: this.tagger.tags, minScore: MIN_SCORE });
    return prepared.map((p, k) => {
      const out = this.candidates(p.tokens, p.wins, p.wins.map(take), p.kinds, p.truecased, null);
      if (p.lowerWins.length > 0) {
        for (const c of this.candidates(p.lowerTokens!, p.lowerWins, p.lowerWins.map(take), p.kinds, null, 'ORGANIZATION')) {
          if (loneCapsHead(texts[k]!.slice(c.start, c.end))) continue;
          if (!out.some((o) => o.start < c.end && c.start < o.end)) out.push(c);
        }
      }
      return out;
    });
  }

  /** Candidates (of `only` type, when given) of one text from its windows' results (results[i] is wins[i]'s). */
  private candidates(tokens: readonly Token[], wins: readonly Window[], results: readonly WindowResult[], kinds: Uint8Array,
    truecased: Uint8Array | null, only: EntityType | null): Candidate[] {
    if (wins.length === 0) return [];
    // Stitch owned tokens back into one tag/probability sequence per text, with each token's bar.
    const tags = new Array<string>(tokens.length).fill('O'); // a sentence without a window is name-free
    const probs = new Float32Array(tokens.length);
    const bars = new Float32Array(tokens.length);
    wins.forEach((w, i) => {
      const { tagged: r, tags: names, minScore } = results[i]!;
      for (let p = w.ownFrom; p < w.ownTo; p++) {
        tags[p] = kinds[p] === MASKED ? 'O' : names[r.tagIds[p - w.from]!]!; // a masked span is never a name
        probs[p] = r.tagProbs[p - w.from]!;
        bars[p] = minScore;
      }
    });
    // A span never crosses a sentence boundary: the next sentence starts with B- or O after decoding.
    const out: Candidate[] = [];
    for (const s of bioSpans(tags)) {
      if (!NER_TYPES.has(s.type) || (only !== null && s.type !== only)) continue;
      let score = 1;
      for (let p = s.start; p < s.end; p++) score = Math.min(score, probs[p]!);
      if (score < bars[s.start]! || (s.type === 'PERSON' && score < CASELESS_MIN_SCORE && truecased?.subarray(s.start, s.end).includes(1))) continue;
      out.push({ type: s.type as EntityType, start: tokens[s.start]!.start, end: tokens[s.end - 1]!.end, score, source: 'ner' });
    }
    return out;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.tagger.close();
    await this.asWritten?.close();
  }
}

export async function loadNerModel(dir: string = DEFAULT_NER_MODEL_DIR): Promise<NerModel> {
  if (!nerModelAvailable(dir)) {
    throw new Error(`NER model not found in ${dir} (expected ${MODEL_FILES.join(', ')})`);
  }
  const asWrittenDir = join(dir, AS_WRITTEN_DIR);
  const [robust, asWritten] = await Promise.all([
    NerTagger.load(dir),
    nerModelAvailable(asWrittenDir) ? NerTagger.load(asWrittenDir, dir) : null,
  ]);
  return new OnnxNerModel(robust, asWritten);
}
