"""Reading NKJP-1M (PolEval 2018 IOB) and KPWr n82, mapping labels to PERSON/LOCATION/ORGANIZATION,
and the fixed document-level split."""
import hashlib
import lzma

TYPES = ['PERSON', 'LOCATION', 'ORGANIZATION']
TAGS = ['O', 'B-PERSON', 'I-PERSON', 'B-LOCATION', 'I-LOCATION', 'B-ORGANIZATION', 'I-ORGANIZATION']

NKJP_MAP = {'persName': 'PERSON', 'placeName': 'LOCATION', 'geogName': 'LOCATION', 'orgName': 'ORGANIZATION'}

# KPWr categories that correspond to the NKJP annotation conventions. NKJP tags nations
# ("Polacy") and inhabitants as placeName, so KPWr's nam_org_nation / nam_liv_habitant go to LOCATION.
def kpwr_type(cat: str):
    if cat == 'nam_liv_person':
        return 'PERSON'
    if cat.startswith('nam_loc') or cat in ('nam_org_nation', 'nam_liv_habitant', 'nam_fac_road',
                                            'nam_fac_square', 'nam_fac_park', 'nam_fac_bridge'):
        return 'LOCATION'
    if cat.startswith('nam_org'):
        return 'ORGANIZATION'
    return None

# Split definition: NKJP documents in file order, index i (0-based).
SPLIT_DEFINITION = {
    'unit': 'NKJP document (-DOCSTART FILE line), 0-based index in file order',
    'test': 'i % 10 == 0 (held out: never used for training or model selection)',
    'dev': 'i % 10 == 5 (early stopping / checkpoint selection)',
    'train': 'all other NKJP documents + all of KPWr n82 train',
}


def split_of(doc_index: int) -> str:
    r = doc_index % 10
    return 'test' if r == 0 else 'dev' if r == 5 else 'train'


def sha256(path: str) -> str:
    h = hashlib.sha256()
    with open(path, 'rb') as f:
        for block in iter(lambda: f.read(1 << 20), b''):
            h.update(block)
    return h.hexdigest()


def _bio(prefix_and_type):
    """Normalise a sequence of (B|I, TYPE|None) into valid BIO tag strings."""
    tags, prev = [], None
    for bi, typ in prefix_and_type:
        if typ is None:
            tags.append('O'); prev = None; continue
        if bi == 'I' and prev == typ:
            tags.append('I-' + typ)
        else:
            tags.append('B-' + typ)
        prev = typ
    return tags


def read_nkjp(path: str):
    """Yield (doc_index, tokens, tags) per sentence."""
    doc = -1
    toks, raw = [], []
    with lzma.open(path, 'rt', encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('-DOCSTART'):
                if toks:
                    yield doc, toks, _bio(raw); toks, raw = [], []
                if line.startswith('-DOCSTART FILE'):
                    doc += 1
                continue
            if not line.strip():
                if toks:
                    yield doc, toks, _bio(raw); toks, raw = [], []
                continue
            parts = line.split('\t')
            if len(parts) != 4:
                raise ValueError(f'NKJP: expected 4 tab-separated columns, got {len(parts)}')
            outer = parts[3].split('#')[0]
            if outer == 'O':
                raw.append(('O', None))
            else:
                bi, _, name = outer.partition('-')
                raw.append((bi, NKJP_MAP.get(name.split('-')[0])))
            toks.append(parts[0])
    if toks:
        yield doc, toks, _bio(raw)


def read_kpwr(path: str):
    toks, raw = [], []
    with lzma.open(path, 'rt', encoding='utf-8') as f:
        for line in f:
            parts = line.split()
            if len(parts) != 2:
                if toks:
                    yield toks, _bio(raw); toks, raw = [], []
                continue
            tok, tag = parts
            if tag == 'O':
                raw.append(('O', None))
            else:
                bi, _, cat = tag.partition('-')
                raw.append((bi, kpwr_type(cat)))
            toks.append(tok)
    if toks:
        yield toks, _bio(raw)
