"""The GPU checks (issue 16), run on a GPU machine: `python scripts/gpu_checks.py [OUT.json] [--quick] [--only=KEY,KEY...]`.

1. `bench.device_checks`: step-1 KL exactly 0 on CUDA in bf16 (policy vs reference log-probs, and a 2-step training run).
2. `bench.benchmark_steps(device="cuda")`: our GRPO step vs TRL GRPOTrainer's on the RookWorld-LM-124M shape (8 x 8, 144 new
   tokens), seconds per step and peak GPU memory, with 16-row micro-batches, then 8-row ones, then 16-row ones with
   `gradient_checkpointing=True` (both engines); then `bench_sampler.benchmark_model(device="cuda", repeats=6)`: our sampler vs `model.generate`
   (124M shape, 8 x 8 rows, 144 new tokens; six runs in turn, the ratio with its interval), with each of our two decoding paths (`sample`'s default on CUDA, transformers' forward
   on a roomy cache, and `gpt2_decode` on the shared-prefix cache); then ours compiled on rookworld-tiny (`compile=True`: runs, no NaN); then
   rookworld-tiny (8 x 8, <= 128 new tokens), ours vs TRL.
Everything measured is printed and written to OUT.json (default: gpu_checks.json). `--only` runs the named sections alone
(device_checks, steps_124M, steps_124M_micro8, steps_124M_checkpointed, sampler_124M, sampler_124M_shared_prefix, steps_tiny_compiled, steps_tiny).
"""
import json, os, platform, subprocess, sys, time, traceback
import torch
from rookworld_nb.bench import device_checks, benchmark_steps
from rookworld_nb.bench_sampler import benchmark_model

SECTIONS = ("device_checks", "steps_124M", "steps_124M_micro8", "steps_124M_checkpointed", "sampler_124M", "sampler_124M_shared_prefix", "steps_tiny_compiled", "steps_tiny")
ONLY = set(SECTIONS)

def section(res: dict, key: str, f):
    "Run one check (unless `--only` leaves it out); a failure is recorded (and printed) rather than ending the others."
    if key not in ONLY: return None
    t = time.time()
    try: v = f()
    except Exception as e: traceback.print_exc(); v = {"FAILED": f"{type(e).__name__}: {e}"}
    res[key] = v; print(f"== {key} ({time.time() - t:.0f} s):", v, flush=True)
    return v

def commit() -> str | None:
    "The code measured: $RW_COMMIT (set it where the tree travels without .git), else git's HEAD here, else None."
    if os.environ.get("RW_COMMIT"): return os.environ["RW_COMMIT"]
    try: return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True).stdout.strip() or None
    except (OSError, subprocess.CalledProcessError): return None

def main(out: str, quick: bool = False):
    if not torch.cuda.is_available(): sys.exit("gpu_checks: no CUDA device here (torch %s); run it on a GPU machine" % torch.__version__)
    res = {"torch": torch.__version__, "cuda": torch.version.cuda, "gpu": torch.cuda.get_device_name(0), "python": platform.python_version(), "started": time.strftime("%Y-%m-%d %H:%M:%S"),
           "commit": commit()}
    save = lambda: open(out, "w").write(json.dumps(res, indent=1))
    print(res, flush=True)
    steps = 4 if quick else 6   # in order of what the issue asks first, so that a cut-off run keeps the most
    section(res, "device_checks", lambda: device_checks("cuda", amp="bf16")); save()
    section(res, "steps_124M", lambda: benchmark_steps(shapes=("124M",), device="cuda", steps=steps, new_tokens=144)); save()
    # the same with 8-row micro-batches (the same loss; half the activations and logits at once: the CPU estimate,
    # experiments/gpu/memory_timeline.py, puts the learner's peak at 4.31 GB with 16 rows and lower with 8)
    section(res, "steps_124M_micro8", lambda: benchmark_steps(shapes=("124M",), device="cuda", steps=steps, new_tokens=144, micro_batch=8)); save()
    # 16-row micro-batches with each block recomputed in backward (the same numbers; the CPU estimate puts the learner's peak under 4 GB)
    section(res, "steps_124M_checkpointed", lambda: benchmark_steps(shapes=("124M",), device="cuda", steps=steps, new_tokens=144, gradient_checkpointing=True)); save()
    section(res, "sampler_124M", lambda: benchmark_model(sizes=("124M",), n_prompts=8, k=8, new_tokens=144, device="cuda", repeats=6)); save()   # six runs in turn: the ratio's interval
    # `sample`'s default on CUDA is transformers' forward on a roomy cache (faster there, 2026-11-26 H200); the other path, `gpt2_decode` on a SharedPrefixKV
    section(res, "sampler_124M_shared_prefix", lambda: benchmark_model(sizes=("124M",), n_prompts=8, k=8, new_tokens=144, device="cuda", shared_prefix=True, repeats=3)); save()
    section(res, "steps_tiny_compiled", lambda: benchmark_steps(shapes=("tiny",), engines=("ours",), device="cuda", steps=3, compile=True)); save()
    section(res, "steps_tiny", lambda: benchmark_steps(shapes=("tiny",), device="cuda", steps=steps)); save()
    print("wrote", out)

if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    only = [a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--only=")]
    if only:
        ONLY = set(only[0].split(","))
        if ONLY - set(SECTIONS): sys.exit(f"gpu_checks: unknown sections {sorted(ONLY - set(SECTIONS))}; they are {SECTIONS}")
    main(args[0] if args else "gpu_checks.json", quick="--quick" in sys.argv)
