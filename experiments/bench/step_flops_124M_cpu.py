"""The arithmetic in our GRPO step on the 124M shape (random weights, 8 prompts x 8, 144 new tokens forced, as `benchmark_steps` runs it), by
phase, counted by torch's `FlopCounterMode` (matrix products and attention): sampling, the reference's teacher-forced pass, and learning
(the learner's forward and backward). Divided by a product rate, it is the least time a phase can take at that rate; `python
experiments/bench/step_flops_124M_cpu.py [fp32|bf16]` also times 4,096 x 768 x 3,072 products (this CPU's rate) and prints both. One step, 2 cores."""
import sys, tempfile, time, torch
from torch.utils.flop_counter import FlopCounterMode
from rookworld_nb.bench import BenchCase, case_config, model_dir
from rookworld_nb import train as T
amp = {"fp32": "auto", "bf16": "bf16"}[sys.argv[1] if len(sys.argv) > 1 else "fp32"]
flops, inside = {"sample": 0, "reference pass": 0, "learn (forward + backward)": 0}, []
def counted(name, label):
    f = getattr(T, name)
    def g(*a, **kw):
        if inside: return f(*a, **kw)   # a pass inside another counted phase counts there
        inside.append(label)
        try:
            with FlopCounterMode(display=False) as fc: r = f(*a, **kw)
        finally: inside.pop()
        flops[label] += fc.get_total_flops(); return r
    setattr(T, name, g)
for name, label in (("sample", "sample"), ("learn", "learn (forward + backward)"), ("completion_logprobs", "reference pass")): counted(name, label)
case = BenchCase(shape="124M", engine="ours", steps=1, new_tokens=144, amp=amp)
with tempfile.TemporaryDirectory() as d:
    cfg = case_config(case, model_dir("124M", d), f"{d}/run")
    T.train(cfg, progress=False)
dt = torch.bfloat16 if amp == "bf16" else torch.float32
a, b = torch.randn(4096, 768, dtype=dt), torch.randn(768, 3072, dtype=dt)
for _ in range(3): a @ b
t = time.perf_counter()
for _ in range(10): a @ b
rate = 2 * 4096 * 768 * 3072 * 10 / (time.perf_counter() - t)
print(f"{sys.argv[1] if len(sys.argv) > 1 else 'fp32'}: product rate {rate / 1e9:.0f} GFLOP/s (4,096 x 768 x 3,072)")
for k, v in flops.items(): print(f"  {k:28s} {v / 1e12:6.2f} TFLOP  >= {v / rate:5.1f} s at that rate")
print(f"  {'step':28s} {sum(flops.values()) / 1e12:6.2f} TFLOP  >= {sum(flops.values()) / rate:5.1f} s")
