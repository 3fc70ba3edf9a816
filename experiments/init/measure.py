"""How many steps does `rookworld-pretrain --init` take to teach a model of another family the format?

A Qwen2 (4 x 128, its own byte-level BPE tokenizer, one step from its random start: a model that has never seen
RookWorld's format) is continued on the shipped P:/A: text with `--init`'s own defaults (`pretrain.init_recipe`) on
one thread; the model of every evaluation is judged greedy on the first N standard held-out positions: the share of
well-formed P: answers (`format_valid`) and of legal best moves, each with its Wilson 95% interval.

    python experiments/init/measure.py experiments/init/qwen2.json --steps 1000 --every 50 --n 200
"""

import argparse, json, shutil, sys, tempfile, time
from pathlib import Path
import rookworld_nb.pretrain as pretrain_module
from rookworld_nb.data import DATA_DIR
from rookworld_nb.evaluate import heldout_moves, p_accuracy
from rookworld_nb.model import load_policy
from rookworld_nb.pretraincli import pretrain_cli
from rookworld_nb.runs import Run
from rookworld_nb.stats import wilson


def untrained(d: Path, family: str) -> str:
    "A model of `family` with its own BPE tokenizer, one step from a random start: its directory."
    pretrain_cli(["--data", str(DATA_DIR / "p.txt"), "--out-dir", str(d / "untrained"), "--arch", family,
                  "--tokenizer", "bpe", "--n-layer", "4", "--n-embd", "128", "--n-head", "4", "--max-steps", "1",
                  "--warmup-steps", "0", "--decay-steps", "0", "--schedule", "cosine", "--optimizer", "adamw",
                  "--threads", "1", "--heldout", "50"])
    return str(d / "untrained" / "model")


def continue_with_snapshots(model: str, out: Path, steps: int, every: int) -> dict[int, Path]:
    "`rookworld-pretrain --init MODEL` with its defaults; a copy of the model at every evaluation: step -> dir."
    snaps, save = {}, pretrain_module.save_state

    def save_and_copy(run, step, model, tok, opt, gen, cfg):
        save(run, step, model, tok, opt, gen, cfg)
        snaps[step] = out / "snapshots" / f"step_{step:05d}"
        shutil.copytree(run.path / "model", snaps[step])

    pretrain_module.save_state = save_and_copy
    try:
        pretrain_cli(["--init", model, "--data", str(DATA_DIR / "p.txt"), "--data", str(DATA_DIR / "a.txt"),
                      "--out-dir", str(out / "run"), "--max-steps", str(steps), "--eval-every", str(every),
                      "--threads", "1"])
    finally:
        pretrain_module.save_state = save
    return snaps


def judge(snaps: dict[int, Path], run: Path, n: int) -> list[dict]:
    "Each snapshot's well-formed and legal-best shares on the first `n` standard positions, with the minutes to it."
    items, minutes = heldout_moves()[:n], {r["step"]: r for r in Run(run).metrics() if "step" in r}
    rows = []
    for step, d in sorted(snaps.items()):
        policy, _, tok = load_policy(str(d), device="cpu")
        cols = p_accuracy(policy, tok, items, progress=False)
        well, legal = wilson(sum(cols["format_valid"]), n), wilson(sum(cols["legal_best"]), n)
        rows.append({"step": step, "minutes": minutes[step]["minutes"], "cpu_minutes": minutes[step].get("cpu_minutes"),
                     "heldout_loss": minutes[step]["heldout_loss"],
                     "well_formed": [well.value, well.lo, well.hi], "legal_best": [legal.value, legal.lo, legal.hi]})
        print(f"step {step}: well-formed {well.value:.1%} [{well.lo:.1%}, {well.hi:.1%}], legal best "
              f"{legal.value:.1%}, {minutes[step]['minutes']} min", flush=True)
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path, help="the results file (JSON)")
    ap.add_argument("--family", default="qwen2")
    ap.add_argument("--steps", type=int, default=1000)
    ap.add_argument("--every", type=int, default=50)
    ap.add_argument("--n", type=int, default=200, help="standard held-out positions judged")
    a = ap.parse_args(argv)
    t0 = time.time()
    with tempfile.TemporaryDirectory() as d:
        model = untrained(Path(d), a.family)
        snaps = continue_with_snapshots(model, Path(d), a.steps, a.every)
        rows = judge(snaps, Path(d) / "run", a.n)
        config = json.loads((Path(d) / "run" / "config.json").read_text())
    recipe = {k: config[k] for k in ("optimizer", "lr", "schedule", "warmup_steps", "max_steps", "batch_size")}
    result = {"family": a.family, "shape": "4 x 128", "positions": a.n, "recipe": recipe, "rows": rows,
              "wall_minutes": round((time.time() - t0) / 60, 1)}
    a.out.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    sys.exit(main())
