"""Sequence lengths of RookWorld text under each tokenizer: the shipped dataset's 5,763 P: and 5,763 A: lines, the prompt,
the answer and the whole line, each mean with its 95% interval; every line checked to decode back to itself.
usage: python experiments/base/tokens.py [--out experiments/base/tokens.json]"""
import json, sys
from rookworld_nb.data import shipped
from rookworld_nb.tokenizer import train_tokenizer
from rookworld_nb.stats import mean_ci
from rookworld_nb.tasks import format_a, format_p

lines = {"P": [format_p(s) for s in shipped("p")], "A": [format_a(s) for s in shipped("a")]}
rows = []
for kind in ("char", "chess", "chess_numbers", "chess_squares"):
    tok = train_tokenizer([str(l) for l in lines["P"][:500] + lines["A"][:500]], kind)
    row = {"tokenizer": kind, "vocabulary": len(tok)}
    for task, ls in lines.items():
        assert all(tok.decode(tok(str(l))["input_ids"]) == str(l) for l in ls), (kind, task)   # lossless
        for part in ("prompt", "completion"):
            e = mean_ci([len(tok(getattr(l, part))["input_ids"]) for l in ls])
            row[f"{task} {part}"] = [round(e.value, 1), round(e.lo, 1), round(e.hi, 1), e.n]
    rows.append(row)
    print(json.dumps(row), flush=True)
if "--out" in sys.argv:
    open(sys.argv[sys.argv.index("--out") + 1], "w").write(json.dumps(rows, indent=1) + "\n")
