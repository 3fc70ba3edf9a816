"""Where our sampler's time goes against `model.generate` (issue 16: ours 0.86x generate on an H200/H100, 124M shape, 64 x 144, bf16).

`python experiments/gpu/sampler_profile.py [cuda|cpu] [OUT.txt]`: the 124M-shaped GPT-2 of `bench_sampler.benchmark_model` (random weights,
every row run to 144 tokens), each sampler warmed up, then each timed 3 times in turn and profiled once (torch.profiler):
kernel launches, host syncs, device time, and the ops that take the host's time.
"""
import sys, time, torch
from torch.profiler import profile, ProfilerActivity
from transformers import GPT2LMHeadModel
from rookworld_nb.tasks import format_p, format_a
from rookworld_nb.data import shipped
from rookworld_nb.model import rookworld_124m_config, disable_dropout, SampleSettings
from rookworld_nb.device import autocast, resolve_amp, cuda_defaults
from rookworld_nb.tokenizer import train_tokenizer
from rookworld_nb.prefix import encode_prompts
from rookworld_nb.sampling import sample

dev = torch.device(sys.argv[1] if len(sys.argv) > 1 else ("cuda" if torch.cuda.is_available() else "cpu"))
out = open(sys.argv[2] if len(sys.argv) > 2 else "sampler_profile.txt", "w")
def say(*a):
    print(*a, flush=True); print(*a, file=out, flush=True)
big = dev.type == "cuda"
n_prompts, k, new = (8, 8, 144) if big else (2, 4, 16)
amp = resolve_amp("auto", dev)
if big: cuda_defaults()
texts = [str(format_p(s)) for s in shipped("p")[:300]] + [str(format_a(s)) for s in shipped("a")[:300]]
tk = train_tokenizer(texts, "bpe", 1024)
prompts = [format_p(s).prompt for s in shipped("p")[:n_prompts // 2]] + [format_a(s).prompt for s in shipped("a")[:n_prompts - n_prompts // 2]]
torch.manual_seed(0)
cfg = rookworld_124m_config(tk)
if not big: cfg.n_layer, cfg.n_embd, cfg.n_head = 2, 64, 2
m = disable_dropout(GPT2LMHeadModel(cfg)).eval().to(dev); m.rw_amp = amp
m.generation_config.eos_token_id = None
ids, mask = encode_prompts(tk, [p for p in prompts for _ in range(k)], device=dev)
st = {t: SampleSettings(max_new_tokens=new) for t in "PA"}
sync = (lambda: torch.cuda.synchronize(dev)) if big else (lambda: None)
def ours(): return sample(m, tk, prompts, k, st, 0)
def gen():
    with torch.no_grad(), autocast(m): return m.generate(input_ids=ids, attention_mask=mask, do_sample=True, max_new_tokens=new, min_new_tokens=new, pad_token_id=tk.eos_token_id)
fs = {"ours": ours, "generate": gen}
for f in fs.values(): f(); f()
sync()
times = {n: [] for n in fs}
for _ in range(3):
    for n, f in fs.items():
        sync(); t = time.perf_counter(); f(); sync(); times[n].append(time.perf_counter() - t)
say(f"device {dev} amp {amp}  rows {len(ids)}  new tokens {new}  torch {torch.__version__}")
for n, ts in times.items(): say(f"{n:9s} s per call: {[round(x, 4) for x in ts]}   ms per token step: {min(ts) / new * 1e3:.2f}")
acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if big else [])
for n, f in fs.items():
    with profile(activities=acts) as p: f(); sync()
    ev = p.key_averages()
    cnt = lambda name: sum(e.count for e in ev if e.key == name)
    dev_us = sum(e.self_device_time_total for e in ev if getattr(e, "device_type", None) == torch.autograd.DeviceType.CUDA) if big else 0
    launches = cnt('cudaLaunchKernel') + cnt('cuLaunchKernel') + cnt('cudaLaunchKernelExC')
    say(f"\n=== {n}: launches {launches} (per step {launches / new:.0f}), "
        f"syncs {cnt('cudaStreamSynchronize') + cnt('cudaDeviceSynchronize')}, memcpy {cnt('cudaMemcpyAsync')}, device time {dev_us / 1e3:.1f} ms")
    say(ev.table(sort_by="self_cpu_time_total", row_limit=30, max_name_column_width=60))
