"""Held-out greedy regret per seed against the step, with 95% bands (train's periodic evaluation: 100 P: prompts of the
training data's held-out games), and the sampled regret component per step (mean of 25).
usage: python experiments/regret/plot_curves.py OUT.png RUN_DIR..."""
import sys
import matplotlib; matplotlib.use("Agg")
import matplotlib.pyplot as plt
from rookworld_nb.runs import Run

out, runs = sys.argv[1], sys.argv[2:]
fig, (a, b) = plt.subplots(1, 2, figsize=(11, 3.8))
for d in runs:
    df = Run(d).metrics_frame()
    e = df[df["eval/p_regret"].notna()]
    line, = a.plot(e.step, e["eval/p_regret"], "o-", label=Run(d).path.name)
    a.fill_between(e.step, e["eval/p_regret_lo"], e["eval/p_regret_hi"], color=line.get_color(), alpha=0.12)
    t = df[df["rewards/P/regret/mean"].notna()]
    b.plot(t.step, t["rewards/P/regret/mean"].rolling(25, min_periods=5).mean(), color=line.get_color(), label=Run(d).path.name)
a.set(title="held-out greedy B: regret (lower is better; 95% bands)", xlabel="step", ylabel="mean regret (illegal = 1)")
b.set(title="sampled regret score per step (mean of 25; higher is better)", xlabel="step", ylabel="regret component")
for ax in (a, b): ax.grid(alpha=0.3); ax.legend(fontsize=7)
fig.tight_layout(); fig.savefig(out, dpi=90)
print(out)
