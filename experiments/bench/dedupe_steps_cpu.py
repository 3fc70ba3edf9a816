"""Our GRPO step with dedupe on and off, and TRL's, on rookworld-tiny at the benchmark's settings (8 prompts x 8, <= 128 new tokens,
5 steps, the median of the last 4; compiled: 6 steps, the median of the last 4, as TRL compiles at its first two; fp32), each case in a fresh process, the cases in turn (the order alternating by round), `repeats` times.
Prints ours / TRL with dedupe on and off, and ours dedupe / no dedupe, each with step_ratio / geo_ratio's interval.
`python experiments/bench/dedupe_steps_cpu.py 4 out.json` (eager), `... 4 out.json compile`: both engines compiled
(ours: compile=True; TRL: torch_compile), ours with dedupe only, or `... 4 out.json pairs`: eager, ours with dedupe and TRL only. 2 cores, nothing else running."""
import json, sys
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from rookworld_nb import bench
if __name__ == "__main__":
    comp, pairs = sys.argv[3:] == ["compile"], sys.argv[3:] == ["pairs"]
    cases = [("ours", True), ("trl", True)] if comp or pairs else [("ours", True), ("ours", False), ("trl", True)]
    rows = []
    for rep in range(int(sys.argv[1])):
        for eng, dd in cases if rep % 2 == 0 else cases[::-1]:   # the order alternates: drift within a round falls on both sides
            with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as ex:
                r = ex.submit(bench.run_case, dict(shape="tiny", engine=eng, dedupe=dd, compile=comp, **(dict(steps=6, warmup=2) if comp else dict(steps=5)))).result()
            r["repeat"] = rep; rows.append(r); print(eng, "dedupe" if dd else "all rows", r["s_per_step"], r["step_times"], r["peak_rss_gb"], flush=True)
            json.dump(rows, open(sys.argv[2], "w"), indent=1)
    trl = [r for r in rows if r["engine"] == "trl"]
    for dd in (True,) if comp or pairs else (True, False):
        ours = [r for r in rows if r["engine"] == "ours" and r["dedupe"] == dd]
        print("ours / TRL,", "compiled," if comp else "eager,", "dedupe" if dd else "all rows", bench.ratio_text(bench.step_ratio(ours + trl, "tiny")))
    if not (comp or pairs):
        on, off = ([r["s_per_step"] for r in rows if r["engine"] == "ours" and r["dedupe"] == dd] for dd in (True, False))
        print("ours, dedupe / all rows:", bench.ratio_text(bench.geo_ratio(on, off)))
