"""Paired summary of step_speed.jsonl: each repeat's (1 process x 2 threads, 2 processes x 1 thread) pair, the ratio of
their seconds a step (two processes / one), and the paired t-test of the log-seconds (geometric mean ratio, 95% interval).
    python experiments/base/dp/summary.py
"""

import json, math
from pathlib import Path
from rookworld_nb.stats import paired

rows = [json.loads(l) for l in (Path(__file__).parent / "step_speed.jsonl").read_text().splitlines() if l.strip()]
one = [r["s_per_step"] for r in rows if r["processes"] == 1]
two = [r["s_per_step"] for r in rows if r["processes"] == 2]
d = paired([math.log(x) for x in one], [math.log(x) for x in two], "mean")
print(json.dumps({"pairs": len(one), "one_process_2_threads_s": one, "two_processes_1_thread_s": two,
                  "ratio_two_over_one": round(math.exp(d["diff"]), 3),
                  "ratio_95": [round(math.exp(d["lo"]), 3), round(math.exp(d["hi"]), 3)], "p": round(d["p"], 4)}))
