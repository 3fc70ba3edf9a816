"""P: greedy metrics split by whether the side to move is in check, paired on a report's items: each model of the
reports against the first report's first model (the baseline), McNemar / paired t per part (`rookworld_nb.stats`).
    python experiments/base/aux/split_check.py REPORT [REPORT ...] [--out FILE]
(REPORT: a report directory or its report.json[.gz])
"""

import argparse, json
from pathlib import Path
import chess
from rookworld_nb.evaluate import heldout_moves
from rookworld_nb.stats import paired, wilson
from rookworld_nb.suites import load_report

METRICS = {"legal_best": "prop", "engine_best": "prop", "good_move": "prop", "regret": "mean"}


def split(base: dict, arm: dict, in_check: list[bool]) -> dict:
    "Each metric of `METRICS` on the positions in check, out of check and all, `arm` against `base`."
    parts = {"in check": [i for i, c in enumerate(in_check) if c],
             "not in check": [i for i, c in enumerate(in_check) if not c], "all": list(range(len(in_check)))}
    out = {}
    for part, idx in parts.items():
        out[part] = {m: paired([base[m][i] for i in idx], [arm[m][i] for i in idx], kind)
                     for m, kind in METRICS.items()}
        est = wilson(sum(bool(arm["legal_best"][i]) for i in idx), len(idx))
        out[part]["arm legal_best [lo, hi]"] = [est.value, est.lo, est.hi]
    return out


def main(reports: list[Path], out_file: Path | None):
    loaded = [load_report(p) for p in reports]
    base_name = loaded[0]["models"][0]
    base = loaded[0]["items"][base_name]["P"]
    positions = heldout_moves()[: len(base["legal_best"])]
    in_check = [chess.Board(s.fen).is_check() for s in positions]
    result = {"baseline": base_name, "n": len(in_check), "in check": sum(in_check), "arms": {}}
    for rep in loaded:
        for name in rep["models"]:
            if name != base_name:
                result["arms"][name] = split(base, rep["items"][name]["P"], in_check)
    for name, parts in result["arms"].items():
        print(name)
        for part, ms in parts.items():
            lb = ms["legal_best"]
            print(f"  {part:13s} n={lb['n']:5d} legal {100 * lb['a']:.1f} -> {100 * lb['b']:.1f} "
                  f"({100 * lb['diff']:+.1f} [{100 * lb['lo']:+.1f}, {100 * lb['hi']:+.1f}], p = {lb['p']:.2g}); "
                  f"regret {ms['regret']['a']:.3f} -> {ms['regret']['b']:.3f} (p = {ms['regret']['p']:.2g})")
    if out_file:
        out_file.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("reports", nargs="+", type=Path)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    main(args.reports, args.out)
