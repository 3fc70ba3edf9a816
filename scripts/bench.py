"""Benchmarks that print numbers (never timed tests): `make bench`. Run it with nothing else on the machine.
`python scripts/bench.py --amp bf16` runs only the GRPO step pairs, both engines under that autocast (on a CPU with bf16 instructions, e.g. AMX)."""
import sys
from rookworld_nb.datagen import benchmark_data
from rookworld_nb.reward_fns import benchmark_rewards
from rookworld_nb.bench import benchmark_steps, benchmark_play
from rookworld_nb.bench_sampler import benchmark_model, benchmark_families

if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--amp"] and len(args) == 2:
        print(f"== GRPO step, ours vs TRL GRPOTrainer, both under {args[1]} autocast (8 prompts x 8 completions; tiny: <= 128 new tokens, 124M shape: 144)")
        amp = None if args[1] == "fp32" else args[1]
        benchmark_steps(shapes=("tiny",), repeats=3, amp=amp); benchmark_steps(shapes=("124M",), amp=amp); sys.exit(0)
    if args: sys.exit(f"usage: python scripts/bench.py [--amp bf16|fp32]  (got {' '.join(args)!r})")
    print("== GRPO step, ours vs TRL GRPOTrainer (8 prompts x 8 completions; tiny: <= 128 new tokens, 3 pairs in turn; 124M shape: 144, one pair)")
    benchmark_steps(shapes=("tiny",), repeats=3); benchmark_steps(shapes=("124M",))
    print("== our sampler vs model.generate, 124M shape (8 x 8 rows, 144 new tokens, 2 runs in turn)"); benchmark_model(sizes=("124M",), n_prompts=8, k=8, new_tokens=144, repeats=2)
    print("== positions from play against the dataset's: the recipe on rookworld-tiny, 20 steps, playing and valuing included (2 rounds in turn)"); benchmark_play(repeats=2)
    print("== data generation"); benchmark_data()
    print("== rewards"); benchmark_rewards()
    print("== sampling and log-probs (3 runs in turn)"); benchmark_model(repeats=3)
    print("== our sampler vs model.generate, each family at the tiny and 124M shapes (4 x 4 rows, 64 new tokens, 2 runs in turn)")
    benchmark_families(repeats=2)
