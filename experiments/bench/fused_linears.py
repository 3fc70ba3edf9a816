"""What fusing the Llama's q/k/v and gate/up products would save the learner: one block's separate linears against one
fused linear each (the same weights stacked), forward and backward over 128 × 104 rows of width 256, in turn, fp32,
torch's default threads, 20 repeats; the outputs checked equal to float32 rounding (the same sums, another blocking).
    python experiments/bench/fused_linears.py > experiments/bench/fused_linears_COMMIT.log
"""

import time
import torch
from rookworld_nb.bench import geo_ratio, ratio_text


def timed(fn, x: torch.Tensor) -> float:
    "Seconds of one forward and backward of `fn` at `x`."
    t0 = time.perf_counter()
    out = fn(x)
    sum(o.sum() for o in out).backward()
    return time.perf_counter() - t0


def main(repeats: int = 20, d: int = 256, mlp: int = 704, rows: int = 128 * 104):
    torch.manual_seed(0)
    x = torch.randn(rows, d, requires_grad=True)
    for name, widths in (("q, k, v", [d, d, d]), ("gate, up", [mlp, mlp])):
        ws = [torch.randn(w, d, requires_grad=True) for w in widths]
        fused = torch.cat([w.detach() for w in ws]).requires_grad_()

        def separate(x):
            return [x @ w.t() for w in ws]

        def one(x):
            return list((x @ fused.t()).split(widths, -1))

        for a, b in zip(separate(x), one(x)):  # the same products; float32 sums of 256 terms agree to ~1e-4 relative
            torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-4)
        times = {"separate": [], "fused": []}
        for fn in (separate, one):  # warm-up
            timed(fn, x)
        for _ in range(repeats):
            times["separate"].append(timed(separate, x))
            times["fused"].append(timed(one, x))
        med = {k: sorted(v)[len(v) // 2] * 1e3 for k, v in times.items()}
        print(f"{name}: separate {med['separate']:.1f} ms, fused {med['fused']:.1f} ms a forward and backward; fused / "
              f"separate = {ratio_text(geo_ratio(times['fused'], times['separate']), 'repeats')}")


if __name__ == "__main__":
    main()
