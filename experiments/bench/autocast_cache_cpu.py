"""The sampler with one autocast context per call (748da58) against the old bug (the autocast cache emptied before every step),
rookworld-tiny on the CPU in bf16, 8 prompts x 8 rows, <= 128 new tokens, 8 batches, the two in turn: time ratio with geo_ratio.
`python experiments/bench/autocast_cache_cpu.py` (2 cores, nothing else running)."""
import torch, time
from rookworld_nb.model import load_policy, SampleSettings
from rookworld_nb.sampling import sample
from rookworld_nb.tasks import format_p, format_a
from rookworld_nb.data import shipped
from rookworld_nb.bench import geo_ratio, ratio_text
policy, ref, tok = load_policy("rookworld-tiny"); policy.rw_amp = "bf16"
st = {t: SampleSettings(max_new_tokens=128) for t in "PA"}
batches = [[format_p(x).prompt for x in shipped("p")[j:j+4]] + [format_a(x).prompt for x in shipped("a")[j:j+4]] for j in range(500, 600, 4)]
fwd = policy.forward
def bug(on):
    if on: policy.forward = lambda *a, **kw: (torch.clear_autocast_cache(), fwd(*a, **kw))[1]
    else: policy.__dict__.pop("forward", None)
for on in (0, 1): bug(on); sample(policy, tok, batches[0], k=8, settings=st, seed=0)
t_fix, t_bug = [], []
for i, ps in enumerate(batches[1:9]):
    for on in ((0, 1) if i % 2 else (1, 0)):
        bug(on); t = time.perf_counter(); sample(policy, tok, ps, k=8, settings=st, seed=i); (t_bug if on else t_fix).append(time.perf_counter() - t)
bug(0)
print("fixed", [round(x, 2) for x in t_fix]); print("bug  ", [round(x, 2) for x in t_bug])
print("fixed / bug, time:", ratio_text(geo_ratio(t_fix, t_bug), "batches"))
