"""Our step, eager against compile=True (the teacher-forced passes and the sampler's decoding step compiled), rookworld-tiny, the benchmark's
settings with 6 steps (the median of the last 5), each in a fresh process, in turn `repeats` times.
`python experiments/bench/compile_ours_cpu.py 4 out.json` (2 cores, nothing else running)."""
import json, sys
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from rookworld_nb import bench
if __name__ == "__main__":
    rows = []
    for rep in range(int(sys.argv[1])):
        for comp in (False, True):
            with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as ex:
                r = ex.submit(bench.run_case, dict(shape="tiny", engine="ours", compile=comp, steps=6)).result()
            r["repeat"] = rep; rows.append(r); print(comp, r["s_per_step"], r["step_times"], flush=True)
    json.dump(rows, open(sys.argv[2], "w"), indent=1)
    e = [r["s_per_step"] for r in rows if not r["compile"]]; c = [r["s_per_step"] for r in rows if r["compile"]]
    print(bench.ratio_text(bench.geo_ratio(c, e)))
