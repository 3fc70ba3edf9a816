"""A training pool of distinct P: positions with move values: the shipped pool first, then the valued positions of
generated games, each position once, none of the standard move set, the standard held-out set, the tactics set or the
mate-in-one set.

usage: python experiments/lessons/make_pool.py OUT_DIR GAMES_P_TXT GAMES_VALUES [--limit N]
  writes OUT_DIR/p.txt (the positions, as RookWorld text) and OUT_DIR/values.tsv.gz (the generated positions' values,
  read beside the data file by training); GAMES_VALUES: a values file (.tsv or .tsv.gz, e.g. rookworld-values' work
  file while it runs)
"""
import argparse, gzip, json
from pathlib import Path
from rookworld_nb.data import read_lines, shipped, write_lines
from rookworld_nb.evaluate import heldout, heldout_moves
from rookworld_nb.puzzles import mate_in_one, tactics
from rookworld_nb.tasks import PSample, position_key
from rookworld_nb.values import read_values, values_line


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out_dir")
    ap.add_argument("games_p")
    ap.add_argument("games_values")
    ap.add_argument("--limit", type=int, default=0, help="at most this many positions in all (0: every valued one)")
    args = ap.parse_args()
    banned = {position_key(s.fen) for s in heldout_moves() + list(heldout("p"))}
    banned |= {position_key(fen) for fen, *_ in mate_in_one() + tactics()}
    values = {position_key(v.fen): v for v in read_values(args.games_values)}
    seen, keep, dropped = set(), [], {"standard sets": 0, "repeats": 0, "no values": 0}
    base = list(shipped("p"))
    generated = [s for s in read_lines(args.games_p) if isinstance(s, PSample)]
    for i, s in enumerate(base + generated):
        key = position_key(s.fen)
        if key in banned:
            dropped["standard sets"] += 1
        elif key in seen:
            dropped["repeats"] += 1
        elif i >= len(base) and key not in values:
            dropped["no values"] += 1
        else:
            seen.add(key)
            keep.append(s)
    if args.limit:
        keep = keep[: args.limit]
    out = Path(args.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    write_lines(out / "p.txt", keep)
    kept = {position_key(s.fen) for s in keep}
    with gzip.open(out / "values.tsv.gz", "wt") as f:
        f.write("".join(values_line(v) + "\n" for k, v in values.items() if k in kept))
    summary = {"positions": len(keep), "from the shipped pool": len({position_key(s.fen) for s in base} & kept),
               "dropped": dropped}
    (out / "pool.json").write_text(json.dumps(summary, indent=1))
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
