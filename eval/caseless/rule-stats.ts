// Token-level precision of candidate caseless rules on NKJP documents outside the test split (analysis only):
// `npx tsx eval/caseless/rule-stats.ts <path to nkjp-1m-ner.iob.xz> [remainders, default 5]`.
import { readNkjpTest } from '../../src/ner/eval-cli.js';
import { loadLexicon } from '../../src/pii/morph/lexicon.js';
import { isDictionaryWord } from '../../src/pii/dictionary-words.js';
import { isSurnameForm } from '../../src/pii/names/surname-forms.js';
import { looksLikeSurname } from '../../src/pii/names/surnames.js';

const path = process.argv[2]!;
const remainders = (process.argv[3] ?? '5').split(',').map(Number);
const lex = loadLexicon();
type R = { kind: string; gender: string; cases: string[] };
const readings = (w: string): R[] => lex.readingsOf(w).map(({ entry, cases }) => ({ kind: entry.kind, gender: entry.gender, cases }));
const stats = new Map<string, { tp: number; fp: number; ex: string[] }>();
const count = (key: string, ok: boolean, ex: string) => {
  let s = stats.get(key);
  if (!s) stats.set(key, (s = { tp: 0, fp: 0, ex: [] }));
  if (ok) s.tp++; else { s.fp++; if (s.ex.length < 25) s.ex.push(ex); }
};
const PREP: Record<string, string[]> = { z: ['gen'], ze: ['gen'], do: ['gen'], od: ['gen'], spod: ['gen'], koło: ['gen'], w: ['loc'], we: ['loc'], nad: ['inst'], pod: ['inst'], przez: ['acc'], na: ['loc', 'acc'], po: ['loc'], dla: ['gen'], u: ['gen'] };
for (const r of remainders) for (const s of readNkjpTest(path, r)) {
  const t = s.tokens.map((x) => x.toLowerCase());
  {
    const items: number[][] = [];
    let cur: number[] = [];
    for (let i = 0; i <= t.length; i++) {
      const x = t[i];
      if (x === undefined || [',', ';', 'i', 'oraz', ':', '(', ')', '-', '–', '.'].includes(x)) { items.push(cur); cur = []; } else cur.push(i);
    }
    const pairs = items.filter((it) => it.length === 2 && /^\p{L}{3,}$/u.test(t[it[0]!]!) && /^\p{L}{3,}$/u.test(t[it[1]!]!) && readings(t[it[0]!]!).some((x) => x.kind === 'first'));
    if (pairs.length >= 2) for (const it of pairs) count(`R3 list of pairs (${pairs.length >= 3 ? '3+' : '2'}) dict=${isDictionaryWord(t[it[1]!]!)}`, s.gold[it[1]!]!.endsWith('PERSON'), t.slice(Math.max(0, it[0]! - 3), it[1]! + 3).join(' '));
  }
  for (let i = 0; i + 1 < t.length; i++) {
    const a = t[i]!, b = t[i + 1]!;
    if (!/^\p{L}{3,}$/u.test(b)) continue;
    const ctx = t.slice(Math.max(0, i - 4), i + 5).join(' ');
    const fa = readings(a).filter((x) => x.kind === 'first');
    if (fa.length && /^\p{L}{3,}$/u.test(a)) {
      const sb = readings(b).filter((x) => x.kind === 'surname' && fa.some((f) => f.gender === x.gender && f.cases.some((c) => x.cases.includes(c))));
      if (sb.length) count(`R1 first+surname dictA=${isDictionaryWord(a)} dictB=${isDictionaryWord(b)}`, s.gold[i + 1]!.endsWith('PERSON'), ctx);
    }
    if (b === 'polski' && a.length >= 4 && /(?:a|i|u|ów|stw)$/u.test(a) && isDictionaryWord(a)) count(`R4 noun + polski ${a.slice(-1)}`, s.gold[i + 1]!.endsWith('LOCATION'), ctx);
    if ((a === 'z' || a === 'ze') && i > 0 && isDictionaryWord(b) && readings(b).some((x) => x.kind === 'place' && x.cases.includes('gen'))) {
      const prev = t[i - 1]!;
      const person = s.gold[i - 1]!.endsWith('PERSON');
      const surnameLike = looksLikeSurname(prev) || isSurnameForm(prev) || readings(prev).some((x) => x.kind === 'surname');
      count(`R5 name z place(dict) goldPersonBefore=${person} surnameLike=${surnameLike}`, s.gold[i + 1]!.endsWith('LOCATION'), ctx);
    }
    const cases = PREP[a];
    if (cases) {
      const pb = readings(b).filter((x) => x.kind === 'place' && x.cases.some((c) => cases.includes(c)));
      if (pb.length) count(`R2 prep+place ${a} dict=${isDictionaryWord(b)}`, s.gold[i + 1]!.endsWith('LOCATION'), ctx);
    }
  }
}
for (const [k, v] of [...stats].sort()) console.log(`${k}: tp ${v.tp} fp ${v.fp} p=${(v.tp / (v.tp + v.fp)).toFixed(3)}\n    ${v.ex.slice(0, 12).join('\n    ')}`);
