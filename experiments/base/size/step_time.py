"""CPU seconds a pretraining step takes at two Llama-style sizes (one thread, bf16 autocast, Muon, the real documents).

Sets the larger arm's steps so that both arms train for equal CPU time.
    python experiments/base/size/step_time.py runs/base/lr-llama-muon-4e-3 4x256 6x336
"""

import json, sys, time
from pathlib import Path
import torch
from rookworld_nb.pretrain import PretrainConfig, new_model, doc_loss
from rookworld_nb.pretrain_docs import prepare_docs, doc_batch


def step_seconds(run: Path, n_layer: int, n_embd: int, steps: int = 30) -> tuple[float, int]:
    "(CPU seconds a step, parameters) of a new Llama-style model of this shape on `run`'s documents."
    cfg = PretrainConfig(data=json.loads((run / "config.json").read_text())["data"], arch="llama", optimizer="muon",
                         n_layer=n_layer, n_embd=n_embd, lr=2e-3)
    tok, docs, _ = prepare_docs(cfg, run)
    model, opt = new_model(cfg, tok, torch.device("cpu"))
    g = torch.Generator().manual_seed(0)
    for i in range(steps + 5):
        if i == 5:  # the first steps warm the allocator and kernels
            t0 = time.process_time()
        idx = torch.randint(len(docs), (cfg.batch_size,), generator=g).tolist()
        loss = doc_loss(model, *doc_batch(docs, idx, tok.eos_token_id, cfg.prompt_loss_weight), "bf16")
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
    return (time.process_time() - t0) / steps, sum(p.numel() for p in model.parameters())


if __name__ == "__main__":
    torch.set_num_threads(1)
    run = Path(sys.argv[1])
    for shape in sys.argv[2:]:
        n_layer, n_embd = map(int, shape.split("x"))
        s, n = step_seconds(run, n_layer, n_embd)
        print(json.dumps({"shape": shape, "params": n, "cpu_s_per_step": round(s, 3)}))
