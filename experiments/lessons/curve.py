"""The learning curve: a GRPO run that keeps a snapshot of its policy at chosen position-visit counts, and every
snapshot's greedy move on the standard move set (2,080 held-out P: positions), paired with the base model.

usage:
  python experiments/lessons/curve.py train CONFIG OUT_DIR [--seed S] [--visits 2000,5000,10000,25000]
                                                    [--stop-visits N] [--resume [--override]]
  python experiments/lessons/curve.py eval OUT_JSON BASE RUN_DIR... [--items standard|train:N]
                                                    (BASE, then every snapshot of each run)
  python experiments/lessons/curve.py plot OUT_PNG CURVE_JSON...
                                                    (the paired change of greedy regret against visits, per run)
  python experiments/lessons/curve.py pair OUT_JSON MODEL_A MODEL_B [--items ...]
                                                    (B − A on the same positions, paired)
  python experiments/lessons/curve.py seeds OUT_JSON BASE_ITEMS VISITS ITEMS_GZ...  (each seed's snapshot at VISITS and
                                                    the seeds' mean per position, paired with the base)

`eval` keeps every judged model's per-position results beside OUT_JSON (OUT.items.json.gz) for `seeds`.
"""
import argparse, gzip, json, math, time
from pathlib import Path
from rookworld_nb.config import TrainConfig
from rookworld_nb.dataconfig import load_config
from rookworld_nb.model import save_model, load_policy
from rookworld_nb.train import train
from rookworld_nb.evaluate import METRICS, heldout_moves, p_accuracy, summarize
from rookworld_nb.stats import paired
from rookworld_nb.values import shipped_values
from rookworld_nb.runs import Run, model_path
from rookworld_nb.holdout import load_task_data


JUDGED = ("regret", "regret_legal", "good_move", "legal_best", "blunder")  # the P: metrics each record reports
KEPT = ("regret", "regret_legal", "good_move", "legal_best")  # the per-position results `eval` keeps for `seeds`


def estimate_row(e) -> list:
    "An estimate as [value, lo, hi], rounded."
    return [round(e.value, 4), round(e.lo, 4), round(e.hi, 4)]


def change(a: list, b: list, metric: str, kind: str = "") -> dict:
    "B − A on the same items for one metric (its test from `evaluate.METRICS`, or `kind`): diff, lo, hi, p, n."
    d = paired(a, b, kind or METRICS["P"][metric])
    return {k: float(f"{d[k]:.3g}") if k == "p" else d[k] if k == "n" else round(d[k], 4)
            for k in ("diff", "lo", "hi", "p", "n")}


class Snapshots:
    "A train callback: the policy saved under OUT_DIR/snapshots/visits_N once N position-visits are reached."

    def __init__(self, out_dir: Path, per_step: int, visits: list[int]):
        self.out, self.per_step, self.todo = out_dir / "snapshots", per_step, sorted(visits)

    def on_step_end(self, state, rollout):
        done = state.step * self.per_step
        while self.todo and done >= self.todo[0]:
            target = self.todo.pop(0)
            path = self.out / f"visits_{target}"
            if done - self.per_step < target and not path.exists():  # reached at this step, not before a resume
                save_model(state.policy, state.tokenizer, path)
                (path / "visits.json").write_text(json.dumps({"visits": done, "step": state.step}))

    def __getattr__(self, name):  # every other callback event: nothing to do
        return lambda *a, **k: None


