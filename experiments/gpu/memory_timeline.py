"""Where a GRPO step's device memory peaks, estimated on the CPU: torch's profiler records every allocation of one
learner pass (our `train.learn`: forward and backward of each micro-batch, then `guarded_step`) and sorts it by kind
(parameters, optimizer state, activations, gradients, ...). The live bytes at their peak are what CUDA's
`max_memory_allocated` would count for the same tensors, less the allocator's rounding and caching.

    python experiments/gpu/memory_timeline.py --shape 124M --amp bf16 [--unfused] [--micro-batch 8] [--gradient-checkpointing]    # ~3 minutes on 2 cores

The batch is the benchmark's (`bench.BenchCase`: 8 prompts x 8 completions, 144 new tokens for the 124M shape); one
step is taken first so that AdamW's state exists, as in every step after the first. The reference model's weights are
on the device through the whole step but are not touched in `learn`, so the profiler does not see them: they are added.
"""
import argparse, dataclasses, json, tempfile, time, warnings
import torch
from torch.profiler import profile, ProfilerActivity
from torch.profiler._memory_profiler import _CATEGORY_TO_INDEX
from rookworld_nb.bench import BenchCase, case_config, model_dir
from rookworld_nb.model import load_policy, resolve_settings
from rookworld_nb.holdout import load_task_data
from rookworld_nb.step import collect, learn
from rookworld_nb.optim import make_optimizer

def nbytes(ts) -> int: return sum(t.numel() * t.element_size() for t in ts)

def main(shape: str, amp: str, out: str | None, unfused: bool = False, micro_batch: int = 16, gradient_checkpointing: bool = False):
    if unfused:   # the learner's log-probs by the autograd route (the [rows, tokens, V] log-softmax), as before `logprobs.HeadLogprobs`
        import functools, rookworld_nb.step as S
        S.completion_logprobs = functools.partial(S.completion_logprobs, fused=False)
    case = BenchCase(shape=shape, amp=amp, micro_batch=micro_batch, gradient_checkpointing=gradient_checkpointing, **({"new_tokens": 144} if shape == "124M" else {}))
    with tempfile.TemporaryDirectory() as d:
        cfg = case_config(case, model_dir(shape, d), f"{d}/run")
        data = load_task_data(cfg.data, cfg.heldout_frac)
        policy, ref, tok = load_policy(cfg.model, device="cpu", amp=cfg.amp, gradient_checkpointing=cfg.gradient_checkpointing)
        settings = resolve_settings(policy, **dataclasses.asdict(cfg.sampling))
        opt, sched = make_optimizer(policy, cfg.lr, cfg.weight_decay, total_steps=4)
        batch = lambda s: [data["P"][i] for i in range(s, s + 4)] + [data["A"][i] for i in range(s, s + 4)]
        learn(cfg, policy, opt, sched, collect(cfg, policy, ref, tok, batch(0), settings, 0), 0.02)   # step 1: AdamW's state now exists
        ro = collect(cfg, policy, ref, tok, batch(4), settings, 1)
        with profile(activities=[ProfilerActivity.CPU], profile_memory=True, record_shapes=True, with_stack=True) as prof:
            learn(cfg, policy, opt, sched, ro, 0.02)
        path = f"{d}/timeline.json"
        with warnings.catch_warnings():   # deprecated in favour of CUDA's memory snapshots, which do not exist on the CPU
            warnings.filterwarnings("ignore", message=".*export_memory_timeline.*", category=FutureWarning)
            prof.export_memory_timeline(path, device="cpu")
        times, sizes = json.load(open(path))
    names = {i + 1: (c.name.lower() if c is not None else "unknown") for c, i in _CATEGORY_TO_INDEX.items()}
    ref_gb = nbytes(ref.parameters()) / 1e9
    tot = [sum(s) for s in sizes]
    # the optimizer step: after the last micro-batch's activations and autograd buffers are freed
    index = {v: k for k, v in names.items()}
    col = lambda name: [s[index[name]] for s in sizes]
    act = [a + b for a, b in zip(col("activation"), col("autograd_detail"))]
    floor = 0.01 * max(act)
    step_at = max(i for i, a in enumerate(act) if a > floor) + 1
    i_learn = max(range(step_at), key=tot.__getitem__); i_step = max(range(step_at, len(tot)), key=tot.__getitem__)
    res = {"shape": shape, "amp": amp, "head": "autograd route" if unfused else "HeadLogprobs", "rows": len(ro), "micro_batch": micro_batch, "gradient_checkpointing": gradient_checkpointing, "mean_length": round(ro.mask.sum(1).float().mean().item(), 1), "reference_weights_gb": round(ref_gb, 3)}
    for name, i in (("learner", i_learn), ("optimizer_step", i_step)):
        res[name] = {"peak_gb_with_reference": round(tot[i] / 1e9 + ref_gb, 3),
                     **{k: round(sizes[i][j] / 1e9, 3) for j, k in names.items() if sizes[i][j]}}
    print(json.dumps(res, indent=1))
    if out: open(out, "w").write(json.dumps(res, indent=1) + "\n")

if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shape", default="124M", choices=["tiny", "124M"])
    ap.add_argument("--amp", default="bf16", help="autocast: bf16 (CUDA's default) or none")
    ap.add_argument("--unfused", action="store_true", help="the learner's LM head by the autograd route (fused=False), as before HeadLogprobs")
    ap.add_argument("--micro-batch", type=int, default=16, help="rows per forward/backward pass (the benchmark's: 16)")
    ap.add_argument("--gradient-checkpointing", action="store_true", help="the policy's blocks recomputed in backward (TrainConfig.gradient_checkpointing)")
    ap.add_argument("--out", default=None, help="write the numbers to this JSON file too")
    a = ap.parse_args()
    t = time.time(); main(a.shape, None if a.amp == "none" else a.amp, a.out, a.unfused, a.micro_batch, a.gradient_checkpointing); print(f"({time.time() - t:.0f} s)")
