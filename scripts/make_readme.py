"""Build README.md from nbs/index.ipynb without Quarto: run the notebook (storing its outputs), then write
its cells as GitHub markdown. Hidden cells and nbdev directives are left out, as nbdev_readme would, and so are
markdown cells marked `<!-- site only -->` (long reference tables the docs site shows and the README links to)."""
import os, re, sys
from pathlib import Path
from execnb.nbio import read_nb, write_nb
from execnb.shell import CaptureShell

root = Path(__file__).resolve().parent.parent
nb_path = root / "nbs" / "index.ipynb"

def run(nb_path):
    "Execute the notebook in its own folder and save it with its outputs."
    nb = read_nb(nb_path); cwd = os.getcwd(); os.chdir(nb_path.parent)
    try:
        sh = CaptureShell(); sh.run_all(nb, exc_stop=True)
    finally: os.chdir(cwd)
    write_nb(nb, nb_path)
    return nb

def outputs_md(cell):
    out = []
    for o in cell.get("outputs", []):
        if o.get("output_type") == "stream": text = "".join(o.get("text", ""))
        elif "data" in o:
            d = o["data"]
            if "text/markdown" in d: out.append("".join(d["text/markdown"])); continue
            text = "".join(d.get("text/plain", ""))
        else: continue
        if text.strip(): out.append("    " + text.rstrip("\n").replace("\n", "\n    "))
    return "\n\n".join(out)

def to_markdown(nb):
    parts = []
    for c in nb.cells:
        src = c.source
        if re.search(r"^#\|\s*(hide|default_exp)", src, re.M): continue
        if c.cell_type == "markdown" and "<!-- site only -->" in src: continue
        src = "\n".join(l for l in src.splitlines() if not l.startswith("#|")).strip()
        if c.cell_type == "markdown": parts.append(src)
        elif c.cell_type == "code" and src:
            parts.append(f"```python\n{src}\n```")
            if (o := outputs_md(c)): parts.append(o)
    return "\n\n".join(parts) + "\n"

if __name__ == "__main__":
    nb = run(nb_path) if "--no-run" not in sys.argv else read_nb(nb_path)
    (root / "README.md").write_text(to_markdown(nb))
    print(f"wrote {root/'README.md'} from {nb_path}")
