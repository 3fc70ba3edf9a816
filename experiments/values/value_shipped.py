"Value every legal move of the shipped held-out and training P: positions at depth 10 (resumable: appends to the cache files)."
import sys, time
from rookworld_nb.data import shipped, read_lines, DATA_DIR
from rookworld_nb.values import ValueStore, SHIPPED_DEPTH
workers = int(sys.argv[1]) if len(sys.argv) > 1 else 2
for name, samples in (("heldout", read_lines(DATA_DIR / "heldout_p.txt")), ("train", shipped("p"))):
    t = time.time()
    cache = f"experiments/values/values_{name}.tsv"
    with ValueStore(SHIPPED_DEPTH, cache_path=cache, workers=workers) as store:
        have = len(store)
        fens = [s.fen for s in samples]
        for i in range(0, len(fens), 200):
            store.values(fens[i:i + 200])
            print(name, i + 200, len(fens), f"{time.time() - t:.0f}s", store.engine_calls, "engine calls", flush=True)
    print(f"{name}: {len(fens)} positions ({have} cached before), {store.engine_calls} engine calls, {time.time() - t:.0f} s", flush=True)
