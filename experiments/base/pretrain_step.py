"""The pretraining step's speed on the long run's own documents: eager or compiled, bf16 autocast or fp32, in turn.
usage: python experiments/base/pretrain_step.py CONFIG OUT.json [--steps 20] [--rounds 2]  (the run's docs.pt cached)"""
import argparse, json, statistics, time
from pathlib import Path
import torch
from transformers import GPT2LMHeadModel
from rookworld_nb.dataconfig import config_from_dict
from rookworld_nb.model import gpt2_config, fuse_gelu, disable_dropout
from rookworld_nb.pretrain import PretrainConfig, prepare_docs, doc_loss, doc_batch

VARIANTS = {"eager bf16": (False, "bf16"), "eager fp32": (False, None), "compiled bf16": (True, "bf16"),
            "compiled fp32": (True, None)}


def setup(cfg, tok, compiled):
    torch.manual_seed(cfg.seed)
    model = fuse_gelu(disable_dropout(GPT2LMHeadModel(gpt2_config(tok, cfg.n_layer, cfg.n_embd, cfg.n_head,
                                                                  cfg.n_positions))))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, betas=(0.9, 0.95))
    return (torch.compile(model, dynamic=True) if compiled else model), opt


def steps(model, opt, batches, amp):
    times = []
    for ids, w in batches:
        t = time.perf_counter()
        loss = doc_loss(model, ids, w, amp)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        times.append(time.perf_counter() - t)
    return times


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("out")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=2)
    a = ap.parse_args()
    cfg = config_from_dict(PretrainConfig, json.loads(Path(a.config).read_text()))
    torch.set_num_threads(cfg.threads or torch.get_num_threads())
    tok, docs, _ = prepare_docs(cfg, Path(cfg.out_dir))
    g = torch.Generator().manual_seed(1)
    batches = [doc_batch(docs, torch.randint(len(docs), (cfg.batch_size,), generator=g).tolist(), tok.eos_token_id,
                      cfg.prompt_loss_weight) for _ in range(a.warmup + a.steps)]
    res = {v: [] for v in VARIANTS}
    for r in range(a.rounds):
        for name, (compiled, amp) in VARIANTS.items():
            model, opt = setup(cfg, tok, compiled)
            t = time.perf_counter()
            steps(model, opt, batches[: a.warmup], amp)
            warm = time.perf_counter() - t
            ts = steps(model, opt, batches[a.warmup:], amp)
            res[name].append({"median_s": statistics.median(ts), "mean_s": statistics.mean(ts), "warmup_s": warm})
            print(f"round {r} {name}: {statistics.median(ts):.3f} s/step (median of {len(ts)}), warm-up {warm:.1f} s",
                  flush=True)
    summary = {"config": a.config, "threads": torch.get_num_threads(), "torch": torch.__version__,
               "steps": a.steps, "rounds": res}
    Path(a.out).write_text(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
