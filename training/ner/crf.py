"""Linear-chain CRF over BIO tags, batched, for the tagger's emission scores. Mirrored by src/ner/crf.ts.

The BIO constraint (I-X only after B-X or I-X, never first) is a fixed mask added to the learned start and
transition scores, so the CRF never spends probability mass on an invalid sequence and decoding needs no
separate constraint. `effective()` gives the masked scores; they are what vocab.json ships (`crf`), so the
TypeScript side decodes with exactly these numbers.

Decoding: Viterbi over emissions + transitions. Confidence: per-token marginal probabilities from
forward-backward (the probability of the decoded tag at that token over all tag sequences), which is what
the PII engine uses as an entity's score (the lowest over its tokens).
"""
import torch
import torch.nn as nn

from decode import allowed

MASKED = -1e4  # exp(-1e4) is 0 in float32 and float64; large sums of it stay finite


class CRF(nn.Module):
    def __init__(self, tags):
        super().__init__()
        k = len(tags)
        self.trans = nn.Parameter(torch.zeros(k, k))   # [previous tag, current tag]
        self.start = nn.Parameter(torch.zeros(k))
        self.end = nn.Parameter(torch.zeros(k))
        self.register_buffer('trans_mask', torch.tensor(
            [[0.0 if allowed(p, c) else MASKED for c in tags] for p in tags]))
        self.register_buffer('start_mask', torch.tensor([0.0 if allowed('', c) else MASKED for c in tags]))

    def effective(self):
        return self.start + self.start_mask, self.trans + self.trans_mask, self.end

    def nll(self, em, tags, lengths):
        """Mean negative log-likelihood per real token. em [B,T,K], tags [B,T] (-100 on padding)."""
        t = em.shape[1]
        start, trans, end = self.effective()
        mask = torch.arange(t).unsqueeze(0) < lengths.unsqueeze(1)            # [B,T]
        g = tags.clamp(min=0)
        gold = start[g[:, 0]] + (em.gather(2, g.unsqueeze(2)).squeeze(2) * mask).sum(1)
        gold = gold + (trans[g[:, :-1], g[:, 1:]] * mask[:, 1:]).sum(1)
        last = g.gather(1, (lengths - 1).unsqueeze(1)).squeeze(1)
        gold = gold + end[last]
        log_z = torch.logsumexp(self._alphas(em, mask, start, trans)[-1] + end, dim=1)
        return (log_z - gold).sum() / mask.sum()

    @staticmethod
    def _alphas(em, mask, start, trans):
        """Forward scores per position (a list of [B,K]); positions past a sequence's end keep its last."""
        alpha = start + em[:, 0]
        out = [alpha]
        for i in range(1, em.shape[1]):
            nxt = torch.logsumexp(alpha.unsqueeze(2) + trans, dim=1) + em[:, i]
            alpha = torch.where(mask[:, i:i + 1], nxt, alpha)
            out.append(alpha)
        return out

    def marginals(self, em, lengths):
        """Per-token tag marginals [B,T,K] (zeros on padding)."""
        b, t, k = em.shape
        start, trans, end = self.effective()
        mask = torch.arange(t).unsqueeze(0) < lengths.unsqueeze(1)
        alphas = self._alphas(em, mask, start, trans)
        # Backward: beta at a sequence's last token is `end`; padding positions carry `end` along until
        # the real last token, so one pass over the padded length serves every sequence.
        beta = end.expand(b, k)
        betas = [beta]
        for i in range(t - 2, -1, -1):
            nxt = torch.logsumexp(trans + (em[:, i + 1] + beta).unsqueeze(1), dim=2)
            beta = torch.where(mask[:, i + 1:i + 2], nxt, beta)
            betas.append(beta)
        betas.reverse()
        log_z = torch.logsumexp(alphas[-1] + end, dim=1, keepdim=True)
        post = torch.stack([torch.exp(a + bt - log_z) for a, bt in zip(alphas, betas)], dim=1)
        return post * mask.unsqueeze(2)

    def viterbi(self, em, lengths):
        """Best tag sequence per sentence (lists of tag indices, each of its sentence's length)."""
        b, t = em.shape[:2]
        start, trans, end = self.effective()
        score = start + em[:, 0]
        back = []
        for i in range(1, t):
            best, arg = (score.unsqueeze(2) + trans).max(dim=1)
            nxt = best + em[:, i]
            live = (i < lengths).unsqueeze(1)
            score = torch.where(live, nxt, score)
            back.append(arg)
        paths = []
        # Backtracking reads single entries: on the host, not one device round trip each.
        final = (score + end).cpu()
        back = [a.cpu() for a in back]
        lengths = lengths.cpu()
        for r in range(b):
            n = int(lengths[r])
            j = int(final[r].argmax())
            path = [j]
            for i in range(n - 1, 0, -1):
                j = int(back[i - 1][r, j]); path.append(j)
            paths.append(path[::-1])
        return paths
