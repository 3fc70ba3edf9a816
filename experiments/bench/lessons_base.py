"""The default recipe's P: positions learned per minute on each base, side by side (issue 83, part 3).

Each round runs, in turn and each in a fresh process, `TrainConfig()` (the default recipe: branched at the move, 16 P:
positions × 8 a step) on each model for STEPS steps, with no evaluation, diagnostics or trackers; a step's time is its
`time/collect` + `time/learn`, the first step left out (warm-up); positions per minute = 60 × prompts per step / the
median step time. Ratios are paired by round (`bench.geo_ratio`: geometric mean, 95% interval, paired t on logs).
Usage: python experiments/bench/lessons_base.py OUT.json [ROUNDS] [STEPS]  (quiet machine; torch's default threads)
"""
import dataclasses, json, statistics, sys, tempfile
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

MODELS = ("rookworld-tiny", "rookworld-tiny-v5")


def one_run(model: str, steps: int, seed: int) -> dict:
    "The default recipe on `model` for `steps` steps: step times, positions per minute, mean completion length."
    from rookworld_nb.config import TrainConfig
    from rookworld_nb.runs import Run
    from rookworld_nb.train import train

    with tempfile.TemporaryDirectory() as d:
        cfg = TrainConfig(model=model, out_dir=f"{d}/run", steps=steps, eval_prompts=0, diagnostics=False,
                          report_to=[], save_every=10**6, seed=seed)
        train(cfg, progress=False)
        ms = [m for m in Run(cfg.out_dir).metrics() if "time/collect" in m]  # step records only
    times = [m["time/collect"] + m["time/learn"] for m in ms]
    t = statistics.median(times[1:])
    return {"model": model, "seed": seed, "step_times": [round(x, 3) for x in times], "s_per_step": round(t, 3),
            "positions_per_min": round(60 * cfg.prompts_per_step * cfg.p_share / t, 1),
            "mean_length": round(statistics.mean(m["completions/mean_length"] for m in ms[1:]), 2)}


if __name__ == "__main__":
    from rookworld_nb.bench import geo_ratio, ratio_text

    out = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    steps = int(sys.argv[3]) if len(sys.argv) > 3 else 6
    rows = []
    for rnd in range(rounds):
        for model in MODELS:
            with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as ex:
                row = ex.submit(one_run, model, steps, rnd).result()
            rows.append({**row, "round": rnd})
            print(f"round {rnd} {model:>18}: {row['positions_per_min']:7.1f} positions/min  {row['s_per_step']:6.2f} "
                  f"s/step  mean length {row['mean_length']:5.1f}  (steps {row['step_times']})", flush=True)
    rate = {m: [r["positions_per_min"] for r in rows if r["model"] == m] for m in MODELS}
    ratio = geo_ratio(rate[MODELS[0]], rate[MODELS[1]])
    print(f"{MODELS[0]} / {MODELS[1]} positions per minute = {ratio_text(ratio, 'rounds')}", flush=True)
    json.dump({"rows": rows, "ratio": ratio, "steps": steps, "rounds": rounds}, open(out, "w"), indent=1)
