"""One command: train → evaluate on the held-out NKJP split → export ONNX + tables + meta + parity fixture.

    OMP_NUM_THREADS=1 /usr/bin/python3 training/ner/train.py            # full run (≈40 min wall budget)
    OMP_NUM_THREADS=1 /usr/bin/python3 training/ner/train.py --smoke    # 2-minute end-to-end check

Single-threaded on purpose (the build machine is shared); a wall-clock budget stops training and the best
dev checkpoint is the one exported.
"""
import argparse
import json
import math
import os
import random
import re
import sys
import time
from collections import Counter

os.environ.setdefault('OMP_NUM_THREADS', '1')
import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import augment  # noqa: E402
import corpus  # noqa: E402
import featurize as F  # noqa: E402
import synth  # noqa: E402
from decode import Scorer, spans, viterbi  # noqa: E402
from model import Tagger  # noqa: E402
import lowrank  # noqa: E402
import teacher as T  # noqa: E402

REPO = os.path.abspath(os.path.join(HERE, '..', '..'))
# NER_DATA_DIR: where the two corpora are when the checkout has no ../shared beside it (a remote machine).
DATA = os.environ.get('NER_DATA_DIR') or os.path.abspath(os.path.join(REPO, '..', 'shared', 'data', 'ner'))
NKJP = os.path.join(DATA, 'nkjp-1m-ner.iob.xz')
KPWR = os.path.join(DATA, 'kpwr-n82-train.txt.xz')

# Hand-written sentences for the parity fixture (and mirrored in test/ner/model.test.ts).
FIXTURE_SENTENCES = [
    'Wczoraj Jan Kowalski spotkał się z Anną Nowak w Krakowie.',
    'Przekaż dokumenty Janowi Kowalskiemu do poniedziałku.',
    'Widziałem Annę Nowak na dworcu w Gdańsku.',
    'Jutro jadę do Gdańska, a potem do Warszawy.',
    'Ministerstwo Zdrowia wydało nowe zalecenia.',
    'Mam konto w PKO Bank Polski od 2015 roku.',
]


def log(*a):
    print(time.strftime('%H:%M:%S'), *a, flush=True)


def blas_library():
    """Which BLAS Debian's torch (built against the generic libblas.so.3) really loads. The reference
    BLAS is ~5x slower for these LSTMs than OpenBLAS (apt-get install libopenblas0-serial), and a run
    stops by wall clock, so it decides how many epochs fit in the budget."""
    path = os.path.realpath('/usr/lib/x86_64-linux-gnu/libblas.so.3')
    return path if os.path.exists(path) else 'unknown'


def build_tables(train_sents, max_words):
    wc, cc = Counter(), Counter()
    for toks, _ in train_sents:
        for t in toks:
            wc[F.word_key(t)] += 1
            cc.update(F.clip_chars(t))
    words = ['<pad>', '<unk>'] + [w for w, n in wc.most_common(max_words - 2) if n >= 2]
    chars = ['<pad>', '<unk>'] + sorted(c for c, n in cc.items() if n >= 3)
    return words, chars


_TOKEN_FEATURES = {}  # token → (word id, char ids, shape id): tokens repeat, featurizing is most of tensorize


def tensorize(sent, widx, cidx):
    toks, tags = sent
    feats = []
    for t in toks:
        f = _TOKEN_FEATURES.get(t)
        if f is None or f[3] is not widx:
            f = _TOKEN_FEATURES[t] = (F.word_id(t, widx), F.char_ids(t, cidx), F.shape_id(t), widx)
        feats.append(f)
    return ([f[0] for f in feats], [f[1] for f in feats], [f[2] for f in feats],
            [corpus.TAGS.index(g) for g in tags] if tags else None)


DEVICE = 'cpu'  # set by main(): where batchify puts its tensors


