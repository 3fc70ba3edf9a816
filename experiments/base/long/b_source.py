"""Where a greedy B: goes wrong: the first N standard positions answered greedily by each model, and the same positions
with the data's own M: and E: written for the model (teacher-forced up to `B: `), so that B: is the only thing it
writes. Per model, with 95% intervals: B: legal in its own answer; B: among its own M:; B: legal when it is and when it
is not; B: the move of its own E:'s largest value; B: legal and B: the data's label after the data's M:/E:. Each
model paired with the first on the same items.
    python experiments/base/long/b_source.py [--n 2080] [--out FILE] MODEL ...   (writes b_source.json here)
"""

import argparse, json, re
from pathlib import Path
import chess
import torch
from rookworld_nb.evaluate import complete, heldout_moves, load_model
from rookworld_nb.model import resolve_settings
from rookworld_nb.stats import paired, wilson
from rookworld_nb.tasks import format_p, parse_p

HERE = Path(__file__).parent


def gold_prefix(sample) -> str:
    "The sample's prompt and the data's completion up to and including `B: `."
    line = format_p(sample)
    return line.prompt + line.completion[: line.completion.index("B: ") + 3]


def first_move(text: str) -> str | None:
    "The first word a completion after `B: ` writes (None when it writes nothing)."
    words = text.split()
    return words[0] if words else None


def rows_of(model, tok, positions: list) -> list[dict]:
    "Per position: the greedy answer's B: and M:, and the B: written after the data's M:/E:."
    greedy = resolve_settings(model, temperature=0, top_k=0, top_p=1.0, max_new_tokens=160)
    short = resolve_settings(model, temperature=0, top_k=0, top_p=1.0, max_new_tokens=8)
    answers = complete(model, tok, [format_p(s).prompt for s in positions], settings=greedy, progress=True)
    forced = complete(model, tok, [gold_prefix(s) for s in positions], settings=short, progress=True)
    rows = []
    for s, answer, after_gold in zip(positions, answers, forced):
        legal = {m.uci() for m in chess.Board(s.fen).legal_moves}
        parsed = parse_p(format_p(s).prompt, answer)
        own_m, own_e = parsed.moves or [], parsed.evals or []
        top = max(own_e[: len(own_m)], default=None)
        gold_b = first_move(after_gold)
        rows.append({
            "legal": parsed.best in legal,
            "in_own_m": parsed.best is not None and parsed.best in own_m,
            "own_argmax": parsed.best is not None and any(m == parsed.best and e == top for m, e in zip(own_m, own_e)),
            "m_any_legal": any(m in legal for m in own_m),
            "m_first_legal": bool(own_m) and own_m[0] in legal,
            "gold_legal": gold_b in legal,
            "gold_label": gold_b == s.best,
            "gold_in_m": gold_b in s.moves,
        })
    return rows


def share(rows: list[dict], key: str, where: str | None = None, value: bool = True) -> list:
    "An Estimate of `key` over the rows (those whose `where` is `value`, when given) as [value, lo, hi, n]."
    picked = [r[key] for r in rows if where is None or r[where] == value]
    e = wilson(sum(picked), len(picked))
    return [round(e.value, 4), round(e.lo, 4), round(e.hi, 4), len(picked)]


def summary(rows: list[dict]) -> dict:
    "The model's shares, with their intervals."
    return {
        "B legal (own answer)": share(rows, "legal"),
        "B among own M": share(rows, "in_own_m"),
        "B legal | among own M": share(rows, "legal", "in_own_m", True),
        "B legal | not among own M": share(rows, "legal", "in_own_m", False),
        "B the move of own E's largest value": share(rows, "own_argmax"),
        "own M holds a legal move": share(rows, "m_any_legal"),
        "B legal | own M holds a legal move": share(rows, "legal", "m_any_legal", True),
        "own M first legal": share(rows, "m_first_legal"),
        "B legal after the data's M/E": share(rows, "gold_legal"),
        "B the label after the data's M/E": share(rows, "gold_label"),
        "B among the data's M after it": share(rows, "gold_in_m"),
    }


def main(models: list[str], n: int, out_file: Path):
    torch.set_num_threads(2)
    positions = heldout_moves()[:n]
    result, first = {"n": len(positions), "models": {}, "paired_with_first": {}}, None
    for name in models:
        model, tok = load_model(name, device="cpu")
        rows = rows_of(model, tok, positions)
        result["models"][name] = summary(rows)
        if first is None:
            first = rows
        else:
            result["paired_with_first"][name] = {
                key: {k: (round(v, 6) if isinstance(v, float) else v) for k, v in
                      paired([r[key] for r in first], [r[key] for r in rows], "prop").items()}
                for key in ("legal", "in_own_m", "own_argmax", "m_any_legal", "m_first_legal", "gold_legal",
                            "gold_label")}
        print(name, json.dumps(result["models"][name]), flush=True)
    out_file.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+")
    ap.add_argument("--n", type=int, default=2080)
    ap.add_argument("--out", type=Path, default=HERE / "b_source.json")
    args = ap.parse_args()
    main(args.models, args.n, args.out)
