"""How many decoding steps prompt-lookup speculative decoding could save on rookworld-tiny (12_bench, "A fifth pair, and two levers weighed").

Samples four of the benchmark-shaped batches (4 P: + 4 A: prompts x 8 rows, the shipped data, seeds 0-3) and counts, for each row, the
steps a drafter needs that guesses up to d tokens from the latest earlier match of the row's last 3, 2 or 1 tokens in its own text
(prompt + tokens so far), if every guess equal to the sampled token were accepted (an upper bound on what speculation saves).
Run: .venv/bin/python experiments/bench/spec_steps.py   (about a minute on 2 cores; prints one line per batch and guess length)
"""
import statistics
from rookworld_nb.model import load_policy
from rookworld_nb.sampling import sample
from rookworld_nb.data import shipped, prompt_and_target
pol, ref, tok = load_policy("rookworld-tiny", device="cpu")
P = [prompt_and_target(s)[0] for s in shipped("p")[:16]]
A = [prompt_and_target(s)[0] for s in shipped("a")[:16]]
def steps_needed(ctx, comp, d):
    # prompt lookup: the latest earlier occurrence of the last 3 (else 2, else 1) tokens proposes the d tokens after it
    seq = list(ctx); i = 0; steps = 0
    while i < len(comp):
        steps += 1
        prop = []
        for nn in (3, 2, 1):
            if len(seq) < nn: continue
            key = seq[-nn:]
            for j in range(len(seq) - nn - 1, -1, -1):
                if seq[j:j+nn] == key: prop = seq[j+nn:j+nn+d]; break
            if prop: break
        acc = 0
        while acc < len(prop) and i + acc < len(comp) and prop[acc] == comp[i + acc]: acc += 1
        take = acc + 1
        seq += comp[i:i+take]; i += take
    return steps
for b in range(4):   # the loop runs as long as the longest row: "loop steps"
    prompts = P[4*b:4*b+4] + A[4*b:4*b+4]
    sb = sample(pol, tok, prompts, k=8, seed=b)
    L = sb.completion_mask.sum(1).tolist()
    for d in (1, 4, 8):
        st = []
        for r in range(len(sb)):
            comp = sb.completion_ids[r][:L[r]].tolist()
            ctx = sb.prompt_ids[r][sb.prompt_mask[r].bool()].tolist()
            st.append(steps_needed(ctx, comp, d) if d > 1 else L[r])
        print(b, d, "loop steps", max(st), "P mean", statistics.mean(st[:32]), "A mean", statistics.mean(st[32:]), "maxP", max(st[:32]), "maxA", max(st[32:]))
