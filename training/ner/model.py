"""Char-CNN + word embedding + shape embedding → BiLSTM → per-token scores over BIO tags: softmax
probabilities, or (with `crf_tags`) emission scores for the linear-chain CRF in crf.py.

The backward LSTM runs on each sequence reversed *within its own length* (a gather with indices
computed from `lengths`), so right-padding never leaks into real tokens: the same sentence gives
the same probabilities whatever batch it is padded into. That keeps the ONNX graph free of packed
sequences while letting the TypeScript side batch windows of different lengths in one run call.
"""
import torch
import torch.nn as nn

from crf import CRF
from featurize import CHAR_CHANNELS


class Tagger(nn.Module):
    def __init__(self, n_words, n_chars, n_shapes, n_tags, word_dim=100, char_dim=30,
                 char_filters=50, shape_dim=8, hidden=128, dropout=0.5, crf_tags=None, input_rank=None,
                 char_channels=CHAR_CHANNELS):
        super().__init__()
        self.crf = CRF(crf_tags) if crf_tags else None
        self.word_emb = nn.Embedding(n_words, word_dim, padding_idx=0)
        # A char id is base letter × char_channels + channel (featurize.char_ids): the letter's embedding
        # (shared by its cases and its diacritic form) plus the channel's (case, diacritic).
        self.char_channels = char_channels
        self.char_emb = nn.Embedding(n_chars, char_dim, padding_idx=0)
        self.char_case_emb = nn.Embedding(char_channels, char_dim, padding_idx=0)
        self.char_cnn = nn.Conv1d(char_dim, char_filters, kernel_size=3, padding=1)
        self.shape_emb = nn.Embedding(n_shapes, shape_dim, padding_idx=0)
        in_dim = word_dim + char_filters + shape_dim
        # Optional low-rank input: both LSTMs read one shared projection of the token vector (input_rank
        # floats instead of in_dim). It is a function of the token alone, so the gateway computes it once
        # per distinct token with the embeddings; the LSTMs' per-step input multiply shrinks to match.
        self.proj = nn.Linear(in_dim, input_rank, bias=False) if input_rank else None
        in_dim = input_rank or in_dim
        self.fwd = nn.LSTM(in_dim, hidden, batch_first=True)
        self.bwd = nn.LSTM(in_dim, hidden, batch_first=True)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(2 * hidden, n_tags)

    def token_vectors(self, words, chars, shapes):
        """Each token's input vector, word embedding ‖ char-CNN ‖ shape embedding: [B, T, D]."""
        b, t = words.shape
        c = chars.shape[2]
        ids = chars.reshape(b * t, c)
        base = torch.div(ids, self.char_channels, rounding_mode='trunc')    # ids are ≥ 0: trunc = floor
        ce = (self.char_emb(base) + self.char_case_emb(ids - base * self.char_channels)).transpose(1, 2)  # [B*T, Dc, C]
        cf = torch.relu(self.char_cnn(ce)).max(dim=2).values.reshape(b, t, -1)
        return torch.cat([self.word_emb(words), cf, self.shape_emb(shapes)], dim=2)

    def logits(self, words, chars, shapes, lengths):
        b, t = words.shape
        x = self.drop(self.token_vectors(words, chars, shapes))
        if self.proj is not None:
            x = self.proj(x)
        pos = torch.arange(t, device=words.device).unsqueeze(0).expand(b, t)
        lens = lengths.unsqueeze(1)
        rev = torch.where(pos < lens, lens - 1 - pos, pos)                    # [B, T]
        rev3 = rev.unsqueeze(2).expand(b, t, x.shape[2])
        hf, _ = self.fwd(x)
        hb_rev, _ = self.bwd(torch.gather(x, 1, rev3))
        hb = torch.gather(hb_rev, 1, rev.unsqueeze(2).expand(b, t, hb_rev.shape[2]))
        h = self.drop(torch.cat([hf, hb], dim=2))
        return self.out(h)

    def forward(self, words, chars, shapes, lengths):
        """The exported graph's one output: CRF emission scores, or softmax probabilities without a CRF."""
        scores = self.logits(words, chars, shapes, lengths)
        return scores if self.crf is not None else torch.softmax(scores, dim=2)
