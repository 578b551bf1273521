"""Writes models/ner/common-words.bloom: a Bloom filter of the Polish word forms a dictionary lists only in
lower case ("przetłumacz", "zaproponuj", "numer") — common words, never names. The NER skip rule
(src/ner/name-free.ts) reads a capitalized first word as a common word when the training text writes it in
lower case (name-free.json) or when this filter holds it, and the gazetteers do not list it as a name. The
training text (edited prose) lacks most of the imperatives that open prompts ("Streść", "Popraw"), which the
dictionary has; a form it also lists capitalized ("Róża", "Marek") is not taken.

Source: Debian's wpolish (/usr/share/dict/polish, sjp.pl's Polish dictionary, 4.3 M forms; CC BY 4.0 among
its licences): `apt-get install wpolish`.

    /usr/bin/python3 training/ner/common_words.py [--dict /usr/share/dict/polish] [--out models/ner/common-words.bloom]

With `--hunspell /usr/share/hunspell/pl_PL --all-lowercase --out models/ner/lowercase-words.bloom` it writes the
truecasing list instead (src/ner/truecase.ts): every form the Polish hunspell dictionary (sjp.pl, Debian
hunspell-pl; Apache-2.0 among its licences) has in lower case, expanded with hunspell-tools' `unmunch`, each
also without Polish diacritics.

File: the ASCII header line `pii-gateway-bloom v1 bits=M hashes=K count=N\\n`, then M/8 bytes of bits (bit i is
byte i >> 3, mask 1 << (i & 7)). Hashing (mirrored in name-free.ts): FNV-1a over the UTF-16 code units,
h1 with the standard offset basis, h2 with offset basis 0x9747b28c (forced odd); the k positions are
(h1 + i·h2) mod M, all in unsigned 32-bit arithmetic.
"""
import argparse
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
FALSE_POSITIVE_RATE = 0.01
MASK = 0xFFFFFFFF
PLAIN = str.maketrans('ąćęłńóśźż', 'acelnoszz')


def fnv1a(word: str, basis: int) -> int:
    h = basis
    for unit in utf16_units(word):
        h = ((h ^ unit) * 16777619) & MASK
    return h


def utf16_units(word: str):
    data = word.encode('utf-16-le')
    for i in range(0, len(data), 2):
        yield data[i] | (data[i + 1] << 8)


def positions(word: str, bits: int, hashes: int):
    h1 = fnv1a(word, 0x811C9DC5)
    h2 = fnv1a(word, 0x9747B28C) | 1
    return [((h1 + i * h2) & MASK) % bits for i in range(hashes)]


def hunspell_forms(prefix: str) -> set:
    """Every form of a hunspell dictionary (prefix.dic + prefix.aff), expanded by hunspell-tools' unmunch."""
    import re
    import subprocess
    with open(prefix + '.aff', encoding='latin-1') as f:
        m = re.search(r'^SET\s+(\S+)', f.read(), re.M)
    raw = subprocess.run(['unmunch', prefix + '.dic', prefix + '.aff'], check=True, capture_output=True).stdout
    return {w for w in raw.decode(m.group(1) if m else 'utf-8').split('\n') if w}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument('--dict', default='/usr/share/dict/polish')
    ap.add_argument('--hunspell', help='read the forms of this hunspell dictionary instead (e.g. /usr/share/hunspell/pl_PL)')
    ap.add_argument('--all-lowercase', action='store_true',
                    help='every lower-case form, also those the dictionary lists capitalized too (the truecasing list)')
    ap.add_argument('--out', default=os.path.join(ROOT, 'models', 'ner', 'common-words.bloom'))
    args = ap.parse_args()
    if args.hunspell:
        forms = hunspell_forms(args.hunspell)
    else:
        with open(args.dict, encoding='utf-8') as f:
            forms = {line.strip() for line in f if line.strip()}
    lowercase_only = sorted(w for w in forms if w == w.lower() and (args.all_lowercase or w[:1].upper() + w[1:] not in forms))
    if args.all_lowercase:
        # Chat is often typed without Polish letters ("ide", "zolw"): each form is also listed without them.
        lowercase_only = sorted(set(lowercase_only) | {w.translate(PLAIN) for w in lowercase_only})
    n = len(lowercase_only)
    bits = int(math.ceil(-n * math.log(FALSE_POSITIVE_RATE) / (math.log(2) ** 2) / 8)) * 8
    hashes = max(1, round(bits / n * math.log(2)))
    table = bytearray(bits // 8)
    for w in lowercase_only:
        for p in positions(w, bits, hashes):
            table[p >> 3] |= 1 << (p & 7)
    with open(args.out, 'wb') as f:
        f.write(f'pii-gateway-bloom v1 bits={bits} hashes={hashes} count={n}\n'.encode('ascii'))
        f.write(bytes(table))
    print(f'{n} lower-case-only forms of {len(forms)}; {bits} bits ({bits // 8 / 1e6:.1f} MB), {hashes} hashes → {args.out}')


if __name__ == '__main__':
    main()
