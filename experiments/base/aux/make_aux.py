"""The data of the auxiliary-target probe: `../sort_m/make_data.py`'s lines (P: as published, A: unchanged) and, for a
random share of the P: positions, one more line that states a fact about the position as an answer after `M:` (so
that the pretraining loss weighs it as an answer, as a P: line's moves): ARM `attacks` — the pieces giving check, the
side to move's pinned pieces and the squares beside its king the opponent attacks; ARM `legal` — every legal move.
With --checks K the positions are not a random share but every position in check K times and as many others, drawn at
random (written to p_ARM_checks.txt).
    python experiments/base/aux/make_aux.py ARM [--share 0.5 | --checks 3] [--seed 0] [--dir runs/sort_m]
"""

import argparse, random
from pathlib import Path
import chess
from rookworld_nb.tasks import parse_p


def squares(bb) -> str:
    "The squares of a bitboard, in python-chess order, or '-' when none."
    return " ".join(chess.square_name(s) for s in chess.SquareSet(bb)) or "-"


def attacks_line(fen: str) -> str:
    "C: the position, then the checkers, the pinned pieces of the side to move and its king's attacked neighbours."
    board = chess.Board(fen)
    us, king = board.turn, board.king(board.turn)
    pinned = chess.SquareSet(board.occupied_co[us])
    pinned = [s for s in pinned if s != king and board.is_pinned(us, s)]
    near = [s for s in chess.SquareSet(chess.BB_KING_ATTACKS[king]) if board.is_attacked_by(not us, s)]
    return (f"C: {fen}  M: check {squares(board.checkers())} pin {squares(chess.SquareSet(pinned))}"
            f" near {squares(chess.SquareSet(near))}")


MAX_LEGAL = 55  # more legal moves than this make a line longer than rookworld-tiny's context (256 tokens)


def legal_line(fen: str) -> str | None:
    "L: the position, then every legal move (UCI, sorted); None past `MAX_LEGAL` moves."
    moves = sorted(m.uci() for m in chess.Board(fen).legal_moves)
    return f"L: {fen}  M: {' '.join(moves) or '-'}" if len(moves) <= MAX_LEGAL else None


AUX = {"attacks": attacks_line, "legal": legal_line}


def in_check(line: str) -> bool:
    "Whether the side to move is in check in a P: line's position."
    return chess.Board(parse_p(line).fen).is_check()


def main(arm: str, share: float, checks: int, seed: int, folder: Path, out: Path):
    p_lines = (folder / "p_shuffled.txt").read_text().splitlines()
    rng = random.Random(seed)
    if checks:
        checked = [l for l in p_lines if in_check(l)]
        others = [l for l in p_lines if not in_check(l)]
        chosen = checked * checks + rng.sample(others, len(checked) * checks)
    else:
        chosen = rng.sample(p_lines, int(share * len(p_lines)))
    aux = [a for a in (AUX[arm](parse_p(l).fen) for l in chosen) if a is not None]
    lines = p_lines + aux
    rng.shuffle(lines)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"p_{arm}{'_checks' if checks else ''}.txt").write_text("\n".join(lines) + "\n")
    n_check = sum(map(in_check, chosen))
    longest = max(len(l) for l in aux)
    print(f"{len(p_lines):,} P: lines + {len(aux):,} {arm} lines ({len(chosen) - len(aux)} too long) "
          f"({n_check:,} in check; longest {longest} characters)")
    print("\n".join(aux[:3]))


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("arm", choices=sorted(AUX))
    ap.add_argument("--share", type=float, default=0.5)
    ap.add_argument("--checks", type=int, default=0, help="each position in check this many times, as many others")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--dir", type=Path, default=Path("runs/sort_m"))
    ap.add_argument("--out", type=Path, default=Path("runs/aux"))
    args = ap.parse_args()
    main(args.arm, args.share, args.checks, args.seed, args.dir, args.out)
