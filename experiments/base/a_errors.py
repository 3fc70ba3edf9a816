"""Where a model's A: answers go wrong, and whether it depends on how often the move was seen in training.

Each of the standard 640 A: transitions is decoded greedy; a wrong answer is put in one class: an unparsable FEN, the
board wrong only at the squares the move touches (its from and to squares, and the rook or the pawn a castling or an
en-passant capture moves), wrong there and elsewhere, wrong only elsewhere (a copying error), or the board right and a
field wrong. Then A: exact by how often the item's move was the move of an A: document in the training data (a
quarter of the items a bin): a model whose move is one token must learn each move's squares from that move's own
documents; a model reading characters shares the squares across moves.

    python experiments/base/a_errors.py rookworld-tiny runs/base/v3 --data runs/base-data/a.txt --out OUT.json
    python experiments/base/a_errors.py --legal OUT.json   # the same table over the legal moves only (the README's)
    python experiments/base/a_errors.py --pair A.json MODEL_A B.json MODEL_B   # B − A on the legal moves, paired
"""
import argparse, collections, json, sys

import chess, torch

from rookworld_nb.evaluate import complete, heldout, load_model
from rookworld_nb.stats import paired, wilson
from rookworld_nb.tasks import format_a


def touched_squares(fen: str, uci: str, new_fen: str) -> set:
    "The squares a move changes: from and to, and for castling or en passant every square whose piece changes."
    move = chess.Move.from_uci(uci)
    board = chess.Board(fen)
    squares = {move.from_square, move.to_square}
    if board.is_legal(move) and (board.is_castling(move) or board.is_en_passant(move)):
        after = chess.Board(new_fen)
        squares |= {sq for sq in chess.SQUARES if board.piece_at(sq) != after.piece_at(sq)}
    return squares


def error_class(a, answer: str) -> str:
    "The class of one A: answer (see the module's docstring)."
    pred = answer.split("+")[0].strip()
    if pred == a.new_fen:
        return "exact"
    try:
        pred_board = chess.Board(pred)
    except ValueError:
        return "unparsable FEN"
    true_board = chess.Board(a.new_fen)
    wrong = {sq for sq in chess.SQUARES if pred_board.piece_at(sq) != true_board.piece_at(sq)}
    touched = touched_squares(a.fen, a.move, a.new_fen) if len(a.move) >= 4 else set()
    if not wrong:
        return "board right, a field wrong"
    if wrong <= touched:
        return "board wrong only at the move's squares"
    return "board wrong at the move's squares and elsewhere" if wrong & touched else "board wrong only elsewhere"


def move_counts(path: str) -> collections.Counter:
    "How often each move is the move of an A: document (`A: fen+move+...`) in a training file."
    counts = collections.Counter()
    with open(path) as f:
        for line in f:
            if line.startswith("A: "):
                counts[line.split("+", 2)[1]] += 1
    return counts


def legal_exact(result: dict, model: str) -> list[tuple[int, float]]:
    "Per legal item: its bin of the move's training count, and whether the model's answer is exact."
    cuts = result["count_quartile_cuts"]
    bins = [sum(n >= c for c in cuts) for n in result["item_move_count"]]
    rows = zip(result["models"][model]["item_class"], bins, result["item_legal"])
    return [(b, float(c == "exact")) for c, b, ok in rows if ok]


def legal_table(path: str):
    "Exact by the move's training count over the legal moves only, from a stored result's per-item columns."
    result = json.load(open(path))
    for name in result["models"]:
        rows = legal_exact(result, name)
        cells = []
        for b in range(4):
            hits = [hit for bb, hit in rows if bb == b]
            est = wilson(int(sum(hits)), len(hits))
            cells.append(f"{est.value:.0%} [{est.lo:.0%}, {est.hi:.0%}] (n = {len(hits)})")
        print(name, " | ".join(cells))


def pair_table(path_a: str, model_a: str, path_b: str, model_b: str):
    "B − A, exact on the same legal items, by the move's training count: McNemar with Tango's interval."
    result_a, result_b = json.load(open(path_a)), json.load(open(path_b))
    for key in ("n", "count_quartile_cuts", "item_move_count", "item_legal"):
        if result_a[key] != result_b[key]:
            raise SystemExit(f"--pair: {path_a} and {path_b} differ in {key}: not the same items")
    rows_a, rows_b = legal_exact(result_a, model_a), legal_exact(result_b, model_b)
    for b in range(4):
        x = [hit for bb, hit in rows_a if bb == b]
        y = [hit for bb, hit in rows_b if bb == b]
        d = paired(x, y, "prop")
        print(f"bin {b}: {sum(x) / len(x):.0%} -> {sum(y) / len(y):.0%}, {d['diff'] * 100:+.1f} "
              f"[{d['lo'] * 100:+.1f}, {d['hi'] * 100:+.1f}], p = {d['p']:.2g} (n = {d['n']})")


def main():
    if sys.argv[1:2] == ["--legal"]:
        return legal_table(sys.argv[2])
    if sys.argv[1:2] == ["--pair"]:
        return pair_table(*sys.argv[2:6])
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+")
    ap.add_argument("--data", required=True, help="the training data's A: file, for the moves' counts")
    ap.add_argument("--n", type=int, default=640)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    samples = heldout("a")[: args.n]
    counts = move_counts(args.data)
    seen = [counts[a.move] for a in samples]
    edges = sorted(seen)
    cuts = [edges[len(edges) * q // 4] for q in (1, 2, 3)]  # quartiles of the items' move counts
    bins = [sum(s >= c for c in cuts) for s in seen]
    result = {"n": len(samples), "data": args.data, "count_quartile_cuts": cuts, "item_move_count": seen,
              "item_legal": [not a.truncated for a in samples], "models": {}}
    for name in args.models:
        model, tok = load_model(name, device="cpu")
        texts = complete(model, tok, [format_a(a).prompt for a in samples], batch=64)
        classes = [error_class(a, t) for a, t in zip(samples, texts)]
        share = {k: round(v / len(samples), 4) for k, v in collections.Counter(classes).most_common()}
        by_bin = []
        for b in range(4):
            hits = [c == "exact" for c, bb in zip(classes, bins) if bb == b]
            est = wilson(sum(hits), len(hits))
            by_bin.append({"bin": b, "n": len(hits), "exact": round(est.value, 4), "lo": round(est.lo, 4),
                           "hi": round(est.hi, 4)})
        result["models"][name] = {"classes": share, "exact_by_move_count": by_bin, "item_class": classes}
        print(name, json.dumps(result["models"][name]), file=sys.stderr)
    with open(args.out, "w") as f:
        json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
