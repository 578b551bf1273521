import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism, getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymizeTexts, detectArt9, detectCandidates } from '../../src/pii/anonymize.js';
import { nerMasks } from '../../src/pii/ner-masks.js';
import { PiiPool, defaultThreadCount } from '../../src/pii/pool.js';
import { loadNerModel, nerModelAvailable, type NerModel } from '../../src/ner/index.js';
import { ENTITY_TYPES, type Candidate, type EntityType } from '../../src/pii/types.js';

const ALL = new Set<EntityType>(ENTITY_TYPES);
const TEXTS = [
  'Jestem Anna Nowak, PESEL 44051401359, mam cukrzycę.',
  'Proszę o kontakt z panem Janem Kowalskim: jan.kowalski@example.com, tel. +48 600 700 800.',
  'Dane firmy: NIP 584-030-44-72, konto PL61 1090 1014 0000 0712 1981 2874. Anna Nowak zapłaci.',
];

let pool: PiiPool;
beforeAll(() => { pool = new PiiPool({ threads: 1 }); });
afterAll(async () => { await pool.close(); });

describe('PiiPool (real worker threads)', () => {
  it('returns exactly what the pure function returns, plus Art. 9 and timing', async () => {
    const r = await pool.anonymize(TEXTS, ALL, true);
    const expected = anonymizeTexts(TEXTS, ALL);
    expect(r.texts).toEqual(expected.texts);
    expect(r.mapping).toEqual(expected.mapping);
    expect(r.counts).toEqual(expected.counts);
    expect(r.art9).toEqual(detectArt9(TEXTS));
    expect(r.art9).toEqual(['SENSITIVE_HEALTH']);
    expect(r.durationMs).toBeGreaterThan(0);
    expect(r.nerMs).toBeUndefined();
  });
  it('respects the enabled types and the art9 flag', async () => {
    const r = await pool.anonymize(TEXTS, new Set(['PESEL']), false);
    expect(r.texts[0]).toBe('Jestem Anna Nowak, PESEL <PESEL_1>, mam cukrzycę.');
    expect(r.art9).toEqual([]);
    expect(Object.keys(r.mapping)).toEqual(['<PESEL_1>']);
  });
  it('short-circuits in the main thread only when there is nothing to scan', async () => {
    for (const [texts, types, art9] of [[[], ALL, true], [['', ''], ALL, true], [['Anna'], new Set(), false]] as const) {
      const r = await pool.anonymize(texts, types as Set<EntityType>, art9);
      expect(r).toEqual({ texts: [...texts], mapping: {}, counts: {}, art9: [], durationMs: 0 });
    }
    // Art. 9 alone still goes to the worker.
    const r = await pool.anonymize(['Mam astmę.'], new Set(), true);
    expect(r.art9).toEqual(['SENSITIVE_HEALTH']);
    expect(r.durationMs).toBeGreaterThan(0);
  });
  it('handles many concurrent requests, each with its own mapping', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      pool.anonymize([`Klient nr ${i}: Anna, PESEL 44051401359`], ALL, false)));
    for (const r of results) expect(r.mapping).toEqual({ '<PERSON_1>': 'Anna', '<PESEL_1>': '44051401359' });
    expect(pool.stats()).toEqual({ queueSize: 0, utilization: expect.any(Number), threads: 1 });
  });
  it('rejects a bad task with a clear error that carries no user text', async () => {
    await expect(pool.anonymize(['Anna Nowak'], new Set(['NOT_A_TYPE' as EntityType]), false)).rejects.toThrow(/known entity types/);
  });
  it('batches tasks that arrive while the thread is busy; a bad task fails alone', async () => {
    const before = pool.batching();
    const good = Array.from({ length: 40 }, (_, i) => pool.anonymize([`Zamówienie ${i}: Jan Kowalski, PESEL 44051401359`], ALL, true));
    const bad = pool.anonymize(['Anna Nowak'], new Set(['NOT_A_TYPE' as EntityType]), false);
    const more = Array.from({ length: 10 }, () => pool.anonymize(['Pani Anna Nowak ma astmę.'], ALL, true));
    await expect(bad).rejects.toThrow(/known entity types/);
    for (const r of await Promise.all(good)) {
      expect(r.mapping).toEqual({ '<PERSON_1>': 'Jan Kowalski', '<PESEL_1>': '44051401359' });
      expect(r.art9).toEqual([]);
    }
    for (const r of await Promise.all(more)) {
      expect(r.texts).toEqual(['Pani <PERSON_1> ma astmę.']);
      expect(r.art9).toEqual(['SENSITIVE_HEALTH']);
    }
    const after = pool.batching();
    expect(after.tasks - before.tasks).toBe(51);
    // The first task goes alone (the thread was idle); the other 50 wait for it and go in ≤ 32-task batches.
    expect(after.batches - before.batches).toBeLessThanOrEqual(4);
    expect(pool.stats().queueSize).toBe(0);
  });
  it('an idle pool sends each task of a trickle at once, alone: no task waits for a batch to fill', async () => {
    for (let i = 0; i < 5; i++) {
      const before = pool.batching();
      const r = pool.anonymize([`Zamówienie ${i}: Jan Kowalski`], ALL, false);
      // Handed to the worker within the call, not after a window in which others could join it.
      expect(pool.batching()).toEqual({ tasks: before.tasks + 1, batches: before.batches + 1 });
      expect(pool.stats().queueSize).toBe(0);
      expect((await r).mapping).toEqual({ '<PERSON_1>': 'Jan Kowalski' });
    }
  });
  it('runs its workers with a small young generation (a busy worker\'s V8 default grows it to 32 MB resident)', async () => {
    await pool.anonymize(TEXTS, ALL, false);
    const workers = (pool as unknown as { pool: { threads: import('node:worker_threads').Worker[] } }).pool.threads;
    expect(workers.length).toBe(1);
    // What the running worker's V8 took (48 when left to V8: 16 MB semi-spaces).
    expect(workers[0]!.resourceLimits!.maxYoungGenerationSizeMb).toBe(12);
  });
  it('by default a busy thread gets nothing more until it is done', async () => {
    const before = pool.batching();
    const all = [pool.anonymize(['Jan Kowalski'], ALL, false), pool.anonymize(['Anna Nowak'], ALL, false)];
    expect(pool.batching().batches - before.batches).toBe(1);
    expect(pool.stats().queueSize).toBe(1);
    await Promise.all(all);
  });
  it('with batchesPerThread: 2, keeps a second batch queued in a busy thread', async () => {
    const double = new PiiPool({ threads: 1, batchesPerThread: 2 });
    try {
      const before = double.batching();
      const first = double.anonymize(['Jan Kowalski, PESEL 44051401359'], ALL, false);
      const second = double.anonymize(['Anna Nowak, PESEL 44051401359'], ALL, false);
      const third = double.anonymize(['Ewa Lis, PESEL 44051401359'], ALL, false);
      // Handed over at once, before the first finished: the first two each as a batch; the third waits.
      expect(double.batching().batches - before.batches).toBe(2);
      expect(double.stats().queueSize).toBe(1);
      const results = await Promise.all([first, second, third]);
      for (const r of results) expect(r.mapping['<PESEL_1>']).toBe('44051401359');
      expect(double.batching().batches - before.batches).toBe(3);
    } finally {
      await double.close();
    }
    expect(() => new PiiPool({ threads: 1, batchesPerThread: 0 })).toThrow(/batchesPerThread/);
  });
  it('refuses work beyond maxQueue waiting tasks with a "queue is at limit" error', async () => {
    const small = new PiiPool({ threads: 1, maxQueue: 5 });
    try {
      const all = Array.from({ length: 10 }, () => small.anonymize(['Jan Kowalski'], ALL, false).then(() => 'ok', (e: Error) => e.message));
      const outcomes = await Promise.all(all);
      // One task goes straight to the idle thread, five wait, the other four are refused.
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(6);
      for (const o of outcomes.filter((o) => o !== 'ok')) expect(o).toMatch(/queue is at limit/);
    } finally {
      await small.close();
    }
  });
  it('close() refuses waiting and new tasks with a clear error', async () => {
    const closing = new PiiPool({ threads: 1 });
    const outcomes = Array.from({ length: 5 }, () => closing.anonymize(['Jan Kowalski'], ALL, false).then(() => 'ok', (e: Error) => e.message));
    await closing.close();
    const results = await Promise.all(outcomes);
    expect(results.filter((r) => r !== 'ok').every((r) => /closed/.test(r))).toBe(true);
    expect(results.filter((r) => r !== 'ok').length).toBeGreaterThanOrEqual(4); // all but the one already handed over
    await expect(closing.anonymize(['Anna'], ALL, false)).rejects.toThrow(/closed/);
  });
  it('with several threads, a burst is split so every thread gets a share', async () => {
    const two = new PiiPool({ threads: 2, spillChars: 0 });
    try {
      await Promise.all([two.anonymize(['Jan'], ALL, false), two.anonymize(['Anna'], ALL, false)]); // both started
      const before = two.batching();
      const rs = await Promise.all(Array.from({ length: 8 }, (_, i) => two.anonymize([`Klient ${i}: Anna Nowak`], ALL, false)));
      for (const r of rs) expect(r.mapping).toEqual({ '<PERSON_1>': 'Anna Nowak' });
      const after = two.batching();
      expect(after.tasks - before.tasks).toBe(8);
      expect(after.batches - before.batches).toBeGreaterThanOrEqual(2);
    } finally {
      await two.close();
    }
  });
  it('texts sent again come from the detection cache with the same result, numbered per request', async () => {
    const history = [
      'Jestem Anna Nowak, PESEL 44051401359.',
      'Proszę o kontakt z panem Janem Kowalskim, tel. +48 600 700 800.',
    ];
    const turn1 = await pool.anonymize(history, ALL, true);
    expect(turn1.cachedTexts).toBe(0);
    // Next turn: the same history first, then a new message mentioning a known and a new value.
    const texts = [...history, 'Czy Anna Nowak zna Piotra Zielińskiego? Nowy PESEL: 02070803628, mam astmę.'];
    const turn2 = await pool.anonymize(texts, ALL, true);
    expect(turn2.cachedTexts).toBe(2);
    const uncached = anonymizeTexts(texts, ALL);
    expect(turn2.texts).toEqual(uncached.texts);
    expect(turn2.mapping).toEqual(uncached.mapping);
    expect(turn2.counts).toEqual(uncached.counts);
    expect(turn2.art9).toEqual(detectArt9(texts));
    // Other settings are other keys: nothing cached for them.
    const other = await pool.anonymize(history, new Set<EntityType>(['PESEL']), false);
    expect(other.cachedTexts).toBe(0);
    expect(other.texts[0]).toBe('Jestem Anna Nowak, PESEL <PESEL_1>.');
    // Tags the client already wrote still shift the numbering on a cache hit.
    const withTag = await pool.anonymize([history[0], 'Uwaga: <PERSON_1> to zwykły tekst.'], ALL, false);
    expect(withTag.texts[0]).toBe('Jestem <PERSON_2>, PESEL <PESEL_1>.');
  });
  it('cacheEntries: 0 scans every text every time', async () => {
    const uncachedPool = new PiiPool({ threads: 1, cacheEntries: 0 });
    try {
      await uncachedPool.anonymize(TEXTS, ALL, true);
      const again = await uncachedPool.anonymize(TEXTS, ALL, true);
      expect(again.cachedTexts).toBe(0);
      expect(again.texts).toEqual(anonymizeTexts(TEXTS, ALL).texts);
    } finally {
      await uncachedPool.close();
    }
  });
  it.skipIf(process.platform !== 'linux' || getPriority(0) > 16)('workerNice lowers the worker threads\' priority, never the main thread\'s', async () => {
    const base = getPriority(0);
    const before = new Set(threadNices().keys());
    const niced = new PiiPool({ threads: 2, workerNice: 3 });
    try {
      await niced.ready();
      const after = threadNices();
      const lowered = [...after].filter(([tid, nice]) => !before.has(tid) && nice === Math.min(19, base + 3));
      expect(lowered).toHaveLength(2); // the two workers
      expect(after.get(process.pid)).toBe(base);
      expect((await niced.anonymize(['Anna Nowak, PESEL 44051401359'], ALL, false)).counts).toEqual({ PERSON: 1, PESEL: 1 });
    } finally {
      await niced.close();
    }
  });
  it('validates the thread count; the default is one per core', () => {
    expect(() => new PiiPool({ threads: 0 })).toThrow(/threads/);
    expect(defaultThreadCount()).toBe(Math.max(1, availableParallelism()));
  });
  it('while one thread is busy, a second gets a batch only once spillChars of text wait or are in flight in one batch', async () => {
    const two = new PiiPool({ threads: 2, spillChars: 1000 });
    try {
      await two.ready();
      const before = two.batching();
      const all = [two.anonymize(['Jan Kowalski, PESEL 44051401359'], ALL, false)];
      for (let i = 0; i < 3; i++) all.push(two.anonymize([`Anna Nowak ${i}`], ALL, false));
      // The first went to an idle thread; the small ones wait for it although the other thread is idle.
      expect(two.batching().batches - before.batches).toBe(1);
      expect(two.stats().queueSize).toBe(3);
      all.push(two.anonymize([`Ewa Lis. ${'Zdanie bez danych. '.repeat(60)}`], ALL, false));
      // Past 1,000 waiting characters the idle thread takes all that waits.
      expect(two.batching().batches - before.batches).toBe(2);
      expect(two.stats().queueSize).toBe(0);
      const results = await Promise.all(all);
      expect(results[1]!.mapping).toEqual({ '<PERSON_1>': 'Anna Nowak' });
      expect(results[4]!.mapping).toEqual({ '<PERSON_1>': 'Ewa Lis' });
      // A long text in flight: a short one behind it goes to the idle thread at once.
      const mid = two.batching();
      const long = two.anonymize([`Jan Kowalski. ${'Zdanie bez danych. '.repeat(60)}`], ALL, false);
      const short = two.anonymize(['Anna Nowak'], ALL, false);
      expect(two.batching().batches - mid.batches).toBe(2);
      expect((await short).mapping).toEqual({ '<PERSON_1>': 'Anna Nowak' });
      await long;
      // Once those are done the gate holds again: a small task behind a small one waits.
      const end = two.batching();
      const pair = [two.anonymize(['Jan Kowalski'], ALL, false), two.anonymize(['Ewa Lis'], ALL, false)];
      expect(two.batching().batches - end.batches).toBe(1);
      expect(two.stats().queueSize).toBe(1);
      await Promise.all(pair);
    } finally {
      await two.close();
    }
  });
});

