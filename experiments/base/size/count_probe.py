"""Counting a run of one repeated value, probed directly: each model is given P: lines of the 500 first standard
positions with five moves, written up to the end of E:'s fifth value, and decodes on greedily; does it end E: there
(the padding, then B:) or add a sixth value (a space, then a number; digits at once lengthen the fifth)? Each
position in each form of E: the five values Stockfish gave (varied), five times 0.0 (flat: a run of one value), five
times the position's own first value (repeat_first: a run of a value other than the "no idea" 0.0, where it is not
0.0), its first value alternating with one 0.5 lower (alternate: a pattern that repeats without being one value),
values as short as 0.0 (short_varied, short_flat), a run of a long value (long_flat), and one 0.0 last (zero_last).
Paired across models on the same positions (McNemar).
    python experiments/base/size/count_probe.py [--out FILE] rookworld-tiny runs/base/size-llama-muon-4x256/model ...
Writes count_probe.json here unless --out is given.
"""

import argparse, json, re
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


FORMS = {  # the five values E: is given, from the position's own Stockfish values `ev`
    "varied": lambda ev: list(ev),
    "flat": lambda ev: [0.0] * 5,
    "repeat_first": lambda ev: [ev[0]] * 5,
    "alternate": lambda ev: [ev[0], round(ev[0] - 0.5, 2), ev[0], round(ev[0] - 0.5, 2), ev[0]],
    "short_varied": lambda ev: [0.1, 0.2, 0.3, 0.4, 0.5],  # values as short as 0.0, unlike
    "short_flat": lambda ev: [0.5] * 5,  # a run of a short value other than 0.0
    "long_flat": lambda ev: [-10.25] * 5,  # a run of a long value
    "zero_last": lambda ev: list(ev[:4]) + [0.0],  # one 0.0, after four Stockfish values
}


def main(models: list[str], out_file: Path):
    torch.set_num_threads(1)
    pos = [s for s in heldout_moves() if len(s.moves) == 5][:500]
    lines = {kind: [cut_after_e(s, form(s.evals)) for s in pos] for kind, form in FORMS.items()}
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
    out_file.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+", help="the first is the one the others are paired with")
    ap.add_argument("--out", type=Path, default=HERE / "count_probe.json")
    a = ap.parse_args()
    main(a.models, a.out)
