"""Our GRPO step and TRL's, eager and with compile=True for both (ours: the teacher-forced passes and the sampler's decoding step;
TRL: `torch_compile`), rookworld-tiny, the benchmark's settings (8 prompts x 8, <= 128 new tokens, 5 steps, the median of the last 4),
each case in a fresh process, the four in turn, `repeats` times: ours / TRL per mode with step_ratio.
`python experiments/bench/compile_steps_cpu.py 3 out.json` (2 cores, nothing else running)."""
import json, sys
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from rookworld_nb import bench
if __name__ == "__main__":
    rows = []
    for rep in range(int(sys.argv[1])):
        for comp in (False, True):
            for eng in ("ours", "trl"):
                with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as ex:
                    r = ex.submit(bench.run_case, dict(shape="tiny", engine=eng, compile=comp, steps=5)).result()
                r["repeat"] = rep; rows.append(r); print(comp, eng, r["s_per_step"], r["step_times"], r["peak_rss_gb"], flush=True)
                json.dump(rows, open(sys.argv[2], "w"), indent=1)
    for comp in (False, True):
        print("compile" if comp else "eager", bench.ratio_text(bench.step_ratio([r for r in rows if r["compile"] == comp], "tiny")))
    same = [r for r in rows if r["engine"] == "ours"]
    print("ours, compile / eager:", bench.ratio_text(bench.geo_ratio([r["s_per_step"] for r in same if r["compile"]], [r["s_per_step"] for r in same if not r["compile"]])))
