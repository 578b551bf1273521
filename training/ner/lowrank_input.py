"""How much a low-rank LSTM input (lowrank.py) costs a trained model before any retraining: dev F1 of the
teacher with its input matrices replaced by their rank-d fits, for each d. The held-out test split is not
read. A rank worth fine-tuning is then trained with `train.py --input-rank d --teacher FLOAT.onnx`.

    OMP_NUM_THREADS=1 /usr/bin/python3 training/ner/lowrank_input.py --teacher FLOAT.onnx --dims 32,48,64

FLOAT.onnx is train.py's float export (the shipped model.onnx is its int8 rewrite, quantize_lstm.py); its
vocab.json is read from the same folder unless --vocab says otherwise.
"""
import argparse
import json
import os
import random
import sys

os.environ.setdefault('OMP_NUM_THREADS', '1')
import numpy as np  # noqa: E402
import torch  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import corpus  # noqa: E402
import featurize as F  # noqa: E402
import lowrank  # noqa: E402
import teacher as T  # noqa: E402
import train  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--teacher', required=True, help='float ONNX export of train.py')
    ap.add_argument('--vocab', help="its vocab.json (default: the teacher's folder)")
    ap.add_argument('--dims', default='32,48,64', help='ranks to try (comma-separated)')
    ap.add_argument('--sample', type=int, default=lowrank.FIT_SENTENCES, help='training sentences whose tokens fit the factors')
    ap.add_argument('--seed', type=int, default=13)
    args = ap.parse_args()
    torch.set_num_threads(1)
    random.seed(args.seed)

    splits = {'train': [], 'dev': []}
    for doc, toks, tags in corpus.read_nkjp(train.NKJP):
        if corpus.split_of(doc) in splits:
            splits[corpus.split_of(doc)].append((toks, tags))
    splits['train'].extend(corpus.read_kpwr(train.KPWR))
    words, chars = train.build_tables(splits['train'], 40000)
    widx, cidx = {w: i for i, w in enumerate(words)}, {c: i for i, c in enumerate(chars)}
    vocab = args.vocab or os.path.join(os.path.dirname(args.teacher), 'vocab.json')
    model = T.load_teacher(args.teacher, vocab, words, chars, len(F.SHAPES), corpus.TAGS)

    sample = [train.tensorize(s, widx, cidx) for s in lowrank.fit_sample(splits['train'], args.sample)]
    x = lowrank.token_vectors(model, sample, train.batchify)
    w_fwd = model.fwd.weight_ih_l0.detach().numpy().astype(np.float64)
    w_all = np.concatenate([w_fwd, model.bwd.weight_ih_l0.detach().numpy().astype(np.float64)])
    dev = [train.tensorize(s, widx, cidx) for s in splits['dev']]
    train.log('full rank dev', json.dumps(train.evaluate(model, splits['dev'], dev)))
    for d in (int(v) for v in args.dims.split(',')):
        q, p, kept = lowrank.factors(w_all, x, d)
        approx = (q @ p).astype(np.float32)
        with torch.no_grad():
            model.fwd.weight_ih_l0.copy_(torch.from_numpy(approx[:len(w_fwd)]))
            model.bwd.weight_ih_l0.copy_(torch.from_numpy(approx[len(w_fwd):]))
        train.log('rank', d, f'kept {kept:.5f}', 'dev', json.dumps(train.evaluate(model, splits['dev'], dev)))


if __name__ == '__main__':
    main()
