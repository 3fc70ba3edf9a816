"""Counting a run of one repeated value, probed directly: each model is given P: lines of the 500 first standard
positions with five moves, written up to the end of E:'s fifth value, and decodes on greedily; does it end E: there
(the padding, then B:) or add a sixth value (a space, then a number; digits at once lengthen the fifth)? Each
position twice: E: the five values Stockfish gave (varied), and E: five times 0.0 (a run of one value). Paired across
models on the same positions (McNemar).
    python experiments/base/size/count_probe.py rookworld-tiny runs/base/size-llama-muon-4x256/model ...
Writes count_probe.json here.
"""

import json, re, sys
from pathlib import Path
import torch
from rookworld_nb.evaluate import complete, heldout_moves, load_model
from rookworld_nb.model import resolve_settings
from rookworld_nb.stats import paired, wilson
from rookworld_nb.tasks import PSample, format_p

HERE = Path(__file__).parent


def cut_after_e(s: PSample, evals: list[float]) -> str:
    "The P: line of `s` with `evals` as E:, up to the end of E:'s last value (prompt and completion)."
    p = format_p(PSample(s.fen, s.moves, evals, s.best))
    text = p.prompt + p.completion
    start = text.index("E:")
    end = start + len("E: " + " ".join(p.completion[p.completion.index("E:") + 3 :].split()[: len(evals)]))
    return text[:end]


def added_value(model, tok, lines: list[str]) -> list[bool]:
    "For each line, whether the model's greedy continuation adds a value (a space, then a number) before B:."
    greedy = resolve_settings(model, temperature=0, top_k=0, top_p=1.0, max_new_tokens=16)  # enough for B:
    outs = complete(model, tok, lines, settings=greedy)
    return [re.match(r"\s+[-\d]", o) is not None for o in outs]  # '9 ... B:' lengthens the fifth value


def main(models: list[str]):
    torch.set_num_threads(1)
    pos = [s for s in heldout_moves() if len(s.moves) == 5][:500]
    lines = {"varied": [cut_after_e(s, list(s.evals)) for s in pos], "flat": [cut_after_e(s, [0.0] * 5) for s in pos]}
    got = {}
    for name in models:
        model, tok = load_model(name, device="cpu")
        got[name] = {kind: added_value(model, tok, ls) for kind, ls in lines.items()}
        for kind in lines:
            print(name, kind, "adds a sixth value:", wilson(sum(got[name][kind]), len(pos)), flush=True)
    out = {"n": len(pos), "models": {n: {k: sum(v) for k, v in g.items()} for n, g in got.items()}, "paired": {}}
    for name in models[1:]:
        for kind in lines:
            out["paired"][f"{name} - {models[0]}, {kind}"] = paired(got[models[0]][kind], got[name][kind], "prop")
    print(json.dumps(out, indent=1))
    (HERE / "count_probe.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
