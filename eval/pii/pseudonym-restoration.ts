// Pseudonym mode's restoration set (docs/pii-replacement.md#pseudonym-mode): prompts that name a person in
// several cases go through the gateway's anonymization with `replacement: "pseudonyms"`; a simulated model
// answer then uses the forwarded pseudonym in each of the seven cases — full name, first name alone,
// surname alone, and after pan/pani — and the restored answer is scored word for word against the same
// answer written with the original's forms. Every form comes from the lexicon (declineForm). Also counted:
// pseudonym forms that reach the client (must be 0), whole and streamed in small chunks.
//
// dev and test differ in names (names.ts pools), prompt templates and answer templates; only dev is
// looked at while changing the code.
import { anonymizeRequest, type PiiEngine } from '../../src/chat/anonymize-request.js';
import { analyzeForm, CASES, declineForm, type Gender, type GrammaticalCase } from '../../src/pii/morph/index.js';
import { restoreText, STEM_MARK, TagRestorer } from '../../src/pii/restore.js';
import type { Mapping } from '../../src/pii/types.js';
import type { PiiSettings } from '../../src/store/pii-settings.js';
import type { ChatRequest } from '../../src/types/openai.js';
import { DEV_NAMES, TEST_NAMES, type NamePool } from './names.js';
import { Rng } from './rng.js';
import type { Split } from './types.js';

/** The original person: lemmas and sex. */
interface Original { first: string; surname: string; gender: Extract<Gender, 'm' | 'f'> }

type Forms = Record<GrammaticalCase, string>;
type Mention = (f: { first: Forms; surname: Forms; title: Forms }) => Record<GrammaticalCase, string>;

const TITLE: Record<'m' | 'f', Forms> = {
  m: { nom: 'pan', gen: 'pana', dat: 'panu', acc: 'pana', inst: 'panem', loc: 'panu', voc: 'panie' },
  f: { nom: 'pani', gen: 'pani', dat: 'pani', acc: 'panią', inst: 'panią', loc: 'pani', voc: 'pani' },
};

/** Prompts: `{nom}`, `{gen}` … stand for the full name in that case; `{first.nom}` for the first name alone. */
const PROMPTS: Record<Split, readonly string[]> = {
  dev: [
    '{nom} prosi o kontakt w sprawie umowy. Proszę oddzwonić do {gen} jutro.',
    'Napisz odpowiedź dla {gen}. Wczoraj rozmawiałem z {inst} o fakturze.',
    'Przekaż {dat} dokumenty. {first.nom} czeka na nie od tygodnia.',
  ],
  test: [
    'Spotkanie z {inst} przesunięto. Proszę powiadomić {acc} mailem.',
    'W imieniu {gen} składam reklamację. {first.nom} ma numer zamówienia.',
    'Proszę o notatkę o {loc} do akt. {nom} dostarczy resztę jutro.',
  ],
};

/** Answer sentences per case; `{X}` is the mention, `{V}` the vocative opening. */
const ANSWERS: Record<Split, Record<GrammaticalCase, string>> = {
  dev: {
    nom: '{X} otrzyma odpowiedź jutro.',
    gen: 'Przygotowałem pismo do {X}.',
    dat: 'Proszę przekazać {X} kopię umowy.',
    acc: 'Zapraszamy {X} na spotkanie.',
    inst: 'Spotkanie z {X} odbędzie się w poniedziałek.',
    loc: 'Rozmawialiśmy o {X} na zebraniu.',
    voc: '{V} {X}, dziękujemy za list.',
  },
  test: {
    nom: 'Według notatki {X} czeka na decyzję.',
    gen: 'Brakuje podpisu {X} na wniosku.',
    dat: 'Dziękujemy {X} za cierpliwość.',
    acc: 'Poprosiliśmy {X} o uzupełnienie danych.',
    inst: 'Zgodnie z rozmową z {X} termin jest aktualny.',
    loc: 'W piśmie o {X} brakuje daty.',
    voc: '{V} {X}, przesyłamy odpowiedź.',
  },
};
const VOCATIVE_OPENING: Record<Split, Record<'m' | 'f', string>> = {
  dev: { m: 'Szanowny Panie', f: 'Szanowna Pani' },
  test: { m: 'Drogi Panie', f: 'Droga Pani' },
};

/** How the answer names the person. */
const MENTIONS: Record<string, Mention> = {
  full: (f) => mapCases((c) => `${f.first[c]} ${f.surname[c]}`),
  first: (f) => mapCases((c) => f.first[c]),
  surname: (f) => mapCases((c) => f.surname[c]),
  title: (f) => mapCases((c) => `${f.title[c]} ${f.surname[c]}`),
};

function mapCases(fn: (c: GrammaticalCase) => string): Record<GrammaticalCase, string> {
  return Object.fromEntries(CASES.map((c) => [c, fn(c)])) as Record<GrammaticalCase, string>;
}

function paradigm(lemma: string, kind: 'first' | 'surname', gender: Gender): Forms | undefined {
  const forms = CASES.map((c) => declineForm(lemma, kind, gender, c));
  if (forms.some((f) => f === undefined)) return undefined;
  return Object.fromEntries(CASES.map((c, i) => [c, forms[i]])) as Forms;
}

