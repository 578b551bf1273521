"""Knowledge distillation from the shipped model: a smaller student learns the teacher's per-token CRF
marginals next to the gold tags (posterior distillation), starting from the teacher's embeddings.

The teacher is read back from a float ONNX export of train.py (the shipped model.onnx runs int8 LSTMs,
so pass the float graph it was quantized from) and its vocab.json (CRF scores, word and char tables).
ONNX LSTMs keep their gates in the order i, o, f, c with one bias row for input and recurrent weights;
torch's LSTM uses i, f, c(g), o with two bias vectors, so the blocks are reordered on the way in.
"""
import json

import numpy as np
import onnx
import torch
from onnx import numpy_helper

from model import Tagger

ONNX_TO_TORCH_GATES = (0, 2, 3, 1)  # torch block k takes ONNX block ONNX_TO_TORCH_GATES[k]


def _gates(w: np.ndarray) -> torch.Tensor:
    blocks = np.split(w, 4, axis=0)
    return torch.from_numpy(np.concatenate([blocks[k] for k in ONNX_TO_TORCH_GATES], axis=0).copy())


def load_teacher(onnx_path, vocab_path, words, chars, n_shapes, tags):
    """The teacher as a torch Tagger in eval mode; refuses tables that differ from this run's."""
    with open(vocab_path, encoding='utf-8') as f:
        tables = json.load(f)
    if tables['words'] != words or tables['chars'] != chars or tables['tags'] != tags:
        raise SystemExit(f'{vocab_path}: word/char/tag tables differ from this run\'s; the teacher must be '
                         'trained on the same data and --max-words')
    graph = onnx.load(onnx_path).graph
    init = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    lstms = {('fwd' if n.input[0].startswith('/fwd') else 'bwd'): n for n in graph.node if n.op_type == 'LSTM'}
    if set(lstms) != {'fwd', 'bwd'}:
        raise SystemExit(f'{onnx_path}: expected two float LSTM nodes (pass the float graph, not the int8 one)')
    hidden = next(a.i for a in lstms['fwd'].attribute if a.name == 'hidden_size')
    # MatMul weights: the output layer's [2H, tags] and, in a low-rank model, the input projection's [D, rank].
    mm = [init[n.input[1]] for n in graph.node if n.op_type == 'MatMul' and n.input[1] in init]
    out_w = next(w for w in mm if w.shape == (2 * hidden, len(tags)))
    proj_w = next((w for w in mm if w.shape != (2 * hidden, len(tags))), None)
    teacher = Tagger(len(words), len(chars), n_shapes, len(tags), hidden=hidden,
                     char_filters=init['char_cnn.bias'].shape[0], crf_tags=tags,
                     input_rank=None if proj_w is None else proj_w.shape[1])
    state = {k: torch.from_numpy(init[k].copy()) for k in
             ('word_emb.weight', 'char_emb.weight', 'char_case_emb.weight', 'char_cnn.weight', 'char_cnn.bias',
              'shape_emb.weight', 'out.bias')}
    state['out.weight'] = torch.from_numpy(out_w.T.copy())
    if proj_w is not None:
        state['proj.weight'] = torch.from_numpy(proj_w.T.copy())
    for name, node in lstms.items():
        w, r, b = (init[node.input[i]][0] for i in (1, 2, 3))
        state[f'{name}.weight_ih_l0'] = _gates(w)
        state[f'{name}.weight_hh_l0'] = _gates(r)
        state[f'{name}.bias_ih_l0'] = _gates(b[:4 * hidden])
        state[f'{name}.bias_hh_l0'] = _gates(b[4 * hidden:])
    crf = tables['crf']
    # vocab.json holds the masked (effective) scores; the parameters are those minus the fixed masks.
    state['crf.start'] = torch.tensor(crf['start']) - teacher.crf.start_mask
    state['crf.trans'] = torch.tensor(crf['transitions']) - teacher.crf.trans_mask
    state['crf.end'] = torch.tensor(crf['end'])
    state['crf.trans_mask'] = teacher.crf.trans_mask
    state['crf.start_mask'] = teacher.crf.start_mask
    teacher.load_state_dict(state)
    teacher.eval()
    return teacher


def seed_student(student, teacher):
    """Copies what does not depend on the LSTM width: embeddings, char-CNN and CRF scores."""
    with torch.no_grad():
        for name in ('word_emb', 'char_emb', 'char_case_emb', 'char_cnn', 'shape_emb', 'crf'):
            getattr(student, name).load_state_dict(getattr(teacher, name).state_dict())


def soft_targets(teacher, items, batchify, batch=64):
    """Teacher CRF marginals per training sentence: a float16 [n, K] tensor each, in item order."""
    out = [None] * len(items)
    order = sorted(range(len(items)), key=lambda i: len(items[i][0]))
    with torch.no_grad():
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            w, c, s, l, _ = batchify([items[i] for i in idx])
            post = teacher.crf.marginals(teacher.logits(w, c, s, l), l)
            for j, i in enumerate(idx):
                out[i] = post[j, :l[j]].to(torch.float16)
    return out


def distill_loss(student, em, lengths, targets):
    """Mean KL(teacher marginals ‖ student marginals) per real token; em are the student's emissions."""
    teacher_post = em.new_zeros(em.shape)
    for j, t in enumerate(targets):
        teacher_post[j, :t.shape[0]] = t.float()
    mask = torch.arange(em.shape[1]).unsqueeze(0) < lengths.unsqueeze(1)
    student_post = student.crf.marginals(em, lengths)
    eps = 1e-6
    kl = (teacher_post * (torch.log(teacher_post + eps) - torch.log(student_post + eps))).sum(2)
    return (kl * mask).sum() / mask.sum()
