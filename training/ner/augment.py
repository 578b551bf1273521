"""Copies of training sentences as people type them: all lowercase (chat), ALL CAPS (forms, letters),
without Polish diacritics, both, and with typos and look-alike characters. The tags stay those of the
original: each transform maps a token to one token, so spans keep their positions.

Every copy is drawn from a seeded random.Random, so a run and a later `--export-checkpoint` of it see the
same data; the word and char tables are built from the original sentences only.
"""
import random

_STRIP = str.maketrans('ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzACELNOSZZ')

# Characters typed or recognised in place of a letter (OCR, leetspeak, a neighbouring key).
LOOKALIKES = {'o': '0', 'O': '0', 'l': '1', 'i': '1', 'I': 'l', 'e': '3', 'a': '4', 's': '5', 'z': '2',
              'b': '6', 'g': '9', 'B': '8', 'S': '5'}
NEIGHBOUR_KEYS = {
    'q': 'wa', 'w': 'qes', 'e': 'wrd', 'r': 'etf', 't': 'ryg', 'y': 'tuh', 'u': 'yij', 'i': 'uok', 'o': 'ipl',
    'p': 'ol', 'a': 'qsz', 's': 'adwx', 'd': 'sfe', 'f': 'dgr', 'g': 'fht', 'h': 'gjy', 'j': 'hku', 'k': 'jli',
    'l': 'ko', 'z': 'asx', 'x': 'zsc', 'c': 'xdv', 'v': 'cfb', 'b': 'vgn', 'n': 'bhm', 'm': 'nj',
}


def strip_diacritics(tok: str) -> str:
    return tok.translate(_STRIP)


def typo(tok: str, rng: random.Random) -> str:
    """One edit inside a word of 4+ letters: swap two neighbours, drop, double, hit a neighbouring key,
    or type a look-alike. Short words and non-words stay as they are."""
    if len(tok) < 4 or not tok.isalpha():
        return tok
    i = rng.randrange(1, len(tok) - 1)
    kind = rng.randrange(5)
    c = tok[i]
    if kind == 0:
        return tok[:i] + tok[i + 1] + tok[i] + tok[i + 2:]
    if kind == 1:
        return tok[:i] + tok[i + 1:]
    if kind == 2:
        return tok[:i] + c + tok[i:]
    if kind == 3:
        keys = NEIGHBOUR_KEYS.get(c.lower())
        if keys:
            k = rng.choice(keys)
            return tok[:i] + (k.upper() if c.isupper() else k) + tok[i + 1:]
        return tok
    sub = LOOKALIKES.get(c)
    return tok[:i] + sub + tok[i + 1:] if sub else tok


def noisy(toks, tags, rng: random.Random):
    """Typos in about one word in eight, twice as often in names (the words whose spelling varies most)."""
    out = []
    for tok, tag in zip(toks, tags):
        p = 0.25 if tag != 'O' else 0.12
        out.append(typo(tok, rng) if rng.random() < p else tok)
    return out


# (name, weight, function of (tokens, tags, rng) → tokens)
TRANSFORMS = [
    ('lower', 0.30, lambda toks, tags, rng: [t.lower() for t in toks]),
    ('upper', 0.25, lambda toks, tags, rng: [t.upper() for t in toks]),
    ('no-diacritics', 0.17, lambda toks, tags, rng: [strip_diacritics(t) for t in toks]),
    ('lower, no diacritics', 0.13, lambda toks, tags, rng: [strip_diacritics(t.lower()) for t in toks]),
    ('typos', 0.15, noisy),
]


def one_token_each(toks, new):
    """Whether a transform kept one non-empty, space-free token per token (str.upper can lengthen a token,
    never split it; this guards the tokenizer's view)."""
    return len(new) == len(toks) and all(t and not any(ch.isspace() for ch in t) for t in new)


def copies(sentences, share: float, seed: int, always=()):
    """Transformed copies of a share of `sentences` ((tokens, tags) pairs), one transform each, plus one of
    every sentence whose index is in `always`. Returns (copies, counts by transform)."""
    rng = random.Random(seed)
    names = [t[0] for t in TRANSFORMS]
    weights = [t[1] for t in TRANSFORMS]
    out, counts = [], {n: 0 for n in names}
    always = set(always)
    for i, (toks, tags) in enumerate(sentences):
        if i not in always and rng.random() >= share:
            continue
        k = rng.choices(range(len(TRANSFORMS)), weights)[0]
        new = TRANSFORMS[k][2](toks, tags, rng)
        if new == list(toks) or not one_token_each(toks, new):
            continue
        out.append((new, tags))
        counts[names[k]] += 1
    return out, counts
