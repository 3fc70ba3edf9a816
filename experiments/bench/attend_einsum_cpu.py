"""The sampler's attention over each row's own tokens: einsum vs matmul on the cache's first t places (64 rows, 8 heads, 32 wide, room 128), microseconds per call.
`python experiments/bench/attend_einsum_cpu.py` (2 cores, nothing else running)."""
import torch, time
torch.manual_seed(0)
n, H, D, room = 64, 8, 32, 128
ck = torch.randn(n, H, room, D); q = torch.randn(n, H, D); w = torch.randn(n, H, 128)
def bench(f, reps=300):
    for _ in range(20): f()
    t = time.perf_counter()
    for _ in range(reps): f()
    return (time.perf_counter() - t) / reps * 1e6
for t in (16, 64, 127):
    c = ck[:, :, :t+1]; ww = w[..., :t+1]
    a = bench(lambda: torch.einsum("nhd,nhtd->nht", q, c))
    b = bench(lambda: (c @ q[..., None]).squeeze(-1))
    a2 = bench(lambda: torch.einsum("nht,nhtd->nhd", ww, c))
    b2 = bench(lambda: (ww[:, :, None, :] @ c).squeeze(-2))
    assert torch.allclose(torch.einsum("nhd,nhtd->nht", q, c), (c @ q[..., None]).squeeze(-1), atol=1e-4)
    assert torch.allclose(torch.einsum("nht,nhtd->nhd", ww, c), (ww[:, :, None, :] @ c).squeeze(-2), atol=1e-4)
    print(t, f"scores einsum {a:.0f} us, matmul {b:.0f} us | values einsum {a2:.0f} us, matmul {b2:.0f} us")
