"""Benchmarks that print numbers (never timed tests): `make bench`."""
from rookworld_nb.data import benchmark_data
from rookworld_nb.reward_fns import benchmark_rewards
from rookworld_nb.model import benchmark_model

if __name__ == "__main__":
    print("== data generation"); benchmark_data()
    print("== rewards"); benchmark_rewards()
    print("== sampling and log-probs"); benchmark_model()
