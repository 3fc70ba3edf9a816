"""Our sampler with its decoding step compiled (`load_policy(compile=True)`, `prefix.compiled_step`) against the eager one,
rookworld-tiny on 2 CPU cores in fp32, 8 prompts (4 P: + 4 A:) x 8 rows, <= 128 new tokens: both warmed up on one batch (the compile),
then timed in turn on 6 batches; time ratio with geo_ratio, tokens compared, the largest log-prob difference.
`python experiments/bench/compiled_sampler_cpu.py` (nothing else running)."""
import time, torch
from rookworld_nb.model import load_policy, SampleSettings
from rookworld_nb.sampling import sample
from rookworld_nb.tasks import format_p, format_a
from rookworld_nb.data import shipped
from rookworld_nb.bench import geo_ratio, ratio_text
eager, _, tok = load_policy("rookworld-tiny")
comp, _, _ = load_policy("rookworld-tiny", compile=True)
st = {t: SampleSettings(max_new_tokens=128) for t in "PA"}
batches = [[format_p(x).prompt for x in shipped("p")[j:j+4]] + [format_a(x).prompt for x in shipped("a")[j:j+4]] for j in range(0, 28, 4)]
t = time.perf_counter(); sample(comp, tok, batches[0], k=8, settings=st, seed=0); print(f"compile (first batch): {time.perf_counter() - t:.1f} s")
sample(eager, tok, batches[0], k=8, settings=st, seed=0)
t_e, t_c, diff, same = [], [], 0.0, True
for i, ps in enumerate(batches[1:]):
    out = {}
    for name in (("eager", "compiled") if i % 2 else ("compiled", "eager")):
        t = time.perf_counter(); out[name] = sample(eager if name == "eager" else comp, tok, ps, k=8, settings=st, seed=i)
        (t_e if name == "eager" else t_c).append(time.perf_counter() - t)
    a, b = out["eager"], out["compiled"]
    same &= a.completion_ids.shape == b.completion_ids.shape and torch.equal(a.completion_ids, b.completion_ids)
    if same: diff = max(diff, (a.logprobs - b.logprobs).abs().max().item())
print("eager   ", [round(x, 2) for x in t_e]); print("compiled", [round(x, 2) for x in t_c])
print("same tokens:", same, f"; max |log-prob diff|: {diff:.2g}")
print("compiled / eager, time:", ratio_text(geo_ratio(t_c, t_e), "batches"))
