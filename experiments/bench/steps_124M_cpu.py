"""Our GRPO step vs TRL's on the RookWorld-LM-124M shape (random weights, 8 prompts x 8, 144 new tokens forced, eager fp32; 2 steps, the
second timed), `repeats` pairs in turn, each case in a fresh process: `benchmark_steps(shapes=("124M",), repeats=n)`.
`python experiments/bench/steps_124M_cpu.py 3 out.json`. 2 cores, nothing else running (about 11 minutes a pair)."""
import json, sys
from rookworld_nb.bench import benchmark_steps
if __name__ == "__main__":
    rows = benchmark_steps(shapes=("124M",), repeats=int(sys.argv[1]))
    json.dump(rows, open(sys.argv[2], "w"), indent=1)
