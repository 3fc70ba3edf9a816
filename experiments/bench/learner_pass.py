"""The learner's pass on each base: one forward and backward of the whole model over a batch shaped like the default
recipe's (128 rows × 104 tokens), rookworld-tiny (Llama) and rookworld-tiny-v5 (GPT-2) in turn, fp32, torch's default
threads; then a profile of one pass each (aten ops by self CPU time). Tells where a GRPO step on the Llama costs more.
    python experiments/bench/learner_pass.py [REPEATS] > experiments/bench/learner_pass_COMMIT.log
"""

import sys, time
import torch
from torch.profiler import ProfilerActivity, profile
from rookworld_nb.bench import geo_ratio, ratio_text
from rookworld_nb.evaluate import load_model

MODELS = ("rookworld-tiny", "rookworld-tiny-v5")


def one_pass(model, ids: torch.Tensor) -> float:
    "Seconds of one forward and backward over `ids` (gradients then dropped)."
    t0 = time.perf_counter()
    logits = model(input_ids=ids, attention_mask=torch.ones_like(ids)).logits
    logits.float().logsumexp(-1).sum().backward()
    seconds = time.perf_counter() - t0
    model.zero_grad(set_to_none=True)
    return seconds


def main(repeats: int):
    models = {name: load_model(name, device="cpu")[0].train() for name in MODELS}
    ids = torch.randint(0, 200, (128, 104), generator=torch.Generator().manual_seed(0))
    for m in models.values():  # warm-up: kernels, the allocator
        one_pass(m, ids)
    times = {name: [] for name in MODELS}
    for _ in range(repeats):
        for name, m in models.items():
            times[name].append(one_pass(m, ids))
    for name, ts in times.items():
        print(f"{name:>18s}: {min(ts):.3f}-{max(ts):.3f} s a pass (median {sorted(ts)[len(ts) // 2]:.3f})")
    print("seconds a pass, " + MODELS[0] + " / " + MODELS[1] + " = "
          + ratio_text(geo_ratio(times[MODELS[0]], times[MODELS[1]]), "repeats"))
    for name, m in models.items():
        with profile(activities=[ProfilerActivity.CPU]) as prof:
            one_pass(m, ids)
        print(f"\n{name}: {sum(p.numel() for p in m.parameters()):,} parameters")
        print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=10, max_name_column_width=40))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
