"""Does a model's residual stream hold "the side to move is in check"? A linear probe (L2 logistic regression, torch
LBFGS, its L2 weight chosen on a fifth of the training positions) on each layer's hidden state at the last token of the
P: line up to `M:` (where the first move is read off) and on its mean over that prefix, trained on balanced positions
of the probe data (`runs/sort_m/p_shuffled.txt`: N in check, N not) and judged on the standard P: positions (the first
`--n`): accuracy in each class with Wilson 95% intervals. A random model of the same shape is the control (what a
probe reads from the tokens alone); each model's best layer is paired with its random twin's on the test positions
(McNemar, in each class).
    python experiments/base/hint/check_probe.py [--n 2080] [--train 3000] [--out FILE.json] MODEL ...
"""

import argparse, json, random
from pathlib import Path
import chess
import torch
from rookworld_nb.evaluate import heldout_moves, load_model
from rookworld_nb.families import random_model
from rookworld_nb.tasks import format_p, parse_p
from rookworld_nb.tokenizer import doc_start, encode_text
from rookworld_nb.stats import paired, wilson


@torch.no_grad()
def features(model, tok, heads: list[str], batch: int = 128) -> list[torch.Tensor]:
    "Per layer (embeddings first): [n, 2d] — the hidden state at each text's last token and its mean over the text."
    parts = []  # per batch, per layer
    for i in range(0, len(heads), batch):
        rows = [[doc_start(tok)] + encode_text(tok, h) for h in heads[i : i + batch]]
        width = max(map(len, rows))
        ids = torch.tensor([r + [tok.eos_token_id] * (width - len(r)) for r in rows])  # right padding
        mask = torch.tensor([[1] * len(r) + [0] * (width - len(r)) for r in rows])
        hs = model(input_ids=ids, attention_mask=mask, output_hidden_states=True).hidden_states
        last = mask.sum(1) - 1
        mean = [(h * mask[..., None]).sum(1) / mask.sum(1, keepdim=True) for h in hs]
        parts.append([torch.cat([h[torch.arange(len(rows)), last], m], 1) for h, m in zip(hs, mean)])
    return [torch.cat(layer) for layer in zip(*parts)]


def fit_probe(x: torch.Tensor, y: torch.Tensor, l2: float) -> tuple:
    "A standardised L2 logistic regression: (mean, std, weights, bias)."
    mu, sd = x.mean(0), x.std(0) + 1e-6
    z = (x - mu) / sd
    w = torch.zeros(x.shape[1], requires_grad=True)
    b = torch.zeros((), requires_grad=True)
    opt = torch.optim.LBFGS([w, b], max_iter=200, line_search_fn="strong_wolfe")

    def closure():
        opt.zero_grad()
        loss = torch.nn.functional.binary_cross_entropy_with_logits(z @ w + b, y) + l2 * (w**2).sum()
        loss.backward()
        return loss

    opt.step(closure)
    return mu, sd, w.detach(), b.detach()


def balanced(probe: tuple, x: torch.Tensor, y: torch.Tensor) -> float:
    "The mean of the two classes' accuracies."
    mu, sd, w, b = probe
    said = ((x - mu) / sd @ w + b) > 0
    return sum(float((said[y == c] == bool(c)).float().mean()) for c in (0.0, 1.0)) / 2


