"""Constrained BIO Viterbi decoding, span extraction and entity-level scoring (exact span match).
Mirrored by src/ner/decode.ts."""
import math

from corpus import TAGS, TYPES

NEG = -1e9


def allowed(prev: str, cur: str) -> bool:
    """I-X may only follow B-X or I-X; everything else is free. prev == '' means sentence start."""
    if cur.startswith('I-'):
        return prev[2:] == cur[2:] and prev != '' and prev != 'O'
    return True


TRANS = [[0.0 if allowed(p, c) else NEG for c in TAGS] for p in TAGS]
START = [0.0 if allowed('', c) else NEG for c in TAGS]


def viterbi(probs):
    """probs: list of per-token lists of tag probabilities → list of tag indices."""
    n, k = len(probs), len(TAGS)
    if n == 0:
        return []
    lp = [[math.log(max(p, 1e-12)) for p in row] for row in probs]
    score = [START[j] + lp[0][j] for j in range(k)]
    back = []
    for i in range(1, n):
        new, bp = [], []
        for j in range(k):
            best, arg = -math.inf, 0
            for q in range(k):
                s = score[q] + TRANS[q][j]
                if s > best:
                    best, arg = s, q
            new.append(best + lp[i][j]); bp.append(arg)
        score = new; back.append(bp)
    j = max(range(k), key=lambda q: score[q])
    path = [j]
    for bp in reversed(back):
        j = bp[j]; path.append(j)
    return path[::-1]


def spans(tags):
    """BIO tag strings → set of (type, start, end_exclusive)."""
    out, cur = [], None
    for i, t in enumerate(tags + ['O']):
        if cur and not (t.startswith('I-') and t[2:] == cur[0]):
            out.append((cur[0], cur[1], i)); cur = None
        if t.startswith('B-') or (t.startswith('I-') and cur is None):
            cur = (t[2:], i)
    return out


class Scorer:
    def __init__(self):
        self.tp = {t: 0 for t in TYPES}; self.fp = dict(self.tp); self.fn = dict(self.tp)

    def add(self, gold_tags, pred_tags):
        g, p = set(spans(gold_tags)), set(spans(pred_tags))
        for s in p:
            (self.tp if s in g else self.fp)[s[0]] += 1
        for s in g - p:
            self.fn[s[0]] += 1

    def table(self):
        res = {}
        for t in TYPES + ['micro']:
            tp = sum(self.tp.values()) if t == 'micro' else self.tp[t]
            fp = sum(self.fp.values()) if t == 'micro' else self.fp[t]
            fn = sum(self.fn.values()) if t == 'micro' else self.fn[t]
            p = tp / (tp + fp) if tp + fp else 0.0
            r = tp / (tp + fn) if tp + fn else 0.0
            f = 2 * p * r / (p + r) if p + r else 0.0
            res[t] = {'precision': round(p, 4), 'recall': round(r, 4), 'f1': round(f, 4),
                      'support': tp + fn, 'predicted': tp + fp}
        return res
