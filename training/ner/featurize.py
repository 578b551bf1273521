"""Token featurization shared (by mirrored rules) with src/ner/features.ts.

Every rule here is deliberately simple so the TypeScript side can reproduce it exactly:
- word key: lowercase (str.lower / String#toLowerCase), ASCII digits 0-9 replaced by '0';
- shape: a small categorical feature computed per code point with case tests that are
  defined through lower()/upper() (not Unicode categories), so both languages agree;
- chars: code points, words longer than MAX_CHARS keep their first and last MAX_CHARS/2
  (Polish inflection lives in suffixes, capitalisation in prefixes);
- first-name gazetteer flag: tok.lower() is one of the inflected first-name forms in
  first-names.json (generated from the PII engine's name list by make_first_names.ts). It is folded
  into the shape class ("capitalized+firstname"), so the ONNX inputs stay the same four tensors.
"""
import json
import os
import re

MAX_CHARS = 20
PAD, UNK = 0, 1  # ids shared by the word and char tables

BASE_SHAPES = ['<pad>', 'lower', 'capitalized', 'allcaps', 'mixedcaps', 'digits', 'alnum', 'punct', 'other']
FIRSTNAME_SUFFIX = '+firstname'
SHAPES = BASE_SHAPES + [s + FIRSTNAME_SUFFIX for s in BASE_SHAPES[1:]]
_SHAPE_INDEX = {s: i for i, s in enumerate(SHAPES)}

FIRST_NAMES_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'first-names.json')
with open(FIRST_NAMES_PATH, encoding='utf-8') as _f:
    FIRST_NAMES = json.load(_f)['forms']
_FIRST_NAME_SET = frozenset(FIRST_NAMES)

# Tokenizer used only for hand-written fixture sentences (the corpus comes pre-tokenized).
# Mirrors src/ner/tokenizer.ts: numbers with decimal/thousand separators, words (letters,
# marks, digits) optionally joined by an inner apostrophe, every other non-space char alone.
TOKEN_RE = re.compile(r"[0-9]+(?:[.,][0-9]+)*(?![^\W_])|[^\W_]+(?:['’][^\W_]+)*|\S")
_DIGIT_RE = re.compile(r'[0-9]')


def word_key(tok: str) -> str:
    return _DIGIT_RE.sub('0', tok.lower())


def _is_upper(c: str) -> bool:
    return c.lower() != c


def _is_lower(c: str) -> bool:
    return c.upper() != c


def is_first_name(tok: str) -> bool:
    return tok.lower() in _FIRST_NAME_SET


def shape_id(tok: str) -> int:
    name = base_shape(tok)
    return _SHAPE_INDEX[name + FIRSTNAME_SUFFIX if is_first_name(tok) else name]


def base_shape(tok: str) -> str:
    n_up = n_low = n_dig = n_other = 0
    for c in tok:
        if '0' <= c <= '9':
            n_dig += 1
        elif _is_upper(c):
            n_up += 1
        elif _is_lower(c):
            n_low += 1
        else:
            n_other += 1
    letters = n_up + n_low
    if letters == 0 and n_dig == 0:
        return 'punct' if n_other > 0 else 'other'
    if letters == 0:
        return 'digits'
    if n_dig > 0:
        return 'alnum'
    if n_up == 0:
        return 'lower'
    if n_low == 0:
        return 'allcaps' if n_up > 1 else 'capitalized'
    first = tok[0]
    if _is_upper(first) and n_up == 1:
        return 'capitalized'
    return 'mixedcaps'


def clip_chars(tok: str) -> str:
    if len(tok) <= MAX_CHARS:
        return tok
    half = MAX_CHARS // 2
    return tok[:half] + tok[-half:]


def char_ids(tok: str, char_index: dict) -> list:
    ids = [char_index.get(c, UNK) for c in clip_chars(tok)]
    return ids + [PAD] * (MAX_CHARS - len(ids))


def word_id(tok: str, word_index: dict) -> int:
    return word_index.get(word_key(tok), UNK)
