"""Which of the sampler's and the learner's paths give the same log-probs on CUDA (issue 16): `python experiments/gpu/mismatch.py OUT.json`.

rookworld-tiny, device_checks' prompts (4 P: + 4 A:) x 8 completions, seed 0. For bf16 autocast and fp32 (TF32 matmuls), each sampler path
(`gpt2_decode` on a SharedPrefixKV; transformers' forward on a roomy cache) is scored by each learner path (the fused head `HeadLogprobs`
with its head padded to a multiple of 64 rows, as committed; the same unpadded; transformers' LM head, `fused=False`), and
|learner - sampler| over the completion tokens is summarised (max, 99.9th percentile, mean, share exactly equal).
"""
import json, sys, time, torch
from rookworld_nb.model import load_policy
from rookworld_nb.device import cuda_defaults
from rookworld_nb.sampling import sample
from rookworld_nb.logprobs import completion_logprobs, HeadLogprobs
from rookworld_nb.data import shipped
from rookworld_nb.tasks import format_p, format_a

def summary(d: torch.Tensor) -> dict:
    x = d.abs().double()
    return {"max": x.max().item(), "p999": x.quantile(0.999).item(), "mean": x.mean().item(), "equal": (x == 0).double().mean().item(), "n": x.numel()}

def main(out: str):
    cuda_defaults()
    res = {"gpu": torch.cuda.get_device_name(0), "torch": torch.__version__}
    ps = [format_p(x).prompt for x in shipped("p")[:4]] + [format_a(x).prompt for x in shipped("a")[:4]]
    defaults = HeadLogprobs.forward.__defaults__
    for amp in ("bf16", None):
        policy, ref, tok = load_policy("rookworld-tiny", device="cuda", amp=amp)
        for sp in (True, False):
            t = time.time(); b = sample(policy, tok, ps, k=8, seed=0, shared_prefix=sp); torch.cuda.synchronize()
            on = b.completion_mask.bool()
            for name, fused, pad in (("fused_pad64", True, 64), ("fused_unpadded", True, 1), ("transformers_head", False, 64)):
                HeadLogprobs.forward.__defaults__ = (True, pad)
                with torch.no_grad(): lp = completion_logprobs(policy, b, fused=fused)
                key = f"{amp or 'fp32'}/{'gpt2_decode' if sp else 'transformers'}/{name}"
                res[key] = summary((lp - b.logprobs)[on]); print(key, res[key], flush=True)
            HeadLogprobs.forward.__defaults__ = defaults
    open(out, "w").write(json.dumps(res, indent=1))

if __name__ == "__main__": main(sys.argv[1] if len(sys.argv) > 1 else "mismatch.json")
