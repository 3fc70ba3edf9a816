"""The full suite with the shipped mate-in-one set (300) in place of BIG-bench's 3,500, for machines without it.

`rookworld-eval --suite full` reads BIG-bench's checkmate_in_one from the package index (bigbench 1.0.0's sdist); an
index that no longer lists that version ends it with one line. Everything else of the suite is the same: the report's
`mate` rows say n = 300.
    python experiments/proof/llama/full_suite.py OUT_DIR rookworld-tiny runs/proof_llama/seeds/0/snapshots/visits_25000
"""

import os, sys
import torch
import rookworld_nb.suites as suites
from rookworld_nb.puzzles import mate_in_one

if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: full_suite.py OUT_DIR BASE [MODEL ...]")
    torch.set_num_threads(int(os.environ.get("THREADS", "1")))
    suites.bigbench_checkmate = mate_in_one  # suite_items reads the name from its module
    suites.evaluate_models(sys.argv[2:], suite="full", out=sys.argv[1], device="cpu")