describe('PiiPool spill by waiting time', () => {
  const longText = `Jan Kowalski. ${'Zdanie bez danych, numer 12 i adres e-mail brak. '.repeat(1500)}`;
  async function firstDone(spillAfterMs: number): Promise<string> {
    const two = new PiiPool({ threads: 2, spillChars: 10_000_000, spillAfterMs });
    try {
      await two.ready();
      const long = two.anonymize([longText], ALL, false).then(() => 'long');
      const short = two.anonymize(['Anna Nowak'], ALL, false).then(() => 'short');
      expect(two.stats().queueSize).toBe(1); // held by the gate at first
      const first = await Promise.race([long, short]);
      await Promise.all([long, short]);
      return first;
    } finally {
      await two.close();
    }
  }
  it('a task held behind a busy thread goes to the idle one once it has waited spillAfterMs', async () => {
    expect(await firstDone(1)).toBe('short');
  });
  it('without the time bound it waits for the busy thread (the gate alone)', async () => {
    expect(await firstDone(60_000)).toBe('long');
  });
});

/** What the worker asks the model for one text: identifiers the rules found are masked (ner-masks.ts). */
function workerNer(model: NerModel, text: string, enabled: ReadonlySet<EntityType>): Promise<Candidate[]> {
  return model.detectMany([text], [nerMasks(detectCandidates(text, enabled))]).then((r) => r[0]!);
}

