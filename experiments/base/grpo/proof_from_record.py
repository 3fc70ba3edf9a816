"""GRPO's v5 proof (three seeds to 25,008 position-visits) read into `rookworld-proof`'s directory, and checked.

The record kept each seed's metrics and per-position results at every snapshot (`v5_sS.items.json.gz`, made by the
lab script the command replaced), the base's per-position results, and of the policies only seed 0's last
(`v5_s0_25008/`). This lays them out as a proof directory, summarizes it with the command's own code, and checks:

1. the command's numbers equal the record's (`seeds_v5_25008.json`: each seed's paired change, among legal moves, the
   legality split; the seeds' mean) to the record's rounding (4 decimals);
2. with `--rejudge`, seed 0's kept policy judged again by `rookworld-proof --judge` agrees with its kept items
   position by position (greedy decoding is one code path: equal to the kept 4 decimals).

    python experiments/base/grpo/proof_from_record.py runs/proof_v5 [--rejudge]

The summary, report and curve are copied to experiments/base/grpo/proof_v5/ (the judged items stay in the run).
"""
import argparse, gzip, json, shutil, subprocess, sys
from pathlib import Path
from rookworld_nb.config import TrainConfig
from rookworld_nb.dataconfig import config_from_dict, config_to_dict
from rookworld_nb.model import MODELS_DIR
from rookworld_nb.proof import Proof, ProofRule, judged_dir, read_judged, seed_config, start_proof, write_judged
from rookworld_nb.proofrun import write_outputs

HERE = Path(__file__).parent
VISITS = [2000, 5000, 10000, 15000, 20000, 25000]  # the record's snapshots
KEPT = ("regret", "regret_legal", "good_move", "legal_best")


def target_of(visits: int) -> int:
    "The snapshot's target visit count (a snapshot is taken at the step that first reaches it)."
    return max(v for v in VISITS if v <= visits)


def pool_data():
    "The recipe's training pool where grpo_v5.json names it (experiments/lessons/pool25k, unpacked once)."
    pool, kept = Path("runs/pools/pool25k"), HERE.parents[1] / "lessons" / "pool25k"
    if not (pool / "p.txt").exists():
        pool.mkdir(parents=True, exist_ok=True)
        with gzip.open(kept / "p.txt.gz", "rt") as f:
            (pool / "p.txt").write_text(f.read())
        shutil.copy2(kept / "values.tsv.gz", pool / "values.tsv.gz")


def same_weights(a: Path, b: Path) -> bool:
    "Whether two model directories hold the same weights, byte for byte."
    return (a / "model.safetensors").read_bytes() == (b / "model.safetensors").read_bytes()


def lay_out(out: Path, with_seed0_judged: bool = True) -> Proof:
    "The record as a proof directory: proof.json, each seed's config and metrics, the judged items, seed 0's policy."
    pool_data()
    # the record's base, v5 at 25,000 steps, ships as rookworld-tiny-v5: the proof names it so
    assert same_weights(HERE.parent / "v5_25000", Path(MODELS_DIR) / "rookworld-tiny-v5")
    recipe = config_from_dict(TrainConfig, {**json.loads((HERE.parent / "grpo_v5.json").read_text()),
                                            "out_dir": str(out), "model": "rookworld-tiny-v5"})
    proof = Proof(recipe, seeds=3, visits=VISITS, items="standard", rule=ProofRule())
    start_proof(out, proof)
    base = json.loads((HERE / "base_v5_25000_items.json").read_text())
    write_judged(judged_dir(out, "standard") / "base.json.gz", {"P": {m: base[m] for m in base}})
    for seed in range(3):
        run = out / "seeds" / str(seed)
        run.mkdir(parents=True, exist_ok=True)
        (run / "config.json").write_text(json.dumps(config_to_dict(seed_config(recipe, VISITS, seed, out)), indent=1))
        with gzip.open(HERE / f"v5_s{seed}_metrics.jsonl.gz", "rt") as f:
            (run / "metrics.jsonl").write_text(f.read())
        with gzip.open(HERE / f"v5_s{seed}.items.json.gz", "rt") as f:
            kept = json.load(f)
        for model in kept.values():
            path = judged_dir(out, "standard") / f"s{seed}_visits_{target_of(model['visits'])}.json.gz"
            if seed == 0 and model["visits"] == 25008 and not with_seed0_judged:
                continue
            write_judged(path, {"visits": model["visits"], "P": {m: model[m] for m in KEPT}})
    snap = out / "seeds" / "0" / "snapshots" / "visits_25000"
    if not snap.exists():
        shutil.copytree(HERE / "v5_s0_25008", snap)
    return proof