def run_train(args):
    cfg = load_config(TrainConfig, args.config, out_dir=args.out_dir, seed=args.seed)
    visits = [int(v) for v in args.visits.split(",")]
    per_step = cfg.split(cfg.prompts_per_step)["P"]
    stop = -(-args.stop_visits // per_step) if args.stop_visits else None  # the step that reaches them
    train(cfg, callbacks=[Snapshots(Path(cfg.out_dir), per_step, visits)], resume=args.resume, override=args.override,
          stop_after=stop)


def models_of(run: Path, last_checkpoint: bool = True) -> list[tuple[int, Path]]:
    "A run's snapshots and (`last_checkpoint`) its last checkpoint (a run stopped early), by visits."
    snaps = [(json.loads((p / "visits.json").read_text())["visits"], p) for p in (run / "snapshots").glob("visits_*")]
    cfg, steps = Run(run).config(), [m["step"] for m in Run(run).metrics() if "reward" in m]
    last = steps[-1] * round(cfg["prompts_per_step"] * cfg["p_share"]) if steps else 0
    if last_checkpoint and last and last not in {v for v, _ in snaps}:
        snaps.append((last, Path(model_path(run))))
    return sorted(snaps)


def eval_items(which: str) -> list:
    "The positions judged: 'standard' (the 2,080 held-out positions) or 'train:N' (the first N of the training pool)."
    if which == "standard":
        return heldout_moves()
    n = int(which.split(":", 1)[1])
    return load_task_data([], 0.1)["P"][:n]  # every one visited by a run past one epoch (5,187 visits at 16 a step)


def run_eval(args):
    items, rows = eval_items(args.items), []
    with shipped_values() as values:
        base_policy, _, tok = load_policy(args.base, device="cpu")
        tag = "" if args.items == "standard" else "_" + args.items.replace(":", "")
        cache = Path(args.out).with_name(f"base_{Path(args.base).name}{tag}_items.json")  # the base's items, once
        if cache.exists():
            base = json.loads(cache.read_text())
        else:
            base = p_accuracy(base_policy, tok, items, values=values, progress=False)
            cache.parent.mkdir(parents=True, exist_ok=True)
            cache.write_text(json.dumps(base))
        models = [(args.base, 0, None)] + [(str(p), v, r) for r in args.runs
                                                for v, p in models_of(Path(r), not args.snapshots_only)
                                                if args.min_visits <= v]
        kept = {}
        for name, visits, run in models:
            t0 = time.time()
            res = base if visits == 0 else p_accuracy(load_policy(name, device="cpu")[0], tok, items, values=values,
                                                      progress=False)
            est = summarize({"P": res})["P"]
            row = {"model": name, "run": run, "visits": visits, "n": len(items), "seconds": round(time.time() - t0, 1)}
            for m in JUDGED:
                e = est[m]
                row[m] = estimate_row(e)
                if visits:
                    row[m + "_diff"] = change(base[m], res[m], m)
            rows.append(row)
            if visits:
                kept[name] = {"run": run, "visits": visits, **{m: rounded(res[m]) for m in KEPT}}
            print(json.dumps(row), flush=True)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    clean = lambda x: None if isinstance(x, float) and not math.isfinite(x) else x
    Path(args.out).write_text(json.dumps(rows, indent=1, default=clean))
    with gzip.open(items_path(args.out), "wt") as f:
        json.dump(kept, f)


def rounded(xs: list) -> list:
    "Per-position results, 4 decimals, None for a missing or non-finite one."
    return [None if x is None or not math.isfinite(x) else round(float(x), 4) for x in xs]


def items_path(out) -> Path:
    "Where `eval` keeps the per-position results of the models it judged."
    return Path(out).with_suffix(".items.json.gz")


def regret_parts(base: dict, model: dict) -> dict:
    "The change of mean regret split exactly by where it comes from: legal in both, made legal, made illegal."
    n, parts = len(base["regret"]), {"both_legal": [0, 0.0], "made_legal": [0, 0.0], "made_illegal": [0, 0.0]}
    for i in range(n):
        was, now = base["regret_legal"][i] is not None, model["regret_legal"][i] is not None
        key = "both_legal" if was and now else "made_legal" if now else "made_illegal" if was else None
        if key:
            parts[key][0] += 1
            parts[key][1] += (model["regret"][i] - base["regret"][i]) / n
    return {k: {"positions": c, "regret_change": round(d, 4)} for k, (c, d) in parts.items()}


def run_seeds(args):
    "Each seed's snapshot at VISITS and the seeds' mean per position, paired with the base on the same positions."
    base = json.loads(Path(args.base_items).read_text())
    seeds = []
    for f in args.items:
        with gzip.open(f, "rt") as fh:
            found = [m for m in json.load(fh).values() if m["visits"] == args.visits]
        if len(found) != 1:
            raise SystemExit(f"{f}: {len(found)} models at {args.visits} visits (want one)")
        seeds.append(found[0])
    out = {"visits": args.visits, "base": args.base_items, "seeds": [], "mean_of_seeds": {}}
    for s in seeds:
        row = {"run": s["run"]}
        for m in KEPT:
            row[m] = change(base[m], s[m], m)
        row["regret_relative"] = round(row["regret"]["diff"] / (sum(base["regret"]) / len(base["regret"])), 4)
        row["regret_parts"] = regret_parts(base, s)
        out["seeds"].append(row)
    for m in KEPT:  # per position, the seeds' mean (a position where any seed has no value is left out)
        per = [None if any(s[m][i] is None for s in seeds) else sum(s[m][i] for s in seeds) / len(seeds)
               for i in range(len(base[m]))]
        out["mean_of_seeds"][m] = change(base[m], per, m, kind="mean")  # a mean of 0/1 results is no longer 0/1
    Path(args.out).write_text(json.dumps(out, indent=1))
    print(json.dumps(out, indent=1))


def run_pair(args):
    "Two models judged on the same positions: each one's metrics and B − A, paired."
    items, out = eval_items(args.items), {"a": args.a, "b": args.b, "items": args.items}
    with shipped_values() as values:
        res = {}
        for key in ("a", "b"):
            policy, _, tok = load_policy(args.__dict__[key], device="cpu")
            res[key] = p_accuracy(policy, tok, items, values=values, progress=False)
    for m in JUDGED:
        e = {k: summarize({"P": res[k]})["P"][m] for k in ("a", "b")}
        diff = change(res["a"][m], res["b"][m], m)
        out[m] = {"a": estimate_row(e["a"]), "b": estimate_row(e["b"]), "b_minus_a": diff}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=1))
    print(json.dumps(out))


