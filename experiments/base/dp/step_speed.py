"""Wall seconds a pretraining step takes: one process with T threads, or N processes under torchrun (one thread each).

The Llama-style 4 x 256 with Muon on the real documents (read from RUN's cache), the product's own step
(`pretrain.train_step`: under torchrun each process takes its share of the batch, DDP averages the gradients).
Prints one JSON line (from the main process): processes, threads, seconds a step over the timed steps.
    python experiments/base/dp/step_speed.py RUN --threads 2
    torchrun --standalone --nproc_per_node 2 experiments/base/dp/step_speed.py RUN --threads 1
"""

import argparse, json, time
from pathlib import Path
import torch
from rookworld_nb.parallel import launched_size, start_group, join, leave
from rookworld_nb.pretrain import PretrainConfig, new_model, train_step, lr_at
from rookworld_nb.pretrain_docs import prepare_docs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run", type=Path)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument("--warmup", type=int, default=5)
    a = ap.parse_args(argv)
    torch.set_num_threads(a.threads)
    dev = torch.device("cpu")
    world = start_group(dev)
    data = json.loads((a.run / "config.json").read_text())["data"]
    cfg = PretrainConfig(data=data, arch="llama", optimizer="muon", lr=2e-3, amp="bf16", schedule="cosine", decay_steps=0,
                         max_steps=25000)
    tok, docs, _ = prepare_docs(cfg, a.run)  # the run's cache: no encoding
    model, opt = new_model(cfg, tok, dev)
    world.ddp = join(model).ddp
    g = torch.Generator().manual_seed(0)
    for step in range(a.warmup + a.steps):
        if step == a.warmup:
            t0 = time.perf_counter()
        for pg in opt.param_groups:
            pg["lr"] = lr_at(step, cfg)
        idx = torch.randint(len(docs), (cfg.batch_size,), generator=g).tolist()
        train_step(model, world, opt, docs, idx, tok.eos_token_id, cfg, "bf16")
    seconds = (time.perf_counter() - t0) / a.steps
    if world.main:
        print(json.dumps({"processes": launched_size(), "threads": a.threads, "s_per_step": round(seconds, 4),
                          "steps": a.steps}))
    leave(world)


if __name__ == "__main__":
    main()
