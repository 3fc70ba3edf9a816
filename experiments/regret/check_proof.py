"""Check issue 47's proof criteria on a rookworld-eval report (the base first, then one run per seed) and the runs' summaries.
usage: python experiments/regret/check_proof.py REPORT.json RUN_DIR... > checks.md"""
import json, sys
from pathlib import Path
from rookworld_nb.runs import Run

report, runs = json.loads(Path(sys.argv[1]).read_text()), sys.argv[2:]
base, models = report["models"][0], report["models"][1:]
est, paired = report["estimates"], report["paired"]
rows, ok_all = [], True

def row(model, what, d, passed, fmt="{:+.4f}"):
    global ok_all
    ok_all &= bool(passed)
    ci = f"{fmt.format(d['diff'])} [{fmt.format(d['lo'])}, {fmt.format(d['hi'])}], p = {d['p']:.2g}, n = {d['n']}" if d else ""
    rows.append(f"| `{model}` | {what} | {ci} | {'yes' if passed else '**no**'} |")

for m, run in zip(models, runs):
    pr = paired[m]
    reg, b0 = pr["P"]["regret"], est[base]["P"]["regret"]["value"]
    rel = -reg["diff"] / b0
    row(m, f"mean greedy B: regret lower by >= 20% relative, p < 0.01 (relative change {-100 * rel:+.1f}%)", reg, rel >= 0.2 and reg["p"] < 0.01 and reg["diff"] < 0)
    d = pr["P"]["good_move"]; row(m, "good-move share (regret <= 0.05) higher, p < 0.01", d, d["diff"] > 0 and d["p"] < 0.01)
    d = pr["P"]["regret_legal"]; row(m, "regret lower where both play a legal B:", d, d["diff"] < 0)
    for b, k, name in (("tactics", "solved", "tactics solved"), ("P", "engine_best", "best = engine best"), ("mate", "mate", "checkmate in one"),
                       ("A", "exact", "A: next-state exact"), ("P", "legal_best", "P: legal best")):
        if b not in pr: continue
        d = pr[b][k]; row(m, f"{name} not lower (no significant fall)", d, not (d["diff"] < 0 and d["p"] < 0.05))
    s = Run(run).summary()
    fine = not s.get("alarms") and not s.get("skipped_steps")
    rows.append(f"| `{m}` | KL bounded (max {s.get('kl_max', float('nan')):.3g}), alarms {s.get('alarms')}, skipped {s.get('skipped_steps')}, steps {s.get('steps')} | | {'yes' if fine else '**no**'} |")
    ok_all &= fine
print(f"Base `{base}`: greedy regret {est[base]['P']['regret']['value']:.4f}; suite `{report['suite']}`\n")
print("| model | criterion | paired change (95% interval) | met |\n|---|---|---|---|")
print("\n".join(rows))
print(f"\nall criteria met: {'yes' if ok_all else 'no'}")
