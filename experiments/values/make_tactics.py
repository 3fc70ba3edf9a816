import time
from rookworld_nb.evaluate import heldout
from rookworld_nb.puzzles import make_tactics
from rookworld_nb.data import shipped, DATA_DIR
from rookworld_nb.tasks import position_key
from rookworld_nb.values import shipped_values
t = time.time()
exclude = {position_key(s.fen) for s in list(shipped("p")) + heldout("p")}
with shipped_values(cache_path="experiments/values/values_tactics_cache.tsv") as store:
    ts = make_tactics(400, store, seed=0, exclude=exclude)
(DATA_DIR / "tactics.txt").write_text("".join(f"{f}\t{m}\t{g}\n" for f, m, g in ts))
print(len(ts), "tactics", f"{time.time() - t:.0f} s", store.engine_calls, "valued")
