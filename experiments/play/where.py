"""Where do the model's self-play games end, and what share of the positions from play are those places?

Reads a run's rounds of games (`play/round_*.jsonl`, written by `--positions play`) and counts, over the positions
the policy answered: how many were in check, how many ended the game with an illegal answer, and the illegal share of
answers in check and out of it (Wilson intervals). No model is run: the records hold every answer.

    python experiments/play/where.py experiments/play/seed0/play
"""

import json, sys
from pathlib import Path
import chess
from rookworld_nb.stats import wilson


def per_game(rounds: list[list[dict]]) -> float:
    "The policy's answers a game over these rounds' games."
    games = [g for r in rounds for g in r]
    return round(sum(m["by"] == "policy" for g in games for m in g["moves"]) / len(games), 2)


def main(run_dir: str):
    rounds = [[json.loads(line) for line in f.read_text().splitlines()]
              for f in sorted(Path(run_dir, "play").glob("round_*.jsonl"))]
    games = [g for r in rounds for g in r]
    answers = [m for g in games for m in g["moves"] if m["by"] == "policy"]
    check = [m for m in answers if chess.Board(m["fen"]).is_check()]
    calm = [m for m in answers if not chess.Board(m["fen"]).is_check()]
    ends = [g["moves"][-1] for g in games if g["end"] == "illegal answer"]
    share = lambda xs, n: {k: round(v, 4) if isinstance(v, float) else v for k, v in vars(wilson(xs, n)).items()}
    out = {"games": len(games), "answers": len(answers),
           "in_check_share": share(len(check), len(answers)),
           "illegal_in_check": share(sum(not m["legal"] for m in check), len(check)),
           "illegal_out_of_check": share(sum(not m["legal"] for m in calm), len(calm)),
           "games_ended_illegal": share(len(ends), len(games)),
           "endings_in_check": share(sum(chess.Board(m["fen"]).is_check() for m in ends), len(ends)),
           "ending_positions_share": share(len(ends), len(answers)),
           # the training games' length as training goes: the policy's answers a game, first and last 5 rounds
           "answers_per_game_first5": per_game(rounds[:5]), "answers_per_game_last5": per_game(rounds[-5:])}
    print(json.dumps(out, indent=1))
    return out


if __name__ == "__main__":
    main(sys.argv[1])
