"""Our sampler's tokens/s on a Llama against a GPT-2 of the same shape (issue 83, part 3), on the CPU, one run.

Random models of each family at 4 x 128 and 4 x 256 (04_families; the Llama's SwiGLU MLP holds GPT-2's MLP
parameters), the same BPE tokenizer and prompts (4 P: + 4 A: prompts x 4 rows, 64 new tokens, fp32); each repeat times
GPT-2 on the shared-prefix cache, the Llama on it (`llama_step`) and the Llama on transformers' forward (the path it
took before), in turn. Prints one JSON line a run, then the geometric-mean ratios with 95% intervals (paired by repeat).
    python experiments/bench/llama_step.py --repeats 15 > experiments/bench/llama_step_COMMIT.jsonl
"""

import argparse, json, math, time
import torch
from rookworld_nb.data import shipped
from rookworld_nb.tasks import format_p, format_a
from rookworld_nb.tokenizer import train_tokenizer
from rookworld_nb.model import SampleSettings, gpt2_config
from rookworld_nb.families import family_config, random_model
from rookworld_nb.sampling import sample
from rookworld_nb.stats import paired


def tokens_per_s(model, tok, prompts, shared: bool, new: int = 64) -> float:
    "Completion tokens a second of one `sample` call (rows run to `new` tokens unless one ends)."
    st = {t: SampleSettings(max_new_tokens=new) for t in "PA"}
    t0 = time.perf_counter()
    b = sample(model, tok, prompts, 4, st, seed=0, shared_prefix=shared)
    return float(b.completion_mask.sum()) / (time.perf_counter() - t0)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    a = ap.parse_args(argv)
    texts = [str(format_p(s)) for s in shipped("p")[:300]] + [str(format_a(s)) for s in shipped("a")[:300]]
    tok = train_tokenizer(texts, "bpe", 1024)
    prompts = [format_p(s).prompt for s in shipped("p")[:4]] + [format_a(s).prompt for s in shipped("a")[:4]]
    runs = {}
    for width in (128, 256):
        gpt2 = random_model(gpt2_config(tok, n_layer=4, n_embd=width, n_head=4))
        llama = random_model(family_config("llama", tok, n_layer=4, n_embd=width, n_head=4))
        arms = {"gpt2 shared": (gpt2, True), "llama shared": (llama, True), "llama transformers": (llama, False)}
        for m, shared in arms.values():  # warm-up: kernels, the allocator
            tokens_per_s(m, tok, prompts[:2], shared, new=8)
        for rep in range(a.repeats):
            for name, (m, shared) in arms.items():
                tps = tokens_per_s(m, tok, prompts, shared)
                runs.setdefault((width, name), []).append(tps)
                print(json.dumps({"shape": f"4x{width}", "arm": name, "repeat": rep, "tok_per_s": round(tps)}))
        for a_name, b_name in (("gpt2 shared", "llama shared"), ("llama transformers", "llama shared")):
            d = paired([math.log(x) for x in runs[width, a_name]], [math.log(x) for x in runs[width, b_name]], "mean")
            print(json.dumps({"shape": f"4x{width}", "ratio": f"{b_name} / {a_name}", "value": round(math.exp(d["diff"]), 3),
                              "lo": round(math.exp(d["lo"]), 3), "hi": round(math.exp(d["hi"]), 3), "p": d["p"]}))


if __name__ == "__main__":
    torch.set_num_threads(2)
    main()
