// `npm run ner:eval`: scores the shipped models from the Node side on the held-out NKJP split (every
// 10th document, see meta.json "split") with exact-span entity matching: each model alone, checked against
// the figures its training run wrote into its meta.json, then the two routed per sentence as the gateway
// routes them (writing-form.ts), checked against meta.json's "routed" figures. Then scores the routed
// system as the gateway runs it (sentences name-free.ts skips, with the reading model's tables, tagged O).
// `--form NAME` scores the sentences rewritten in that form of writing (lowercase, ALL CAPS, no diacritics). `--split dev` scores the dev split instead (against
// meta.json's dev figures): choices such as the skip rule are made there, never on test. `--gateway`
// scores the whole detection path instead, in four forms of writing (gateway-eval.ts).

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bioSpans } from './decode.js';
import { FORMS, runGatewayEval } from './gateway-eval.js';
import { AS_WRITTEN_DIR, blankNumber, DEFAULT_NER_MODEL_DIR, nerModelAvailable } from './index.js';
import { mayBeLowercaseName, nameFree } from './name-free.js';
import { isRelationalAdjective } from './relational-adjective.js';
import { NerTagger } from './tagger.js';
import { writingForm } from './writing-form.js';

const TYPES = ['PERSON', 'LOCATION', 'ORGANIZATION'] as const;
const NKJP_MAP: Record<string, string> = {
  persName: 'PERSON', placeName: 'LOCATION', geogName: 'LOCATION', orgName: 'ORGANIZATION',
};
const TOLERANCE = 0.005;

interface Sentence { tokens: string[]; gold: string[] }

/**
 * Held-out sentences: documents whose 0-based index i satisfies i % 10 === 0 (same as corpus.py), or with
 * `remainder` 5 the dev split (where choices such as the skip rule are made).
 */
export function readNkjpTest(path: string, remainder = 0): Sentence[] {
  const text = execFileSync('xz', ['-dc', path], { maxBuffer: 1 << 30, encoding: 'utf8' });
  const out: Sentence[] = [];
  let doc = -1, tokens: string[] = [], raw: Array<[string, string | null]> = [];
  const flush = () => {
    if (tokens.length > 0 && doc % 10 === remainder) out.push({ tokens, gold: toBio(raw) });
    tokens = []; raw = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('-DOCSTART')) {
      flush();
      if (line.startsWith('-DOCSTART FILE')) doc++;
      continue;
    }
    if (line.trim() === '') { flush(); continue; }
    const parts = line.split('\t');
    if (parts.length !== 4) throw new Error(`NKJP: expected 4 tab-separated columns, got ${parts.length}`);
    const outer = parts[3]!.split('#')[0]!;
    if (outer === 'O') raw.push(['O', null]);
    else {
      const dash = outer.indexOf('-');
      raw.push([outer.slice(0, dash), NKJP_MAP[outer.slice(dash + 1).split('-')[0]!] ?? null]);
    }
    tokens.push(parts[0]!);
  }
  flush();
  return out;
}

function toBio(raw: Array<[string, string | null]>): string[] {
  let prev: string | null = null;
  return raw.map(([bi, type]) => {
    if (type === null) { prev = null; return 'O'; }
    const tag = (bi === 'I' && prev === type ? 'I-' : 'B-') + type;
    prev = type;
    return tag;
  });
}

type Row = { precision: number; recall: number; f1: number; support: number };

export function score(pairs: Array<{ gold: string[]; pred: string[] }>): Record<string, Row> {
  const tp: Record<string, number> = {}, fp: Record<string, number> = {}, fn: Record<string, number> = {};
  for (const t of TYPES) { tp[t] = 0; fp[t] = 0; fn[t] = 0; }
  for (const { gold, pred } of pairs) {
    const key = (s: { type: string; start: number; end: number }) => `${s.type}:${s.start}:${s.end}`;
    const g = new Set(bioSpans(gold).map(key)), p = new Set(bioSpans(pred).map(key));
    for (const s of p) { const t = s.split(':')[0]!; if (g.has(s)) tp[t]!++; else fp[t]!++; }
    for (const s of g) if (!p.has(s)) fn[s.split(':')[0]!]!++;
  }
  const row = (a: number, b: number, c: number): Row => {
    const precision = a + b ? a / (a + b) : 0, recall = a + c ? a / (a + c) : 0;
    return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0, support: a + c };
  };
  const res: Record<string, Row> = {};
  for (const t of TYPES) res[t] = row(tp[t]!, fp[t]!, fn[t]!);
  const sum = (o: Record<string, number>) => TYPES.reduce((s, t) => s + o[t]!, 0);
  res.micro = row(sum(tp), sum(fp), sum(fn));
  return res;
}

