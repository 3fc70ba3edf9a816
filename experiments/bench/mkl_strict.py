"""MKL's reproducible mode (MKL_CBWR=AUTO,STRICT, set by `numerics.reproducible_blas`) against MKL's default (AUTO):
our GRPO step's two heavy parts on rookworld-tiny, 8 prompts x 8 completions, one thread, each mode in fresh processes
in turn. usage: python experiments/bench/mkl_strict.py OUT.json [ROUNDS]"""
import json, os, statistics, subprocess, sys, time

CHILD = r"""
import time, torch
from rookworld_nb.model import load_policy, SampleSettings
from rookworld_nb.sampling import sample
from rookworld_nb.logprobs import completion_logprobs
from rookworld_nb.data import shipped
from rookworld_nb.tasks import format_p, format_a
torch.set_num_threads(1)
pol, ref, tok = load_policy("rookworld-tiny")
prompts = [format_p(s).prompt for s in shipped("p")[:4]] + [format_a(s).prompt for s in shipped("a")[:4]]
st = {t: SampleSettings(max_new_tokens=100) for t in "PA"}
ts, tl = [], []
for i in range(4):
    t0 = time.perf_counter(); b = sample(pol, tok, prompts, k=8, settings=st, seed=i); t1 = time.perf_counter()
    pol.zero_grad(); completion_logprobs(pol, b).sum().backward(); t2 = time.perf_counter()
    if i: ts.append(t1 - t0); tl.append(t2 - t1)
print(sum(ts) / len(ts), sum(tl) / len(tl))
"""


def run(mode: str) -> tuple[float, float]:
    env = {**os.environ, "MKL_CBWR": mode, "OMP_NUM_THREADS": "1"}
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, check=True).stdout
    return tuple(map(float, out.split()))


if __name__ == "__main__":
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    res = {"AUTO": [], "AUTO,STRICT": []}
    for r in range(rounds):
        for mode in res:
            res[mode].append(run(mode))
            print(r, mode, res[mode][-1], flush=True)
    ratio = [s[0] / a[0] for a, s in zip(res["AUTO"], res["AUTO,STRICT"])], \
            [s[1] / a[1] for a, s in zip(res["AUTO"], res["AUTO,STRICT"])]
    out = {"cpu": open("/proc/cpuinfo").read().split("model name")[1].split("\n")[0].strip(": "), "rounds": res,
           "strict_over_default": {"sample": ratio[0], "learn": ratio[1],
                                   "sample_mean": statistics.mean(ratio[0]), "learn_mean": statistics.mean(ratio[1])}}
    open(sys.argv[1], "w").write(json.dumps(out, indent=1))
    print(json.dumps(out["strict_over_default"]))
