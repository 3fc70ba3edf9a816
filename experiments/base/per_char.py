"""Bits per character of RookWorld answers: a model's loss on the standard held-out sets' completions (640 P: + 640 A:,
never trained on), per character so that tokenizers compare; each model paired with the first, item by item.
usage: python experiments/base/per_char.py MODEL [MODEL ...] [--out FILE.json]"""
import json, math, sys
import torch
from rookworld_nb.evaluate import heldout
from rookworld_nb.model import load_policy
from rookworld_nb.stats import mean_ci, paired
from rookworld_nb.tasks import format_a, format_p


def item_bits(model, tok, lines) -> list[float]:
    "Each line's completion: its summed negative log-likelihood given the prompt, in bits per character."
    out = []
    with torch.no_grad():
        for line in lines:
            p, c = tok.encode(line.prompt), tok.encode(line.completion)
            ids = torch.tensor([[tok.eos_token_id] + p + c + [tok.eos_token_id]])
            logp = model(input_ids=ids, attention_mask=torch.ones_like(ids)).logits[0, :-1].float().log_softmax(-1)
            nll = -logp.gather(-1, ids[0, 1:, None])[len(p):, 0].sum().item()   # the completion's tokens and the end
            out.append(nll / math.log(2) / (len(line.completion) + 1))
    return out


def main(argv):
    out = argv[argv.index("--out") + 1] if "--out" in argv else None
    models = [a for a in argv if a != "--out" and a != out]
    lines = {"P": [format_p(s) for s in heldout("p")], "A": [format_a(s) for s in heldout("a")]}
    rows, first = [], None
    for name in models:
        model, _, tok = load_policy(name)
        bits = {t: item_bits(model, tok, ls) for t, ls in lines.items()}
        row = {"model": name, "tokens": len(tok)}
        for t, b in bits.items():
            e = mean_ci(b)
            row[f"{t} bits/char"] = [round(e.value, 4), round(e.lo, 4), round(e.hi, 4), e.n]
            if first is not None:
                d = paired(first[t], b, "mean")
                row[f"{t} change vs first"] = {k: round(d[k], 4) if isinstance(d[k], float) else d[k] for k in ("diff", "lo", "hi", "p")}
        first = first or bits
        rows.append(row)
        print(json.dumps(row), flush=True)
    if out:
        open(out, "w").write(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
