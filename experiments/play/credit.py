"""Did the game's credit reach the training answers, and does it say anything about the move?

Reads a `--play.episode` run's training answers (`completions/`) and its rounds of games (`play/round_*.jsonl`),
recomputes each round's episode credit (`playdata.episode_credit`) and counts: the answers whose move a game played
at that position (they got w × A^E), the size of that A^E, and its rank correlation with the move's own regret score
(Stockfish's judgment of the move). No model is run.

    python experiments/play/credit.py experiments/play/seed0/play_episode > experiments/play/seed0/credit_episode.json
"""

import json, statistics, sys
from pathlib import Path
from scipy.stats import spearmanr
from rookworld_nb.config import TrainConfig
from rookworld_nb.dataconfig import config_from_dict
from rookworld_nb.playdata import episode_credit
from rookworld_nb.tasks import position_key
from rookworld_nb.stats import wilson


def main(run_dir: str) -> dict:
    run = Path(run_dir)
    cfg = config_from_dict(TrainConfig, json.loads((run / "config.json").read_text()))
    credit, rows, credited, regret = {}, 0, [], []
    for f in sorted((run / "completions").glob("step_*.jsonl")):
        rnd = (int(f.stem[5:]) - 1) // cfg.play.refresh  # step N (1-based) trained on the round of step N - 1
        if rnd not in credit:
            games = [json.loads(line) for line in (run / "play" / f"round_{rnd:05d}.jsonl").read_text().splitlines()]
            credit[rnd] = episode_credit(games, cfg.play)
        for line in f.read_text().splitlines():
            r = json.loads(line)
            if r["task"] != "P":
                continue
            rows += 1
            moves = credit[rnd].get(position_key(r["prompt"][3:].strip()), {})
            move = (r["completion"].split() or [None])[0]
            if move in moves:
                credited.append(moves[move])
                regret.append(float(r["P/regret"]))
    rho = spearmanr(credited, regret)
    out = {"answers": rows, "credited": vars(wilson(len(credited), rows)),
           "mean_abs_episode_advantage": round(statistics.mean(abs(a) for a in credited), 4),
           "spearman_with_regret_score": {"rho": round(float(rho.statistic), 4), "p": float(rho.pvalue),
                                          "n": len(credited)}}
    print(json.dumps(out, indent=1))
    return out


if __name__ == "__main__":
    main(sys.argv[1])
