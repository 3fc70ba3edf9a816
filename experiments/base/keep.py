"""Keep a run's latest checkpoint in the record, and put it back, so a long run survives a new machine.

`runs/` lives in the work tree, which a session may get laid anew: a run's checkpoints are lost between sessions
unless they are committed. `save` copies what a resume needs (the latest checkpoint: weights, optimizer and
generators; `checkpoints/latest`, `config.json`, `metrics.jsonl`, and `tokenizer/` or `snapshots/` where the run has
them) into a folder of the record with a manifest of sha256 sums; `restore` copies it back after checking every sum.
A pretraining run's documents cache (`docs.pt`) is not kept: the run makes it again from the data files.

    python experiments/base/keep.py save runs/base/v5 experiments/base/kept/v5
    python experiments/base/keep.py restore experiments/base/kept/v5 runs/base/v5

A finished run needs no resume: `finish` drops a kept folder's checkpoints (optimizer state and its weights' copy)
and every snapshot but the last, keeping what re-judging and the record read (snapshot, config, metrics), and writes
the manifest anew; `restore` then gives a run that `rookworld-proof --judge` reads and no resume continues.

    python experiments/base/keep.py finish experiments/proof/llama/kept/seed_0
"""

import argparse, json, shutil, sys
from pathlib import Path
from rookworld_nb.runs import Run
from rookworld_nb.ckptfiles import sha256_file

MANIFEST = "manifest.json"


def step_of(ckpt: Path) -> int:
    "The step a checkpoint directory `step_N` holds."
    return int(ckpt.name[5:])


def kept_files(run: Path) -> tuple[int, list[Path]]:
    "(step, the files of `run` that resuming needs, relative to it): the latest checkpoint's and the run's own."
    ckpt = Run(run).checkpoint()  # the latest complete one (weights and state), as a resume picks it
    files = [p for p in ckpt.rglob("*") if p.is_file()]
    files += [p for p in (run / "tokenizer").rglob("*") if p.is_file()]  # a pretraining run's; a GRPO run has none
    files += [p for p in (run / "snapshots").rglob("*") if p.is_file()]  # a proof seed's snapshots (`rookworld-proof`)
    files += [run / "checkpoints" / "latest", run / "config.json", run / "metrics.jsonl"]
    return step_of(ckpt), sorted(p.relative_to(run) for p in files)


def copy_checked(src_root: Path, dst_root: Path, names: list[Path], sums: dict[str, str]):
    "Copy `names` from `src_root` to `dst_root`, each checked against its sum after the copy."
    for name in names:
        dst = dst_root / name
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src_root / name, dst)
        if sha256_file(dst) != sums[str(name)]:
            raise SystemExit(f"keep: {dst} differs from its sum after the copy")


def save(run: Path, dest: Path) -> dict:
    "Replace `dest` with the run's resumable state and its manifest."
    step, names = kept_files(run)
    sums = {str(n): sha256_file(run / n) for n in names}
    part = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(part, ignore_errors=True)
    copy_checked(run, part, names, sums)
    manifest = {"run": str(run), "step": step, "files": sums}
    (part / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    shutil.rmtree(dest, ignore_errors=True)
    part.rename(dest)
    return manifest


def restore(kept: Path, run: Path) -> dict:
    "Copy a kept state back into `run`; refuses a run that already holds a checkpoint at or past the kept one."
    manifest = json.loads((kept / MANIFEST).read_text())
    bad = [n for n, s in manifest["files"].items() if sha256_file(kept / n) != s]
    if bad:
        raise SystemExit(f"keep: {kept / bad[0]} does not match its manifest ({len(bad)} file(s) differ)")
    held = Run(run).latest_checkpoint() if (run / "checkpoints").is_dir() else None
    if held is not None and not manifest.get("finished") and step_of(held) >= manifest["step"]:
        raise SystemExit(f"keep: {run} already holds {held.name}, not older than the kept step")
    copy_checked(kept, run, [Path(n) for n in manifest["files"]], manifest["files"])
    return manifest


def visits_of(snapshot: str) -> int:
    "The visit count a snapshot directory `snapshots/visits_N/...` holds."
    return int(snapshot.split("/")[1][len("visits_"):])


def finish(kept: Path) -> dict:
    "Keep only what a finished run is re-judged from: the last snapshot, config and metrics (no checkpoint)."
    manifest = json.loads((kept / MANIFEST).read_text())
    snaps = [n for n in manifest["files"] if n.startswith("snapshots/")]
    last = max((visits_of(n) for n in snaps), default=None)
    keep = lambda n: not n.startswith("checkpoints/") and (not n.startswith("snapshots/") or visits_of(n) == last)
    for name in [n for n in manifest["files"] if not keep(n)]:
        (kept / name).unlink()
    for d in sorted((p for p in kept.rglob("*") if p.is_dir()), reverse=True):
        if not any(d.iterdir()):
            d.rmdir()
    manifest = {**manifest, "finished": True, "files": {n: s for n, s in manifest["files"].items() if keep(n)}}
    (kept / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("verb", choices=["save", "restore", "finish"])
    ap.add_argument("src", type=Path, help="save: the run directory; restore, finish: the kept folder")
    ap.add_argument("dst", type=Path, nargs="?", help="save: the kept folder; restore: the run directory")
    a = ap.parse_args(argv)
    if (a.dst is None) != (a.verb == "finish"):
        ap.error(f"{a.verb} takes {'one folder' if a.verb == 'finish' else 'two: SRC DST'}")
    if a.verb == "finish":
        a.dst, manifest = a.src, finish(a.src)
    else:
        manifest = save(a.src, a.dst) if a.verb == "save" else restore(a.src, a.dst)
    size = sum((a.dst / n).stat().st_size for n in manifest["files"]) / 2**20
    print(f"keep {a.verb}: step {manifest['step']}, {len(manifest['files'])} files, {size:.1f} MiB -> {a.dst}")


if __name__ == "__main__":
    sys.exit(main())
