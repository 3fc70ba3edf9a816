"""Build the docs site offline, without Quarto: `make docs` -> _site/.

1. Copy the notebooks and run them (execnb, as nbdev_test does; `eval: false` and `slow` cells are skipped),
   so plots and tables are in the pages.
2. Process them with nbdev (`proc_nbs`: directives, hidden cells, `show_doc` API entries for every export),
   exactly as `nbdev_docs` does before handing them to Quarto.
3. Render with mkdocs + mkdocs-material + mkdocs-jupyter: a sidebar in notebook order, search, code and outputs.
"""
import os, re, shutil, subprocess, sys
from pathlib import Path
from execnb.nbio import read_nb, write_nb
from execnb.shell import CaptureShell

root = Path(__file__).resolve().parent.parent
build = root / "_docs_build"
SKIP = re.compile(r"^#\|\s*(eval:\s*false|slow)\s*$", re.M)

def title_of(nb_path: Path) -> str:
    for c in read_nb(nb_path).cells:
        if c.cell_type == "markdown":
            m = re.search(r"^#\s+(.+)$", c.source, re.M)
            if m: return m.group(1).strip()
    return nb_path.stem

def execute(src: Path, dst: Path):
    "Run a notebook's cells in its folder (skipping eval:false and slow cells) and save it with outputs."
    nb = read_nb(src)
    cwd = os.getcwd(); os.chdir(dst.parent)
    try:
        sh = CaptureShell()
        for c in nb.cells:
            if c.cell_type != "code" or SKIP.search(c.source): continue
            sh.cell(c)
            if sh.exc: raise RuntimeError(f"{src.name}: a cell failed while building the docs:\n{c.source[:300]}\n{sh.exc!r}")
    finally: os.chdir(cwd)
    write_nb(nb, dst)

def main():
    reuse = "--reuse" in sys.argv and (build / "nbs").exists()   # re-render without re-running the notebooks
    ex = build / "nbs"
    if not reuse:
        shutil.rmtree(build, ignore_errors=True); ex.mkdir(parents=True)
        for p in sorted(p for p in (root / "nbs").glob("*.ipynb") if not p.name.startswith("_")):
            print(f"running {p.name}", flush=True)
            execute(p, ex / p.name)
    shutil.rmtree(build / "docs", ignore_errors=True)
    # nbdev's processing, as nbdev_docs does it (it writes to <repo>/_proc)
    from nbdev.serve import proc_nbs
    shutil.rmtree(root / "_proc", ignore_errors=True)
    os.chdir(root)
    cache = proc_nbs(str(ex), n_workers=1, force=True)
    docs = build / "docs"; docs.mkdir()
    nav = []
    for p in sorted(cache.glob("*.ipynb")):
        tidy(p, docs / p.name)
        nav.append((title_of(root / "nbs" / p.name) if (root / "nbs" / p.name).exists() else p.stem, p.name))
    index = [n for n in nav if n[1] == "index.ipynb"]
    nav = index + [n for n in nav if n[1] != "index.ipynb"]
    for extra in ("_quarto.yml", "sidebar.yml", "nbdev.yml", "styles.css"): (docs / extra).unlink(missing_ok=True)
    (docs / "extra.css").write_text(".jp-InputPrompt, .jp-OutputPrompt { display: none !important; }\n")
    yml = ["site_name: rookworld_nb", "extra_css: [extra.css]", "site_description: A notebook-first research workbench for fine-tuning RookWorld-LM with GRPO",
           "docs_dir: docs", f"site_dir: {root / '_site'}", "use_directory_urls: false",
           "theme:", "  name: material", "  features: [navigation.sections, search.highlight, content.code.copy]",
           "plugins:", "  - search", "  - mkdocs-jupyter:", "      execute: false", "      include_source: true", "      ignore_h1_titles: false", "      remove_tag_config:", "        remove_input_tags: [hide_code]",
           "markdown_extensions: [tables, admonition, toc]", "nav:"]
    yml += [f"  - {json_str(t)}: {f}" for t, f in nav]
    (build / "mkdocs.yml").write_text("\n".join(yml) + "\n")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(build / "mkdocs.yml")], check=True)
    print(f"site written to {root / '_site'} ({len(nav)} pages); serve it with: python -m http.server -d _site 8000")

def tidy(src: Path, dst: Path):
    "Adapt a Quarto-bound processed notebook to mkdocs-jupyter: front matter as a lead paragraph, directives removed, echo:false cells' code hidden."
    import yaml
    nb = read_nb(src)
    cells = []
    for c in nb.cells:
        if c.cell_type == "raw" and c.source.lstrip().startswith("---"):
            fm = yaml.safe_load(c.source.strip().strip("-")) or {}
            if fm.get("description"): cells.append(dict(cell_type="markdown", metadata={}, source=f"*{fm['description']}*"))
            continue
        if c.cell_type == "code":
            lines = c.source.splitlines()
            hidden = any(re.match(r"#\|\s*echo:\s*false", l) for l in lines)
            c["source"] = "\n".join(l for l in lines if not l.startswith("#|")).strip()
            if hidden: c.setdefault("metadata", {})["tags"] = ["hide_code"]
            if not c["source"] and not c.get("outputs"): continue
        cells.append(c)
    nb["cells"] = cells
    write_nb(nb, dst)

def json_str(s): import json; return json.dumps(s)

if __name__ == "__main__": main()
