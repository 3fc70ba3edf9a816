"""Models against Stockfish at skill level 0: the full suite's 50 games (25 seeded openings, both colours), paired.

Each model plays the same games (`games.both_colours(games.openings(25))`); the first model is the baseline, and every
later one is compared with it game by game (`evaluate.compare`). Writes games.json (per-game values, estimates, paired
differences). Stockfish's level-0 moves are drawn from a clock-seeded generator: games are not reproducible move
for move, the model's side is (greedy).
    python experiments/base/games/play.py rookworld-tiny [MODEL ...] --out experiments/base/games/games.json
"""

import argparse, dataclasses, json, time
from pathlib import Path
from rookworld_nb.evaluate import load_model, summarize, compare
from rookworld_nb.games import openings, both_colours, engine_games
from rookworld_nb.suites import SUITES


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+")
    ap.add_argument("--out", type=Path, default=Path("experiments/base/games/games.json"))
    a = ap.parse_args(argv)
    full = SUITES["full"]
    games = both_colours(openings(full["games"]))
    per_game, estimates, seconds = {}, {}, {}
    for name in a.models:
        model, tok = load_model(name, device="cpu")[:2]
        t0 = time.time()
        per_game[name] = engine_games(model, tok, games, full["game_plies"])
        seconds[name] = round(time.time() - t0, 1)
        estimates[name] = {m: dataclasses.asdict(e) for m, e in summarize({"games": per_game[name]})["games"].items()}
        print(name, {m: str(e) for m, e in summarize({"games": per_game[name]})["games"].items()}, f"{seconds[name]} s")
    first = a.models[0]
    paired = {n: compare({"games": per_game[first]}, {"games": per_game[n]})["games"] for n in a.models[1:]}
    out = {"games": games, "max_plies": full["game_plies"], "per_game": per_game, "estimates": estimates,
           "paired_with_first": paired, "seconds": seconds}
    a.out.write_text(json.dumps(out, indent=1, default=lambda x: dataclasses.asdict(x)) + "\n")


if __name__ == "__main__":
    main()
