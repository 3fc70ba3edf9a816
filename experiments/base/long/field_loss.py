"""Where the held-out loss goes: the first N standard P: lines read teacher-forced by each model, and the negative
log-likelihood (nats per line) of each field of the completion: the FEN's padding, M: (with its padding), E: (with its
padding) and B: (with the end of text). A token belongs to the field its first character is in. Each model is paired
with the first on the same lines (paired t); fields are comparable across tokenizers only as whole-field sums.
    python experiments/base/long/field_loss.py [--n 1000] [--out FILE] MODEL ...   (writes field_loss.json here)
"""

import argparse, json
from pathlib import Path
import torch
from rookworld_nb.evaluate import heldout_moves, load_model
from rookworld_nb.pretrain_docs import prompt_len
from rookworld_nb.stats import mean_ci, paired
from rookworld_nb.tasks import format_p
from rookworld_nb.tokenizer import doc_start

HERE = Path(__file__).parent
FIELDS = ("pad", "M", "E", "B")


def field_of(answer: str, char: int) -> str:
    "The completion field character `char` of `answer` (the line after its prompt) is in."
    for name, marker in (("B", "B: "), ("E", "E: "), ("M", "M: ")):
        if char >= answer.index(marker):
            return name
    return "pad"


@torch.no_grad()
def line_losses(model, tok, sample) -> dict:
    "Nats each completion field of one P: line costs the model, teacher-forced."
    line = format_p(sample)
    text = line.prompt + line.completion
    cut = prompt_len(text)  # as training cuts a line: prompt and answer tokenized apart
    prompt = tok(text[:cut], add_special_tokens=False)["input_ids"]
    answer = tok(text[cut:], add_special_tokens=False, return_offsets_mapping=True)
    ids = [doc_start(tok)] + prompt + answer["input_ids"] + [tok.eos_token_id]
    starts = [a for a, _ in answer["offset_mapping"]] + [len(text) - cut]
    logits = model(torch.tensor([ids])).logits[0, len(prompt) : -1].float()
    nll = torch.nn.functional.cross_entropy(logits, torch.tensor(ids[len(prompt) + 1 :]), reduction="none")
    out = dict.fromkeys(FIELDS, 0.0)
    for start, loss in zip(starts, nll.tolist()):
        out[field_of(text[cut:], start)] += loss
    return out


def main(models: list[str], n: int, out_file: Path):
    torch.set_num_threads(2)
    lines = heldout_moves()[:n]
    result, first = {"n": len(lines), "unit": "nats per line", "models": {}, "paired_with_first": {}}, None
    for name in models:
        model, tok = load_model(name, device="cpu")
        model.eval()
        rows = [line_losses(model, tok, s) for s in lines]
        cols = {f: [r[f] for r in rows] for f in FIELDS}
        cols["all"] = [sum(r.values()) for r in rows]
        result["models"][name] = {f: [round(e.value, 4), round(e.lo, 4), round(e.hi, 4)]
                                  for f, e in ((f, mean_ci(v)) for f, v in cols.items())}
        if first is None:
            first = cols
        else:
            result["paired_with_first"][name] = {
                f: {k: (round(v, 6) if isinstance(v, float) else v)
                    for k, v in paired(first[f], cols[f], "mean").items()}
                for f in cols}
        print(name, json.dumps(result["models"][name]), flush=True)
    out_file.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+")
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--out", type=Path, default=HERE / "field_loss.json")
    args = ap.parse_args()
    main(args.models, args.n, args.out)
