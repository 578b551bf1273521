// Runs the frozen held-out real-world set (holdout.ts) through the gateway's whole detection path with a
// new account's default settings and reports what reached the provider:
//
//   npx tsx eval/real-world/run.ts            # summary by kind and genre
//   npx tsx eval/real-world/run.ts --verbose  # also each leaked value and each changed clean text
//   npx tsx eval/real-world/run.ts --set 2    # the second held-out set (holdout-2.ts)
//   npx tsx eval/real-world/run.ts --set 3    # the third (holdout-3.ts)
//   npx tsx eval/real-world/run.ts --set 4    # the fourth (holdout-4.ts, written 2026-11-28, frozen)
//   npx tsx eval/real-world/run.ts --set 5    # the fifth (holdout-5.ts, written 2026-11-28, frozen)
//   npx tsx eval/real-world/run.ts --set 6    # the sixth (holdout-6.ts, written 2026-11-28, frozen)
//   npx tsx eval/real-world/run.ts --set 7    # the seventh (holdout-7.ts, written 2026-11-28, frozen)
//   npx tsx eval/real-world/run.ts --set 8    # the eighth (holdout-8.ts, written 2026-11-28, frozen)
//   npx tsx eval/real-world/run.ts --set 9    # the ninth (holdout-9.ts, written 2026-11-28, frozen)
//   npx tsx eval/real-world/run.ts --set 10   # the tenth (holdout-10.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 11   # the eleventh (holdout-11.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 12   # the twelfth (holdout-12.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 13   # the thirteenth (holdout-13.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 14   # the fourteenth (holdout-14.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 15   # the fifteenth (holdout-15.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 16   # the sixteenth (holdout-16.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 17   # the seventeenth (holdout-17.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 18   # the eighteenth (holdout-18.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 19   # the nineteenth (holdout-19.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 20   # the twentieth (holdout-20.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 21   # the twenty-first (holdout-21.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 22   # the twenty-second (holdout-22.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 23   # the twenty-third (holdout-23.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --set 24   # the twenty-fourth (holdout-24.ts, written 2026-11-29 blind, frozen)
//   npx tsx eval/real-world/run.ts --rules-only   # without the NER model (the rules and filters alone)
//
// A value leaks when the forwarded text still contains it, ignoring case, spaces, dashes, dots and brackets.
import { PiiPool } from '../../src/pii/pool.js';
import { forwardedText, leaked } from './forward.js';
import { HOLDOUT, HOLDOUT_CLEAN, type HoldoutText, type ValueKind } from './holdout.js';

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const set = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : '1';
  const { texts, clean }: { texts: HoldoutText[]; clean: string[] } = set === '2'
    ? await import('./holdout-2.js').then((m) => ({ texts: m.HOLDOUT_2, clean: m.HOLDOUT_2_CLEAN }))
    : set === '3'
      ? await import('./holdout-3.js').then((m) => ({ texts: m.HOLDOUT_3, clean: m.HOLDOUT_3_CLEAN }))
      : set === '4'
        ? await import('./holdout-4.js').then((m) => ({ texts: m.HOLDOUT_4, clean: m.HOLDOUT_4_CLEAN }))
        : set === '5'
          ? await import('./holdout-5.js').then((m) => ({ texts: m.HOLDOUT_5, clean: m.HOLDOUT_5_CLEAN }))
          : set === '6'
            ? await import('./holdout-6.js').then((m) => ({ texts: m.HOLDOUT_6, clean: m.HOLDOUT_6_CLEAN }))
            : set === '7'
              ? await import('./holdout-7.js').then((m) => ({ texts: m.HOLDOUT_7, clean: m.HOLDOUT_7_CLEAN }))
              : set === '8'
                ? await import('./holdout-8.js').then((m) => ({ texts: m.HOLDOUT_8, clean: m.HOLDOUT_8_CLEAN }))
                : set === '9'
                  ? await import('./holdout-9.js').then((m) => ({ texts: m.HOLDOUT_9, clean: m.HOLDOUT_9_CLEAN }))
                  : set === '10'
                    ? await import('./holdout-10.js').then((m) => ({ texts: m.HOLDOUT_10, clean: m.HOLDOUT_10_CLEAN }))
                    : set === '11'
                      ? await import('./holdout-11.js').then((m) => ({ texts: m.HOLDOUT_11, clean: m.HOLDOUT_11_CLEAN }))
                      : set === '12'
                        ? await import('./holdout-12.js').then((m) => ({ texts: m.HOLDOUT_12, clean: m.HOLDOUT_12_CLEAN }))
                        : set === '13'
                          ? await import('./holdout-13.js').then((m) => ({ texts: m.HOLDOUT_13, clean: m.HOLDOUT_13_CLEAN }))
                          : set === '14'
                            ? await import('./holdout-14.js').then((m) => ({ texts: m.HOLDOUT_14, clean: m.HOLDOUT_14_CLEAN }))
                            : set === '15'
                              ? await import('./holdout-15.js').then((m) => ({ texts: m.HOLDOUT_15, clean: m.HOLDOUT_15_CLEAN }))
                              : set === '16'
                                ? await import('./holdout-16.js').then((m) => ({ texts: m.HOLDOUT_16, clean: m.HOLDOUT_16_CLEAN }))
                                : set === '17'
                                  ? await import('./holdout-17.js').then((m) => ({ texts: m.HOLDOUT_17, clean: m.HOLDOUT_17_CLEAN }))
                                  : set === '18'
                                    ? await import('./holdout-18.js').then((m) => ({ texts: m.HOLDOUT_18, clean: m.HOLDOUT_18_CLEAN }))
                                    : set === '19'
                                      ? await import('./holdout-19.js').then((m) => ({ texts: m.HOLDOUT_19, clean: m.HOLDOUT_19_CLEAN }))
                                      : set === '20'
                                        ? await import('./holdout-20.js').then((m) => ({ texts: m.HOLDOUT_20, clean: m.HOLDOUT_20_CLEAN }))
                                        : set === '21'
                                          ? await import('./holdout-21.js').then((m) => ({ texts: m.HOLDOUT_21, clean: m.HOLDOUT_21_CLEAN }))
                                          : set === '22'
                                            ? await import('./holdout-22.js').then((m) => ({ texts: m.HOLDOUT_22, clean: m.HOLDOUT_22_CLEAN }))
                                            : set === '23'
                                              ? await import('./holdout-23.js').then((m) => ({ texts: m.HOLDOUT_23, clean: m.HOLDOUT_23_CLEAN }))
                                              : set === '24'
                                                ? await import('./holdout-24.js').then((m) => ({ texts: m.HOLDOUT_24, clean: m.HOLDOUT_24_CLEAN }))
                                                : { texts: HOLDOUT, clean: HOLDOUT_CLEAN };
  // A new account's defaults run the NER model (PII_NER defaults to on): so does this evaluation, unless asked not to.
  const pool = new PiiPool({ threads: 1, cacheEntries: 0, ner: !process.argv.includes('--rules-only') });
  const forward = (text: string): Promise<string> => forwardedText(text, pool);
  try {
    const byKind = new Map<ValueKind, { total: number; leaked: number }>();
    const byGenre = new Map<string, { total: number; leaked: number }>();
    const leaks: string[] = [];
    for (const item of texts) {
      const sent = await forward(item.text);
      for (const [kind, value] of item.values) {
        const k = byKind.get(kind) ?? { total: 0, leaked: 0 };
        const g = byGenre.get(item.genre) ?? { total: 0, leaked: 0 };
        k.total++; g.total++;
        if (leaked(sent, value)) { k.leaked++; g.leaked++; leaks.push(`${kind} "${value}" in: ${sent}`); }
        byKind.set(kind, k); byGenre.set(item.genre, g);
      }
    }
    let cleanChanged = 0, cleanTags = 0;
    const changed: string[] = [];
    for (const text of clean) {
      const sent = await forward(text);
      if (sent !== text) { cleanChanged++; changed.push(sent); }
      cleanTags += (sent.match(/<[A-Z_]+_\d+>/g) ?? []).length;
    }
    const values = texts.reduce((n, t) => n + t.values.length, 0);
    const totalLeaked = [...byKind.values()].reduce((n, k) => n + k.leaked, 0);
    console.log(`held-out real-world set${set === '1' ? '' : ` ${set}`}: ${texts.length} texts, ${values} values; ${totalLeaked} reached the provider`);
    for (const [kind, k] of byKind) console.log(`  ${kind.padEnd(8)} ${k.leaked} of ${k.total} leaked`);
    console.log(`by genre: ${[...byGenre].map(([g, k]) => `${g} ${k.leaked}/${k.total}`).join(', ')}`);
    console.log(`clean texts: ${cleanChanged} of ${clean.length} changed, ${cleanTags} tags`);
    if (verbose) {
      for (const l of leaks) console.log(`  leak: ${l}`);
      for (const c of changed) console.log(`  clean changed: ${c}`);
    }
  } finally {
    await pool.close();
  }
}

await main();
