"""How many of a rookworld-tiny GRPO batch's rows copy another row of their group: three batches of the benchmark's shape (4 P: + 4 A: prompts
from the training data's start, K = 8, <= 128 new tokens), with completion lengths and the learner's padded tokens per 16-row chunk.
`python experiments/bench/duplicate_rows_cpu.py`"""
import torch, time, tempfile
from rookworld_nb.bench import BenchCase, case_config, model_dir
from rookworld_nb.holdout import load_task_data
from rookworld_nb.step import PromptStream, collect
from rookworld_nb.logprobs import distinct_chunks
from rookworld_nb.model import load_policy, resolve_settings
import dataclasses
case = BenchCase()
cfg = case_config(case, model_dir("tiny", tempfile.mkdtemp()), tempfile.mkdtemp())
data = load_task_data(cfg.data, cfg.heldout_frac)
policy, ref, tok = load_policy(cfg.model, device="cpu")
settings = resolve_settings(policy, **dataclasses.asdict(cfg.sampling))
for step in range(3):
    items = [data["P"][i] for i in range(step*4, step*4+4)] + [data["A"][i] for i in range(step*4, step*4+4)]
    ro = collect(cfg, policy, ref, tok, items, settings, step)
    L = ro.mask.sum(1)
    pl = ro.batch.prompt_mask.sum(1)
    print("prompt lens", pl.view(-1,8)[:,0].tolist(), "Lp", ro.batch.prompt_ids.shape[1])
    print("completion lens per group", L.view(-1,8).tolist())
    chunks = [int(L[s:s+16].max()) for s in range(0,64,16)]
    print("chunk n", chunks, "padded tokens", sum(16*c for c in chunks), "real", int(L.sum()))
    srt = L.sort(descending=True).values
    chunks2 = [int(srt[s:s+16].max()) for s in range(0,64,16)]
    print("sorted chunk n", chunks2, sum(16*c for c in chunks2))
    b = ro.batch
    print("unique rows", len(distinct_chunks(b, len(b))[0][0]), "of", len(b), "per group", [len(set(b.texts[g*8:(g+1)*8])) for g in range(8)], "zero-std groups", ro.zero_std_groups)
