"""The proof's criteria for the GRPO recipe (experiments/grpo/README.md): each target of a `rookworld-eval` report checked
by its rule, drawn per seed; and self-play's illegal-move hazard. Lab code: imported by record.ipynb and the scripts here."""
from __future__ import annotations
from rookworld_nb.stats import Estimate, wilson

TARGETS = (("P: legal best move", "P", "legal_best", "up"), ("P: best = engine best", "P", "engine_best", "not lower"),
           ("checkmate in one", "mate", "mate", "not lower"), ("A: next-state exact", "A", "exact", "not lower"),
           ("self-play legal half-moves", "self_play", "legal_plies", "doubled"))
RULES = {"up": "≥ 50% and higher, p < 0.01", "not lower": "interval's upper end ≥ 0", "doubled": "≥ 2 × base"}

def target_met(rule: str, base: float, after: float, d: dict) -> bool:
    "Whether a paired estimate `d` (diff, lo, hi, p) from `base` to `after` meets one of the proof's rules."
    if rule == "up": return after >= 0.5 and d["diff"] > 0 and d["p"] < 0.01
    if rule == "not lower": return d["hi"] >= 0
    if rule == "doubled": return after >= 2 * base
    raise ValueError(f"target_met: unknown rule {rule!r}; use one of {sorted(RULES)}")

def proof_checks(report: dict, targets: tuple = TARGETS):
    "One row per (model, target) of a `rookworld-eval` report: base, after, paired change with 95% interval and p, the rule, met."
    import pandas as pd
    base, rows = report["models"][0], []
    for m in report["models"][1:]:
        for name, b, k, rule in targets:
            e0, e1, d = report["estimates"][base][b][k], report["estimates"][m][b][k], report["paired"][m][b][k]
            f = 100 if e0["kind"] == "prop" else 1
            rows.append({"model": m, "target": name, "base": round(f * e0["value"], 2), "after": round(f * e1["value"], 2),
                         "change": f"{f * d['diff']:+.3g} [{f * d['lo']:+.3g}, {f * d['hi']:+.3g}]", "p": float(f"{d['p']:.2g}"), "n": d["n"],
                         "rule": RULES[rule], "met": target_met(rule, e0["value"], e1["value"], d)})
    return pd.DataFrame(rows)

def plot_proof(report: dict, targets: tuple = TARGETS):
    "Each target's paired change from the base (95% interval) for every model of a `rookworld-eval` report, one panel per target."
    import matplotlib.pyplot as plt
    base, models = report["models"][0], report["models"][1:]
    names = [m.split("/")[-1] for m in models]
    fig, axes = plt.subplots(1, len(targets), figsize=(3.2 * len(targets), 2.9))
    for ax, (name, b, k, rule) in zip(axes, targets):
        f = 100 if report["estimates"][base][b][k]["kind"] == "prop" else 1
        for i, m in enumerate(models):
            d = report["paired"][m][b][k]
            ax.errorbar([i], [f * d["diff"]], yerr=[[f * (d["diff"] - d["lo"])], [f * (d["hi"] - d["diff"])]], fmt="o", capsize=4)
        ax.axhline(0, color="k", lw=0.8); ax.set_xticks(range(len(models)), names, rotation=30, fontsize=7)
        if rule == "doubled": ax.axhline(f * report["estimates"][base][b][k]["value"], color="k", ls="--", lw=0.8)   # the change that doubles the base
        ax.set_title(f"{name}\n({RULES[rule]})", fontsize=8); ax.grid(alpha=0.3)
    axes[0].set_ylabel("change from base (points or units)")
    fig.suptitle(f"paired change from {base}, {report['suite']} suite, 95% intervals", fontsize=9); fig.tight_layout()
    return fig

def ply_hazard(plies: list[int],        # legal half-moves of each self-play game
               game_over: list[bool],   # whether each game ended by the rules (mate, draw) rather than at an illegal move
               max_plies: int = 100,    # the cap on a game's length (`puzzles.self_play`)
              ) -> Estimate:
    "The chance per move that self-play's move is illegal: games ended by an illegal move over moves tried, with its Wilson 95% interval."
    illegal = sum(1 for n, over in zip(plies, game_over) if not over and n < max_plies)
    return wilson(illegal, sum(plies) + illegal)

def hazard_for_plies(mean_plies: float) -> float:
    "The per-move illegal-move chance at which games last `mean_plies` legal half-moves on average (geometric lengths: mean = (1 - h) / h)."
    return 1 / (mean_plies + 1)