function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The answer's sentences (one per case and mention kind) for the given forms. */
function answerLines(split: Split, gender: 'm' | 'f', first: Forms, surname: Forms): string[] {
  const lines: string[] = [];
  for (const [kind, mention] of Object.entries(MENTIONS)) {
    const m = mention({ first, surname, title: TITLE[gender] });
    for (const c of CASES) {
      if (c === 'voc' && kind === 'title') continue; // "Szanowny Panie panie X" is no Polish
      const line = ANSWERS[split][c].replace('{V}', VOCATIVE_OPENING[split][gender]).replace('{X}', m[c]);
      lines.push(capitalized(line));
    }
  }
  return lines;
}

export interface RestorationCase {
  /** One person, or two (a man and a woman, half the time of one surname: Jan Kowalski and Anna Kowalska). */
  people: Original[];
  prompt: string;
}

/** Prompts naming two people: `{A.gen}` is the first one's full name in the genitive. */
const PAIR_PROMPTS: Record<Split, readonly string[]> = {
  dev: ['{A.nom} i {B.nom} proszą o spotkanie. Proszę zadzwonić do {A.gen}, a potem do {B.gen}.'],
  test: ['Umowę podpisali {A.nom} oraz {B.nom}. Kopię wyślij {B.dat}, oryginał {A.dat}.'],
};

function drawPerson(rng: Rng, pool: NamePool, gender: 'm' | 'f', surnameMale = rng.pick(pool.surnames).split('|')[0]): Original & { forms: { first: Forms; surname: Forms }; surnameMale: string } | undefined {
  const first = rng.pick(gender === 'f' ? pool.female : pool.male).split('|')[0];
  const surname = gender === 'f' && /(ski|cki|dzki)$/.test(surnameMale) ? surnameMale.slice(0, -1) + 'a' : surnameMale;
  const firstForms = paradigm(first, 'first', gender);
  const surnameForms = paradigm(surname, 'surname', gender);
  if (!firstForms || !surnameForms) return undefined;
  return { first, surname, gender, forms: { first: firstForms, surname: surnameForms }, surnameMale };
}

/**
 * The split's prompts: `count` of them, every third naming two people. A person whose name the lexicon
 * cannot decline in all cases is left out (with the prompt).
 */
export function restorationCases(split: Split, count = 60): { cases: RestorationCase[]; undeclinable: number } {
  const pool: NamePool = split === 'dev' ? DEV_NAMES : TEST_NAMES;
  const rng = new Rng(split === 'dev' ? 0x5eed_0d1 : 0x5eed_7e5);
  const cases: RestorationCase[] = [];
  let undeclinable = 0;
  for (let i = 0; i < count; i++) {
    const a = drawPerson(rng, pool, rng.chance(0.5) ? 'f' : 'm');
    const pair = i % 3 === 2;
    const b = a && pair ? drawPerson(rng, pool, a.gender === 'f' ? 'm' : 'f', rng.chance(0.5) ? a.surnameMale : undefined) : undefined;
    if (!a || (pair && !b)) { undeclinable++; continue; }
    const full = (p: typeof a, c: GrammaticalCase) => `${p.forms.first[c]} ${p.forms.surname[c]}`;
    const prompt = pair
      ? rng.pick(PAIR_PROMPTS[split]).replace(/\{([AB])\.(\w+)\}/g, (_, who: string, c: GrammaticalCase) => full(who === 'A' ? a : b!, c))
      : rng.pick(PROMPTS[split]).replace(/\{(first\.)?(\w+)\}/g, (_, alone: string | undefined, c: GrammaticalCase) =>
        alone ? a.forms.first[c] : full(a, c));
    const people = [a, ...(b ? [b] : [])].map(({ first, surname, gender }) => ({ first, surname, gender }));
    cases.push({ people, prompt });
  }
  return { cases, undeclinable };
}

/**
 * The pseudonym lemma the mapping restores to `original` (its nominative key), if the person got one; of
 * several, the one whose forms the mapping restores to the original's form in the most cases. The
 * nominative alone does not tell: beside Paulina and Jan Zając, her pseudonym "Kowala" (a man's surname
 * too) also maps its nominative to "Zając".
 */
function pseudonymLemma(mapping: Mapping, original: string, kind: 'first' | 'surname', gender: Gender): string | undefined {
  let best: { key: string; fits: number } | undefined;
  for (const key of Object.keys(mapping)) {
    if (key.startsWith('<') || key.endsWith(STEM_MARK) || mapping[key] !== original) continue;
    if (!analyzeForm(key).some((r) => r.kind === kind && r.gender === gender && r.lemma === key && r.cases.includes('nom'))) continue;
    const fits = CASES.filter((c) => mapping[declineForm(key, kind, gender, c) ?? ''] === declineForm(original, kind, gender, c)).length;
    if (!best || fits > best.fits) best = { key, fits };
  }
  return best?.key;
}

