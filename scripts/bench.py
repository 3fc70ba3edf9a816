"""Benchmarks that print numbers (never timed tests): `make bench`."""
from rookworld_nb.data import benchmark_data

if __name__ == "__main__":
    print("== data generation"); benchmark_data()
    from rookworld_nb.rewards import benchmark_rewards
    print("== rewards"); benchmark_rewards()
