"""Writes src/pii/names/non-noun-words.txt: the Polish word forms that NKJP's training documents tag mostly as
something other than a noun (verbs, adverbs, prepositions, conjunctions, particles, pronouns, adjectives,
numerals). A rule that takes the word after a strong marker of a surname ("pan zbigniew kura", "JA, MAREK PIES,")
whatever noun it is reads this list to leave "pani anna dzisiaj", "pan marek powiedział" alone. Only the
training split's documents are read (corpus.split_of), so the NKJP test split stays unseen.

    /usr/bin/python3 training/ner/non_nouns.py [--min-count 2] [--out src/pii/names/non-noun-words.txt]
"""
import argparse
import collections
import lzma
import os

from corpus import split_of

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
NKJP = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'data', 'ner', 'nkjp-1m-ner.iob.xz'))
NOUN_CLASSES = {'subst', 'depr', 'ger', 'brev', 'ign', 'xxx', 'burk'}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument('--nkjp', default=NKJP)
    ap.add_argument('--min-count', type=int, default=2)
    ap.add_argument('--out', default=os.path.join(ROOT, 'src', 'pii', 'names', 'non-noun-words.txt'))
    args = ap.parse_args()
    noun, other = collections.Counter(), collections.Counter()
    doc = -1
    with lzma.open(args.nkjp, 'rt', encoding='utf-8') as f:
        for line in f:
            if line.startswith('-DOCSTART'):
                if line.startswith('-DOCSTART FILE'):
                    doc += 1
                continue
            parts = line.rstrip('\n').split('\t')
            if len(parts) != 4 or split_of(doc) != 'train':
                continue
            orth, tag, label = parts[0], parts[2], parts[3]
            if label != 'O' or not orth.isalpha():
                continue
            word = orth.lower()
            (noun if tag.split(':')[0] in NOUN_CLASSES else other)[word] += 1
    words = sorted(w for w, n in other.items() if n + noun[w] >= args.min_count and n > noun[w])
    with open(args.out, 'w', encoding='utf-8') as f:
        f.write(''.join(w + '\n' for w in words))
    print(f'{len(words)} forms written to {os.path.relpath(args.out, ROOT)}')


if __name__ == '__main__':
    main()
