"""Low-rank LSTM input (model.py's `input_rank`): the two LSTMs' input matrices W_ih [4H x D] each are
factored together as W_ih ≈ Q_dir P, P [d x D] shared, so the LSTMs multiply a d-float projection of the
token vector per step instead of its D floats. The factors come from data: Q holds the top-d principal
directions (uncentered) of the stacked input pre-activations [W_ih,fwd x ; W_ih,bwd x] over training
tokens, the best rank-d fit in the mean square where the model's inputs really lie.
"""
import random

import numpy as np
import torch

FIT_SENTENCES = 20000  # training sentences whose tokens the factors and the balancing are fitted on


def fit_sample(items, n=FIT_SENTENCES):
    """A random sample of the training items (the module's random state: seeded by the caller)."""
    return random.sample(items, min(n, len(items)))


def token_vectors(model, items, batchify, batch=64):
    """The LSTMs' input x (before any projection) of every token of `items`, [n_tokens, D], no dropout."""
    out = []
    with torch.no_grad():
        for k in range(0, len(items), batch):
            w, c, s, l, _ = batchify(items[k:k + batch])
            x = model.token_vectors(w, c, s)
            mask = torch.arange(w.shape[1]).unsqueeze(0) < l.unsqueeze(1)
            out.append(x[mask].cpu().numpy().astype(np.float64))
    return np.concatenate(out)


def factors(w_all: np.ndarray, x: np.ndarray, d: int):
    """Q [rows, d] with orthonormal columns and P = Qᵀ W_all [d, D], so that W_all x ≈ Q P x, and the share
    of the second moment of W_all x that rank d keeps."""
    y = x @ w_all.T
    vals, vecs = np.linalg.eigh(y.T @ y / len(y))
    q = vecs[:, ::-1][:, :d]
    return q, q.T @ w_all, float(vals[::-1][:d].sum() / vals.sum())


def seed_lowrank(student, teacher, items, batchify):
    """Starts a low-rank student as its teacher (same hidden size, full-width or low-rank input) with the
    fitted factors: every other weight copied. Returns the share of the second moment the rank keeps."""
    d = student.proj.weight.shape[0]
    as_array = lambda t: t.detach().cpu().numpy().astype(np.float64)  # noqa: E731
    # A low-rank teacher's effective input matrices are W_ih · P_teacher (refactored at the student's rank).
    w_in = as_array(teacher.proj.weight) if teacher.proj is not None else None
    w_fwd, w_bwd = (as_array(m) if w_in is None else as_array(m) @ w_in
                    for m in (teacher.fwd.weight_ih_l0, teacher.bwd.weight_ih_l0))
    q, p, kept = factors(np.concatenate([w_fwd, w_bwd]), token_vectors(teacher, items, batchify), d)
    state = {k: v for k, v in teacher.state_dict().items() if not k.endswith('weight_ih_l0') and k != 'proj.weight'}
    state['proj.weight'] = torch.from_numpy(p.astype(np.float32))
    state['fwd.weight_ih_l0'] = torch.from_numpy(q[:len(w_fwd)].astype(np.float32).copy())
    state['bwd.weight_ih_l0'] = torch.from_numpy(q[len(w_fwd):].astype(np.float32).copy())
    student.load_state_dict(state)
    return kept


def balance(model, items, batchify, alpha=0.5):
    """Rescales each projected feature k (P's row k by 1/s_k, both LSTMs' input column k by s_k): the same
    function in float, but the int8 LSTMs (quantize_lstm.py) quantize their input with one scale per run
    and their weights with one scale per gate row, so a feature far larger than the others would leave the
    rest a few int8 steps. s_k = max|z_k|^alpha / max|W_ih[:, k]|^(1 - alpha) (SmoothQuant's split) evens
    out both ranges. Returns the largest / smallest feature range before and after."""
    with torch.no_grad():
        z = token_vectors(model, items, batchify) @ model.proj.weight.detach().cpu().numpy().T.astype(np.float64)
        a = np.abs(z).max(axis=0)
        w_ih = [model.fwd.weight_ih_l0, model.bwd.weight_ih_l0]
        w = np.max([np.abs(m.detach().cpu().numpy()).max(axis=0) for m in w_ih], axis=0)
        s = a ** alpha / w ** (1 - alpha)
        scale = torch.tensor(s, dtype=model.proj.weight.dtype, device=model.proj.weight.device)
        model.proj.weight.div_(scale.unsqueeze(1))
        for m in w_ih:
            m.mul_(scale.unsqueeze(0))
    return float(a.max() / a.min()), float((a / s).max() / (a / s).min())
