"""The data of the in-check probe: `make_data.py`'s P: lines as published, with every line whose side to move is in
check written EXTRA more times (shuffled into the rest, seed 0); its A: lines unchanged.
    python experiments/base/sort_m/make_checks.py [--extra 3] [--dir runs/sort_m]
"""

import argparse, random
from pathlib import Path
import chess
from rookworld_nb.tasks import parse_p


def in_check(line: str) -> bool:
    "Whether the side to move is in check in a P: line's position."
    return chess.Board(parse_p(line).fen).is_check()


def main(extra: int, folder: Path):
    lines = (folder / "p_shuffled.txt").read_text().splitlines()
    checks = [l for l in lines if in_check(l)]
    out = lines + checks * extra
    random.Random(0).shuffle(out)
    (folder / "p_checks.txt").write_text("\n".join(out) + "\n")
    print(f"{len(lines):,} P: lines, {len(checks):,} in check, written {extra} more times: {len(out):,} lines")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--extra", type=int, default=3)
    ap.add_argument("--dir", type=Path, default=Path("runs/sort_m"))
    args = ap.parse_args()
    main(args.extra, args.dir)
