"""The sampler on rookworld-tiny at the benchmark's settings (8 prompts x 8: 4 P: + 4 A:, <= 128 new tokens, temperature 1, fp32, eager),
each distinct prefix decoded once (`distinct=True`, the default) against every row (`distinct=False`): `rounds` rounds over 3 batches
(prompts drawn as `train` draws them, seeds 0-2), the two in turn, the order alternating; checks both give the same tokens.
Prints seconds per batch, the rows run through the model, and distinct / every row with geo_ratio's interval over the batch-rounds.
`python experiments/bench/distinct_sampler_cpu.py 3`. 2 cores, nothing else running."""
import sys, time, torch
from rookworld_nb.model import load_policy, resolve_settings
from rookworld_nb.sampling import sample
from rookworld_nb import prefix, sampling
from rookworld_nb.data import prompt_and_target
from rookworld_nb.holdout import load_task_data
from rookworld_nb.step import PromptStream
from rookworld_nb.bench import geo_ratio, ratio_text
m, _, tok = load_policy("rookworld-tiny", device="cpu")
d = load_task_data([], 0.1)
st = resolve_settings(m, max_new_tokens_p=128, max_new_tokens_a=128)
batches = []
for seed in range(3):
    ps, pa = PromptStream(len(d["P"]), seed), PromptStream(len(d["A"]), seed + 7)
    batches.append([prompt_and_target(x)[0] for x in [d["P"][i] for i in ps.take(4)] + [d["A"][i] for i in pa.take(4)]])
rows, _decode = [], sampling.gpt2_decode
sampling.gpt2_decode = lambda model, tok_, *a, **kw: (rows.append(len(tok_)), _decode(model, tok_, *a, **kw))[1]
for b in batches: sample(m, tok, b, 8, st, seed=0)   # warm-up
times = {True: [], False: []}
for r in range(int(sys.argv[1])):
    for i, b in enumerate(batches):
        out = {}
        for dd in (True, False) if (r + i) % 2 == 0 else (False, True):
            rows.clear(); t = time.perf_counter(); out[dd] = sample(m, tok, b, 8, st, seed=100 * r + i, distinct=dd); times[dd].append(time.perf_counter() - t)
            out[dd, "rows"] = sum(rows)
        assert torch.equal(out[True].completion_ids, out[False].completion_ids)
        print(f"round {r} batch {i}: distinct {times[True][-1]:.3f} s ({out[True, 'rows']} rows), every row {times[False][-1]:.3f} s ({out[False, 'rows']} rows), "
              f"{out[True].completion_mask.sum().item()} tokens", flush=True)
print("distinct / every row, time per batch:", ratio_text(geo_ratio(times[True], times[False]), "batch-rounds"))
