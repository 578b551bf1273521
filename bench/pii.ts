// PII engine benchmark: anonymization latency p50/p99 through the worker pool for ~1 KB and ~10 KB
// Polish prompts rich in personal data (rule-based detectors + Art. 9, no NER), the same work
// in-process without the pool (to show the pool's own overhead), and TagRestorer throughput.
// Standalone: `npx tsx bench/pii.ts` (options: --threads N, --iterations N).

import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { anonymizeTexts, detectArt9 } from '../src/pii/anonymize.js';
import { PiiPool } from '../src/pii/pool.js';
import { TagRestorer, restoreText } from '../src/pii/restore.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type EntityType, type Mapping } from '../src/pii/types.js';

// ---- deterministic generator of realistic prompts ------------------------------------------------
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}
const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

function pesel(r: () => number): string {
  const yy = String(50 + Math.floor(r() * 49)).padStart(2, '0');
  const mm = String(1 + Math.floor(r() * 12)).padStart(2, '0');
  const dd = String(1 + Math.floor(r() * 28)).padStart(2, '0');
  const base = yy + mm + dd + digits(r, 4);
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...base].reduce((a, d, i) => a + Number(d) * w[i], 0);
  return base + String((10 - (sum % 10)) % 10);
}
function nip(r: () => number): string {
  for (;;) {
    const base = String(1 + Math.floor(r() * 9)) + digits(r, 8);
    const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
    const c = [...base].reduce((a, d, i) => a + Number(d) * w[i], 0) % 11;
    if (c !== 10) return `${base.slice(0, 3)}-${base.slice(3, 6)}-${base.slice(6, 8)}-${base[8]}${c}`;
  }
}
function iban(r: () => number): string {
  const bban = digits(r, 24);
  const rem = BigInt(bban + '252100') % 97n; // "PL00" moved to the end: P=25, L=21
  const check = String(98n - rem).padStart(2, '0');
  return ('PL' + check + bban).replace(/(.{4})/g, '$1 ').trim();
}

const FIRST = ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Małgorzata', 'Krzysztof', 'Agnieszka', 'Paweł', 'Zofia', 'Jakub'];
const LAST = ['Nowak', 'Kowalski', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański'];
const STREETS = ['Marszałkowskiej', 'Długiej', 'Kościuszki', 'Mickiewicza', '3 Maja', 'Piłsudskiego'];
const CITIES = ['Warszawa', 'Kraków', 'Gdańsk', 'Poznań', 'Wrocław', 'Łódź'];

function sentence(r: () => number): string {
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)];
  const name = `${pick(FIRST)} ${pick(LAST)}`;
  const templates = [
    () => `Dzień dobry, nazywam się ${name}, mój PESEL to ${pesel(r)}, a numer telefonu +48 ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}.`,
    () => `Proszę wystawić fakturę na firmę o numerze NIP ${nip(r)}, adres ul. ${pick(STREETS)} ${1 + Math.floor(r() * 120)}/${1 + Math.floor(r() * 40)}, ${digits(r, 2)}-${digits(r, 3)} ${pick(CITIES)}.`,
    () => `Przelew prosimy kierować na rachunek ${iban(r)} z tytułem zamówienia nr ${digits(r, 6)}.`,
    () => `W razie pytań proszę pisać do pani ${pick(LAST)} na adres ${pick(FIRST).toLowerCase()}.${digits(r, 2)}@example.pl lub dzwonić pod tel. ${digits(r, 3)}-${digits(r, 3)}-${digits(r, 3)}.`,
    () => `Pacjent ${name} zgłosił się z objawami cukrzycy; wizyta kontrolna odbędzie się w przyszłym tygodniu.`,
    () => `Napisz uprzejmą odpowiedź na reklamację klienta, który zamówił towar przez internet i czeka już trzy tygodnie na dostawę.`,
    () => `Podsumuj proszę poniższą umowę najmu i wskaż klauzule niekorzystne dla najemcy, w szczególności dotyczące kaucji.`,
  ];
  return pick(templates)();
}

export function piiPrompt(bytes: number, seed = 1): string {
  const r = rng(seed);
  let s = '';
  while (Buffer.byteLength(s) < bytes) s += sentence(r) + ' ';
  return s.trim();
}

