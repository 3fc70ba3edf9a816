"""The data of the `M:`-order probe: the same random share of the base's lines twice, its P: lines once as they are
(`M:` shuffled, as published) and once with `M:` (and `E:` with it) reordered so that B:'s move comes first and the rest
follow by value, best first; A: lines unchanged. Nothing else about a line changes.
    python experiments/base/sort_m/make_data.py [--share 0.15] [--seed 0] [--out runs/sort_m]
"""

import argparse, random
from pathlib import Path
from rookworld_nb.tasks import PSample, format_p, parse_p


def best_first(line: str) -> str:
    "A P: line with B:'s move first in `M:` and the others by value, best first (`E:` reordered with them)."
    r = parse_p(line)
    if not r.ok or r.best not in r.moves:
        return line
    pairs = sorted(zip(r.moves, r.evals), key=lambda me: (me[0] != r.best, -me[1]))
    moves, evals = [m for m, _ in pairs], [e for _, e in pairs]
    s = format_p(PSample(fen=r.fen, moves=moves, evals=evals, best=r.best))
    return s.prompt + s.completion


def main(share: float, seed: int, out: Path, data: Path):
    p_lines = (data / "p.txt").read_text().splitlines()
    a_lines = (data / "a.txt").read_text().splitlines()
    rng = random.Random(seed)
    keep_p = sorted(rng.sample(range(len(p_lines)), int(share * len(p_lines))))
    keep_a = sorted(rng.sample(range(len(a_lines)), int(share * len(a_lines))))
    out.mkdir(parents=True, exist_ok=True)
    shuffled = [p_lines[i] for i in keep_p]
    ordered = [best_first(l) for l in shuffled]
    (out / "p_shuffled.txt").write_text("\n".join(shuffled) + "\n")
    (out / "p_best_first.txt").write_text("\n".join(ordered) + "\n")
    (out / "a.txt").write_text("\n".join(a_lines[i] for i in keep_a) + "\n")
    changed = sum(a != b for a, b in zip(shuffled, ordered))
    print(f"{len(shuffled):,} P: lines ({changed:,} reordered), {len(keep_a):,} A: lines -> {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--share", type=float, default=0.15)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=Path("runs/sort_m"))
    ap.add_argument("--data", type=Path, default=Path("runs/base-data"))
    args = ap.parse_args()
    main(args.share, args.seed, args.out, args.data)
