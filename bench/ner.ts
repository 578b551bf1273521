// NER latency benchmark: p50/p99 of detect() on ~1 KB and ~10 KB Polish prompts, on one ONNX session
// (single-threaded, as inside a PII worker), plus token throughput. Standalone: `npx tsx bench/ner.ts`.

import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { loadNerModel } from '../src/ner/index.js';
import { tokenize } from '../src/ner/tokenizer.js';

const SENTENCES = [
  'Dzień dobry, nazywam się Anna Wiśniewska i piszę w sprawie umowy zawartej z firmą Orlen S.A. w Płocku.',
  'Proszę przygotować pismo do Ministerstwa Finansów w imieniu pana Krzysztofa Zielińskiego.',
  'W zeszłym tygodniu byliśmy z Tomaszem na konferencji w Poznaniu, organizowanej przez Uniwersytet Warszawski.',
  'Przelew z PKO Bank Polski nie dotarł, więc skontaktuj się z oddziałem przy ul. Marszałkowskiej w Warszawie.',
  'Czy mógłbyś streścić ten raport przygotowany przez Najwyższą Izbę Kontroli dla Sejmu?',
  'Moja siostra Katarzyna mieszka w Gdyni, a brat Piotr przeprowadził się do Wrocławia w 2019 roku.',
  'Napisz uprzejmą odpowiedź na reklamację klienta, który zamówił towar przez internet i czeka już trzy tygodnie.',
];

function prompt(bytes: number): string {
  let s = '', i = 0;
  while (Buffer.byteLength(s) < bytes) s += SENTENCES[i++ % SENTENCES.length] + ' ';
  return s.trim();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runNerBench(opts: { iterations?: number } = {}): Promise<object> {
  const model = await loadNerModel();
  const result: Record<string, unknown> = {};
  try {
    for (const [label, bytes, iters] of [['1KB', 1024, opts.iterations ?? 300], ['10KB', 10240, Math.ceil((opts.iterations ?? 300) / 5)]] as const) {
      const text = prompt(bytes);
      const tokens = tokenize(text).length;
      for (let i = 0; i < 20; i++) await model.detect(text); // warm-up (allocator, ORT kernels)
      const times: number[] = [];
      for (let i = 0; i < iters; i++) {
        const t0 = performance.now();
        await model.detect(text);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      result[label] = {
        bytes: Buffer.byteLength(text), tokens, iterations: iters,
        p50_ms: +p50.toFixed(3), p99_ms: +percentile(times, 99).toFixed(3),
        mean_ms: +(times.reduce((a, b) => a + b, 0) / times.length).toFixed(3),
        tokens_per_s: Math.round(tokens / (p50 / 1000)),
      };
    }
  } finally {
    await model.close();
  }
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runNerBench().then((r) => console.log(JSON.stringify(r, null, 2)), (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
