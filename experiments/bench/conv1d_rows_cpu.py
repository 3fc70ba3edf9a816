"""One GPT-2 decoding step (`gpt2_step` on a `SharedPrefixKV`) with each product the transposed way, (Wᵀ xᵀ)ᵀ, and the plain way, x W + b, by the rows decoded:
rookworld-tiny (`tiny`) or the 124M shape with random weights (`124M`); 8 P:/A: prompts, the median of 25 steps after 5.
`python experiments/bench/conv1d_rows_cpu.py tiny 1,4,8,12,16,24,32,40,48,56,64 [bf16]` (bf16: under bf16 autocast, as `sample` runs with `amp="bf16"`). 2 cores, nothing else running."""
import statistics, sys, time, torch
from transformers import GPT2LMHeadModel
from rookworld_nb.model import load_policy, rookworld_124m_config, disable_dropout
from rookworld_nb.prefix import decode_prefill, gpt2_step, encode_prompts
from rookworld_nb.holdout import load_task_data
from rookworld_nb.data import prompt_and_target
m, _, tok = load_policy("rookworld-tiny", device="cpu")
if sys.argv[1] == "124M":
    torch.manual_seed(0); m = disable_dropout(GPT2LMHeadModel(rookworld_124m_config(tok))).eval()
d = load_task_data([], 0.1)
prompts = [prompt_and_target(x)[0] for x in d["P"][:4] + d["A"][:4]]
ids, pm = encode_prompts(tok, [p for p in prompts for _ in range(8)])
torch.set_grad_enabled(False)
import contextlib
amp = torch.autocast("cpu", dtype=torch.bfloat16) if sys.argv[3:] == ["bf16"] else contextlib.nullcontext()
amp.__enter__()
for n in [int(x) for x in sys.argv[2].split(",")]:
    res = {}
    for tr in (True, False):
        kv, lg, _ = decode_prefill(m, ids[:n], pm[:n], 40, True, distinct=False)
        x, pos, ts = lg.argmax(-1), pm[:n].sum(1), []
        for t in range(30):
            a = time.perf_counter(); lg = gpt2_step(m, x, pos + t, kv, t, tr); ts.append(time.perf_counter() - a); kv.t += 1
        res[tr] = statistics.median(ts[5:]) * 1e3
    print(f"{sys.argv[1]}{' bf16' if sys.argv[3:] else ''} n={n:2d}: transposed {res[True]:.2f} ms, plain {res[False]:.2f} ms", flush=True)
