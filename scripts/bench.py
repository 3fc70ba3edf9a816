"""Benchmarks that print numbers (never timed tests): `make bench`. Run it with nothing else on the machine."""
from rookworld_nb.data import benchmark_data
from rookworld_nb.reward_fns import benchmark_rewards
from rookworld_nb.bench import benchmark_model, benchmark_steps

if __name__ == "__main__":
    print("== GRPO step, ours vs TRL GRPOTrainer (8 prompts x 8 completions; tiny: <= 128 new tokens, 124M shape: 144)"); benchmark_steps()
    print("== our sampler vs model.generate, 124M shape (8 x 8 rows, 144 new tokens)"); benchmark_model(sizes=("124M",), n_prompts=8, k=8, new_tokens=144)
    print("== data generation"); benchmark_data()
    print("== rewards"); benchmark_rewards()
    print("== sampling and log-probs"); benchmark_model()
