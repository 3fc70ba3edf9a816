"""Run every cell of each notebook given (slow cells too, `#| eval: false` not), going on past a failure, and print
each failing cell: its index, the error and its first line. The dry run of `ship_dry_run.md`.
    cd nbs && python ../experiments/base/long/allcells.py *.ipynb
"""

import os, sys, time
from pathlib import Path
from execnb.shell import CaptureShell
from fastcore.xtras import working_directory
from nbdev.frontmatter import FrontmatterProc
from nbdev.process import NBProcessor


def skipped(cell) -> bool:
    "Markdown, and code marked `#| eval: false`."
    if cell.cell_type != "code":
        return True
    directives = getattr(cell, "directives_", {}) or {}
    return directives.get("eval:", [""])[0].lower() == "false"


def failing_cells(fn: Path) -> list[tuple]:
    "(index, error name, error text, first line) of each cell of notebook `fn` that raised."
    nb = NBProcessor(fn, procs=FrontmatterProc, process=True).nb
    shell = CaptureShell(fn)
    with working_directory(fn.parent):
        shell.run_all(nb, exc_stop=False, preproc=skipped)
    return [(i, o.get("ename"), (o.get("evalue") or "")[:160].replace("\n", " "), c.source.splitlines()[0][:90])
            for i, c in enumerate(nb.cells) for o in (c.get("outputs") or []) if o.get("output_type") == "error"]


if __name__ == "__main__":
    os.environ["IN_TEST"] = "1"
    for name in sys.argv[1:]:
        start = time.time()
        bad = failing_cells(Path(name))
        print(f"== {name}: {len(bad)} failing cells ({time.time() - start:.0f} s)", flush=True)
        for i, ename, evalue, first in bad:
            print(f"   cell {i} {ename} | {evalue} | {first}", flush=True)
    os._exit(0)  # a notebook's leftover threads do not hold the process open
