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
  original: Original;
  prompt: string;
}

/** The split's people and prompts; people whose names the lexicon cannot decline in all cases are left out. */
export function restorationCases(split: Split, count = 60): { cases: RestorationCase[]; undeclinable: number } {
  const pool: NamePool = split === 'dev' ? DEV_NAMES : TEST_NAMES;
  const rng = new Rng(split === 'dev' ? 0x5eed_0d1 : 0x5eed_7e5);
  const cases: RestorationCase[] = [];
  let undeclinable = 0;
  for (let i = 0; i < count; i++) {
    const gender = rng.chance(0.5) ? 'f' : 'm';
    const first = rng.pick(gender === 'f' ? pool.female : pool.male).split('|')[0];
    const surnameMale = rng.pick(pool.surnames).split('|')[0];
    const surname = gender === 'f' && /(ski|cki|dzki)$/.test(surnameMale) ? surnameMale.slice(0, -1) + 'a' : surnameMale;
    const firstForms = paradigm(first, 'first', gender);
    const surnameForms = paradigm(surname, 'surname', gender);
    if (!firstForms || !surnameForms) { undeclinable++; continue; }
    const template = rng.pick(PROMPTS[split]);
    const prompt = template.replace(/\{(first\.)?(\w+)\}/g, (_, alone: string | undefined, c: GrammaticalCase) =>
      alone ? firstForms[c] : `${firstForms[c]} ${surnameForms[c]}`);
    cases.push({ original: { first, surname, gender }, prompt });
  }
  return { cases, undeclinable };
}

/** The pseudonym lemma the mapping restores to `original` (its nominative key), if the person got one. */
function pseudonymLemma(mapping: Mapping, original: string, kind: 'first' | 'surname', gender: Gender): string | undefined {
  for (const key of Object.keys(mapping)) {
    if (key.startsWith('<') || key.endsWith(STEM_MARK) || mapping[key] !== original) continue;
    if (analyzeForm(key).some((r) => r.kind === kind && r.gender === gender && r.lemma === key && r.cases.includes('nom'))) return key;
  }
  return undefined;
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
  people: number;
  undeclinable: number;
  /** People forwarded as a pseudonym (first name and surname), of `people`. */
  pseudonymized: number;
  /** Answer mentions scored, and those restored to exactly the original's form. */
  mentions: number;
  exact: number;
  /** Streamed restore (3-character chunks) equal to the whole-text restore, per answer. */
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
    split, people: cases.length, undeclinable, pseudonymized: 0, mentions: 0, exact: 0, streamEqual: 0,
    pseudonymsReachingClient: 0, originalsUpstream: 0, failures: [],
  };
  const pseudo: PiiSettings = { ...settings, replacement: 'pseudonyms' };
  const results = await Promise.all(cases.map(async (c) => {
    const request: ChatRequest = { model: 'eval', messages: [{ role: 'user', content: c.prompt }] };
    return anonymizeRequest(request, pseudo, pool);
  }));
  cases.forEach((c, i) => {
    const { mapping, request } = results[i];
    const { first, surname, gender } = c.original;
    const forwarded = JSON.stringify(request.messages);
    const originalForms = new Set([...Object.values(paradigm(first, 'first', gender)!), ...Object.values(paradigm(surname, 'surname', gender)!)]);
    const sentWords = new Set(forwarded.match(/[\p{L}\p{M}]+/gu));
    for (const f of originalForms) if (sentWords.has(f)) s.originalsUpstream++;
    const pFirst = pseudonymLemma(mapping, first, 'first', gender);
    const pSurname = pseudonymLemma(mapping, surname, 'surname', gender);
    const pFirstForms = pFirst && paradigm(pFirst, 'first', gender);
    const pSurnameForms = pSurname && paradigm(pSurname, 'surname', gender);
    const expected = answerLines(split, gender, paradigm(first, 'first', gender)!, paradigm(surname, 'surname', gender)!);
    s.mentions += expected.length;
    if (!pFirstForms || !pSurnameForms) {
      s.failures.push({ expected: expected[0], restored: '(no pseudonym: the person was not forwarded as one)' });
      return;
    }
    s.pseudonymized++;
    const answer = answerLines(split, gender, pFirstForms, pSurnameForms).join('\n');
    const restored = restoreText(answer, mapping);
    const inChunks = streamed(answer, mapping, 3);
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
    `pseudonym mode restoration (split ${s.split}): ${s.people} people (${s.undeclinable} left out: no full paradigm), ` +
      `${s.pseudonymized} forwarded as pseudonyms`,
    `  answer mentions restored to the exact original form: ${s.exact}/${s.mentions} = ${pct(s.exact, s.mentions)} (goal ≥ 95%)`,
    `  pseudonym forms reaching the client (whole and streamed): ${s.pseudonymsReachingClient} (goal 0)`,
    `  original forms seen by the upstream: ${s.originalsUpstream} (goal 0)`,
    `  streamed restore (3-character chunks) equal to the whole: ${s.streamEqual}/${s.pseudonymized}`,
  ].join('\n');
}
