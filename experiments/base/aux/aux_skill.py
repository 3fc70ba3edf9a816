"""Did an arm learn its auxiliary target? Each model answers its own auxiliary prompt (`C: FEN` or `L: FEN`, greedy)
on the first N standard positions, scored against python-chess, split by whether the side to move is in check:
attacks — whole answer exact, each field exact, and check seen (a checker named iff in check); legal — the move set
exact, precision and recall. 95% intervals (Wilson; bootstrap for means).
    python experiments/base/aux/aux_skill.py [--n 2080] [--out FILE.json[.gz]] ARM=MODEL ...   (ARM: attacks or legal)
"""

import argparse, gzip, json
from pathlib import Path
import chess
import torch
from make_aux import attacks_line, legal_line
from tqdm.auto import tqdm
from rookworld_nb.evaluate import heldout_moves, load_model
from rookworld_nb.tokenizer import doc_start, encode_text
from rookworld_nb.stats import mean_ci, wilson


def answer_of(line: str) -> str:
    "What follows `M:` in an auxiliary line (or a completion), stripped."
    return line.split("M:", 1)[1].strip() if "M:" in line else ""


def fields(answer: str) -> dict:
    "The attacks answer's fields: check, pin and near, each a string of squares or '-'."
    out, key = {"check": None, "pin": None, "near": None}, None
    for word in answer.split():
        if word in out:
            key, out[word] = word, ""
        elif key:
            out[key] = (out[key] + " " + word).strip()
    return out


def score_attacks(truth: str, said: str) -> dict:
    "Exactness of the whole answer and of each field, and whether a check is seen as one."
    t, s = fields(answer_of(truth)), fields(said)
    seen = s["check"] not in (None, "-")
    return {"exact": answer_of(truth) == said, **{f"{k} exact": t[k] == s[k] for k in t},
            "check seen": seen == (t["check"] != "-")}


def score_legal(truth: str, said: str) -> dict:
    "The move set exact, and the share of said moves that are legal and of legal moves said."
    t, s = set(answer_of(truth).split()), set(said.split())
    return {"exact": t == s, "precision": len(t & s) / len(s) if s else 0.0, "recall": len(t & s) / len(t)}


@torch.no_grad()
def greedy(model, tok, prompts: list[str], max_new: int = 250, batch: int = 64) -> list[str]:
    "Greedy completions of prompts that are no RookWorld task (`sampling.sample` decodes only P: and A:)."
    out = []
    for i in tqdm(range(0, len(prompts), batch), desc="decoding", leave=False):
        rows = [[doc_start(tok)] + encode_text(tok, p) for p in prompts[i : i + batch]]
        width = max(map(len, rows))
        ids = torch.tensor([[tok.eos_token_id] * (width - len(r)) + r for r in rows])  # left padding
        mask = torch.tensor([[0] * (width - len(r)) + [1] * len(r) for r in rows])
        gen = model.generate(input_ids=ids, attention_mask=mask, max_new_tokens=max_new, do_sample=False,
                             eos_token_id=tok.eos_token_id, pad_token_id=tok.eos_token_id)
        out += tok.batch_decode(gen[:, width:], skip_special_tokens=True)
    return out


def blind_attacks(fen: str) -> str:
    "The answer that sees nothing: no check, no pin, no attacked neighbour."
    return "check - pin - near -"


def blind_legal(fen: str) -> str:
    "The moves a generator that ignores check would list: every pseudo-legal move."
    return " ".join(sorted(m.uci() for m in chess.Board(fen).pseudo_legal_moves))


ARMS = {"attacks": ("C", attacks_line, score_attacks, blind_attacks),
        "legal": ("L", legal_line, score_legal, blind_legal)}


def summary(scores: list[dict]) -> dict:
    "Each score's mean with its 95% interval."
    out = {}
    for key in scores[0] if scores else []:
        xs = [s[key] for s in scores]
        est = wilson(sum(xs), len(xs)) if isinstance(xs[0], bool) else mean_ci(xs)
        out[key] = [est.value, est.lo, est.hi, est.n]
    return out


def main(arms: list[str], n: int, out_file: Path):
    torch.set_num_threads(2)
    positions = heldout_moves()[:n]
    checks = [chess.Board(s.fen).is_check() for s in positions]
    result = {"n": len(positions), "positions in check": sum(checks), "arms": {}}
    for spec in arms:
        arm, name = spec.split("=", 1)
        prefix, make_line, score, blind = ARMS[arm]
        truths = [make_line(s.fen) for s in positions]
        keep = [i for i, t in enumerate(truths) if t is not None]
        model, tok = load_model(name, device="cpu")
        said = greedy(model, tok, [f"{prefix}: {positions[i].fen}" for i in keep])
        scores = [score(truths[i], answer_of(a)) for i, a in zip(keep, said)]
        blinds = [score(truths[i], blind(positions[i].fen)) for i in keep]
        parts = {"all": range(len(keep)), "in check": [j for j, i in enumerate(keep) if checks[i]],
                 "not in check": [j for j, i in enumerate(keep) if not checks[i]]}
        result["arms"][spec] = {"model": name, "scored": len(keep), "examples": said[:3],
                                "items": {str(i): sc for i, sc in zip(keep, scores)},
                                **{p: summary([scores[j] for j in idx]) for p, idx in parts.items()},
                                **{f"blind, {p}": summary([blinds[j] for j in idx]) for p, idx in parts.items()}}
        for p in parts:
            print(spec, p, {k: round(v[0], 3) for k, v in result["arms"][spec][p].items()},
                  "blind:", {k: round(v[0], 3) for k, v in result["arms"][spec][f"blind, {p}"].items()})
    with (gzip.open if out_file.suffix == ".gz" else open)(out_file, "wt") as f:
        f.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("arms", nargs="+", help="ARM=MODEL, ARM one of " + ", ".join(ARMS))
    ap.add_argument("--n", type=int, default=2080)
    ap.add_argument("--out", type=Path, default=Path(__file__).parent / "aux_skill.json.gz")
    args = ap.parse_args()
    main(args.arms, args.n, args.out)