// ---- measurement -------------------------------------------------------------------------------
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
function summary(times: number[]): { p50_ms: number; p99_ms: number; mean_ms: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (x: number) => +x.toFixed(4);
  return { p50_ms: round(percentile(sorted, 50)), p99_ms: round(percentile(sorted, 99)), mean_ms: round(times.reduce((a, b) => a + b, 0) / times.length) };
}

function restorerThroughput(): Record<string, number> {
  const mapping: Mapping = {};
  for (let i = 1; i <= 50; i++) mapping[`<PERSON_${i}>`] = `Imię${i} Nazwisko${i}`;
  // ~8 MB of model output: Polish prose with a tag every ~150 characters, streamed in ~24-char chunks.
  const base = 'Szanowna Pani, w nawiązaniu do rozmowy z <PERSON_7> przesyłam żądane informacje; ' +
    'proszę potwierdzić dane <PERSON_12> oraz zaświadczenie z urzędu — dziękuję ślicznie! 😀 ';
  const text = base.repeat(Math.ceil(8e6 / base.length));
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 24) chunks.push(text.slice(i, i + 24));
  const plain = text.replace(/<PERSON_\d+>/g, 'Jan');
  const plainChunks: string[] = [];
  for (let i = 0; i < plain.length; i += 24) plainChunks.push(plain.slice(i, i + 24));

  const run = (cs: string[]) => {
    let best = Infinity;
    for (let rep = 0; rep < 3; rep++) {
      const r = new TagRestorer(mapping);
      let len = 0;
      const t0 = performance.now();
      for (const c of cs) len += r.push(c).length;
      len += r.flush().length;
      best = Math.min(best, performance.now() - t0);
      if (len === 0) throw new Error('restorer produced nothing');
    }
    return best;
  };
  const mb = Buffer.byteLength(text) / 1e6;
  const withTags = run(chunks);
  const noTags = run(plainChunks);
  const t0 = performance.now();
  restoreText(text, mapping);
  const whole = performance.now() - t0;
  return {
    input_mb: +mb.toFixed(2),
    chunk_chars: 24,
    streaming_with_tags_mb_s: Math.round(mb / (withTags / 1000)),
    streaming_no_tags_mb_s: Math.round(Buffer.byteLength(plain) / 1e6 / (noTags / 1000)),
    restore_text_whole_mb_s: Math.round(mb / (whole / 1000)),
  };
}

const TINY_PROMPT = 'Ala ma kota.';

export async function runPiiBench(opts: { threads?: number; iterations?: number } = {}): Promise<object> {
  const iterations = opts.iterations ?? 2000;
  const entities = new Set<EntityType>(
    [...DEFAULT_ENABLED_TYPES, 'address', 'postal_code', 'date_of_birth'].flatMap((s) => SETTING_TO_ENTITIES[s as keyof typeof SETTING_TO_ENTITIES]),
  );
  // The detection cache is off here: these prompts repeat, and the figures are for text seen the first time.
  const pool = new PiiPool({ threads: opts.threads ?? 1, cacheEntries: 0 });
  const result: Record<string, unknown> = { threads: pool.stats().threads, entity_types: entities.size, art9: true };
  try {
    for (const [label, bytes, iters] of [['1KB', 1024, iterations], ['10KB', 10240, Math.ceil(iterations / 5)]] as const) {
      const prompts = Array.from({ length: 16 }, (_, i) => piiPrompt(bytes, i + 1));
      for (let i = 0; i < 200; i++) await pool.anonymize([prompts[i % 16]], entities, true); // warm-up (JIT, worker)
      const viaPool: number[] = [];
      const inWorker: number[] = [];
      let found = 0;
      for (let i = 0; i < iters; i++) {
        const t0 = performance.now();
        const r = await pool.anonymize([prompts[i % 16]], entities, true);
        viaPool.push(performance.now() - t0);
        inWorker.push(r.durationMs);
        found += Object.values(r.counts).reduce((a, b) => a + (b ?? 0), 0);
      }
      const inProcess: number[] = [];
      for (let i = 0; i < iters; i++) {
        const t0 = performance.now();
        anonymizeTexts([prompts[i % 16]], entities);
        detectArt9([prompts[i % 16]]);
        inProcess.push(performance.now() - t0);
      }
      result[label] = {
        bytes: Buffer.byteLength(prompts[0]),
        iterations: iters,
        entities_per_prompt: +(found / iters).toFixed(1),
        round_trip_via_pool: summary(viaPool),
        time_in_worker: summary(inWorker),
        in_process_no_pool: summary(inProcess),
      };
    }
    // The pool's own floor: the same entity types, a prompt with nothing to find ("Ala ma kota."), so the
    // worker does next to nothing and the round trip is the hand-off alone (clone, two thread wake-ups).
    const tinyTimes: number[] = [];
    for (let i = 0; i < 200; i++) await pool.anonymize([TINY_PROMPT], entities, true);
    for (let i = 0; i < iterations; i++) {
      const t0 = performance.now();
      await pool.anonymize([TINY_PROMPT], entities, true);
      tinyTimes.push(performance.now() - t0);
    }
    result.empty_prompt = { chars: TINY_PROMPT.length, iterations, round_trip_via_pool: summary(tinyTimes) };
  } finally {
    await pool.close();
  }
  result.worker_echo = await workerEchoBench(iterations);
  result.conversation = await conversationBench(entities, opts.threads ?? 1);
  result.tag_restorer = restorerThroughput();
  return result;
}

