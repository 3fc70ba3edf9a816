"""The pretraining step's speed on the long run's own documents: eager or compiled, bf16 autocast or fp32, in turn.
usage: python experiments/base/pretrain_step.py CONFIG OUT.json [--steps 20] [--rounds 2]  (the run's docs.pt cached)
       python experiments/base/pretrain_step.py CONFIG OUT.json --vs CONFIG2 --variants "eager bf16"  (two in turn)
With --vs both runs time the same documents (the same indices: the runs share their data and its order)."""
import argparse, json, statistics, time
from pathlib import Path
import torch
from transformers import GPT2LMHeadModel
from rookworld_nb.dataconfig import config_from_dict
from rookworld_nb.model import gpt2_config, fuse_gelu, disable_dropout
from rookworld_nb.pretrain import PretrainConfig, doc_loss
from rookworld_nb.pretrain_docs import prepare_docs, doc_batch

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


def run_batches(config: str, n: int):
    "A run's config, tokenizer and n batches of its own encoded documents (indices drawn with seed 1)."
    cfg = config_from_dict(PretrainConfig, json.loads(Path(config).read_text()))
    tok, docs, _ = prepare_docs(cfg, Path(cfg.out_dir))
    g = torch.Generator().manual_seed(1)
    batches = [doc_batch(docs, torch.randint(len(docs), (cfg.batch_size,), generator=g).tolist(), tok.eos_token_id,
                         cfg.prompt_loss_weight) for _ in range(n)]
    return cfg, tok, batches


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("out")
    ap.add_argument("--vs", help="a second run's config, timed in turn with the first")
    ap.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated names of VARIANTS")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=2)
    a = ap.parse_args()
    names = a.variants.split(",")
    unknown = [v for v in names if v not in VARIANTS]
    if unknown:
        raise SystemExit(f"--variants: unknown {unknown}; known: {list(VARIANTS)}")
    runs = {c: run_batches(c, a.warmup + a.steps) for c in [a.config] + ([a.vs] if a.vs else [])}
    torch.set_num_threads(runs[a.config][0].threads or torch.get_num_threads())
    res = {f"{v} @ {c}": [] for c in runs for v in names}
    for r in range(a.rounds):
        for config, (cfg, tok, batches) in runs.items():
            for name in names:
                compiled, amp = VARIANTS[name]
                model, opt = setup(cfg, tok, compiled)
                t = time.perf_counter()
                steps(model, opt, batches[: a.warmup], amp)
                warm = time.perf_counter() - t
                ts = steps(model, opt, batches[a.warmup:], amp)
                tokens = sum(ids.numel() for ids, _ in batches[a.warmup:]) / len(ts)
                res[f"{name} @ {config}"].append({"median_s": statistics.median(ts), "mean_s": statistics.mean(ts),
                                                  "warmup_s": warm, "tokens_per_batch": tokens})
                print(f"round {r} {name} @ {config}: {statistics.median(ts):.3f} s/step (median of {len(ts)}), "
                      f"{tokens:.0f} padded tokens a batch, warm-up {warm:.1f} s", flush=True)
    summary = {"configs": list(runs), "threads": torch.get_num_threads(), "torch": torch.__version__,
               "steps": a.steps, "rounds": res}
    Path(a.out).write_text(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