def chosen_probe(x: torch.Tensor, y: torch.Tensor, l2s=(1e-4, 1e-3, 1e-2, 1e-1)) -> tuple:
    "The probe refit on all of `x` with the L2 weight best on a held-out fifth of it."
    idx = torch.randperm(len(x), generator=torch.Generator().manual_seed(0))
    val, fit = idx[: len(x) // 5], idx[len(x) // 5 :]
    best = max(l2s, key=lambda l2: balanced(fit_probe(x[fit], y[fit], l2), x[val], y[val]))
    return fit_probe(x, y, best), best


def p_head(line: str) -> str:
    "A P: line up to and including `M:` (its padding as written)."
    return line.split("M:", 1)[0] + "M:"


TARGETS = {  # what a probe is asked of a position: in check, and a control that needs the FEN decoded (not in check)
    "check": lambda board: board.is_check(),
    "e4 occupied": lambda board: board.piece_at(chess.E4) is not None,
}


def judge(probe: tuple, x: torch.Tensor, y: torch.Tensor) -> dict:
    "Accuracy on the positions where the target holds and on the others, with Wilson intervals."
    mu, sd, w, b = probe
    said = ((x - mu) / sd @ w + b) > 0
    out = {"right": "".join("01"[int(r)] for r in (said == y.bool()).tolist())}  # each test position's verdict
    for name, cls in (("yes", 1.0), ("no", 0.0)):
        sel = y == cls
        est = wilson(int((said[sel] == bool(cls)).sum()), int(sel.sum()))
        out[name] = [est.value, est.lo, est.hi, est.n]
    return out


def main(models: list[str], n: int, n_train: int, out_file: Path | None):
    torch.set_num_threads(2)
    lines = Path("runs/sort_m/p_shuffled.txt").read_text().splitlines()
    heads = list({parse_p(l).fen: p_head(l) for l in lines}.items())  # (FEN, head): one line per position
    checked = [fh for fh in heads if chess.Board(fh[0]).is_check()]
    others = [fh for fh in heads if not chess.Board(fh[0]).is_check()]
    rng = random.Random(0)
    train_pairs = rng.sample(checked, n_train) + rng.sample(others, n_train)
    train = [h for _, h in train_pairs]
    samples = heldout_moves()[:n]
    test = [p_head(str(format_p(s))) for s in samples]
    boards = {"train": [chess.Board(f) for f, _ in train_pairs], "test": [chess.Board(s.fen) for s in samples]}
    labels = {t: {k: torch.tensor([float(f(b)) for b in bs]) for k, bs in boards.items()} for t, f in TARGETS.items()}
    result = {"train": len(train), "test": len(test), "models": {},
              "test yes": {t: int(y["test"].sum()) for t, y in labels.items()},
              "train yes": {t: int(y["train"].sum()) for t, y in labels.items()}}
    for name in models:
        model, tok = load_model(name, device="cpu")
        model.eval()
        for label, m in ((name, model), (f"random {name}", random_model(model.config))):
            f_train, f_test = features(m, tok, train), features(m, tok, test)
            for target, y in labels.items():
                res = result["models"].setdefault(label, {})[target] = {}
                for layer, (a, b) in enumerate(zip(f_train, f_test)):
                    probe, l2 = chosen_probe(a, y["train"])
                    r = res[f"layer {layer}"] = {**judge(probe, b, y["test"]), "l2": l2}
                    print(f"{label:>22s} {target:>11s} layer {layer}: yes {100 * r['yes'][0]:5.1f} "
                          f"[{100 * r['yes'][1]:.1f}, {100 * r['yes'][2]:.1f}]  no {100 * r['no'][0]:5.1f} "
                          f"[{100 * r['no'][1]:.1f}, {100 * r['no'][2]:.1f}]  (L2 {l2:g})", flush=True)
    result["paired"] = trained_vs_random(result["models"], labels)
    if out_file:
        out_file.write_text(json.dumps(result, indent=1) + "\n")


def best_layer(layers: dict) -> str:
    "The layer whose probe's two class accuracies have the largest mean."
    return max(layers, key=lambda k: layers[k]["yes"][0] + layers[k]["no"][0])


def trained_vs_random(models: dict, labels: dict) -> dict:
    "Each trained model's probe against its random twin's, each at its best layer, paired on the test positions."
    out = {}
    for name in (m for m in models if not m.startswith("random ")):
        for target, y in labels.items():
            a, b = models[f"random {name}"][target], models[name][target]
            la, lb = best_layer(a), best_layer(b)
            right_a, right_b = a[la]["right"], b[lb]["right"]
            out[f"{name}, {target}"] = {"layers": [la, lb], **{
                part: paired([int(right_a[i]) for i in idx], [int(right_b[i]) for i in idx], "prop")
                for part, idx in (("yes", (y["test"] == 1).nonzero().flatten().tolist()),
                                  ("no", (y["test"] == 0).nonzero().flatten().tolist()))}}
            for part in ("yes", "no"):
                d = out[f"{name}, {target}"][part]
                print(f"{name}, {target}, {part}: random {la} {100 * d['a']:.1f} -> trained {lb} {100 * d['b']:.1f} "
                      f"({100 * d['diff']:+.1f} [{100 * d['lo']:+.1f}, {100 * d['hi']:+.1f}], p = {d['p']:.2g})")
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+")
    ap.add_argument("--n", type=int, default=2080)
    ap.add_argument("--train", type=int, default=3000, help="positions in check (and as many others) to fit on")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    main(args.models, args.n, args.train, args.out)
