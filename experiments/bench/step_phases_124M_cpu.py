"""Where each engine's GRPO step goes on the 124M shape (random weights, 8 prompts x 8, 144 new tokens, eager fp32), one process per engine,
2 steps (the second is the one to read): ours by `train`'s functions (sample, the reference's and the learner's forward passes, learn),
TRL's by GRPOTrainer's (`_generate_single_turn`: generation; `_get_per_token_logps_and_entropies`: every teacher-forced forward, the
reference's and the learner's; `training_step`: the whole step's learning side with its forward and backward).
`python experiments/bench/step_phases_124M_cpu.py ours|trl [124M|tiny] [fp32|bf16]` (bf16: both under bf16 autocast). 2 cores, nothing else running."""
import collections, sys, tempfile, time
from rookworld_nb.bench import BenchCase, case_config, model_dir
acc = collections.defaultdict(float)
def timed(owner, name, label):
    f = getattr(owner, name)
    def g(*a, **kw):
        t = time.perf_counter(); r = f(*a, **kw); acc[label] += time.perf_counter() - t; return r
    setattr(owner, name, g)
eng = sys.argv[1]
shape = sys.argv[2] if len(sys.argv) > 2 else "124M"   # `tiny`: a quick check of the script
amp = {"fp32": "auto", "bf16": "bf16"}[sys.argv[3] if len(sys.argv) > 3 else "fp32"]
case = BenchCase(shape=shape, engine=eng, steps=2, new_tokens=144 if shape == "124M" else 128, amp=amp)
with tempfile.TemporaryDirectory() as d:
    cfg = case_config(case, model_dir(shape, d), f"{d}/run")
    if eng == "ours":
        from rookworld_nb import train as T
        for name, label in (("sample", "sample"), ("completion_logprobs", "forwards (reference + learner)"), ("learn", "learn (incl. learner forward, backward, step)")): timed(T, name, label)
        class CB(T.Callback):
            def on_step_end(self, state, ro):
                print(state.step, {k: round(v, 2) for k, v in acc.items()}, "step", round(state.metrics["time/collect"] + state.metrics["time/learn"], 2), flush=True); acc.clear()
        T.train(cfg, callbacks=[CB()], progress=False)
    else:
        from trl import GRPOTrainer
        from rookworld_nb.scale import train_trl
        for name, label in (("_generate_single_turn", "generate"), ("_get_per_token_logps_and_entropies", "forwards (reference + learner)"), ("training_step", "training_step (all)")): timed(GRPOTrainer, name, label)
        from transformers import TrainerCallback
        class CB(TrainerCallback):
            def on_step_begin(self, args, state, control, **kw): self.t = time.perf_counter()
            def on_step_end(self, args, state, control, **kw):
                print(state.global_step, {k: round(v, 2) for k, v in acc.items()}, "step", round(time.perf_counter() - self.t, 2), flush=True); acc.clear()
        train_trl(cfg, trl_callbacks=[CB()])