/**
 * The floor under any worker pool on this machine: a bare worker_threads echo (no piscina, no detection)
 * of a message shaped like one pool task, sent and awaited one at a time. What it costs is the
 * structured clone both ways and two thread wake-ups.
 */
async function workerEchoBench(iterations: number): Promise<object> {
  const worker = new Worker(
    "const { parentPort } = require('node:worker_threads'); parentPort.on('message', (m) => parentPort.postMessage(m));",
    { eval: true },
  );
  const message = { tasks: [{ texts: [TINY_PROMPT], entities: 'PERSON,PESEL,NIP', art9: true, ner: false }] };
  const echo = () => new Promise<void>((done) => { worker.once('message', () => done()); worker.postMessage(message); });
  const times: number[] = [];
  try {
    for (let i = 0; i < 200; i++) await echo();
    for (let i = 0; i < iterations; i++) {
      const t0 = performance.now();
      await echo();
      times.push(performance.now() - t0);
    }
  } finally {
    await worker.terminate();
  }
  return { iterations, round_trip: summary(times) };
}

/**
 * A chat of 20 turns as clients send it: every request carries the whole history (user messages of
 * ~400 characters with personal data, assistant answers of ~400 characters) plus the new message.
 * Time per request through the pool with the workers' detection cache on (default) and off; each
 * conversation is new text (seeded per run), so only what the same chat sent before can hit.
 */
async function conversationBench(entities: ReadonlySet<EntityType>, threads: number): Promise<object> {
  const TURNS = 20;
  const CHATS = 10;
  const out: Record<string, unknown> = { turns: TURNS, conversations: CHATS };
  for (const [label, cacheEntries] of [['cache_off', 0], ['cache_on', 10_000]] as const) {
    const pool = new PiiPool({ threads, cacheEntries });
    const times: number[] = [];
    let cached = 0;
    let texts = 0;
    try {
      for (let chat = 0; chat < CHATS + 2; chat++) {
        const history: string[] = [];
        for (let turn = 0; turn < TURNS; turn++) {
          history.push(piiPrompt(400, 1000 * (chat + 1) + turn));
          const t0 = performance.now();
          const r = await pool.anonymize(history, entities, true);
          if (chat >= 2) { // the first two chats warm the worker up
            times.push(performance.now() - t0);
            cached += r.cachedTexts ?? 0;
            texts += history.length;
          }
          history.push(`Odpowiedź asystenta ${turn}: ` + piiPrompt(380, 7000 + 100 * chat + turn));
        }
      }
    } finally {
      await pool.close();
    }
    out[label] = { ...summary(times), cached_texts_ratio: +(cached / texts).toFixed(3) };
  }
  const mean = (k: string) => (out[k] as { mean_ms: number }).mean_ms;
  out.mean_speedup = +(mean('cache_off') / mean('cache_on')).toFixed(2);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  runPiiBench({ threads: arg('--threads'), iterations: arg('--iterations') }).then((r) => console.log(JSON.stringify(r, null, 2)), (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
