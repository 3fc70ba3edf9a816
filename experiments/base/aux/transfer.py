"""Does what a model says in its auxiliary answer carry to its P: answer on the same position? On the standard positions
in check, P: legal best (from the arm's report) split by whether its auxiliary answer got the check right (attacks:
`check exact`; legal: precision ≥ 0.5), Fisher's exact test between the two parts; beside it the control's
(`../sort_m/` shuffled, which has no auxiliary task) on the same parts — the positions' own difficulty — and the arm
against it, paired on each part (McNemar).
    python experiments/base/aux/transfer.py   (reads aux_skill.json.gz and report_*.json.gz here; writes transfer.json)
"""

import gzip, json, math
from pathlib import Path
import chess
from scipy import stats
from rookworld_nb.evaluate import heldout_moves
from rookworld_nb.stats import paired, wilson
from rookworld_nb.suites import load_report

HERE = Path(__file__).parent
RIGHT = {"attacks": lambda sc: sc["check exact"], "legal": lambda sc: sc["precision"] >= 0.5}


def finite(x):
    "`x` with each NaN (the rate of an empty part) as None: strict JSON."
    if isinstance(x, dict):
        return {k: finite(v) for k, v in x.items()}
    if isinstance(x, list):
        return [finite(v) for v in x]
    return None if isinstance(x, float) and math.isnan(x) else x


def main():
    with gzip.open(HERE / "aux_skill.json.gz", "rt") as f:
        skill = json.load(f)
    positions = heldout_moves()[: skill["n"]]
    checks = [i for i, s in enumerate(positions) if chess.Board(s.fen).is_check()]
    out = {}
    for spec, arm in skill["arms"].items():
        kind, run = spec.split("=", 1)
        name = Path(run).parent.name
        report = load_report(HERE / f"report_{name}.json.gz")
        legal = report["items"][run]["P"]["legal_best"]
        control = report["items"][report["models"][0]]["P"]["legal_best"]
        parts, controls = {True: [], False: []}, {True: [], False: []}
        for i in checks:
            if str(i) in arm["items"]:
                right = bool(RIGHT[kind](arm["items"][str(i)]))
                parts[right].append(bool(legal[i]))
                controls[right].append(bool(control[i]))
        table = [[sum(parts[r]), len(parts[r]) - sum(parts[r])] for r in (True, False)]
        p = float(stats.fisher_exact(table).pvalue) if all(map(len, parts.values())) else None
        ests = {r: wilson(sum(v), len(v)) for r, v in parts.items()}
        out[spec] = {f"aux {'right' if r else 'wrong'}": [e.value, e.lo, e.hi, e.n] for r, e in ests.items()}
        out[spec]["fisher p"] = p
        for r, v in controls.items():
            e = wilson(sum(v), len(v))
            out[spec][f"control, aux {'right' if r else 'wrong'}"] = [e.value, e.lo, e.hi, e.n]
            d = paired(v, parts[r], "prop")
            out[spec][f"arm - control, aux {'right' if r else 'wrong'}"] = [d["diff"], d["lo"], d["hi"], d["p"]]
        print(spec, {k: [round(x, 3) for x in v] if isinstance(v, list) else v for k, v in out[spec].items()})
    (HERE / "transfer.json").write_text(json.dumps(finite(out), indent=1) + "\n")


if __name__ == "__main__":
    main()
