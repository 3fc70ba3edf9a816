"""The standard move set: the 640 standard held-out P: positions plus 8 from each of games 80-259 of the held-out
generator, valued at depth 10.

Usage: rookworld-generate --n-games 260 --seed 2024 --depth 8 --max-plies 120 --out GEN
       python experiments/lessons/make_heldout_moves.py GEN OUT
       (writes OUT/p.txt, OUT/new_p.txt, OUT/values.tsv.gz)"""
import json, sys, tempfile
from pathlib import Path
from rookworld_nb.evaluate import make_heldout, heldout
from rookworld_nb.data import to_line
from rookworld_nb.tasks import position_key
from rookworld_nb.values import value_data

gen, out = Path(sys.argv[1]), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
games = sorted((json.loads(l) for l in (gen / "games.jsonl").read_text().splitlines()), key=lambda g: g["game"])
later = Path(tempfile.mkdtemp()) / "games.jsonl"
later.write_text("".join(json.dumps(g) + "\n" for g in games[80:]))
drawn, _ = make_heldout(later, per_game=8, min_ply=10, seed=0)   # not in the shipped training data
kept = {position_key(s.fen) for s in heldout("p")}
new = []
for s in drawn:
    if position_key(s.fen) not in kept:
        kept.add(position_key(s.fen))
        new.append(s)
(out / "new_p.txt").write_text("".join(to_line(s) + "\n" for s in new))
(out / "p.txt").write_text("".join(to_line(s) + "\n" for s in heldout("p") + new))
value_data([out / "new_p.txt"], depth=10, workers=2, out=out / "values_new.tsv.gz")
print(f"{len(heldout('p'))} + {len(new)} positions in {out / 'p.txt'}")