def batchify(items):
    """items: tensorized sentences → padded LongTensors (words, chars, shapes, lengths, tags) on DEVICE,
    filled on the host and moved in one copy each (a copy per sentence would bind a GPU run to the bus)."""
    b, t = len(items), max(len(it[0]) for it in items)
    words = np.zeros((b, t), dtype=np.int64)
    chars = np.zeros((b, t, F.MAX_CHARS), dtype=np.int64)
    shapes = np.zeros((b, t), dtype=np.int64)
    tags = np.full((b, t), -100, dtype=np.int64)
    lengths = np.array([len(it[0]) for it in items], dtype=np.int64)
    for i, (w, c, s, g) in enumerate(items):
        n = len(w)
        words[i, :n] = w; chars[i, :n] = c; shapes[i, :n] = s
        if g is not None:
            tags[i, :n] = g
    return tuple(torch.from_numpy(a).to(DEVICE) for a in (words, chars, shapes, lengths, tags))


def save_split(model, prefix):
    os.makedirs(os.path.dirname(os.path.abspath(prefix)), exist_ok=True)
    state = {k: v.cpu() for k, v in model.state_dict().items()}
    np.save(prefix + '.word_emb.npy', state.pop('word_emb.weight').numpy())
    torch.save(state, prefix + '.pt')


def load_checkpoint(path):
    """A state dict from torch.save, completed by PREFIX.word_emb.npy when save_split wrote it."""
    state = torch.load(path, map_location='cpu')
    emb = path[:-len('.pt')] + '.word_emb.npy'
    if 'word_emb.weight' not in state and os.path.exists(emb):
        state['word_emb.weight'] = torch.from_numpy(np.load(emb))
    return state


def predict(model, items, batch=64):
    """Per sentence: (decoded tag strings, prob of decoded tag per token, max prob per token).
    With a CRF the probabilities are its per-token marginals and the tags its Viterbi path."""
    model.eval(); out = []
    order = sorted(range(len(items)), key=lambda i: len(items[i][0]))
    res = [None] * len(items)
    with torch.no_grad():
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            w, c, s, l, _ = batchify([items[i] for i in idx])
            if model.crf is not None:
                em = model.logits(w, c, s, l)
                paths, probs = model.crf.viterbi(em, l), model.crf.marginals(em, l)
            else:
                probs = model(w, c, s, l)
            probs, l = probs.cpu(), l.cpu()
            for j, i in enumerate(idx):
                p = probs[j, :l[j]].tolist()
                path = paths[j] if model.crf is not None else viterbi(p)
                res[i] = ([corpus.TAGS[q] for q in path], [row[q] for row, q in zip(p, path)],
                          [max(row) for row in p])
    return res


def evaluate(model, sents, items):
    sc = Scorer()
    for (toks, gold), (pred, _, _) in zip(sents, predict(model, items)):
        sc.add(gold, pred)
    return sc.table()


# The dev split as people also type it: each its own row in the log (never used for model selection).
DEV_VARIANTS = {
    'lowercase': lambda t: t.lower(),
    'ALL CAPS': lambda t: t.upper(),
    'no diacritics': augment.strip_diacritics,
}


