import sys, itertools, torch
sys.path.insert(0, '/tmp/t')  # old_sampling.py: `git show <commit before>:rookworld_nb/sampling.py`, imports absolute
torch.set_num_threads(1)
import old_sampling
from rookworld_nb.sampling import sample
from rookworld_nb.model import load_policy, SampleSettings
from rookworld_nb.data import shipped
from rookworld_nb.tasks import format_p, format_a
pol, _, tok = load_policy("rookworld-tiny")
prompts = [format_p(shipped("p")[7]).prompt, format_a(shipped("a")[9]).prompt, format_p(shipped("p")[20]).prompt]
sets = [None, {"P": SampleSettings(max_new_tokens=30, temperature=0.7, top_k=5), "A": SampleSettings(max_new_tokens=20, temperature=0)},
        {"P": SampleSettings(max_new_tokens=25, temperature=1.0, top_p=0.9), "A": SampleSettings(max_new_tokens=40, temperature=1.3)}]
n = 0
for st, seed, gf, sh, di, drop in itertools.product(sets, [3, [1, 2, 3]], [False, True], [True, False], [True, False], [0.25, 1.0]):
    kw = dict(k=4, settings=st, seed=seed, greedy_first=gf, shared_prefix=sh, distinct=di, drop_finished=drop)
    a, b = old_sampling.sample(pol, tok, prompts, **kw), sample(pol, tok, prompts, **kw)
    for f in ("completion_ids", "completion_mask", "logprobs", "temperatures", "finished", "group", "prompt_ids"):
        assert torch.equal(getattr(a, f), getattr(b, f)), (f, kw)
    assert a.texts == b.texts and a.tasks == b.tasks and a.prompts == b.prompts
    n += 1
print("identical in", n, "configurations")
