// The harness of the real-world probe files (real-world-probes*.test.ts): made-up texts through the whole
// detection path (the worker pool with the NER model, anonymizeRequest) with a new account's default settings.
// Every value listed with a text must not reach the provider (in any case, with or without its spaces, dashes,
// dots and brackets); clean texts come back untouched, or lose at most `tagBudget` words to tags. The pool runs the
// rules alone (the NER model off), so they are what is asserted; PROBE_NER=1 runs the model too, as the gateway does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedText, leaked } from '../../eval/real-world/forward.js';
import { PiiPool } from '../../src/pii/pool.js';

export interface ProbeSet {
  /** Each text with the values that must not reach the provider. */
  probes: Array<[string, string[]]>;
  /** Texts that still leak, each explained where the file lists them: reported as todo, not asserted. */
  knownGaps?: string[];
  /** Texts with nothing of a default type. */
  clean: string[];
  /** How many words of a clean text may become tags; absent: none, the text comes back as it was. */
  tagBudget?: number;
}

/** Words of `text` missing from `sent` (replaced by a tag). */
function replacedWords(text: string, sent: string): string[] {
  const kept = new Set(sent.split(/\s+/));
  return text.split(/\s+/).filter((w) => !kept.has(w));
}

export function describeRealWorldProbes(title: string, set: ProbeSet): void {
  describe(`${title}, through the gateway's detection (default settings)`, () => {
    let pool: PiiPool;
    beforeAll(() => { pool = new PiiPool({ threads: 1, cacheEntries: 0, ner: !!process.env.PROBE_NER }); });
    afterAll(async () => { await pool.close(); });
    const forwarded = (text: string): Promise<string> => forwardedText(text, pool);

    it('no listed value reaches the provider', async () => {
      const sent = await Promise.all(set.probes.map(([text]) => forwarded(text)));
      const leaks: string[] = [];
      set.probes.forEach(([, values], i) => {
        for (const v of values) if (leaked(sent[i]!, v)) leaks.push(`probe ${i} (${v}): ${sent[i]}`);
      });
      expect(leaks).toEqual([]);
    }, 240_000);

    for (const text of set.knownGaps ?? []) it.todo(`known gap: ${text.slice(0, 40)}…`);

    if (set.tagBudget === undefined) {
      it('clean texts come back untouched', async () => {
        expect(await Promise.all(set.clean.map(forwarded))).toEqual(set.clean);
      }, 60_000);
    } else {
      const budget = set.tagBudget;
      it(`clean texts lose at most ${budget} words to tags`, async () => {
        const sent = await Promise.all(set.clean.map(forwarded));
        const over = set.clean.map((text, i) => ({ text, sent: sent[i]!, replaced: replacedWords(text, sent[i]!) }))
          .filter((c) => c.replaced.length > budget);
        expect(over).toEqual([]);
      }, 60_000);
    }
  });
}
