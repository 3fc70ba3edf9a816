"""The data of the hint probe: `../sort_m/make_data.py`'s P: lines with the attack written into the prompt — where the
side to move is in check, ` + ` and the squares of the pieces giving check follow the FEN (the padding after it
shortened by as much, at least one space left); every other line unchanged. Written to OUT/p_hint.txt.
    python experiments/base/hint/make_hint.py [--dir runs/sort_m] [--out runs/hint]
"""

import argparse
from pathlib import Path
import chess
from rookworld_nb.tasks import format_p, parse_p


def hint(fen: str) -> str:
    "What follows the FEN in a hinted prompt: ' + ' and the checkers' squares where in check, else nothing."
    board = chess.Board(fen)
    return " + " + " ".join(chess.square_name(s) for s in board.checkers()) if board.is_check() else ""


def hinted_line(line: str) -> str:
    "A P: line with its hint after the FEN, the padding after it shortened by as much (one space at least)."
    fen = parse_p(line).fen
    head, tail = line.split(fen, 1)
    mark = hint(fen)
    pad = len(tail) - len(tail.lstrip(" "))
    return head + fen + mark + " " * max(1, pad - len(mark)) + tail.lstrip(" ")


def hinted_prompt(fen: str) -> str:
    "The P: prompt the hinted model is asked with."
    return f"P: {fen}{hint(fen)}"


def arm(spec: str) -> tuple[str, str, str]:
    "An evaluation arm `NAME=MODEL:plain|hinted` as (name, model, style)."
    name, rest = spec.split("=", 1)
    model, style = rest.rsplit(":", 1)
    if style not in ("plain", "hinted"):
        raise SystemExit(f"{spec}: the prompt style after ':' is plain or hinted, not {style!r}")
    return name, model, style


def arm_prompts(style: str, samples: list) -> list[str]:
    "The P: prompts of `samples` (PSample) in the arm's style."
    return [hinted_prompt(s.fen) if style == "hinted" else format_p(s).prompt for s in samples]


def main(folder: Path, out: Path):
    lines = (folder / "p_shuffled.txt").read_text().splitlines()
    hinted = [hinted_line(l) for l in lines]
    for h, l in zip(hinted, lines):  # nothing but the hint and the padding's length changed
        assert " ".join(h.replace(hint(parse_p(l).fen), "", 1).split()) == " ".join(l.split()), h
    out.mkdir(parents=True, exist_ok=True)
    (out / "p_hint.txt").write_text("\n".join(hinted) + "\n")
    changed = [h for h, l in zip(hinted, lines) if h != l]
    print(f"{len(lines):,} P: lines, {len(changed):,} hinted (in check)")
    print("\n".join(changed[:2]))


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", type=Path, default=Path("runs/sort_m"))
    ap.add_argument("--out", type=Path, default=Path("runs/hint"))
    args = ap.parse_args()
    main(args.dir, args.out)
