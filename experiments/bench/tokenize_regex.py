"""Lines encoded a second by the chess tokenizer with its move expression as a trie (`tokens.trie_pattern`) and as the
plain alternation of every move, on the same lines, in turn; the same tokens asserted.

    python experiments/bench/tokenize_regex.py runs/base-data/p.txt runs/base-data/a.txt --lines 20000 --repeats 3
"""

import argparse, json, re, statistics, time
from tokenizers import Regex, pre_tokenizers
from rookworld_nb.bench import geo_ratio, ratio_text
from rookworld_nb.tokens import MAX_SPACES, TAGS, chess_tokenizer, uci_moves


def with_plain_moves(tok):
    "The same tokenizer with its move expression written as one alternation, longest first."
    moves = "|".join(sorted(map(re.escape, uci_moves()), key=len, reverse=True))
    pattern = rf"(?<![\w/])(?:{moves})(?![\w/])|" + "|".join(map(re.escape, TAGS)) + rf"| {{2,{MAX_SPACES}}}|[\s\S]"
    tok.backend_tokenizer.pre_tokenizer = pre_tokenizers.Sequence([
        pre_tokenizers.Split(Regex(pattern), behavior="isolated"),
        pre_tokenizers.Split(Regex("[a-h][1-8]"), behavior="isolated")])
    return tok


def lines_per_second(tok, lines: list[str]) -> tuple[float, list[list[int]]]:
    start = time.perf_counter()
    ids = [e.ids for e in tok.backend_tokenizer.encode_batch(lines, add_special_tokens=False)]
    return len(lines) / (time.perf_counter() - start), ids


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="+", help="RookWorld text files (P: and A: lines)")
    ap.add_argument("--lines", type=int, default=20000, help="lines taken from the start of each file")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", default="experiments/bench/tokenize_regex.json")
    a = ap.parse_args()
    lines = [l for f in a.data for l in open(f).read().splitlines()[: a.lines]]
    trie, plain = chess_tokenizer(squares=True), with_plain_moves(chess_tokenizer(squares=True))
    rows = []
    for r in range(a.repeats):
        (t_rate, t_ids), (p_rate, p_ids) = lines_per_second(trie, lines), lines_per_second(plain, lines)
        assert t_ids == p_ids, "the two expressions tokenized a line differently"
        rows.append(dict(repeat=r, trie=t_rate, plain=p_rate))
        print(f"repeat {r}: trie {t_rate:,.0f} lines/s, plain alternation {p_rate:,.0f} lines/s")
    ratio = geo_ratio([x["trie"] for x in rows], [x["plain"] for x in rows])
    print("trie / plain lines a second:", ratio_text(ratio, "repeats"))
    json.dump(dict(lines=len(lines), rows=rows, trie_over_plain=ratio, median_trie=statistics.median(
        x["trie"] for x in rows), median_plain=statistics.median(x["plain"] for x in rows)), open(a.out, "w"), indent=1)


if __name__ == "__main__":
    main()
