"""How many of the sampler's row-steps repeat another row's prefix (same prompt, same tokens so far) in rookworld-tiny's batches at the benchmark's
settings (4 P: + 4 A: prompts x 8, <= 128 new tokens, temperature 1; prompts from PromptStream seeds 0-2, sampling seeds 0-2).
`python experiments/bench/distinct_prefixes_cpu.py`."""
import torch
from rookworld_nb.model import load_policy, resolve_settings
from rookworld_nb.sampling import sample
from rookworld_nb.data import prompt_and_target
from rookworld_nb.holdout import load_task_data
from rookworld_nb.step import PromptStream

m, ref, tok = load_policy("rookworld-tiny", device="cpu")
d = load_task_data([], 0.1)
st = resolve_settings(m, max_new_tokens_p=128, max_new_tokens_a=128)
for seed in range(3):
    ps, pa = PromptStream(len(d["P"]), seed), PromptStream(len(d["A"]), seed+7)
    items = [d["P"][i] for i in ps.take(4)] + [d["A"][i] for i in pa.take(4)]
    prompts = [prompt_and_target(x)[0] for x in items]
    b = sample(m, tok, prompts, 8, st, seed=seed)
    N, L = b.completion_ids.shape
    live_sum = cls_sum = 0
    for t in range(L):
        live = b.completion_mask[:, t].bool()   # rows that sampled token t (they ran the forward that produced its logits)
        if not live.any(): break
        keys = {(int(b.group[i]), tuple(b.completion_ids[i, :t].tolist())) for i in live.nonzero().squeeze(-1).tolist()}
        live_sum += int(live.sum()); cls_sum += len(keys)
    lp = b.completion_mask[:32].sum().item(); la = b.completion_mask[32:].sum().item()
    print(f"seed {seed}: row-steps {live_sum}, class-steps {cls_sum}, ratio {cls_sum/live_sum:.3f}; P tokens {lp} A tokens {la}")
