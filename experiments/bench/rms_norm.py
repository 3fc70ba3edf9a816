"""Would torch's own RMSNorm make the Llama's learner pass cheaper? transformers' `LlamaRMSNorm` (its norm) against
`torch.nn.RMSNorm` with the same weight and eps, forward and backward over 128 × 104 rows of width 256 (one pass's
hidden states), in turn, fp32, torch's default threads, 20 repeats; the outputs checked equal first.
    python experiments/bench/rms_norm.py > experiments/bench/rms_norm_COMMIT.log
"""

import time
import torch
from transformers.models.llama.modeling_llama import LlamaRMSNorm
from rookworld_nb.bench import geo_ratio, ratio_text


def timed(norm, x: torch.Tensor) -> float:
    "Seconds of one forward and backward of `norm` at a fresh leaf copy of `x`."
    leaf = x.clone().requires_grad_()
    t0 = time.perf_counter()
    norm(leaf).sum().backward()
    return time.perf_counter() - t0


def main(repeats: int = 20, d: int = 256, rows: int = 128 * 104, eps: float = 1e-6):
    torch.manual_seed(0)
    x = torch.randn(rows, d)
    norms = {"transformers": LlamaRMSNorm(d, eps=eps), "torch": torch.nn.RMSNorm(d, eps=eps)}
    with torch.no_grad():
        norms["transformers"].weight.uniform_(0.5, 1.5)
        norms["torch"].weight.copy_(norms["transformers"].weight)
    # both compute x * rsqrt(mean(x²) + eps) * w in float32 on the same row: agreement to float32 rounding
    torch.testing.assert_close(norms["torch"](x), norms["transformers"](x), rtol=1e-6, atol=1e-6)
    times = {name: [] for name in norms}
    for norm in norms.values():  # warm-up
        timed(norm, x)
    for _ in range(repeats):
        for name, norm in norms.items():
            times[name].append(timed(norm, x))
    med = {k: sorted(v)[len(v) // 2] * 1e3 for k, v in times.items()}
    print(f"transformers {med['transformers']:.2f} ms, torch {med['torch']:.2f} ms a forward and backward; torch / "
          f"transformers = {ratio_text(geo_ratio(times['torch'], times['transformers']), 'repeats')}")


if __name__ == "__main__":
    main()