def run_plot(args):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for f in args.curves for r in json.loads(Path(f).read_text())]
    base = next(r for r in rows if r["visits"] == 0)
    target = -0.1 * base["regret"][0]  # the proof's bar: 10% lower than rookworld-tiny
    fig, ax = plt.subplots(figsize=(7.5, 5.0))
    ax.axhline(0, color="grey", lw=1)
    ax.axhline(target, color="green", ls="--", lw=1, label=f"the proof's bar: 10% lower ({target:+.3f})")
    top = 0.03
    runs = sorted({r["run"] for r in rows if r["run"]})
    for i, run in enumerate(runs):
        shift = (i - (len(runs) - 1) / 2) * 120  # runs side by side at each visit count, their bars apart
        pts = sorted({r["visits"]: r["regret_diff"] for r in rows if r["run"] == run}.items())  # one per visit count
        off = [f"{d['diff']:+.3f} at {v:,}" for v, d in pts if d["diff"] > top]
        pts = [(v, d) for v, d in pts if d["diff"] <= top]
        xs, ys = [0] + [v + shift for v, _ in pts], [0.0] + [d["diff"] for _, d in pts]
        lo, hi = [0.0] + [d["diff"] - d["lo"] for _, d in pts], [0.0] + [d["hi"] - d["diff"] for _, d in pts]
        label = Path(run).name + (f" ({', '.join(off)}: off the chart)" if off else "")
        ax.errorbar(xs, ys, yerr=[lo, hi], marker="o", capsize=3, label=label)
    ax.set_ylim(-0.06, top)
    ax.set_xlabel("position-visits (training P: positions learned from; the shipped pool holds 5,187, d01's 13,000)")
    ax.set_ylabel("greedy regret − rookworld-tiny's (paired, 95%)")
    ax.set_title(f"Does a lesson carry over? 2,080 held-out positions (rookworld-tiny: {base['regret'][0]:.3f})")
    ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=3)  # below the axes, off the bars
    fig.tight_layout()
    fig.savefig(args.out, dpi=110)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("train")
    t.add_argument("config")
    t.add_argument("out_dir")
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--visits", default="2000,5000,10000,25000")
    t.add_argument("--resume", action="store_true")
    t.add_argument("--stop-visits", type=int, default=0, help="stop (with a checkpoint) once this many visits are done")
    t.add_argument("--override", action="store_true",
                   help="with --resume: go on under CONFIG's settings (e.g. more steps)")
    e = sub.add_parser("eval")
    e.add_argument("out")
    e.add_argument("base")
    e.add_argument("runs", nargs="*")
    e.add_argument("--snapshots-only", action="store_true", help="leave out each run's last checkpoint")
    e.add_argument("--min-visits", type=int, default=0, help="only the models of at least this many visits")
    e.add_argument("--items", default="standard", help="'standard' (2,080 held-out) or 'train:N' (seen positions)")
    pl = sub.add_parser("plot")
    pl.add_argument("out")
    pl.add_argument("curves", nargs="+")
    pa = sub.add_parser("pair")
    pa.add_argument("out")
    pa.add_argument("a")
    pa.add_argument("b")
    pa.add_argument("--items", default="standard", help="'standard' (2,080 held-out) or 'train:N' (seen positions)")
    se = sub.add_parser("seeds")
    se.add_argument("out")
    se.add_argument("base_items", help="the base model's per-position results (curve/base_rookworld-tiny_items.json)")
    se.add_argument("visits", type=int)
    se.add_argument("items", nargs="+", help="OUT.items.json.gz files of `eval`, one model at VISITS in each")
    args = ap.parse_args()
    {"train": run_train, "eval": run_eval, "plot": run_plot, "pair": run_pair, "seeds": run_seeds}[args.cmd](args)
