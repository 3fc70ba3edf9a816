"""A deeper rookworld-tiny that starts as the same function: each of its blocks twice in a row (0 0 1 1 2 2 3 3), the
second copy's output projections (attention `o_proj`, MLP `down_proj`) zeroed so that it adds nothing to the residual
stream until trained. Written as a model directory (the shipped one's files, the config and weights replaced) that
`rookworld-pretrain --init` takes; its logits are checked equal to rookworld-tiny's on standard P: prompts.
    python experiments/base/deep/stack.py [--out runs/deep/init]
"""

import argparse, copy, json, shutil
from pathlib import Path
import torch
from rookworld_nb.evaluate import heldout_moves, load_model
from rookworld_nb.model import resolve_model
from rookworld_nb.tasks import format_p
from rookworld_nb.tokenizer import doc_start, encode_text


def stacked(model):
    "`model` with each block repeated once, the repeat's output projections zero (the same function)."
    deep = copy.deepcopy(model)
    blocks = []
    for block in deep.model.layers:  # already copies of the model's blocks
        again = copy.deepcopy(block)
        torch.nn.init.zeros_(again.self_attn.o_proj.weight)
        torch.nn.init.zeros_(again.mlp.down_proj.weight)
        blocks += [block, again]
    for i, block in enumerate(blocks):
        block.self_attn.layer_idx = i  # each block's place in the key-value cache
    deep.model.layers = torch.nn.ModuleList(blocks)
    deep.config.num_hidden_layers = len(blocks)
    if getattr(deep.config, "layer_types", None):  # one attention kind a block, as many as there are blocks
        deep.config.layer_types = [deep.config.layer_types[0]] * len(blocks)
    return deep


@torch.no_grad()
def same_logits(a, b, tok, n: int = 64) -> float:
    "The largest absolute difference of the two models' logits on `n` standard P: prompts."
    rows = [[doc_start(tok)] + encode_text(tok, format_p(s).prompt) for s in heldout_moves()[:n]]
    width = min(map(len, rows))
    ids = torch.tensor([r[:width] for r in rows])
    return float((a(input_ids=ids).logits - b(input_ids=ids).logits).abs().max())


def main(out: Path):
    model, tok = load_model("rookworld-tiny", device="cpu")
    deep = stacked(model)
    gap = same_logits(model, deep, tok)
    assert gap == 0.0, f"the stacked model's logits differ by {gap}"  # the same kernels on the same residual: exact
    src = Path(resolve_model("rookworld-tiny"))
    shutil.copytree(src, out, dirs_exist_ok=True)
    deep.save_pretrained(out, safe_serialization=True)
    pre = json.loads((out / "pretrain_config.json").read_text())
    pre["n_layer"] = deep.config.num_hidden_layers
    (out / "pretrain_config.json").write_text(json.dumps(pre, indent=1) + "\n")
    print(f"{out}: {deep.config.num_hidden_layers} blocks, {sum(p.numel() for p in deep.parameters()):,} parameters "
          f"(rookworld-tiny {sum(p.numel() for p in model.parameters()):,}); logits equal (largest gap {gap})")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("runs/deep/init"))
    main(ap.parse_args().out)
