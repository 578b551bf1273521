"""Writes src/pii/names/names-in-practice.txt: the first-name and surname forms (folded: lower case, no Polish
diacritics) that written Polish capitalises when it uses them; what matters are those that are also dictionary
words: "markowi",
"jackiem", "nowakiem", "wisniewskiej" are almost always Marek, Jacek, Nowak, Wiśniewska in running text. The
caseless name rules (src/pii/names/names-in-practice.ts) read such a form as a name without an introducing
word, where they already read forms that are nothing else; "kot", "lis", "roza", "wiara" stay words, as the
data writes them in lower case.

A form is listed when, in the TRAINING text only (NKJP train documents + KPWr train; never the dev or test
documents, which the evals score), it is written capitalised mid-sentence (not a sentence's first token, not
right after ". ! ? …") at least --min-capitalised times and in lower case at most --max-lowercase-share of
its mid-sentence uses. The candidates are the first-name forms (training/ner/first-names.json: the gateway's
first names with diminutives, every case form) and the surnames' forms (training/ner/surnames.json), less
the words of localities' names (training/ner/localities.json), which are capitalised as much.
A surname's inflected form never written in lower case is also listed when the surname's forms pass
together ("nowakiem" is rare, Nowak is not); a surname that is also a nationality's noun (Polak, Niemiec) is
left out. The thresholds were chosen on the dev split through the gateway eval (src/ner/eval-cli.ts
--gateway, lowercase and ALL CAPS rows) and the probes' common words ("marek", "mazur" stay words).

    /usr/bin/python3 training/ner/names_in_practice.py [--data DIR] [--min-capitalised 3] [--max-lowercase-share 0.1]
"""
import argparse
import os
import re
from collections import Counter

import featurize as F
from corpus import read_kpwr, read_nkjp, split_of
from name_free import DATA

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
SENTENCE_ENDS = {'.', '!', '?', '…', '...'}


def is_capitalised(tok: str) -> bool:
    """First letter upper, the rest lower ("Marek"): a word in capitals ("MAREK") says nothing here."""
    return tok[:1] != tok[:1].lower() and tok[1:] == tok[1:].lower()


def training_sentences(data: str):
    for doc, toks, tags in read_nkjp(os.path.join(data, 'nkjp-1m-ner.iob.xz')):
        if split_of(doc) == 'train':
            yield toks, tags
    yield from read_kpwr(os.path.join(data, 'kpwr-n82-train.txt.xz'))


def count(sentences):
    capitalised, lowercase = Counter(), Counter()
    for toks, _tags in sentences:
        for i, tok in enumerate(toks):
            if i == 0 or toks[i - 1] in SENTENCE_ENDS or len(tok) < 3 or tok.lower() == tok.upper():
                continue
            if tok == tok.lower():
                lowercase[F.fold(tok)] += 1
            elif is_capitalised(tok):
                capitalised[F.fold(tok)] += 1
    return capitalised, lowercase


# The endings make_gazetteers.ts gives a surname, folded: the adjectival ones (Kowalski → kowalskiej, kowalscy)
# and the noun ones (Nowak → nowakiem, nowakowie; Kania → kanii).
_ADJECTIVE_RE = re.compile(r'^(.+(?:sk|ck|dzk))(?:i|a|iego|iej|iemu|im|imi|ich)$|^(.+)(?:scy|dzcy)$')
_NOUN_ENDINGS = ('', 'a', 'owi', 'em', 'iem', 'u', 'owie', 'ow', 'ami', 'e', 'ie', 'y', 'i', 'o')


# Nationality and inhabitant nouns are capitalised as much as a surname (Polak, Niemiec): one is told by its
# feminine noun written capitalised in the text too (Polka, Niemka), as scripts/build-surname-forms.ts does.
_FEMININE_OF = (('anin', 'anka'), ('ianin', 'ianka'), ('iec', 'ka'), ('ec', 'ka'), ('nczyk', 'nka'), ('czyk', 'ka'),
                ('ak', 'ka'), ('ak', 'aczka'), ('in', 'inka'), ('', 'ka'), ('ch', 'szka'))


def is_nationality(lemma: str, capitalised: Counter, names: set) -> bool:
    """Whether the surname `lemma` is also a nationality's noun: a feminine partner, no name's form itself
    ("adamka" is Adamek's), written capitalised at least twice."""
    def partner_seen(p: str) -> bool:
        return p != lemma and p not in names and capitalised[p] >= 2
    return any(lemma.endswith(end) and partner_seen(lemma[:len(lemma) - len(end)] + fem) for end, fem in _FEMININE_OF)


def surname_lemmas(surnames: set) -> dict:
    """Each folded surname form → a key shared by the forms of one surname ("nowakiem" → "nowak",
    "wisniewskiej" → "wisniewsk")."""
    lemmas = {}
    for f in surnames:
        m = _ADJECTIVE_RE.match(f)
        if m:
            lemmas[f] = m.group(1) or (m.group(2) + ('dzk' if f.endswith('dzcy') else 'sk'))
            continue
        lemmas[f] = next((f[:len(f) - len(e)] for e in sorted(_NOUN_ENDINGS, key=len, reverse=True)
                          if f.endswith(e) and f[:len(f) - len(e)] in surnames and len(f) - len(e) >= 3), f)
    return lemmas


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument('--min-capitalised', type=int, default=3)
    ap.add_argument('--max-lowercase-share', type=float, default=0.1)
    ap.add_argument('--data', default=DATA, help='the folder of nkjp-1m-ner.iob.xz and kpwr-n82-train.txt.xz')
    ap.add_argument('--out', default=os.path.join(ROOT, 'src', 'pii', 'names', 'names-in-practice.txt'))
    args = ap.parse_args()
    capitalised, lowercase = count(training_sentences(args.data))
    # A place's name is capitalised as much as a person's: "mazury", "mazurach" are left to the place rules.
    candidates = (set(F.FIRST_NAMES) | set(F.SURNAMES)) - set(F.LOCALITIES)

    def passes(cap: int, low: int) -> bool:
        return cap >= args.min_capitalised and low <= args.max_lowercase_share * (cap + low)

    # A surname's rarer case forms are pooled with its others ("nowakiem" is seen once, Nowak often): an
    # inflected form never written in lower case is listed when its surname passes as a whole. The base form
    # is judged alone ("mazur" is also a dance and a Masurian).
    surnames = set(F.SURNAMES)
    lemmas = surname_lemmas(surnames)
    pooled_cap, pooled_low = Counter(), Counter()
    for f, lemma in lemmas.items():
        pooled_cap[lemma] += capitalised[f]
        pooled_low[lemma] += lowercase[f]
    nationalities = {f for f, lemma in lemmas.items() if is_nationality(lemma, capitalised, candidates)}
    candidates -= nationalities
    listed = sorted(
        f for f in candidates
        if passes(capitalised[f], lowercase[f])
        or (f in lemmas and f != lemmas[f] and lowercase[f] == 0 and passes(pooled_cap[lemmas[f]], pooled_low[lemmas[f]]))
    )
    with open(args.out, 'w', encoding='utf-8') as f:
        f.write(''.join(w + '\n' for w in listed))
    print(f'{len(listed)} forms -> {args.out}')


if __name__ == '__main__':
    main()
