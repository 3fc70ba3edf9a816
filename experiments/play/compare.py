"""Do positions from play teach rookworld-tiny to play longer than the dataset's positions, on the same budget?

Arms of the default recipe (`make run`'s settings, one seed): `--positions play` (the policy's own self-play games,
`04i_playdata`), the same with half its play prompts where games were lost (`--play.ends 0.5`: `play_ends`),
`--positions data`, and the game's credit (issue 101 part 3): 8 openings a round, 4 games each, without
(`--play.group 4`: `play_group`) and with the episode level (`--play.group 4 --play.episode 1`: `play_episode`). Each arm's last checkpoint and the base are judged on self-play at RookWorld's
settings (top-k 5, temperature 0.6; legal half-moves before the first illegal answer, `puzzles.self_play`) from the
same starts as the full suite's (the initial position and standard-set positions, none of which trains), and on the
standard move set's positions (legal best move, regret among legal moves), each paired with the base item by item.
Re-run the same command to continue after a stop (each arm resumes from its checkpoint).

    python experiments/play/compare.py experiments/play/seed0 --steps 200 --seed 0 --games 128 --positions 2080 \\
        --arms play,data,play_ends
    python experiments/play/compare.py experiments/play/seed0 --steps 200 --seed 0 --games 128 --positions 2080 \
        --arms play_group,play_episode
"""

import argparse, json, time
from pathlib import Path
import chess
from rookworld_nb.config import TrainConfig
from rookworld_nb.train import train
from rookworld_nb.runs import Run
from rookworld_nb.model import load_policy
from rookworld_nb.evaluate import heldout_moves, p_accuracy
from rookworld_nb.puzzles import self_play
from rookworld_nb.values import shipped_values
from rookworld_nb.stats import paired
from rookworld_nb.playdata import PlaySettings

ARMS = {  # arm -> the recipe's settings that make it
    "data": {"positions": "data"},
    "play": {"positions": "play"},
    "play_ends": {"positions": "play", "play": PlaySettings(ends=0.5)},  # half the play prompts where games were lost
    "play_group": {"positions": "play", "play": PlaySettings(group=4)},  # 8 openings x 4 games a round, no game credit
    "play_episode": {"positions": "play", "play": PlaySettings(group=4, episode=1.0)},  # the same, with the game's credit
}
# (arm, its control): what play adds to the data; the ends; the groups of 4 games an opening; the game's credit
PAIRS = (("play", "data"), ("play_ends", "data"), ("play_group", "play"), ("play_episode", "play_group"))


def judge(model: str, starts: list[str], items: list, seed: int) -> dict:
    "Per-item self-play legal half-moves and P: results of one model."
    policy, _, tok = load_policy(model, device="cpu")
    games = self_play(policy, tok, starts, max_plies=100, seed=seed, progress=False)
    with shipped_values() as values:
        p = p_accuracy(policy, tok, items, values=values, progress=False)
    return {"legal_plies": games["legal_plies"], "legal_best": p["legal_best"], "regret": p["regret"]}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--games", type=int, default=128)
    ap.add_argument("--positions", type=int, default=2080)
    ap.add_argument("--arms", default="play,data")
    a = ap.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    held = heldout_moves()
    starts = [chess.STARTING_FEN] * (a.games // 2) + [s.fen for s in held[: a.games - a.games // 2]]
    items = held[: a.positions]
    cost = {}
    for arm in a.arms.split(","):
        t0 = time.time()
        cfg = TrainConfig(out_dir=str(a.out / arm), steps=a.steps, seed=a.seed, report_to=[], eval_prompts=0,
                          **ARMS[arm])
        summary = train(cfg, resume=True, progress=False)
        cost[arm] = {"minutes_this_start": round((time.time() - t0) / 60, 2), "summary": summary}
    judged_file = a.out / "judged.json"
    judged = json.loads(judged_file.read_text()) if judged_file.exists() else {}
    models = {"base": "rookworld-tiny"} | {arm: str(Run(a.out / arm).latest_checkpoint()) for arm in a.arms.split(",")}
    for name, model in models.items():
        if name not in judged:
            mine = judge(model, starts, items, a.seed)
            # another start judging other arms beside this one may have written the file since: theirs are kept
            judged = {**(json.loads(judged_file.read_text()) if judged_file.exists() else {}), name: mine}
            judged_file.write_text(json.dumps(judged) + "\n")
    old = json.loads((a.out / "result.json").read_text()) if (a.out / "result.json").exists() else {}
    cost = {**old.get("cost", {}), **cost}  # the arms run by earlier starts keep their cost
    result = {"steps": a.steps, "seed": a.seed, "games": len(starts), "positions": len(items), "cost": cost}
    for name in judged:
        if name == "base":
            continue
        result[name] = {
            "self_play_legal_plies": paired(judged["base"]["legal_plies"], judged[name]["legal_plies"], "mean"),
            "legal_best": paired(judged["base"]["legal_best"], judged[name]["legal_best"], "prop"),
            "regret": paired(judged["base"]["regret"], judged[name]["regret"], "mean"),
        }
    for arm, control in PAIRS:
        if arm in judged and control in judged:
            result[f"{arm}_vs_{control}"] = {
                "self_play_legal_plies": paired(judged[control]["legal_plies"], judged[arm]["legal_plies"], "mean"),
                "legal_best": paired(judged[control]["legal_best"], judged[arm]["legal_best"], "prop"),
            }
    (a.out / "result.json").write_text(json.dumps(result, indent=1, default=str) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "cost"}, indent=1, default=str))


if __name__ == "__main__":
    main()
