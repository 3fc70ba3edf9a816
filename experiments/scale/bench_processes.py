"""Lessons per minute on 1 and 2 processes beside TRL's GRPOTrainer (`rookworld_nb.scaling`); rows saved as JSON.

usage: python experiments/scale/bench_processes.py OUT_JSON [--repeats 2] [--branch off|greedy]
Run it on a quiet machine: nothing else running (the numbers are step times).
"""
import argparse, json
from pathlib import Path
from rookworld_nb.scaling import SCALE_CASES, benchmark_processes

if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--branch", default="off", help="ours: P: rollouts branched at B: (TRL's case is left out)")
    a = ap.parse_args()
    cases = [n for n, (engine, _, _) in SCALE_CASES.items() if a.branch == "off" or engine == "ours"]
    rows = benchmark_processes(repeats=a.repeats, cases=cases, branch=a.branch)
    Path(a.out).write_text(json.dumps(rows, indent=1))
