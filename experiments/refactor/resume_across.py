"""A run started by the code before the refactor (HEAD) resumes under the refactored code: same as uninterrupted."""
import json, subprocess, tempfile
from pathlib import Path
tmp = Path(tempfile.mkdtemp())
PY = "/work/main/.venv/bin/python"
COMMON = """
import torch, sys
from transformers import GPT2LMHeadModel
from rookworld_nb.model import gpt2_config, save_model, SampleSettings
from rookworld_nb.tokenizer import train_tokenizer
from rookworld_nb.config import TrainConfig
from rookworld_nb.train import train
from rookworld_nb.data import shipped
from rookworld_nb.tasks import format_p, format_a
from pathlib import Path
import rookworld_nb; print("code from", rookworld_nb.__file__)
tmp = Path(sys.argv[1])
if not (tmp / "rand").exists():
    lines = [str(format_p(s)) for s in shipped("p")[:200]] + [str(format_a(s)) for s in shipped("a")[:200]]
    tk = train_tokenizer(lines, "char"); torch.manual_seed(0)
    save_model(GPT2LMHeadModel(gpt2_config(tk, n_layer=2, n_embd=32, n_head=2, n_positions=320)), tk, tmp / "rand",
               {"P": SampleSettings(max_new_tokens=24), "A": SampleSettings(max_new_tokens=24)})
cfg = TrainConfig(model=str(tmp / "rand"), out_dir=str(tmp / sys.argv[2]), steps=4, prompts_per_step=4, k=4,
                  eval_prompts=8, eval_every=2, save_every=2)
"""
def run(src_dir, out, code):
    r = subprocess.run([PY, "-c", COMMON + code, str(tmp), out], cwd="/tmp",
                       env={"PYTHONPATH": src_dir, "OMP_NUM_THREADS": "1", "PATH": "/usr/bin:/bin:/usr/games"},
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-3000:]
    print(r.stdout.strip().splitlines()[0])
run("/tmp/t/old_repo", "across", "train(cfg, progress=False, stop_after=2)")          # started before the refactor
run("/work/main", "across", "train(cfg, resume=True, progress=False)")               # resumed after it
run("/work/main", "whole", "train(cfg, progress=False)")                              # uninterrupted, after it
def metrics(name):
    rows = [json.loads(l) for l in (tmp / name / "metrics.jsonl").read_text().splitlines()]
    return [{k: v for k, v in r.items() if not k.startswith(("time/", "memory/"))} for r in rows]
a, w = metrics("across"), metrics("whole")
assert len(a) == len(w) == 5, (len(a), len(w))
for x, y in zip(a, w):
    assert x.keys() == y.keys(), set(x) ^ set(y)
    bad = {k: (x[k], y[k]) for k in x if x[k] != y[k]}
    assert not bad, bad
from safetensors.torch import load_file
wa, ww = [load_file(next((tmp / n / "checkpoints").glob("step_000004/*.safetensors"))) for n in ("across", "whole")]
assert all((wa[k] == ww[k]).all() for k in wa)
print(f"resumed across the refactor = uninterrupted: {len(a)} records (steps 0-4, evaluations at 0, 2, 4) equal, "
      f"step-4 weights equal ({len(wa)} tensors)")