/** The candidate skip rule: a sentence with no uppercase letter is not given to the model (all O). */
export function noUppercase(tokens: readonly string[]): boolean {
  return !tokens.some((t) => t.toLowerCase() !== t);
}

function printTable(table: Record<string, Row>, meta: Record<string, Row>): boolean {
  console.log('type          precision  recall     F1     support | meta.json F1   match');
  let allMatch = true;
  for (const t of [...TYPES, 'micro']) {
    const r = table[t]!, m = meta[t];
    const match = m !== undefined && Math.abs(m.f1 - r.f1) <= TOLERANCE && Math.abs(m.precision - r.precision) <= TOLERANCE &&
      Math.abs(m.recall - r.recall) <= TOLERANCE;
    allMatch &&= match;
    console.log(`${t.padEnd(13)} ${r.precision.toFixed(4).padStart(9)} ${r.recall.toFixed(4).padStart(7)} ${r.f1.toFixed(4).padStart(7)} ${String(r.support).padStart(10)} | ${m ? m.f1.toFixed(4) : '   n/a'}       ${match ? 'yes' : 'NO'}`);
  }
  return allMatch;
}

/** A span the gateway never replaces whatever the model says: one lowercase relational adjective as a
 * LOCATION ("angielski"; src/pii/ner-noise.ts). */
function droppedByGateway(span: { type: string; start: number; end: number }, tokens: readonly string[]): boolean {
  return span.type === 'LOCATION' && span.end - span.start === 1 && isRelationalAdjective(tokens[span.start]!);
}

/**
 * Scores a skip rule: the sentences it picks are tagged all O, as the gateway then never runs the model on
 * them. Prints the share of sentences and tokens skipped, the gold entities in them and how many of those
 * the model finds (lost by skipping). Scores it as NKJP annotates (against `meta`) and on the spans the
 * gateway keeps, where the bar is per-type F1 ≥ the model run on every sentence − TOLERANCE.
 */
function reportSkip(name: string, skips: (tokens: readonly string[]) => boolean, sentences: Sentence[], pred: string[][], meta: Record<string, Row>): boolean {
  let skipped = 0, skippedTokens = 0, gold = 0, found = 0, dropped = 0;
  const key = (s: { type: string; start: number; end: number }) => `${s.type}:${s.start}:${s.end}`;
  const pairs = sentences.map((s, i) => {
    if (!skips(s.tokens)) return { gold: s.gold, pred: pred[i]! };
    skipped++; skippedTokens += s.tokens.length;
    const g = new Set(bioSpans(s.gold).map(key));
    gold += g.size;
    const lost = bioSpans(pred[i]!).filter((p) => g.has(key(p)));
    found += lost.length;
    dropped += lost.filter((p) => droppedByGateway(p, s.tokens)).length;
    return { gold: s.gold, pred: s.tokens.map(() => 'O') };
  });
  const total = sentences.reduce((n, s) => n + s.tokens.length, 0);
  console.log(`\nskip rule ${name}: ${skipped} sentences, ${(100 * skippedTokens / total).toFixed(1)}% of tokens; ` +
    `${gold} gold entities in them, ${found} of which the model finds (lost by skipping; ${dropped} of those ` +
    'a lowercase relational adjective alone, which the gateway drops anyway)');
  console.log('as NKJP annotates (relational adjectives are LOCATIONs there):');
  printTable(score(pairs), meta);
  // The bar: what skipping costs on the spans the gateway keeps, against the model run on every sentence.
  const kept = (tags: string[], i: number) => keptByGateway(tags, sentences[i]!.tokens);
  const keptGold = sentences.map((s, i) => kept(s.gold, i));
  const everySentence = score(sentences.map((_, i) => ({ gold: keptGold[i]!, pred: kept(pred[i]!, i) })));
  const table = score(pairs.map((p, i) => ({ gold: keptGold[i]!, pred: kept(p.pred, i) })));
  console.log('on the spans the gateway keeps (lowercase relational adjectives alone left out of gold and predictions),\n' +
    '"meta.json F1" column = the model on every sentence, scored the same way:');
  printTable(table, everySentence);
  const ok = TYPES.every((t) => table[t]!.f1 >= everySentence[t]!.f1 - TOLERANCE);
  console.log(ok ? `every type's F1 ≥ the model on every sentence − ${TOLERANCE}` : `some type's F1 < the model on every sentence − ${TOLERANCE}`);
  return ok;
}

