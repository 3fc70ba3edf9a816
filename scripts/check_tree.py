"""Hold the tracked tree's binary files to the budget `experiments/FILES.md` states, each large one named with its use.

A clone is what every user downloads: a model, a data file or an optimizer state enters git only when a later session
resumes or re-judges from it, or it ships. `FILES.md` lists each binary file over 1 MB (a path or a glob) with what it
is for, and the budget of the tree's binary bytes (each distinct file counted once, as git stores it).

    python scripts/check_tree.py            # the committed tree (HEAD)
    python scripts/check_tree.py --rev REV  # another commit's tree
"""

import argparse, fnmatch, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "experiments" / "FILES.md"
LARGE = 1_000_000  # bytes: a binary file above this must be listed


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True).stdout


def tree(rev: str) -> dict[str, tuple[str, int]]:
    "Every tracked file of `rev`: path -> (blob hash, bytes)."
    out = {}
    for line in git("ls-tree", "-r", "-l", rev).splitlines():
        meta, path = line.split("\t", 1)
        _, kind, blob, size = meta.split()
        if kind == "blob":
            out[path] = (blob, int(size))
    return out


def binaries(rev: str, files: dict) -> dict[str, tuple[str, int]]:
    "The binary files of `rev` (git's own test: a NUL byte near the start)."
    text = {line.split(":", 1)[1] for line in git("grep", "-I", "--name-only", "-e", "", rev).splitlines()}
    return {p: v for p, v in files.items() if p not in text}


def read_list(path: Path) -> tuple[float, list[str]]:
    "(budget in MB, the listed paths and globs) from FILES.md."
    text = path.read_text()
    budget = re.search(r"^Budget: (\d+(?:\.\d+)?) MB", text, re.M)
    if not budget:
        raise SystemExit(f"check_tree: {path} states no 'Budget: N MB' line")
    rows = re.findall(r"^\| `([^`]+)` \|", text, re.M)
    return float(budget[1]), rows


def check(rev: str = "HEAD") -> tuple[list[str], str]:
    "(the problems of `rev`'s tree, one line each; a line of what it holds): no problems is within the budget."
    budget, rows = read_list(LIST)
    found = binaries(rev, tree(rev))
    named = lambda p: any(fnmatch.fnmatch(p, r) for r in rows)
    problems = [f"{p} ({size / 1e6:.1f} MB) is not in {LIST.name}: say what it is for, or leave it out of git"
                for p, (_, size) in sorted(found.items()) if (size > LARGE or p.endswith("state.pt")) and not named(p)]
    unique = sum({blob: size for blob, size in found.values()}.values()) / 1e6
    if unique > budget:
        problems.append(f"binary files: {unique:.1f} MB (each distinct file once) over the budget of {budget:g} MB")
    return problems, f"{len(found)} binary files, {unique:.1f} MB (each distinct file once), budget {budget:g} MB"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rev", default="HEAD", help="the commit whose tree is checked [default: HEAD]")
    a = ap.parse_args(argv)
    problems, held = check(a.rev)
    for line in problems:
        print(f"check_tree: {line}", file=sys.stderr)
    print(f"check_tree: {held}", file=sys.stderr if problems else sys.stdout)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
