"""Does the environment's seeded level 0 choose as Stockfish's own level 0 does?

On the first N positions of the shipped P: data, each opponent picks a move: `env.StockfishOpponent` (Stockfish's skill
rule over its 4 best moves at depth 1, the random integers from a seeded generator) and Stockfish itself at `Skill
Level` 0 (its own clock-seeded rule), both with the environment's node limit. Each pick is ranked among Stockfish's
4 best at depth 1; the two opponents' shares of rank 1 (the depth-1 best move) are compared paired by position
(McNemar), and their mean centipawn loss against that best move (a paired t interval).

    python experiments/env/level0.py experiments/env/level0.json --n 300
"""

import argparse, json, random, sys
from pathlib import Path
import chess, chess.engine
from rookworld_nb.data import shipped
from rookworld_nb.datagen import open_engine
from rookworld_nb.env import EnvConfig, StockfishOpponent
from rookworld_nb.games import centipawns
from rookworld_nb.stats import paired, wilson


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--n", type=int, default=300)
    a = ap.parse_args(argv)
    cfg = EnvConfig(level=0)
    ours_engine, theirs, judge = open_engine(), open_engine(), open_engine()
    theirs.configure({"Skill Level": 0})
    ours = StockfishOpponent(cfg, ours_engine)
    rows = []
    for i, s in enumerate(shipped("p")[: a.n]):
        board = chess.Board(s.fen)
        if board.legal_moves.count() < 2:
            continue
        top = judge.analyse(board, chess.engine.Limit(depth=1, nodes=cfg.nodes), multipv=min(4, board.legal_moves.count()),
                            game=object())
        scores = {t["pv"][0].uci(): centipawns(t, board.turn) for t in top if t.get("pv")}
        best = max(scores.values())
        mine = ours.move(board, random.Random(i), object()).uci()
        own = theirs.play(board, chess.engine.Limit(nodes=cfg.nodes), game=object()).move.uci()
        loss = lambda m: best - scores[m] if m in scores else None  # outside the 4 best: not ranked
        rows.append({"fen": s.fen, "ours": mine, "stockfish": own, "ours_best": scores.get(mine) == best,
                     "stockfish_best": scores.get(own) == best, "ours_top4": mine in scores,
                     "stockfish_top4": own in scores, "ours_loss": loss(mine), "stockfish_loss": loss(own)})
    for e in (ours_engine, theirs, judge):
        e.quit()
    n = len(rows)
    share = lambda k: vars(wilson(sum(r[k] for r in rows), n))
    both = [r for r in rows if r["ours_loss"] is not None and r["stockfish_loss"] is not None]
    result = {"positions": n, "nodes": cfg.nodes,
              "best": {"ours": share("ours_best"), "stockfish": share("stockfish_best"),
                       "paired": (paired([r["stockfish_best"] for r in rows], [r["ours_best"] for r in rows], "prop"))},
              "top4": {"ours": share("ours_top4"), "stockfish": share("stockfish_top4")},
              "cp_loss_top4": {"n": len(both), "paired": (paired([float(min(r["stockfish_loss"], 1000)) for r in both],
                                                                     [float(min(r["ours_loss"], 1000)) for r in both], "mean"))},
              "rows": rows}
    a.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "rows"}, indent=1))


if __name__ == "__main__":
    sys.exit(main())