/** Tags with the spans the gateway drops anyway (droppedByGateway) turned to O. */
function keptByGateway(tags: string[], tokens: readonly string[]): string[] {
  const out = tags.slice();
  for (const span of bioSpans(tags)) if (droppedByGateway(span, tokens)) out.fill('O', span.start, span.end);
  return out;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const skip = args.includes('--skip-lowercase');
  // --model-dir DIR: score another model folder (e.g. a candidate) against the shipped meta.json.
  const dirFlag = args.indexOf('--model-dir');
  const modelDir = dirFlag >= 0 ? resolve(args[dirFlag + 1] ?? '') : DEFAULT_NER_MODEL_DIR;
  const valued = new Set(['--model-dir', '--split', '--form']);
  const flagValues = new Set(args.flatMap((a, i) => (valued.has(a) ? [i + 1] : [])));
  const dataArg = args.find((a, i) => !a.startsWith('--') && !flagValues.has(i));
  const dataPath = resolve(dataArg ?? join(DEFAULT_NER_MODEL_DIR, '..', '..', '..', 'shared', 'data', 'ner', 'nkjp-1m-ner.iob.xz'));
  const meta = JSON.parse(readFileSync(join(DEFAULT_NER_MODEL_DIR, 'meta.json'), 'utf8')) as { test: Record<string, Row>; dev: Record<string, Row> };
  // --split dev: the dev split instead (choices are made there; meta.json's figures are test's).
  const dev = args.includes('--split') && args[args.indexOf('--split') + 1] === 'dev';
  if (args.includes('--gateway')) {
    // --gateway [--form NAME]... [--verbose]: the documents through the PII worker pool (gateway-eval.ts).
    const forms = args.flatMap((a, i) => (a === '--form' ? [args[i + 1] ?? ''] : []));
    for (const f of forms) if (!(f in FORMS)) throw new Error(`--form must be one of: ${Object.keys(FORMS).join(', ')}`);
    await runGatewayEval({ dataPath, remainder: dev ? 5 : 0, nerModelDir: dirFlag >= 0 ? modelDir : undefined, forms: forms.length ? forms : undefined, verbose: args.includes('--verbose') });
    return;
  }
  const formFlag = args.indexOf('--form');
  const formName = formFlag >= 0 ? args[formFlag + 1] ?? '' : 'as written';
  const rewrite = FORMS[formName];
  if (!rewrite) throw new Error(`--form must be one of: ${Object.keys(FORMS).join(', ')}`);
  // --blank-numbers: numbers read as the gateway reads them (blankNumber), not as written.
  const blank = args.includes('--blank-numbers');
  const sentences = readNkjpTest(dataPath, dev ? 5 : 0).map((s) => ({ gold: s.gold, tokens: s.tokens.map((t) => rewrite(t)) }));
  const rows = sentences.map((s) => (blank ? s.tokens.map(blankNumber) : s.tokens));
  const robust = await NerTagger.load(modelDir);
  const asWrittenDir = join(modelDir, AS_WRITTEN_DIR);
  const asWritten = nerModelAvailable(asWrittenDir) ? await NerTagger.load(asWrittenDir, modelDir) : null;
  const nTokens = sentences.reduce((s, x) => s + x.tokens.length, 0);
  console.log(`held-out NKJP (${dev ? 'dev' : 'test'} split, form "${formName}"): ${sentences.length} sentences, ${nTokens} tokens`);
  // Each model alone on every sentence, against its own training figures (as written only).
  const pick = (m: Record<string, Row> & { dev?: Record<string, Row>; test?: Record<string, Row> }) => (dev ? m.dev : m.test) ?? {};
  const alone = async (tagger: NerTagger, dir: string, name: string) => {
    const t0 = performance.now();
    const tagged = await tagger.tag(rows);
    console.log(`\n${name} alone (${dir}), tagged in ${(performance.now() - t0).toFixed(0)} ms (LSTM weights ` +
      `${tagger.signedWeights ? 'int8: exact on this CPU' : 'uint8, as shipped'}); "meta.json F1" = its training run's figure:`);
    const pred = tagged.map((r) => Array.from(r.tagIds, (q) => tagger.tags[q]!));
    const own = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as Record<string, Row> & { dev?: Record<string, Row>; test?: Record<string, Row> };
    const ok = printTable(score(sentences.map((s, i) => ({ gold: s.gold, pred: pred[i]! }))), formName === 'as written' ? pick(own) : {});
    return { pred, ok: formName !== 'as written' || ok };
  };
  const robustRun = await alone(robust, modelDir, 'case-robust model');
  const asWrittenRun = asWritten ? await alone(asWritten, asWrittenDir, 'as-written model') : null;
  // Routed as the gateway routes: each sentence read by one model (writing-form.ts).
  const robustTables = robust.nameFree;
  const lowercaseName = robustTables ? (w: string) => mayBeLowercaseName(w, robustTables) : undefined;
  const readsAsWritten = sentences.map((s) => asWritten !== null &&
    writingForm(s.tokens.map((text) => ({ text })), 0, s.tokens.length, lowercaseName) === 'as-written');
  const pred = sentences.map((_, i) => (readsAsWritten[i] ? asWrittenRun!.pred[i]! : robustRun.pred[i]!));
  const routedCount = readsAsWritten.filter(Boolean).length;
  console.log(`\nrouted (writing-form.ts): ${routedCount} sentences to the as-written model, ${sentences.length - routedCount} to the case-robust one; ` +
    '"meta.json F1" = meta.json "routed" (as written only):');
  const routedMeta = (meta as { routed?: { test?: Record<string, Row>; dev?: Record<string, Row> } }).routed;
  const reference = (formName === 'as written' ? (dev ? routedMeta?.dev : routedMeta?.test) : undefined) ?? {};
  const table = score(sentences.map((s, i) => ({ gold: s.gold, pred: pred[i]! })));
  const routedMatch = printTable(table, reference);
  const allMatch = robustRun.ok && (asWrittenRun?.ok ?? true) && (formName !== 'as written' || routedMatch);
  console.log(allMatch ? `matches the meta.json figures (tolerance ${TOLERANCE})` : `DOES NOT match the meta.json figures (tolerance ${TOLERANCE})`);
  // As the gateway runs it: the sentences name-free.ts skips (with the reading model's tables) are tagged O.
  const tablesOf = (i: number) => (readsAsWritten[i] ? asWritten!.nameFree : robust.nameFree);
  const skipRule = (i: number) => {
    const tables = tablesOf(i), tokens = sentences[i]!.tokens;
    return tables !== null && nameFree(tokens.map((text) => ({ text })), 0, tokens.length, tables);
  };
  const byIndex = new Map(sentences.map((s, i) => [s.tokens, i] as const));
  const shippedOk = reportSkip('"name-free" (what the gateway skips, src/ner/name-free.ts)', (tokens) => skipRule(byIndex.get(tokens as string[])!), sentences, pred, reference);
  const skipOk = skip ? reportSkip('"no uppercase letter"', noUppercase, sentences, pred, reference) : true;
  await robust.close();
  await asWritten?.close();
  process.exitCode = allMatch && shippedOk && skipOk ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => { console.error(err instanceof Error ? err.message : err); process.exit(1); });
}

