"""Where our GRPO step goes on rookworld-tiny at the benchmark settings (8 prompts x 8, <= 128 new tokens, eager, fp32): per step,
the time in sample, score_batch, completion_logprobs (reference + learner forwards), the optimizer step and learn (forward, backward, step).
`python experiments/bench/step_phases_cpu.py 1` (dedupe on) or `0` (off); 6 steps in one process. 2 cores, nothing else running."""
import time, sys, collections, dataclasses, tempfile, torch
from rookworld_nb import train as T, step as S
from rookworld_nb.bench import BenchCase, case_config, model_dir
acc = collections.defaultdict(float)
def timed(name, f):
    def g(*a, **kw):
        t = time.perf_counter(); r = f(*a, **kw); acc[name] += time.perf_counter() - t; return r
    return g
S.sample = timed("sample", S.sample); S.score_batch = timed("score", S.score_batch)
S.completion_logprobs = timed("logprobs(all)", S.completion_logprobs)
S.guarded_step = timed("opt step", S.guarded_step)
_learn = T.learn; T.learn = timed("learn", _learn)
dd = sys.argv[1] == "1"
cfg = dataclasses.replace(case_config(BenchCase(steps=6), model_dir("tiny", "/tmp"), tempfile.mkdtemp() + "/run"), dedupe=dd)
class CB(T.Callback):
    def on_step_end(self, state, ro):
        print(state.step, {k: round(v, 3) for k, v in acc.items()}, "total", round(state.metrics["time/collect"] + state.metrics["time/learn"], 2), flush=True); acc.clear()
T.train(cfg, callbacks=[CB()], progress=False)
