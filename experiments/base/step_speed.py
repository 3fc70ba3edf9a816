"""Our GRPO step (8 prompts x 8 completions, half P: half A:, whole answers) on two models, in turn, several rounds:
seconds per step (the median of each run's steps after the first) and the ratio second / first, paired by round.
Run it on a quiet machine (stop the background runs with SIGSTOP while it runs).
usage: python experiments/base/step_speed.py OUT_JSON MODEL_A MODEL_B [--rounds 3] [--threads 2]"""
import argparse, json, statistics, tempfile
import torch
from rookworld_nb.bench import BenchCase, case_config, geo_ratio, ratio_text
from rookworld_nb.runs import Run
from rookworld_nb.train import train


def step_seconds(model: str, case: BenchCase) -> dict:
    "One run of `case` on `model`: the median step (collect + learn) after the first, and the completions' length."
    with tempfile.TemporaryDirectory() as d:
        train(case_config(case, model, f"{d}/run"), progress=False)
        ms = Run(f"{d}/run").metrics()
    times = [m["time/collect"] + m["time/learn"] for m in ms][case.left_out():]
    return {"s_per_step": statistics.median(times), "mean_length": statistics.mean(m["completions/mean_length"] for m in ms)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("models", nargs=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    case = BenchCase(prompts=8, k=8, steps=4, new_tokens=128, p_share=0.5)
    rows = []
    for r in range(args.rounds):
        for m in args.models:
            rows.append({"round": r, "model": m, **step_seconds(m, case)})
            print(rows[-1], flush=True)
    first, second = ([x["s_per_step"] for x in rows if x["model"] == m] for m in args.models)
    ratio = geo_ratio(second, first)
    print(f"{args.models[1]} / {args.models[0]} seconds per step: {ratio_text(ratio, 'rounds')}")
    json.dump({"case": vars(case), "threads": args.threads, "rows": rows, "ratio": ratio}, open(args.out, "w"), indent=1)


if __name__ == "__main__":
    main()
