"""Writes models/ner/name-free.json: the tables by which the gateway decides that a sentence cannot hold a
name the NER model would find, so the model is not run on it (src/ner/name-free.ts). From the training
data only (NKJP train documents + KPWr; never the dev or test documents):

- lowercaseWords: one bit per word of vocab.json ("words", in order): set when the word was written in
  lowercase somewhere after a sentence's first word ("proszę", "numer"). A sentence whose only capital is
  its first word, and that word is such a common word, is name-free; a first word the data only ever
  writes capitalized ("Widmar", "Orlen") or does not know keeps the sentence.
- entityLowercase: lowercase words the annotators marked as part of a name at least MIN_ENTITY_SHARE of
  the times they occur ("polskich" is a LOCATION in NKJP): a sentence holding one is never skipped.
- nameWhenLowercase: word keys (folded) of gazetteer forms (first names, surnames, localities) that the
  training text writes capitalized after a sentence's first word at least as often as lowercase ("marka" as
  a first name's form, "nowaka", "krakowa"): typed lowercase, such a word may well be a name, so a lowercase
  sentence holding one is read. Forms that are mostly common words ("ale", "pod", "góry", "piątek") are not
  listed: a sentence is not read for them alone.

    /usr/bin/python3 training/ner/name_free.py [--vocab models/ner/vocab.json] [--out models/ner/name-free.json]

Run it after train.py (it reads the vocabulary the run wrote); `npm run ner:eval` then scores the skip
rule on the held-out split.
"""
import argparse
import base64
import json
import os
from collections import Counter

from corpus import read_kpwr, read_nkjp, split_of
import featurize as F
from featurize import word_key

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
DATA = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'data', 'ner'))
MIN_ENTITY_SHARE = 0.5


def has_letter(t: str) -> bool:
    return t.lower() != t.upper()


def training_sentences():
    for doc, toks, tags in read_nkjp(os.path.join(DATA, 'nkjp-1m-ner.iob.xz')):
        if split_of(doc) == 'train':
            yield toks, tags
    yield from read_kpwr(os.path.join(DATA, 'kpwr-n82-train.txt.xz'))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument('--vocab', default=os.path.join(ROOT, 'models', 'ner', 'vocab.json'))
    ap.add_argument('--out', default=os.path.join(ROOT, 'models', 'ner', 'name-free.json'))
    args = ap.parse_args()
    seen_lowercase = set()
    occurrences, in_entity = Counter(), Counter()
    lower_mid, capital_mid = Counter(), Counter()
    for toks, tags in training_sentences():
        first = True
        for tok, tag in zip(toks, tags):
            if not has_letter(tok):
                continue
            if not first:
                (lower_mid if tok == tok.lower() else capital_mid)[word_key(tok)] += 1
            if tok == tok.lower():
                if not first:
                    seen_lowercase.add(word_key(tok))
                occurrences[tok] += 1
                if tag != 'O':
                    in_entity[tok] += 1
            first = False
    with open(args.vocab, encoding='utf-8') as f:
        words = json.load(f)['words']
    bits = bytearray((len(words) + 7) // 8)
    for i, w in enumerate(words):
        if w in seen_lowercase:
            bits[i >> 3] |= 1 << (i & 7)
    entity_lowercase = sorted(w for w, n in in_entity.items() if n / occurrences[w] >= MIN_ENTITY_SHARE)
    gazetteer = set(F.FIRST_NAMES) | set(F.SURNAMES) | set(F.LOCALITIES)
    name_when_lowercase = sorted(w for w, n in capital_mid.items() if w in gazetteer and n >= lower_mid[w])
    out = {
        'what': 'tables of the NER skip rule (src/ner/name-free.ts), from the training data only',
        'command': '/usr/bin/python3 training/ner/name_free.py',
        'vocabWords': len(words),
        'lowercaseWords': base64.b64encode(bytes(bits)).decode('ascii'),
        'minEntityShare': MIN_ENTITY_SHARE,
        'entityLowercase': entity_lowercase,
        'nameWhenLowercase': name_when_lowercase,
    }
    with open(args.out, 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write('\n')
    marked = sum(bin(b).count('1') for b in bits)
    print(f'{marked} of {len(words)} vocabulary words seen lowercase; {len(entity_lowercase)} lowercase entity words; '
          f'{len(name_when_lowercase)} gazetteer forms mostly capitalized → {args.out}')


if __name__ == '__main__':
    main()
