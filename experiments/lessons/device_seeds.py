"""Issue 54, item 8: the recipe's seeds side by side on one GPU, each a `curve.py train` process, then each run packed
for the trip back (its config, metrics and summary, its snapshot at the last visit count reached, else its last
checkpoint's weights; no optimizer state), to be judged on the CPU with `curve.py eval` like the CPU runs.

Here, once (`.whl/` is git-ignored; the device machine has torch, transformers and accelerate, not these):
    cd .whl && pip download --no-deps --only-binary=:all: --python-version 3.12 --platform manylinux_2_28_x86_64 \
        datasets==5.2.0 dill==0.4.1 fastcore==1.14.5 multiprocess==0.70.19 rapidfuzz==3.14.6 trl==1.16.0 \
        && pip wheel --no-deps chess==1.11.2
On the device machine, from the repository root (carry `.whl` and the pool's folder, e.g. `runs/pools/pool25k`):
    python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PWD
    python3 experiments/lessons/device_seeds.py experiments/lessons/g01_gpu.json $OUT --seeds 0,1,2
A dry run on the CPU: the same with `--steps 2 --device cpu` (the config's steps and device replaced).
Back here: `tar xzf g01_s0.tgz -C runs/gpu`, then
`curve.py eval curve/g01.json rookworld-tiny runs/gpu/g01_s* --snapshots-only`.
"""
import argparse, io, json, subprocess, sys, tarfile, time
from pathlib import Path

HERE = Path(__file__).parent


def packed(run: Path, out: Path, per_step: int) -> Path:
    "One run as OUT/NAME.tgz: config, metrics, summary and one model: its latest weights, as snapshots/visits_N."
    snaps = sorted(run.glob("snapshots/visits_*"), key=lambda p: int(p.name.split("_")[1]))
    last_snap = json.loads((snaps[-1] / "visits.json").read_text())["step"] if snaps else -1
    latest = run / "checkpoints" / "latest"
    ckpt = run / "checkpoints" / latest.read_text().strip() if latest.exists() else None
    step = int(ckpt.name.split("_")[1]) if ckpt else -1
    path = out / f"{run.name}.tgz"
    with tarfile.open(path, "w:gz") as tar:
        for name in ("config.json", "metrics.jsonl", "summary.json"):
            if (run / name).exists():
                tar.add(run / name, arcname=f"{run.name}/{name}")
        if step > last_snap:  # stopped (max_minutes) past its last snapshot: the checkpoint's weights travel as one
            where = f"{run.name}/snapshots/visits_{step * per_step}"
            for f in ckpt.iterdir():
                if f.name != "state.pt":
                    tar.add(f, arcname=f"{where}/{f.name}")
            info = json.dumps({"visits": step * per_step, "step": step}).encode()
            member = tarfile.TarInfo(f"{where}/visits.json")
            member.size = len(info)
            tar.addfile(member, io.BytesIO(info))
        elif snaps:
            tar.add(snaps[-1], arcname=f"{run.name}/snapshots/{snaps[-1].name}")
    return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("out")
    ap.add_argument("--seeds", default="0,1,2")
    ap.add_argument("--visits", default="10000,25000", help="snapshot visit counts (the last one reached travels)")
    ap.add_argument("--runs", default="runs/gpu", help="where the runs are written on the device machine")
    ap.add_argument("--steps", type=int, default=0, help="replace the config's steps (a dry run)")
    ap.add_argument("--device", default="", help="replace the config's device (a dry run on the CPU)")
    args = ap.parse_args()
    out, runs = Path(args.out), Path(args.runs)
    out.mkdir(parents=True, exist_ok=True)
    runs.mkdir(parents=True, exist_ok=True)
    cfg = json.loads(Path(args.config).read_text())
    cfg.update({k: v for k, v in (("steps", args.steps), ("device", args.device)) if v})
    config = runs / Path(args.config).name
    config.write_text(json.dumps(cfg, indent=1))
    name = Path(args.config).stem.split("_")[0]
    t0, procs = time.time(), {}
    for s in [int(x) for x in args.seeds.split(",")]:
        run = runs / f"{name}_s{s}"
        log = open(out / f"{run.name}.log", "w")
        cmd = [sys.executable, str(HERE / "curve.py"), "train", str(config), str(run),
               "--seed", str(s), "--visits", args.visits]
        procs[run] = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    codes = {run.name: p.wait() for run, p in procs.items()}
    report = {"seconds": round(time.time() - t0, 1), "exit": codes, "config": cfg}
    try:
        import torch
        report["gpu"] = torch.cuda.get_device_name(0) if torch.cuda.is_available() else None
    except ImportError:
        pass
    per_step = round(cfg["prompts_per_step"] * cfg.get("p_share", 1.0))
    report["packed"] = {run.name: packed(run, out, per_step).stat().st_size for run in procs}
    (out / f"{name}_report.json").write_text(json.dumps(report, indent=1))
    print(json.dumps(report))


if __name__ == "__main__":
    main()
