"""Both engines under bf16 autocast on the CPU (a CPU with bf16 instructions: `lscpu` lists avx512_bf16 or amx_bf16), each case in a fresh process,
pairs in turn: rookworld-tiny (8 prompts x 8, <= 128 new tokens) and the 124M shape (random weights, 144 new tokens forced); then our sampler vs
`model.generate` in bf16 on the 124M shape (64 rows x 144). `python experiments/bench/bf16_cpu.py TINY_PAIRS BIG_PAIRS out.json`. 2 cores, nothing else running."""
import json, sys
from rookworld_nb.bench import benchmark_steps, step_ratio, ratio_text
from rookworld_nb.bench_sampler import benchmark_model
if __name__ == "__main__":
    rows = benchmark_steps(shapes=("tiny",), repeats=int(sys.argv[1]), amp="bf16")
    print("tiny bf16 ours / TRL:", ratio_text(step_ratio(rows, "tiny")), flush=True)
    json.dump(rows, open(sys.argv[3], "w"), indent=1)
    big = benchmark_steps(shapes=("124M",), repeats=int(sys.argv[2]), amp="bf16")
    print("124M bf16 ours / TRL:", ratio_text(step_ratio(big, "124M")), flush=True)
    json.dump(rows + big, open(sys.argv[3], "w"), indent=1)
    samp = benchmark_model(sizes=("124M",), n_prompts=8, k=8, new_tokens=144, amp="bf16", repeats=3)
    json.dump(rows + big + samp, open(sys.argv[3], "w"), indent=1)
