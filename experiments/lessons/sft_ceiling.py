"""The supervised ceiling of the move lesson: rookworld-tiny taught the engine's best move directly (cross-entropy on
its own greedy lead, held as it is, then the answer ' MOVE<|endoftext|>': the decision GRPO's branches learn; with
`--answer-only` the lead is not held and degrades, as in b01) at a pool's positions,
then judged greedy on the 2,080 held-out positions and on the first 500 taught ones, paired with rookworld-tiny.
If telling the model the best move at N positions does not change its choice among legal moves at unseen positions,
no reward on those positions will.

usage: python experiments/lessons/sft_ceiling.py OUT_JSON POOL_P_TXT [--n 13000] [--epochs 2] [--lr 1e-4] [--seed 0]
  (the pool's values.tsv.gz beside its p.txt; the base's held-out items cached by `curve.py eval` are reused)
"""
import argparse, json, random, time
from pathlib import Path
import torch
from rookworld_nb.branch import decision_leads
from rookworld_nb.data import read_lines
from rookworld_nb.evaluate import heldout_moves, p_accuracy, summarize
from rookworld_nb.model import load_policy, save_model
from curve import change, estimate_row  # the record's paired rows, one home (this folder is on the path as a script)
from rookworld_nb.tasks import PSample, format_p
from rookworld_nb.values import shipped_values, values_beside

METRICS = ("regret", "regret_legal", "good_move", "legal_best")


def judged(base: dict, res: dict) -> dict:
    "Each metric's estimate and its paired change from the base."
    out = {}
    for m in METRICS:
        e = summarize({"P": res})["P"][m]
        out[m] = {"value": estimate_row(e), "diff": change(base[m], res[m], m)}
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("pool")
    ap.add_argument("--n", type=int, default=13000)
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--lr", type=float, default=1e-4)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--answer-only", action="store_true", help="the loss on the answer alone (the lead not held)")
    ap.add_argument("--held", type=int, default=2080, help="held-out positions judged (fewer: a dry run)")
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    t0 = time.time()
    items = [s for s in read_lines(args.pool) if isinstance(s, PSample)][: args.n]
    policy, _, tok = load_policy("rookworld-tiny", device="cpu")
    eos = tok.eos_token_id
    with shipped_values(extra=values_beside([args.pool])) as store:
        best = [v.best for v in store.values([s.fen for s in items])]
        prompts = [format_p(s).prompt for s in items]
        policy.eval()
        leads = []
        for i in range(0, len(prompts), 64):
            leads += decision_leads(policy, tok, prompts[i:i + 64])
        t_leads = time.time() - t0
        Path("runs/exp").mkdir(parents=True, exist_ok=True)
        (Path("runs/exp") / (Path(args.out).stem + "_leads.json")).write_text(json.dumps(leads))
        rows = []  # (ids, index where the answer starts)
        for p, lead, move in zip(prompts, leads, best):
            if not lead:
                continue  # no B: in the greedy answer: nothing to teach after it
            prefix = [eos] + tok.encode(p) + tok.encode(lead)
            start = len(prefix) if args.answer_only else 1 + len(tok.encode(p))  # the loss from here on
            rows.append((prefix + tok.encode(" " + move) + [eos], start, len(prefix)))
        opt = torch.optim.AdamW(policy.parameters(), lr=args.lr, weight_decay=0.0)
        policy.train()
        losses = []
        for epoch in range(args.epochs):
            rng.shuffle(rows)
            for i in range(0, len(rows), args.batch):
                chunk = rows[i:i + args.batch]
                width = max(len(ids) for ids, _, _ in chunk)
                x = torch.full((len(chunk), width), eos)
                mask = torch.zeros(len(chunk), width)
                target = torch.full((len(chunk), width), -100)
                is_answer = torch.zeros(len(chunk), width, dtype=torch.bool)
                for r, (ids, start, answer) in enumerate(chunk):
                    x[r, :len(ids)] = torch.tensor(ids)
                    mask[r, :len(ids)] = 1
                    target[r, start - 1:len(ids) - 1] = torch.tensor(ids[start:])  # each token, predicted
                    is_answer[r, answer - 1:len(ids) - 1] = True
                logits = policy(input_ids=x, attention_mask=mask).logits
                nll = torch.nn.functional.cross_entropy(logits.transpose(1, 2), target, reduction="none")
                held = (target != -100) & ~is_answer  # the lead's tokens: its own greedy text, held
                loss = nll[is_answer].mean() + (nll[held].mean() if held.any() else 0.0)  # answer and lead weigh alike
                opt.zero_grad()
                loss.backward()
                opt.step()
                losses.append(loss.item())
        policy.eval()
        t_train = time.time() - t0 - t_leads
        save_model(policy, tok, Path("runs/exp") / Path(args.out).stem)  # the weights stay out of the repository
        cache = Path(__file__).parent / "curve" / "base_rookworld-tiny_items.json"
        held = heldout_moves()[: args.held]
        base_held = {m: v[: args.held] for m, v in json.loads(cache.read_text()).items()}
        base_policy = load_policy("rookworld-tiny", device="cpu")[0]
        taught = items[: min(500, args.held)]
        report = {"answer_only": args.answer_only, "n_positions": len(items), "taught": len(rows),
                  "epochs": args.epochs, "lr": args.lr,
                  "batch": args.batch, "seed": args.seed, "loss_first_50": sum(losses[:50]) / len(losses[:50]),
                  "loss_last_50": sum(losses[-50:]) / len(losses[-50:]),
                  "seconds_leads": round(t_leads), "seconds_train": round(t_train),
                  "heldout_2080": judged(base_held, p_accuracy(policy, tok, held, values=store, progress=False)),
                  "taught_500": judged(p_accuracy(base_policy, tok, taught, values=store, progress=False),
                                       p_accuracy(policy, tok, taught, values=store, progress=False))}
    report["seconds"] = round(time.time() - t0)
    Path(args.out).write_text(json.dumps(report, indent=1))
    print(json.dumps(report))


if __name__ == "__main__":
    main()
