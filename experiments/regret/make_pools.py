"""The training pools of the revisiting runs: seeded draws of P: lines from the shipped training data.
usage: python experiments/regret/make_pools.py   (writes r03_pool.txt: 64 lines, r04_pool.txt: 512 lines, shuffled)"""
import random
from pathlib import Path
from rookworld_nb.data import DATA_DIR

here = Path(__file__).parent
lines = [line for line in open(DATA_DIR / "p.txt") if line.startswith("P:")]
random.seed(0)
(here / "r03_pool.txt").write_text("".join(lines[i] for i in sorted(random.sample(range(len(lines)), 64))))
random.seed(1)
pick = sorted(random.sample(range(len(lines)), 512))
random.seed(2)
random.shuffle(pick)   # train's evaluation reads the first 128: a random 128 of the pool
(here / "r04_pool.txt").write_text("".join(lines[i] for i in pick))