def variant_items(sents, widx, cidx):
    out = {}
    for name, f in DEV_VARIANTS.items():
        vs = [([f(t) for t in toks], tags) for toks, tags in sents]
        out[name] = (vs, [tensorize(v, widx, cidx) for v in vs])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--minutes', type=float, default=40.0, help='wall-clock training budget')
    ap.add_argument('--epochs', type=int, default=30)
    ap.add_argument('--smoke', action='store_true', help='tiny subset, 2-minute end-to-end check')
    ap.add_argument('--no-kpwr', action='store_true')
    ap.add_argument('--max-words', type=int, default=40000)
    ap.add_argument('--batch', type=int, default=32)
    ap.add_argument('--lr', type=float, default=3e-3, help='peak learning rate (Adam)')
    ap.add_argument('--warmup', type=float, default=0.03, help='linear warm-up, fraction of the time budget')
    ap.add_argument('--lr-floor', type=float, default=0.03, help='final LR as a fraction of the peak')
    ap.add_argument('--dropout', type=float, default=0.4)
    ap.add_argument('--crf', action='store_true',
                    help='linear-chain CRF output layer (crf.py) instead of per-token softmax')
    ap.add_argument('--hidden', type=int, default=128, help='LSTM units per direction')
    ap.add_argument('--char-filters', type=int, default=50, help='char-CNN filters')
    ap.add_argument('--input-rank', type=int, default=None,
                    help='both LSTMs read a shared N-float projection of the token vector (lowrank.py); with '
                         '--teacher of the same --hidden the run starts as the teacher with fitted factors')
    ap.add_argument('--device', default='cpu', help="'cpu' (default) or 'cuda' (needs torch >= 2.0)")
    ap.add_argument('--word-dropout', type=float, default=0.05,
                    help='training only: probability that a token\'s word id is replaced by UNK '
                         '(0.05 was hard-coded before this option existed)')
    ap.add_argument('--eval-every', type=int, default=1000,
                    help='batches between dev evaluations (only in the second half of the budget; '
                         'every epoch end is evaluated too)')
    ap.add_argument('--seed', type=int, default=13)
    ap.add_argument('--augment', type=float, default=0.5,
                    help='share of training sentences that also get a copy as people type them (augment.py: '
                         'lowercase, ALL CAPS, no diacritics, typos); 0 for none')
    ap.add_argument('--synthetic', type=int, default=6000,
                    help='synthetic chat/form/transcript sentences (synth.py), each also given a typed copy')
    ap.add_argument('--dev-variants', action='store_true',
                    help='log dev F1 and PERSON recall lowercased, in ALL CAPS and without diacritics at each '
                         'dev check (for the log only; checkpoints are chosen on dev as written)')
    ap.add_argument('--no-export', action='store_true',
                    help='stop after the test/dev scores and --save-split (export later with --export-checkpoint)')
    ap.add_argument('--teacher', default=None,
                    help='float ONNX graph of a trained model (its vocab.json beside it, or --teacher-vocab): '
                         'distil it into this one (KL to its CRF marginals, embeddings copied); needs --crf')
    ap.add_argument('--teacher-vocab', default=None)
    ap.add_argument('--distill-weight', type=float, default=1.0, help='weight of the KL term next to the CRF NLL')
    ap.add_argument('--export-checkpoint', default=None,
                    help='no training: load this state dict (a best-*.pt of a run with the same options, or '
                         'a .pt + .word_emb.npy pair from --save-split) and evaluate, export as a run would')
    ap.add_argument('--init-checkpoint', default=None,
                    help='start training from this state dict (as --export-checkpoint reads it) instead of from scratch')
    ap.add_argument('--save-split', default=None,
                    help='also write the best checkpoint as PREFIX.pt (all but the word embedding) and '
                         'PREFIX.word_emb.npy: two files under 16 MiB each, to bring back from a remote machine')
    ap.add_argument('--out', default=os.path.join(REPO, 'models', 'ner'))
    ap.add_argument('--fixture', default=os.path.join(REPO, 'test', 'ner', 'fixtures', 'parity.json'))
    args = ap.parse_args()
    if args.smoke:
        args.minutes = min(args.minutes, 1.5)
        args.synthetic = min(args.synthetic, 600)
    if args.export_checkpoint:
        args.augment, args.synthetic = 0.0, 0  # nothing to train: the corpora alone give the tables and scores
    torch.set_num_threads(1)
    global DEVICE
    DEVICE = args.device
    if args.device != 'cpu':
        torch.set_default_device(args.device)  # every tensor factory below (masks, dropout) lands there
    torch.manual_seed(args.seed); random.seed(args.seed)
    t0 = time.time()
    blas = blas_library()
    log('BLAS', blas)
    if 'openblas' not in blas:
        log('WARNING: not OpenBLAS; training runs ~5x slower (apt-get install libopenblas0-serial)')

    splits = {'train': [], 'dev': [], 'test': []}
    for doc, toks, tags in corpus.read_nkjp(NKJP):
        splits[corpus.split_of(doc)].append((toks, tags))
    n_nkjp_train = len(splits['train'])
    if not args.no_kpwr:
        splits['train'].extend(corpus.read_kpwr(KPWR))
    if args.smoke:
        random.shuffle(splits['train'])
        splits['train'] = splits['train'][:6000]; splits['dev'] = splits['dev'][:800]
        splits['test'] = splits['test'][:800]
    log('sentences', {k: len(v) for k, v in splits.items()}, 'nkjp train', n_nkjp_train)

    # Tables from the corpora as written, so that they do not depend on the augmentation's draw.
    words, chars = build_tables(splits['train'], args.max_words)
    widx = {w: i for i, w in enumerate(words)}; cidx = {c: i for i, c in enumerate(chars)}
    log('vocab', len(words), 'chars', len(chars))
    n_corpus = len(splits['train'])
    if args.synthetic:
        bank = synth.NameBank(splits['train'], DATA)
        made = synth.sentences(bank, args.synthetic, args.seed)
        splits['train'].extend(made)
        log('synthetic sentences', len(made), 'surnames', {g: len(v) for g, v in bank.surnames.items()},
            'places', len(bank.places))
    if args.augment > 0 or args.synthetic:
        extra, counts = augment.copies(splits['train'], args.augment, args.seed,
                                       always=range(n_corpus, len(splits['train'])))
        splits['train'].extend(extra)
        log('typed copies', len(extra), counts)
    data = {k: [tensorize(s, widx, cidx) for s in v] for k, v in splits.items()}
    variants = variant_items(splits['dev'], widx, cidx) if args.dev_variants else {}
    log('tensorized', {k: len(v) for k, v in data.items()}, f'{(time.time() - t0) / 60:.1f} min')

    model = Tagger(len(words), len(chars), len(F.SHAPES), len(corpus.TAGS), dropout=args.dropout,
                   hidden=args.hidden, char_filters=args.char_filters,
                   crf_tags=corpus.TAGS if args.crf else None, input_rank=args.input_rank,
                   char_channels=F.CHAR_CHANNELS)
    targets = None
    if args.init_checkpoint:
        model.load_state_dict(load_checkpoint(args.init_checkpoint))
        log('started from', args.init_checkpoint, 'dev', json.dumps(evaluate(model, splits['dev'], data['dev'])['micro']))
    if args.export_checkpoint:
        args.epochs, args.teacher = 0, None
    if args.teacher:
        if not args.crf:
            raise SystemExit('--teacher needs --crf (the student learns CRF marginals)')
        vocab = args.teacher_vocab or os.path.join(os.path.dirname(args.teacher), 'vocab.json')
        teacher = T.load_teacher(args.teacher, vocab, words, chars, len(F.SHAPES), corpus.TAGS)
        log('teacher', args.teacher, 'dev', json.dumps(evaluate(teacher, splits['dev'], data['dev'])['micro']))
        if args.input_rank and args.hidden == teacher.fwd.hidden_size:
            log('low-rank start from the teacher, second moment kept',
                lowrank.seed_lowrank(model, teacher, lowrank.fit_sample(data['train']), batchify))
            log('start dev', json.dumps(evaluate(model, splits['dev'], data['dev'])['micro']))
        else:
            T.seed_student(model, teacher)
        targets = T.soft_targets(teacher, data['train'], batchify)
        log('teacher marginals for', len(targets), 'training sentences')
        del teacher
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    loss_fn = nn.CrossEntropyLoss(ignore_index=-100)
    os.makedirs(os.path.join(HERE, 'work'), exist_ok=True)
    # One checkpoint file per run (output folder, or --save-split prefix when given), so concurrent runs that
    # share an output folder but save their best elsewhere never clobber each other.
    run_name = os.path.relpath(args.save_split if args.save_split else args.out, REPO)
    best_path = os.path.join(HERE, 'work', 'best-' + re.sub(r'\W+', '_', run_name) + f'-{os.getpid()}.pt')
    best_f1, best_at, step, bad_evals, stop = -1.0, None, 0, 0, False
    budget = args.minutes * 60
    # The run stops by wall clock, so the LR schedule runs on the wall clock too: linear warm-up, then
    # cosine decay to lr_floor × peak exactly when the budget ends (whatever the machine's speed).
    t_train = time.time()
    train_budget = max(budget - (t_train - t0), 1.0)

    def budget_fraction():
        return min((time.time() - t_train) / train_budget, 1.0)

    def lr_at(frac):
        if frac < args.warmup:
            return args.lr * max(frac / args.warmup, 0.05)
        p = (frac - args.warmup) / max(1.0 - args.warmup, 1e-9)
        return args.lr * (args.lr_floor + (1 - args.lr_floor) * 0.5 * (1 + math.cos(math.pi * p)))

    def dev_check(epoch, variants_too=False):
        nonlocal best_f1, best_at, bad_evals
        tab = evaluate(model, splits['dev'], data['dev'])
        f1 = tab['micro']['f1']
        log(f'epoch {epoch} step {step} dev micro F1 {f1:.4f}',
            {t: tab[t]['f1'] for t in corpus.TYPES}, f'lr {opt.param_groups[0]["lr"]:.2e}')
        for name, (vs, items) in (variants.items() if variants_too else ()):
            vt = evaluate(model, vs, items)
            log(f'  dev {name}: micro F1 {vt["micro"]["f1"]:.4f} PERSON recall {vt["PERSON"]["recall"]:.4f}')
        if f1 > best_f1:
            best_f1, best_at, bad_evals = f1, {'epoch': epoch, 'step': step}, 0
            torch.save(model.state_dict(), best_path)
        else:
            bad_evals += 1
        model.train()

    train_items = data['train']
    epoch = 0
    for epoch in range(1, args.epochs + 1):
        model.train()
        # Length buckets keep padding low; shuffle inside and across buckets each epoch.
        order = sorted(range(len(train_items)), key=lambda i: (len(train_items[i][0]), random.random()))
        batches = [order[k:k + args.batch] for k in range(0, len(order), args.batch)]
        random.shuffle(batches)
        total, nb = 0.0, 0
        for bidx in batches:
            w, c, s, l, g = batchify([train_items[i] for i in bidx])
            # Word dropout (training only): each real token's word id becomes UNK with probability
            # --word-dropout, so the model learns to lean on chars/shape/gazetteer flags for unseen words.
            # Padding (0) and tokens already UNK (1) are left alone; the rand draw happens every batch.
            w = torch.where((torch.rand(w.shape) < args.word_dropout) & (w > F.UNK),
                            torch.full_like(w, F.UNK), w)
            frac = budget_fraction()
            for pg in opt.param_groups:
                pg['lr'] = lr_at(frac)
            opt.zero_grad()
            logits = model.logits(w, c, s, l)
            if model.crf is not None:
                loss = model.crf.nll(logits, g, l)
                if targets is not None:
                    loss = loss + args.distill_weight * T.distill_loss(model, logits, l, [targets[i] for i in bidx])
            else:
                loss = loss_fn(logits.reshape(-1, logits.shape[2]), g.reshape(-1))
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            opt.step()
            total += loss.detach(); nb += 1; step += 1  # read back only when logged: no device sync per step
            if step % 200 == 0:
                log(f'epoch {epoch} step {step} loss {float(total) / nb:.4f} elapsed {(time.time() - t0) / 60:.1f} min')
            if step % args.eval_every == 0 and frac >= 0.5:  # early checkpoints never win under decay
                dev_check(epoch)
            if time.time() - t0 > budget:
                log('wall-clock budget reached'); stop = True; break
        dev_check(epoch, variants_too=True)
        if stop:
            break

    model.load_state_dict(load_checkpoint(args.export_checkpoint or best_path))
    if args.save_split:
        save_split(model, args.save_split)
    if model.proj is not None:
        log('projected feature ranges (largest / smallest) before and after balancing',
            lowrank.balance(model, lowrank.fit_sample(data['train']), batchify))
    model.eval()
    log('best dev micro F1', best_f1, best_at)
    test_table = evaluate(model, splits['test'], data['test'])
    log('TEST', json.dumps(test_table))
    dev_table = evaluate(model, splits['dev'], data['dev'])
    for name, (vs, items) in variants.items():
        vt = evaluate(model, vs, items)
        log(f'best checkpoint, dev {name}: micro F1 {vt["micro"]["f1"]:.4f} PERSON recall {vt["PERSON"]["recall"]:.4f}')
    if args.no_export:
        log('done without export', f'{(time.time() - t0) / 60:.1f} min')
        return

    # ---- export ----
    if args.device != 'cpu':
        torch.set_default_device('cpu')
        model.cpu()
    os.makedirs(args.out, exist_ok=True)
    onnx_path = os.path.join(args.out, 'model.onnx')
    output_name = 'emissions' if model.crf is not None else 'probs'
    w, c, s, l, _ = batchify(data['dev'][:2])
    # torch >= 2.5 defaults to another exporter; the gateway's graph splitter reads the TorchScript one's graph.
    legacy = {'dynamo': False} if int(torch.__version__.split('.')[0]) >= 2 else {}
    torch.onnx.export(model, (w, c, s, l), onnx_path, opset_version=14, **legacy,
                      input_names=['words', 'chars', 'shapes', 'lengths'], output_names=[output_name],
                      dynamic_axes={'words': {0: 'batch', 1: 'time'}, 'chars': {0: 'batch', 1: 'time'},
                                    'shapes': {0: 'batch', 1: 'time'}, 'lengths': {0: 'batch'},
                                    output_name: {0: 'batch', 1: 'time'}})
    tables = {'words': words, 'chars': chars, 'shapes': F.SHAPES, 'tags': corpus.TAGS,
              'firstNames': F.FIRST_NAMES, 'surnames': F.SURNAMES, 'localities': F.LOCALITIES,
              'maxChars': F.MAX_CHARS, 'pad': F.PAD, 'unk': F.UNK, 'output': output_name,
              'charChannels': F.CHAR_CHANNELS,
              'wordKey': 'lowercase, Polish diacritics folded (ą→a … ż→z), then ASCII digits 0-9 → 0',
              'gazetteers': 'firstNames, surnames, localities: lowercase forms with Polish diacritics folded',
              'charIds': f'base letter (lowercase, Polish diacritics folded) × {F.CHAR_CHANNELS} + channel '
                         '(1 + case: 0 none, 1 lower, 2 upper; + 3 with a Polish diacritic); 0 = padding',
              'charClip': f'first and last {F.MAX_CHARS // 2} code points of words longer than {F.MAX_CHARS}'}
    if model.crf is not None:
        # The masked (effective) scores: src/ner/crf.ts decodes with exactly these.
        start, trans, end = (x.detach().tolist() for x in model.crf.effective())
        tables['crf'] = {'start': start, 'transitions': trans, 'end': end,
                         'note': 'transitions[previous][current]; invalid BIO moves carry -1e4'}
    with open(os.path.join(args.out, 'vocab.json'), 'w', encoding='utf-8') as f:
        json.dump(tables, f, ensure_ascii=False, separators=(',', ':'))
    meta = {
        'model': ('char-CNN + word/shape embeddings + BiLSTM + linear-chain CRF over BIO tags (invalid moves masked); '
                  'CRF Viterbi, confidence = per-token CRF marginal') if model.crf is not None else
                 'char-CNN + word/shape embeddings + BiLSTM + softmax over BIO tags; constrained BIO Viterbi',
        'features': 'word key lowercased with Polish diacritics folded (digits→0); char-CNN over folded base letters '
                    'plus a case/diacritic channel; shape class folded with three gazetteer flags (matched on '
                    'folded forms): first name (training/ner/first-names.json, generated from src/pii/names), '
                    'surname (surnames.json) and locality (localities.json), both generated by make_gazetteers.ts',
        'training_data': 'corpus sentences, synthetic chat/form/transcript sentences (synth.py) and typed copies '
                         '(augment.py: lowercase, ALL CAPS, no diacritics, typos and look-alikes)',
        'hyperparameters': {'batch': args.batch, 'peak_lr': args.lr, 'warmup': args.warmup,
                            'lr_floor': args.lr_floor, 'schedule': 'cosine over the wall-clock budget',
                            'dropout': args.dropout, 'word_dropout': args.word_dropout,
                            'crf': args.crf, 'hidden': args.hidden, 'char_filters': args.char_filters,
                            'input_rank': args.input_rank, 'device': args.device,
                            'max_words': args.max_words, 'seed': args.seed,
                            'augment': args.augment, 'synthetic': args.synthetic,
                            'teacher': args.teacher and os.path.relpath(args.teacher, REPO),
                            'init_checkpoint': args.init_checkpoint and os.path.basename(args.init_checkpoint),
                            'distill_weight': args.distill_weight if args.teacher else None},
        'training_command': 'OMP_NUM_THREADS=1 /usr/bin/python3 training/ner/' + ' '.join(
            [os.path.basename(sys.argv[0])] + sys.argv[1:]),
        'smoke': args.smoke,
        'blas': blas,
        'data': {os.path.basename(NKJP): {'sha256': corpus.sha256(NKJP), 'used': True},
                 os.path.basename(KPWR): {'sha256': corpus.sha256(KPWR), 'used': not args.no_kpwr}},
        'split': corpus.SPLIT_DEFINITION,
        'sentences': {k: len(v) for k, v in splits.items()},
        'labels': corpus.TAGS,
        'entity_types': corpus.TYPES,
        'label_mapping': {'NKJP': 'persName→PERSON; placeName, geogName→LOCATION; orgName→ORGANIZATION; '
                                  'date, time→O (outer label, before #)',
                          'KPWr': 'nam_liv_person→PERSON; nam_loc_*, nam_org_nation, nam_liv_habitant, '
                                  'nam_fac_{road,square,park,bridge}→LOCATION; other nam_org_*→ORGANIZATION; rest→O'},
        'metric': 'entity level, exact span match, constrained BIO Viterbi decoding',
        'test': test_table,
        'dev': dev_table,
        'best_checkpoint': best_at,
        'epochs_run': epoch,
        'train_minutes': round((time.time() - t0) / 60, 1),
        'vocab_size': len(words), 'char_vocab_size': len(chars),
        'credits': ['Narodowy Korpus Języka Polskiego (NKJP), NKJP-1M, IPI PAN, CC BY '
                    '(PolEval 2018 task 2 format via CLARIN-PL/PolDeepNer)',
                    'KPWr (Korpus Wrocławskiej Politechniki), CLARIN-PL, CC BY 3.0 (n82 split via wronaq/polish-ner)',
                    'Surname gazetteer: @faker-js/faker 10.6.0 Polish locale (MIT)',
                    'Locality gazetteer: polskie-miejscowosci 1.0.2 (CC0 1.0, from the PRNG register) + '
                    '@faker-js/faker 10.6.0 Polish country names (MIT)'],
    }
    with open(os.path.join(args.out, 'meta.json'), 'w', encoding='utf-8') as f:
        json.dump(meta, f, ensure_ascii=False, indent=2)

    # ---- parity fixture: hand-written sentences + a few held-out test sentences ----
    fx_sents = [F.TOKEN_RE.findall(s) for s in FIXTURE_SENTENCES]
    fx_sents += [toks for toks, _ in splits['test'][1:200:33]]
    preds = predict(model, [tensorize((t, None), widx, cidx) for t in fx_sents])
    fixture = [{'tokens': t, 'tags': p[0], 'tagProbs': [round(x, 6) for x in p[1]],
                'maxProbs': [round(x, 6) for x in p[2]]} for t, p in zip(fx_sents, preds)]
    os.makedirs(os.path.dirname(args.fixture), exist_ok=True)
    with open(args.fixture, 'w', encoding='utf-8') as f:
        json.dump({'sentences': FIXTURE_SENTENCES, 'cases': fixture}, f, ensure_ascii=False, indent=1)
    for t, p in zip(fx_sents[:len(FIXTURE_SENTENCES)], preds):
        log('FIXTURE', [(a, b) for a, b in zip(t, p[0]) if b != 'O'])
    log('exported', onnx_path, f'{os.path.getsize(onnx_path) / 1e6:.1f} MB', 'total', f'{(time.time() - t0) / 60:.1f} min')


if __name__ == '__main__':
    main()