/** Words written as names in `text` that are a pseudonym form of the mapping or begin with its stem. */
function pseudonymWords(text: string, mapping: Mapping): string[] {
  const forms = new Set<string>();
  const stems: string[] = [];
  for (const key of Object.keys(mapping)) {
    if (key.startsWith('<')) continue;
    if (key.endsWith(STEM_MARK)) stems.push(key.slice(0, -STEM_MARK.length).toLowerCase());
    else forms.add(key.toLowerCase());
  }
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((w) => {
    if (w[0] === w[0].toLowerCase()) return false;
    const lower = w.toLowerCase();
    return forms.has(lower) || stems.some((s) => lower.startsWith(s));
  });
}

function streamed(text: string, mapping: Mapping, size: number): string {
  const r = new TagRestorer(mapping);
  let out = '';
  for (let i = 0; i < text.length; i += size) out += r.push(text.slice(i, i + size));
  return out + r.flush();
}

export interface RestorationScore {
  split: Split;
  prompts: number;
  people: number;
  undeclinable: number;
  /** People forwarded as a pseudonym (first name and surname), of `people`. */
  pseudonymized: number;
  /** Answer mentions scored, and those restored to exactly the original's form. */
  mentions: number;
  exact: number;
  /** Streamed restore (3-character chunks) equal to the whole-text restore, per prompt's answer. */
  streamEqual: number;
  /** Pseudonym forms left in the restored answers (whole or streamed): must be 0. */
  pseudonymsReachingClient: number;
  /** Original values the upstream saw (any form of the person's first name or surname): must be 0. */
  originalsUpstream: number;
  failures: Array<{ expected: string; restored: string }>;
}

/** Runs the split through anonymizeRequest (pseudonym mode) and scores the restored answers. */
export async function runRestoration(split: Split, settings: PiiSettings, pool: PiiEngine, count = 60): Promise<RestorationScore> {
  const { cases, undeclinable } = restorationCases(split, count);
  const s: RestorationScore = {
    split, prompts: cases.length, people: 0, undeclinable, pseudonymized: 0, mentions: 0, exact: 0, streamEqual: 0,
    pseudonymsReachingClient: 0, originalsUpstream: 0, failures: [],
  };
  const pseudo: PiiSettings = { ...settings, replacement: 'pseudonyms' };
  const results = await Promise.all(cases.map(async (c) => {
    const request: ChatRequest = { model: 'eval', messages: [{ role: 'user', content: c.prompt }] };
    return anonymizeRequest(request, pseudo, pool);
  }));
  cases.forEach((c, i) => {
    const { mapping, request } = results[i];
    const sentWords = new Set(JSON.stringify(request.messages).match(/[\p{L}\p{M}]+/gu));
    const answer: string[] = [];
    const expected: string[] = [];
    for (const { first, surname, gender } of c.people) {
      s.people++;
      const firstForms = paradigm(first, 'first', gender)!;
      const surnameForms = paradigm(surname, 'surname', gender)!;
      for (const f of new Set([...Object.values(firstForms), ...Object.values(surnameForms)])) if (sentWords.has(f)) s.originalsUpstream++;
      const want = answerLines(split, gender, firstForms, surnameForms);
      s.mentions += want.length;
      const pFirst = pseudonymLemma(mapping, first, 'first', gender);
      const pSurname = pseudonymLemma(mapping, surname, 'surname', gender);
      const pFirstForms = pFirst && paradigm(pFirst, 'first', gender);
      const pSurnameForms = pSurname && paradigm(pSurname, 'surname', gender);
      if (!pFirstForms || !pSurnameForms) {
        s.failures.push({ expected: want[0], restored: '(no pseudonym: the person was not forwarded as one)' });
        continue;
      }
      s.pseudonymized++;
      answer.push(...answerLines(split, gender, pFirstForms, pSurnameForms));
      expected.push(...want);
    }
    const text = answer.join('\n');
    const restored = restoreText(text, mapping);
    const inChunks = streamed(text, mapping, 3);
    if (inChunks === restored) s.streamEqual++;
    s.pseudonymsReachingClient += pseudonymWords(restored, mapping).length + pseudonymWords(inChunks, mapping).length;
    restored.split('\n').forEach((line, k) => {
      if (line === expected[k]) s.exact++;
      else s.failures.push({ expected: expected[k], restored: line });
    });
  });
  return s;
}

export function formatRestoration(s: RestorationScore): string {
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
  return [
    `pseudonym mode restoration (split ${s.split}): ${s.prompts} prompts (${s.undeclinable} left out: no full paradigm), ` +
      `${s.people} people, ${s.pseudonymized} forwarded as pseudonyms`,
    `  answer mentions restored to the exact original form: ${s.exact}/${s.mentions} = ${pct(s.exact, s.mentions)} (goal ≥ 95%)`,
    `  pseudonym forms reaching the client (whole and streamed): ${s.pseudonymsReachingClient} (goal 0)`,
    `  original forms seen by the upstream: ${s.originalsUpstream} (goal 0)`,
    `  streamed restore (3-character chunks) equal to the whole: ${s.streamEqual}/${s.prompts}`,
  ].join('\n');
}
