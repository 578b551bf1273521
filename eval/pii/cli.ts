// npm run pii:eval -- [--split dev|test] [--types default|all] [--form lowercase|caps|no-diacritics] [--verbose] [--json path] [--no-ner] [--ner-model-dir DIR] [--check]
//
// Runs every record of a split through the gateway's own anonymization (anonymizeRequest over the
// PII worker pool, NER on unless --no-ner), recovers what was replaced from the text that would reach
// the provider, and prints the table of goals. The data is synthetic: --verbose prints values of
// made-up people only. --form rewrites every record as people also type it (all lowercase, all
// capitals, Polish letters without diacritics; the gold spans keep their offsets) before it is sent.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PiiPool } from '../../src/pii/pool.js';
import { generateLinkingSplit, scoreLinking, type LinkingScore } from './linking.js';
import { formatRestoration, runRestoration, type RestorationScore } from './pseudonym-restoration.js';
import { evalSettings, inForm, loadSplit, runAll, runLinking, runLinkingOnGoldSpans, WRITING_FORMS, type WritingForm } from './run.js';
import { formatTable, measures, score, type RecordResult } from './score.js';
import type { Split } from './types.js';

function usage(message: string): never {
  console.error(`pii:eval: ${message}\nusage: npm run pii:eval -- [--split dev|test] [--types default|all] [--form lowercase|caps|no-diacritics] [--verbose] [--json path] [--no-ner] [--ner-model-dir DIR] [--check]`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      options: {
        split: { type: 'string', default: 'test' },
        types: { type: 'string', default: 'all' },
        form: { type: 'string', default: 'as-written' },
        verbose: { type: 'boolean', default: false },
        json: { type: 'string' },
        'no-ner': { type: 'boolean', default: false },
        'ner-model-dir': { type: 'string' },
        check: { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    usage(err instanceof Error ? err.message : String(err));
  }
}

function options() {
  const { values } = parse();
  if (values.split !== 'dev' && values.split !== 'test') usage('--split must be dev or test');
  if (values.types !== 'default' && values.types !== 'all') usage('--types must be default or all');
  if (!(WRITING_FORMS as readonly string[]).includes(values.form!)) usage(`--form must be one of ${WRITING_FORMS.join(', ')}`);
  return { split: values.split as Split, types: values.types as 'default' | 'all', form: values.form as WritingForm, verbose: values.verbose, json: values.json, ner: !values['no-ner'], nerModelDir: values['ner-model-dir'], check: values.check };
}

/** The commit measured, and whether detection code differs from it (results then belong to the working tree). */
function revision(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = git('status', '--porcelain', '--', 'src', 'workers', 'models') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const opts = options();
  const records = inForm(loadSplit(opts.split), opts.form);
  const settings = evalSettings(opts.types);
  const pool = new PiiPool({ ner: opts.ner, nerModelDir: opts.nerModelDir, cacheEntries: 0 });
  const started = performance.now();
  const linkingRecords = generateLinkingSplit(opts.split);
  let results: RecordResult[];
  let linkingDetected: LinkingScore;
  let pseudonyms: RestorationScore;
  try {
    await pool.ready();
    results = await runAll(records, settings, pool);
    linkingDetected = scoreLinking(linkingRecords, await runLinking(linkingRecords, settings, pool));
    pseudonyms = await runRestoration(opts.split, settings, pool);
  } finally {
    await pool.close();
  }
  const s = score(records, results);
  const rows = measures(s);
  const seconds = (performance.now() - started) / 1000;
  const rev = revision();

  console.log(`PII evaluation: split ${opts.split}, ${s.records} records (${s.cleanRecords} PII-free), ${s.spans} gold spans; ` +
    `types ${opts.types}, NER ${opts.ner ? 'on' : 'off'}, written ${opts.form}; ${seconds.toFixed(1)} s; ${new Date().toISOString().slice(0, 16)}Z, commit ${rev}\n`);
  console.log(formatTable(rows));
  console.log('\nrecall per kind (found/total, partial):');
  for (const [kind, t] of Object.entries(s.byKind)) {
    console.log(`  ${kind.padEnd(28)} ${t.recall.toFixed(2)}  ${t.found}/${t.total}${t.partial ? `, partial ${t.partial}` : ''}`);
  }
  console.log('\nrecall per genre: ' + Object.entries(s.byGenre).map(([g, t]) => `${g} ${t.recall.toFixed(2)} (${t.found}/${t.total})`).join(', '));
  const fmt = (r: Record<string, number>) => Object.entries(r).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
  console.log(`\ntags on PII-free lines by type: ${fmt(s.cleanTags.byType)}`);
  console.log(`tags on lines with PII that cover no gold span: ${fmt(s.spuriousTags)}`);
  console.log(`well-formed identifiers found verbatim in the forwarded text: ${s.wellFormedLeaks.verbatim}`);
  console.log(`restoration (the forwarded text streamed back in 5-character chunks): ${s.restoration.exact} of ${s.restoration.total} records exact`);

  const linkingGold = scoreLinking(linkingRecords, runLinkingOnGoldSpans(linkingRecords));
  const linkingGoalsMet = linkingGold.persons.share >= 0.95 && linkingGold.persons.merges === 0 && linkingGold.places.merges === 0;
  console.log(`\nlinking (${linkingRecords.length} texts, 1–3 people and 0–2 cities in 2–5 forms each; eval/pii/linking.ts):`);
  console.log(formatLinking('gold spans', linkingGold));
  console.log(formatLinking(`detected (${opts.types}, NER ${opts.ner ? 'on' : 'off'})`, linkingDetected));
  console.log(`  goals on gold spans: persons ≥ 95% under one tag, 0 merges: ${linkingGoalsMet ? 'met' : 'MISSED'}`);
  console.log(`\n${formatRestoration(pseudonyms)}`);
  const pseudonymGoals = pseudonyms.exact >= 0.95 * pseudonyms.mentions && pseudonyms.pseudonymsReachingClient === 0 && pseudonyms.originalsUpstream === 0;

  if (opts.verbose) {
    console.log('\npseudonym mode: answer mentions not restored exactly (made-up people):');
    for (const f of pseudonyms.failures) console.log(`  expected ${JSON.stringify(f.expected)}, got ${JSON.stringify(f.restored)}`);
    console.log('\nmisses (gold spans not fully replaced):');
    for (const m of s.misses) console.log(`  ${m.id} ${m.category}/${m.kind}${m.wellFormed ? ' well-formed' : ''} ${m.outcome}: ${JSON.stringify(m.value)}`);
    console.log('\nfalse positives (tags covering no gold span, PERSON tags on no person):');
    for (const f of s.falsePositives) console.log(`  ${f.id}${f.clean ? ' (clean)' : ''} ${f.type}: ${JSON.stringify(f.value)}`);
  }
  if (opts.json) {
    const { misses, falsePositives, ...summary } = s;
    const linking = { goldSpans: linkingGold, detected: linkingDetected };
    const { failures: _failures, ...pseudonymSummary } = pseudonyms;
    writeFileSync(opts.json, JSON.stringify({ split: opts.split, commit: rev, types: opts.types, ner: opts.ner, measures: rows, ...summary, linking, pseudonyms: pseudonymSummary, misses, falsePositives }, null, 2) + '\n');
  }
  // --check: a missed goal fails the command (for CI), after everything was printed.
  if (opts.check && (rows.some((r) => r.pass === false) || !linkingGoalsMet || !pseudonymGoals)) process.exitCode = 1;
}

function formatLinking(label: string, l: LinkingScore): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const misses = Object.entries(l.missesByShape).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
  return `  ${label}: persons ${pct(l.persons.share)} of ${l.persons.mentions} mentions under one tag, ${l.persons.merges} merges; ` +
    `places ${pct(l.places.share)} of ${l.places.mentions}, ${l.places.merges} merges; ` +
    `answers restored exactly: persons ${l.answers.PERSON.exact}/${l.answers.PERSON.total}, places ${l.answers.LOCATION.exact}/${l.answers.LOCATION.total}; ` +
    `mentions off their entity's tag by shape: ${misses}`;
}

await main();
