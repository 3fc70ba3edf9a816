"""Where does a model end E:? Each model is given P: lines of the first 200 standard positions with five moves, written
up to the end of E:'s fifth value in forms that vary the count's cues apart: the values' length (19 characters for
five one-decimal values, 24 for five two-decimal ones), whether they repeat, and whether the *last* value has one
decimal (as `0.0` or `0.5`: a tenth of the data's values, and a tenth of its lines end E: with one) or two. Read: the
next token's probability of ending E: (a padding run, then B:), of a sixth value (a space) and of lengthening the fifth
(a digit), mean over positions with its 95% interval. A model that counts ends E: after five values in every form.
    python experiments/base/long/end_probe.py [--out FILE] MODEL ...   (writes end_probe.json here unless --out)
"""

import argparse, json, sys
from pathlib import Path
import torch

sys.path.insert(0, str(Path(__file__).parents[1] / "size"))
from count_probe import cut_after_e  # noqa: E402  (the P: line up to the end of E:'s last value)
from rookworld_nb.evaluate import heldout_moves, load_model  # noqa: E402
from rookworld_nb.stats import mean_ci  # noqa: E402

HERE = Path(__file__).parent
FORMS = {  # name: the five values of E:
    "0.0 x5 (19 chars, last one decimal)": [0.0] * 5,
    "0.5 x5 (19, last one decimal)": [0.5] * 5,
    "0.1 0.2 0.3 0.4 0.5 (19, last one decimal)": [0.1, 0.2, 0.3, 0.4, 0.5],
    "0.13 0.21 0.34 0.45 0.5 (23, last one decimal)": [0.13, 0.21, 0.34, 0.45, 0.5],
    "0.13 0.21 0.34 0.45 0.0 (23, last one decimal)": [0.13, 0.21, 0.34, 0.45, 0.0],
    "0.03 x5 (24, last two decimals)": [0.03] * 5,
    "0.0 0.0 0.0 0.0 0.03 (20, last two decimals)": [0.0, 0.0, 0.0, 0.0, 0.03],
    "0.13 0.21 0.34 0.45 0.52 (24, last two decimals)": [0.13, 0.21, 0.34, 0.45, 0.52],
}


def next_token_shares(model, tok, lines: list[str]) -> dict:
    "Per line: the next token's probability of a padding run (E: ends), a space (a sixth value), a digit."
    vocab = tok.get_vocab()
    ids_of = {"end": [i for t, i in vocab.items() if len(t) > 1 and not t.strip()],
              "sixth": [vocab[" "]], "digit": [vocab[str(d)] for d in range(10)]}
    out = {k: [] for k in ids_of}
    for line in lines:
        ids = tok(line, return_tensors="pt")["input_ids"]
        with torch.no_grad():
            probs = model(ids).logits[0, -1].float().softmax(-1)
        for k, ids_k in ids_of.items():
            out[k].append(probs[ids_k].sum().item())
    return out


def main(models: list[str], out_file: Path, n: int):
    torch.set_num_threads(1)
    pos = [s for s in heldout_moves() if len(s.moves) == 5][:n]
    result = {"n": len(pos), "models": {}}
    for name in models:
        model, tok = load_model(name, device="cpu")
        result["models"][name] = {}
        for form, evals in FORMS.items():
            shares = next_token_shares(model, tok, [cut_after_e(s, evals) for s in pos])
            est = {k: mean_ci(v) for k, v in shares.items()}
            result["models"][name][form] = {k: [round(e.value, 4), round(e.lo, 4), round(e.hi, 4)] for k, e in est.items()}
            print(f"{name}  {form:50s} " + "  ".join(f"{k} {e.value:.3f}" for k, e in est.items()), flush=True)
    out_file.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+")
    ap.add_argument("--n", type=int, default=200, help="standard positions with five moves (the first N)")
    ap.add_argument("--out", type=Path, default=HERE / "end_probe.json")
    a = ap.parse_args()
    main(a.models, a.out, a.n)
