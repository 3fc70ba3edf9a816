"""What kind of move an illegal greedy B: is: the first N standard positions answered greedily by each model; each
illegal B: sorted by python-chess into: no own piece on its from-square; a move that piece cannot make on an empty
board; blocked or onto an own piece (the rest of what is not pseudo-legal); pseudo-legal but leaving the king in
check, split by whether the side to move is in check. Shares of all positions, and of the position kinds, 95% intervals.
    python experiments/base/long/illegal_kinds.py [--n 2080] [--out FILE] MODEL ...   (writes illegal_kinds.json here)
"""

import argparse, json
from pathlib import Path
import chess
import torch
from rookworld_nb.evaluate import complete, heldout_moves, load_model
from rookworld_nb.model import resolve_settings
from rookworld_nb.stats import wilson
from rookworld_nb.tasks import format_p, parse_p

HERE = Path(__file__).parent
KINDS = ("legal", "unreadable", "no own piece", "not that piece's move", "blocked or onto own piece",
         "leaves king in check (was in check)", "leaves king in check (was not)")


def on_empty_board(board: chess.Board, move: chess.Move) -> bool:
    "Whether the piece on the from-square could make the move on a board holding only it (a pawn or king: always)."
    piece = board.piece_at(move.from_square)
    alone = chess.Board(None)
    alone.set_piece_at(move.from_square, piece)
    alone.turn = piece.color
    return any(m.from_square == move.from_square and m.to_square == move.to_square
               for m in alone.generate_pseudo_legal_moves()) or piece.piece_type in (chess.PAWN, chess.KING)


def kind_of(fen: str, best: str | None) -> str:
    "Which of `KINDS` the move `best` is in position `fen`."
    board = chess.Board(fen)
    try:
        move = chess.Move.from_uci(best or "")
    except ValueError:
        return "unreadable"
    if board.is_legal(move):
        return "legal"
    piece = board.piece_at(move.from_square)
    if piece is None or piece.color != board.turn:
        return "no own piece"
    if board.is_pseudo_legal(move):
        return "leaves king in check (was in check)" if board.is_check() else "leaves king in check (was not)"
    if not on_empty_board(board, move):
        return "not that piece's move"
    return "blocked or onto own piece"


def main(models: list[str], n: int, out_file: Path):
    torch.set_num_threads(2)
    positions = heldout_moves()[:n]
    in_check = [chess.Board(s.fen).is_check() for s in positions]
    result = {"n": len(positions), "positions in check": sum(in_check), "models": {}}
    for name in models:
        model, tok = load_model(name, device="cpu")
        greedy = resolve_settings(model, temperature=0, top_k=0, top_p=1.0, max_new_tokens=160)
        answers = complete(model, tok, [format_p(s).prompt for s in positions], settings=greedy, progress=True)
        kinds = [kind_of(s.fen, parse_p(format_p(s).prompt, a).best) for s, a in zip(positions, answers)]
        shares = {}
        for k in KINDS:
            e = wilson(sum(x == k for x in kinds), len(kinds))
            shares[k] = [round(e.value, 4), round(e.lo, 4), round(e.hi, 4)]
        for label, flag in (("legal when in check", True), ("legal when not in check", False)):
            picked = [x == "legal" for x, c in zip(kinds, in_check) if c == flag]
            e = wilson(sum(picked), len(picked))
            shares[label] = [round(e.value, 4), round(e.lo, 4), round(e.hi, 4), len(picked)]
        result["models"][name] = shares
        print(name, json.dumps(shares), flush=True)
    out_file.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+")
    ap.add_argument("--n", type=int, default=2080)
    ap.add_argument("--out", type=Path, default=HERE / "illegal_kinds.json")
    args = ap.parse_args()
    main(args.models, args.n, args.out)