describe.skipIf(!nerModelAvailable())('PiiPool with the NER model', () => {
  it('the worker passes the model\'s candidates to anonymizeTexts and reports nerMs', async () => {
    const nerPool = new PiiPool({ threads: 1, ner: true });
    try {
      const texts = ['Wczoraj Jan Kowalski pojechał do Gdańska na spotkanie z zarządem PKN Orlen.', ''];
      const enabled = new Set<EntityType>(['PERSON', 'LOCATION', 'ORGANIZATION', 'PESEL']);
      const r = await nerPool.anonymize(texts, enabled, false);
      // Reference: the same model run here in the test, fed to the pure function.
      const model = await loadNerModel();
      const extra = [await workerNer(model, texts[0], enabled), []];
      await model.close();
      const expected = anonymizeTexts(texts, enabled, { extraCandidates: extra });
      expect(r.texts).toEqual(expected.texts);
      expect(r.mapping).toEqual(expected.mapping);
      expect(r.nerMs).toBeGreaterThan(0);
      // Without NER-only types enabled, the model is not consulted.
      const r2 = await nerPool.anonymize(texts, new Set(['PESEL']), false);
      expect(r2.nerMs).toBeUndefined();
    } finally {
      await nerPool.close();
    }
  });
  it('tasks of one batch share one NER pass, each gets its own result, and a bad task fails alone', async () => {
    const nerPool = new PiiPool({ threads: 1, ner: true, cacheEntries: 0 });
    const enabled = new Set<EntityType>(['PERSON', 'LOCATION', 'ORGANIZATION', 'PESEL', 'PHONE_NUMBER']);
    const requests = [
      ['Wczoraj Jan Kowalski pojechał do Gdańska.', 'Ministerstwo Zdrowia wydało nowe zalecenia.'],
      ['Proszę o przesłanie faktury do końca tygodnia.'],
      ['Widziałem Annę Nowak na dworcu w Krakowie.', '', 'Anna Nowak, PESEL 44051401359'],
      // The phone number of the first sits where the city of the second is (only the model finds it): a
      // mask given to the wrong text would hide it.
      ['Tel. 601 234 567. Byłem w Krakowie wczoraj.'],
      ['Byłem w Krakowie wczoraj. Tel. 601 234 567.'],
      ['Mam konto w PKO Bank Polski od 2015 roku.'],
    ];
    try {
      await nerPool.ready();
      // The first task occupies the thread; the ones after it wait and go out together as one batch.
      const first = nerPool.anonymize(['Jan Kowalski mieszka w Gdyni.'], enabled, false);
      const before = nerPool.batching();
      const good = requests.map((texts) => nerPool.anonymize(texts, enabled, false));
      const bad = nerPool.anonymize(['Anna Nowak'], new Set(['NOT_A_TYPE' as EntityType]), false);
      const last = nerPool.anonymize(['Spotkanie z Tomaszem w Poznaniu.'], enabled, false);
      await first;
      await expect(bad).rejects.toThrow(/known entity types/);
      const results = await Promise.all([...good, last]);
      expect(nerPool.batching().batches - before.batches).toBe(1);
      // One shared pass: every task in the batch reports the same NER time.
      expect(new Set(results.map((r) => r.nerMs)).size).toBe(1);
      expect(results[0]!.nerMs).toBeGreaterThan(0);
      const model = await loadNerModel();
      try {
        for (const [i, texts] of [...requests, ['Spotkanie z Tomaszem w Poznaniu.']].entries()) {
          const extra = await Promise.all(texts.map((t) => workerNer(model, t, enabled)));
          const expected = anonymizeTexts(texts, enabled, { extraCandidates: extra });
          expect(results[i]!.texts).toEqual(expected.texts);
          expect(results[i]!.mapping).toEqual(expected.mapping);
        }
      } finally {
        await model.close();
      }
      expect(results[0]!.texts[0]).toBe('Wczoraj <PERSON_1> pojechał do <LOCATION_1>.');
      expect(results[3]!.texts[0]).toBe('Tel. <PHONE_NUMBER_1>. Byłem w <LOCATION_1> wczoraj.');
      expect(results[4]!.texts[0]).toBe('Byłem w <LOCATION_1> wczoraj. Tel. <PHONE_NUMBER_1>.');
    } finally {
      await nerPool.close();
    }
  });
});

describe('the main thread never runs detectors', () => {
  // Follows the static imports of src/pii/pool.ts: neither the detectors nor anonymize/art9
  // may be reachable, so nothing on the main thread can scan user content through the pool.
  it('pool.ts does not import, directly or transitively, any detection code', () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/pii');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)) {
        if (/^\s*(?:import|export)\s+type\s/.test(m[0])) continue; // erased at compile time
        visit(resolve(dirname(file), m[1].replace(/\.js$/, '.ts')));
      }
    };
    visit(resolve(root, 'pool.ts'));
    const reached = [...seen].map((f) => f.slice(root.length + 1)).sort();
    expect(reached).toEqual(['pool.ts']);
  });
});

/** Nice value of each thread of this process, by thread id (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      nices.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return nices;
}
