"""Why the Llama arm's P: answers fail to parse: its E: list has one value more than M: has moves. Decodes the first
1,000 standard positions greedily and counts, by the longest run of one repeated value among the first |M| values of
E:, the answers and those miscounted.
    python experiments/base/size/miscount.py runs/base/size-llama-muon-4x256/model
"""
import collections, itertools, re, sys
import torch
from rookworld_nb.evaluate import load_model, heldout_moves, complete
from rookworld_nb.tasks import format_p
torch.set_num_threads(1)
samples = heldout_moves()[:1000]
m, tok = load_model(sys.argv[1], device="cpu")
texts = complete(m, tok, [format_p(s).prompt for s in samples])
by = collections.defaultdict(lambda: [0, 0])
for t in texts:
    f = re.search(r"M:(.*?)E:(.*?)B:", t)
    if not f: continue
    mt, et = f.group(1).split(), f.group(2).split()
    run = max(len(list(g)) for _, g in itertools.groupby(et[:len(mt)])) if et else 0
    by[run][0] += 1
    by[run][1] += len(mt) != len(et)
for k in sorted(by):
    print("longest run of one value among the first |M| E: values", k, "answers", by[k][0], "miscounted", by[k][1])
