"""What a greedy B: does in the standard positions where the side to move is in check: a legal move (a king move, a
capture of the checker, a block), or an illegal one — a king move onto an attacked square, another piece's move that
answers the check but is pinned, a move that leaves the check standing, or no move of its pieces at all. Each ARM a
model asked with plain or hinted prompts (`hint_eval.py`'s specs); shares with Wilson 95% intervals.
    python experiments/base/hint/evasions.py [--out FILE.json] NAME=MODEL:plain|hinted ...
"""

import argparse, json
from collections import Counter
from pathlib import Path
import chess
import torch
from make_hint import arm, arm_prompts
from rookworld_nb.evaluate import complete, heldout_moves, load_model
from rookworld_nb.stats import wilson
from rookworld_nb.tasks import format_p, parse_p

KINDS = ("legal: king move", "legal: captures the checker", "legal: blocks", "king onto an attacked square",
         "answers the check, but pinned", "does not answer the check", "not a move of its pieces")


def evasion_kind(fen: str, best: str | None) -> str:
    "Which of `KINDS` the answer `best` is in `fen`, a position where the side to move is in check."
    board = chess.Board(fen)
    try:
        move = chess.Move.from_uci(best or "")
    except ValueError:
        return KINDS[-1]
    if not board.is_pseudo_legal(move):
        return KINDS[-1]
    king = board.king(board.turn)
    if move.from_square == king:
        return KINDS[0] if board.is_legal(move) else KINDS[3]
    if board.is_legal(move):
        return KINDS[1] if move.to_square in board.checkers() else KINDS[2]
    after = board.copy(stack=False)
    after.push(move)
    after.turn = board.turn  # would the move have answered the check if the piece were free to leave?
    checkers_left = after.attackers(not board.turn, king) & ~chess.SquareSet.from_square(move.to_square)
    answered = not any(s in board.checkers() for s in checkers_left)
    return KINDS[4] if answered else KINDS[5]  # answered yet illegal: the piece is pinned to its king


def main(arms: list[str], out_file: Path | None):
    torch.set_num_threads(2)
    positions = [s for s in heldout_moves() if chess.Board(s.fen).is_check()]
    result = {"n": len(positions), "arms": {}}
    for spec in arms:
        name, model_name, style = arm(spec)
        model, tok = load_model(model_name, device="cpu")
        texts = complete(model, tok, arm_prompts(style, positions))
        kinds = Counter(evasion_kind(s.fen, parse_p(format_p(s).prompt, t).best) for s, t in zip(positions, texts))
        shares = {k: wilson(kinds[k], len(positions)) for k in KINDS}
        result["arms"][name] = {"spec": spec, **{k: [e.value, e.lo, e.hi, e.n] for k, e in shares.items()}}
        print(name, {k: f"{kinds[k]} ({100 * kinds[k] / len(positions):.1f}%)" for k in KINDS}, flush=True)
    if out_file:
        out_file.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("arms", nargs="+", help="NAME=MODEL:plain or NAME=MODEL:hinted")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    main(args.arms, args.out)