def close(a: float, b: float, eps: float) -> bool:
    return abs(a - b) <= eps


def check_against_record(s: dict) -> list[str]:
    "Where the command's summary and the record's seeds_v5_25008.json disagree (empty: they agree)."
    record, bad = json.loads((HERE / "seeds_v5_25008.json").read_text()), []
    for mine, theirs in zip(s["seeds"], record["seeds"]):
        pairs = [("main", "regret"), ("among_legal", "regret_legal")]
        for k, r in pairs:
            for f in ("diff", "lo", "hi"):
                if not close(mine[k][f], theirs[r][f], 1.5e-4):
                    bad.append(f"seed {mine['seed']} {k}.{f}: {mine[k][f]:.5f} vs {theirs[r][f]}")
            if mine[k]["n"] != theirs[r]["n"] or not close(mine[k]["p"], theirs[r]["p"], 0.02 * theirs[r]["p"] + 1e-3):
                bad.append(f"seed {mine['seed']} {k}: n {mine[k]['n']} vs {theirs[r]['n']}, p {mine[k]['p']:.3g} "
                           f"vs {theirs[r]['p']}")
        for part in ("both_legal", "made_legal", "made_illegal"):
            if mine["legality_split"][part]["positions"] != theirs["regret_parts"][part]["positions"]:
                bad.append(f"seed {mine['seed']} {part}: {mine['legality_split'][part]} vs {theirs['regret_parts'][part]}")
    pooled, theirs = s["pooled"], record["mean_of_seeds"]["regret"]
    for f in ("diff", "lo", "hi"):
        if not close(pooled[f], theirs[f], 1.5e-4):
            bad.append(f"pooled {f}: {pooled[f]:.5f} vs {theirs[f]}")
    return bad


def rejudge(out: Path) -> dict:
    "Seed 0's kept policy judged again by the command, against its kept items: the largest difference per metric."
    again = out.with_name(out.name + "_rejudge")
    shutil.rmtree(again, ignore_errors=True)
    lay_out(again, with_seed0_judged=False)
    subprocess.run([sys.executable, "-c", "from rookworld_nb.proofrun import main; main()", "--judge", str(again),
                    "--device", "cpu"], check=True)
    new = read_judged(judged_dir(again, "standard") / "s0_visits_25000.json.gz")["P"]
    kept = read_judged(judged_dir(out, "standard") / "s0_visits_25000.json.gz")["P"]
    worst = {}
    for m in KEPT:
        diffs = [abs((a if a is not None else -9) - (round(b, 4) if b is not None else -9)) for a, b in zip(kept[m], new[m])]
        worst[m] = {"largest": max(diffs), "differ": sum(d > 1e-9 for d in diffs), "n": len(diffs)}
    return worst


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", type=Path)
    ap.add_argument("--rejudge", action="store_true")
    args = ap.parse_args()
    lay_out(args.out)
    s = write_outputs(args.out)
    bad = check_against_record(s)
    result = {"verdict": s["verdict"], "agrees_with_record": not bad, "disagreements": bad}
    if args.rejudge:
        result["rejudge_seed0"] = rejudge(args.out)
    keep = HERE / "proof_v5"
    keep.mkdir(exist_ok=True)
    for name in ("summary.json", "report.md", "curve.png"):
        shutil.copy2(args.out / name, keep / name)
    (keep / "check.json").write_text(json.dumps(result, indent=1))
    print(json.dumps(result, indent=1))
