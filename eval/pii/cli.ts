// npm run pii:eval -- [--split dev|test] [--types default|all] [--verbose] [--json path] [--no-ner]
//
// Runs every record of a split through the gateway's own anonymization (anonymizeRequest over the
// PII worker pool, NER on unless --no-ner), recovers what was replaced from the text that would reach
// the provider, and prints issue 13's table. The data is synthetic: --verbose prints values of
// made-up people only.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { anonymizeRequest } from '../../src/chat/anonymize-request.js';
import { PiiPool } from '../../src/pii/pool.js';
import { TagRestorer } from '../../src/pii/restore.js';
import { DEFAULT_ENABLED_TYPES, PII_SETTING_TYPES } from '../../src/pii/types.js';
import type { PiiSettings } from '../../src/store/pii-settings.js';
import type { ChatRequest } from '../../src/types/openai.js';
import { splitPath } from './generate.js';
import { entitiesFromForwarded, formatTable, measures, score, type RecordResult } from './score.js';
import type { EvalRecord, Split } from './types.js';

function usage(message: string): never {
  console.error(`pii:eval: ${message}\nusage: npm run pii:eval -- [--split dev|test] [--types default|all] [--verbose] [--json path] [--no-ner]`);
  process.exit(2);
}

function options() {
  const { values } = parseArgs({
    options: {
      split: { type: 'string', default: 'test' },
      types: { type: 'string', default: 'all' },
      verbose: { type: 'boolean', default: false },
      json: { type: 'string' },
      'no-ner': { type: 'boolean', default: false },
    },
  });
  if (values.split !== 'dev' && values.split !== 'test') usage('--split must be dev or test');
  if (values.types !== 'default' && values.types !== 'all') usage('--types must be default or all');
  return { split: values.split as Split, types: values.types as 'default' | 'all', verbose: values.verbose, json: values.json, ner: !values['no-ner'] };
}

export function loadSplit(split: Split): EvalRecord[] {
  return readFileSync(splitPath(split), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as EvalRecord);
}

/** Restores `text` as the gateway restores a streamed answer: in small chunks that split tags. */
function streamRestore(text: string, mapping: Record<string, string>): string {
  const restorer = new TagRestorer(mapping);
  let out = '';
  for (let i = 0; i < text.length; i += 5) out += restorer.push(text.slice(i, i + 5));
  return out + restorer.flush();
}

/** One request per record, as a client would send it; all in flight at once so the pool batches them. */
async function runAll(records: readonly EvalRecord[], settings: PiiSettings, pool: PiiPool): Promise<RecordResult[]> {
  return Promise.all(records.map(async (rec) => {
    const request: ChatRequest = { model: 'eval', messages: [{ role: 'user', content: rec.text }] };
    const out = await anonymizeRequest(request, settings, pool);
    const forwarded = out.request.messages.at(-1)!.content as string;
    return { forwarded, entities: entitiesFromForwarded(rec.text, forwarded, out.mapping), restored: streamRestore(forwarded, out.mapping) };
  }));
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
  const records = loadSplit(opts.split);
  const settings: PiiSettings = {
    enabled: true,
    enabled_types: opts.types === 'all' ? [...PII_SETTING_TYPES] : [...DEFAULT_ENABLED_TYPES],
    art9_detection: false,
    art9_action: 'ignore',
    updated_at: null,
  };
  const pool = new PiiPool({ ner: opts.ner, cacheEntries: 0 });
  const started = performance.now();
  let results: RecordResult[];
  try {
    await pool.ready();
    results = await runAll(records, settings, pool);
  } finally {
    await pool.close();
  }
  const s = score(records, results);
  const rows = measures(s);
  const seconds = (performance.now() - started) / 1000;
  const rev = revision();

  console.log(`PII evaluation: split ${opts.split}, ${s.records} records (${s.cleanRecords} PII-free), ${s.spans} gold spans; ` +
    `types ${opts.types}, NER ${opts.ner ? 'on' : 'off'}; ${seconds.toFixed(1)} s; ${new Date().toISOString().slice(0, 16)}Z, commit ${rev}\n`);
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

  if (opts.verbose) {
    console.log('\nmisses (gold spans not fully replaced):');
    for (const m of s.misses) console.log(`  ${m.id} ${m.category}/${m.kind}${m.wellFormed ? ' well-formed' : ''} ${m.outcome}: ${JSON.stringify(m.value)}`);
    console.log('\nfalse positives (tags covering no gold span, PERSON tags on no person):');
    for (const f of s.falsePositives) console.log(`  ${f.id}${f.clean ? ' (clean)' : ''} ${f.type}: ${JSON.stringify(f.value)}`);
  }
  if (opts.json) {
    const { misses, falsePositives, ...summary } = s;
    writeFileSync(opts.json, JSON.stringify({ split: opts.split, commit: rev, types: opts.types, ner: opts.ner, measures: rows, ...summary, misses, falsePositives }, null, 2) + '\n');
  }
}

await main();
