"""Build the docs site offline, without Quarto: `make docs` -> _site/ (`make docs-full` rebuilds everything).

1. Copy the notebooks and run them (execnb, as nbdev_test does; `eval: false` and `slow` cells are skipped),
   so plots and tables are in the pages. Incremental: a notebook whose cells did not change since its last
   run reuses that executed copy (`--full` runs them all again; `--reuse` runs none). `make test` keeps the
   copies it runs (scripts/test_notebooks.py), so after it the build runs nothing again.
2. Process them with nbdev (`proc_nbs`: directives, hidden cells, `show_doc` API entries for every export),
   exactly as `nbdev_docs` does before handing them to Quarto.
3. Tidy what Quarto would have handled or what a reader should not see: API entries re-rendered from the
   installed modules (field comments become a parameter table), Quarto link attributes removed, links to our
   own pages made local, test statements and stderr (warnings, progress bars) removed, images copied.
4. Render with mkdocs + mkdocs-material + mkdocs-jupyter: a sidebar in notebook order, search, code and outputs.
"""
import ast, dataclasses, hashlib, importlib, json, os, re, shutil, subprocess, sys
from pathlib import Path
from execnb.nbio import read_nb, write_nb
from execnb.shell import CaptureShell

root = Path(__file__).resolve().parent.parent
build = root / "_docs_build"
SKIP = re.compile(r"^#\|\s*(eval:\s*false|slow)\s*$", re.M)
NOT_IN_SITE = {"10_browser.ipynb"}   # the browser tests: part of `make test`, not a page for users
TEST_CALL = re.compile(r"^(test_\w*|assert_\w*)$")

def title_of(nb_path: Path) -> str:
    for c in read_nb(nb_path).cells:
        if c.cell_type == "markdown":
            m = re.search(r"^#\s+(.+)$", c.source, re.M)
            if m: return m.group(1).strip().replace("`", "")   # plain text: it is the sidebar's entry
    return nb_path.stem

def source_hash(p: Path) -> str:
    "A hash of a notebook's cell types and sources (outputs and metadata do not count)."
    cells = [(c.cell_type, c.source) for c in read_nb(p).cells]
    return hashlib.sha256(json.dumps(cells).encode()).hexdigest()

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

def stamp_of(copy: Path) -> Path:
    "The file beside an executed copy that holds the hash of the sources it was run from."
    return copy.with_suffix(".src")

def keep_executed(src: Path, executed) -> Path:
    "Save a notebook run elsewhere (`make test`) as its executed copy, the outputs of cells the docs skip left out."
    nb, ran = read_nb(src), {c.get("id"): c for c in executed.cells}
    for c in nb.cells:
        if c.cell_type != "code" or SKIP.search(c.source): continue
        if c.get("id") in ran: c["outputs"] = ran[c.get("id")].get("outputs", [])
    ex = build / "nbs"
    ex.mkdir(parents=True, exist_ok=True)
    tmp = ex / f".{src.name}.{os.getpid()}"
    write_nb(nb, tmp)
    os.replace(tmp, ex / src.name)
    stamp_of(ex / src.name).write_text(source_hash(src))
    return ex / src.name

def run_notebooks(full: bool, reuse: bool):
    "Execute the notebooks into _docs_build/nbs, reusing each executed copy whose sources did not change."
    ex = build / "nbs"
    ex.mkdir(parents=True, exist_ok=True)
    nbs = sorted(p for p in (root / "nbs").glob("*.ipynb") if not p.name.startswith("_") and p.name not in NOT_IN_SITE)
    hashes = {p: source_hash(p) for p in nbs}   # each notebook read once
    kept = lambda p: (ex / p.name).exists() and stamp_of(ex / p.name).exists()
    fresh = lambda p: kept(p) and stamp_of(ex / p.name).read_text() == hashes[p]
    todo = [p for p in nbs if full or not (fresh(p) or reuse and kept(p))]
    print(f"{len(nbs)} notebooks: {len(todo)} to run ({', '.join(p.name for p in todo) or 'none'}), "
          f"{len(nbs) - len(todo)} unchanged"
          + (" — running them takes minutes (about 15 for all on a 2-core machine)" if todo else ""), flush=True)
    for p in nbs:
        if p not in todo:
            print(f"{'unchanged' if fresh(p) else 'reused (stale)'} {p.name}", flush=True)
            continue
        print(f"running {p.name}", flush=True)
        stamp_of(ex / p.name).unlink(missing_ok=True)   # an interrupted run leaves no stamp: the next build runs it again
        execute(p, ex / p.name)
        stamp_of(ex / p.name).write_text(hashes[p])
    names = {p.name for p in nbs}
    for stale in [q for q in ex.glob("*.ipynb") if q.name not in names]:
        stale.unlink()
        stamp_of(stale).unlink(missing_ok=True)
    return ex

def main():
    full, reuse = "--full" in sys.argv, "--reuse" in sys.argv
    ex = run_notebooks(full, reuse)
    shutil.rmtree(build / "docs", ignore_errors=True)
    # nbdev's processing, as nbdev_docs does it (it writes to <repo>/_proc)
    from nbdev.serve import proc_nbs
    shutil.rmtree(root / "_proc", ignore_errors=True)
    os.chdir(root)
    cache = proc_nbs(str(ex), n_workers=1, force=True)
    docs = build / "docs"; docs.mkdir()
    # our pages on the doc host are named by module (nbdev's API links) or by notebook without its number (Quarto's page names)
    nb_paths = list((root / "nbs").glob("*.ipynb"))
    pages = {re.sub(r"^\d+[a-z]?_", "", p.stem): p.stem + ".html" for p in nb_paths}
    pages.update({mod: p.stem + ".html" for p in nb_paths if (mod := default_exp(p))})
    host = doc_host_pattern()
    nav = []
    for p in sorted(cache.glob("*.ipynb")):
        if p.name in NOT_IN_SITE: continue
        tidy(p, docs / p.name, pages, host, default_exp(root / "nbs" / p.name))
        nav.append((title_of(root / "nbs" / p.name) if (root / "nbs" / p.name).exists() else p.stem, p.name))
    index = [n for n in nav if n[1] == "index.ipynb"]
    nav = index + [n for n in nav if n[1] != "index.ipynb"]
    for extra in ("_quarto.yml", "sidebar.yml", "nbdev.yml", "styles.css"): (docs / extra).unlink(missing_ok=True)
    if (root / "nbs" / "images").exists(): shutil.copytree(root / "nbs" / "images", docs / "images")
    (docs / "extra.css").write_text(CSS)
    js = add_mathjax(docs)
    yml = ["site_name: rookworld_nb", "extra_css: [extra.css]", f"extra_javascript: [{', '.join(js)}]", "site_description: A notebook-first research workbench for fine-tuning RookWorld-LM with GRPO",
           "docs_dir: docs", f"site_dir: {root / '_site'}", "use_directory_urls: false",
           "theme:", "  name: material", "  features: [navigation.sections, search.highlight, content.code.copy]",
           "plugins:", "  - search", "  - mkdocs-jupyter:", "      execute: false", "      include_source: true", "      ignore_h1_titles: false", "      remove_tag_config:", "        remove_input_tags: [hide_code]",
           "markdown_extensions: [tables, admonition, toc]", "nav:"]
    yml += [f"  - {json.dumps(t)}: {f}" for t, f in nav]
    (build / "mkdocs.yml").write_text("\n".join(yml) + "\n")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(build / "mkdocs.yml")], check=True)
    print(f"site written to {root / '_site'} ({len(nav)} pages); serve it with: python -m http.server -d _site 8000")

# Long code lines and outputs wrap instead of widening the page; wide tables scroll inside their own box.
CSS = """.jp-InputPrompt, .jp-OutputPrompt { display: none !important; }
.jp-OutputArea-output pre, .jp-RenderedText pre { white-space: pre-wrap; word-break: break-word; }
.highlight pre, .jp-InputArea pre { white-space: pre-wrap; word-break: break-word; }
.jp-RenderedHTMLCommon table, .md-typeset table:not([class]) { display: block; overflow-x: auto; max-width: 100%; }
.jp-OutputArea-output img { max-width: 100%; height: auto; }
"""

# mkdocs-jupyter writes a MathJax 2 configuration into each page but loads no MathJax: without this the formulas show as raw LaTeX.
# MathJax 2.7 comes from the jupyter-server-mathjax package (the copy the Jupyter notebook server serves) and is served by the site
# itself: no CDN, so the pages typeset offline. That copy has the combined configuration `TeX-AMS-MML_HTMLorMML-full` and one web font, STIX-Web.
MATHJAX_CONFIG = """window.MathJax = {config: ["TeX-AMS-MML_HTMLorMML-full.js"], showMathMenu: false, messageStyle: "none",
  tex2jax: {inlineMath: [["$", "$"], ["\\\\(", "\\\\)"]], displayMath: [["$$", "$$"], ["\\\\[", "\\\\]"]], processEscapes: true},
  "HTML-CSS": {availableFonts: [], preferredFont: null, webFont: "STIX-Web", imageFont: null},
  AuthorInit: function () { MathJax.Hub.Register.StartupHook("End", function () { window.mathjaxDone = true; }); }};   // the browser test waits for it
"""

def add_mathjax(docs: Path) -> list[str]:
    "Copy MathJax 2 into the site and write its configuration; the scripts to load, in order."
    import jupyter_server_mathjax
    shutil.copytree(Path(jupyter_server_mathjax.__file__).parent / "static", docs / "mathjax")
    (docs / "mathjax-config.js").write_text(MATHJAX_CONFIG)
    return ["mathjax-config.js", "mathjax/MathJax.js"]

def default_exp(p: Path) -> str | None:
    m = re.search(r"#\|\s*default_exp\s+([\w.]+)", p.read_text()) if p.exists() else None
    return m.group(1) if m else None

def doc_host_pattern() -> re.Pattern:
    "Links to our own published pages: settings.ini's doc_host + doc_baseurl + '/<page>.html'."
    from nbdev.config import get_config
    cfg = get_config()
    return re.compile(re.escape(cfg.doc_host.rstrip("/") + "/" + cfg.doc_baseurl.strip("/")) + r"/([\w.]+)\.html")

def local_links(text: str, pages: dict, host: re.Pattern) -> str:
    "Links to our own published pages -> the local page of the module or notebook."
    return host.sub(lambda m: pages.get(m.group(1), m.group(1) + ".html"), text)

def _is_test(st) -> bool:
    call = st.value if isinstance(st, ast.Expr) and isinstance(st.value, ast.Call) else None
    name = getattr(call.func, "id", getattr(call.func, "attr", "")) if call else ""
    return isinstance(st, ast.Assert) or bool(call and TEST_CALL.match(name))

def _bodies(st) -> list:
    return [b for k in ("body", "orelse", "finalbody") for b in [getattr(st, k, None)] if isinstance(b, list)] + [h.body for h in getattr(st, "handlers", [])]

def _droppable(st) -> bool:
    "A test statement, or a loop/if/with/try whose every statement is droppable."
    if _is_test(st): return True
    bodies = _bodies(st)
    return bool(bodies) and not isinstance(st, ast.ClassDef) and all(_droppable(c) for b in bodies for c in b)

def strip_tests(src: str) -> str:
    "A notebook code cell's source without its test statements (asserts and test_* calls, at any depth, and blocks or test functions of nothing else); unparsable sources are left as they are."
    try: tree = ast.parse(src)
    except SyntaxError: return src
    spans = []
    def walk(body):
        for st in body:
            if _droppable(st):
                first = min([st.lineno] + [d.lineno for d in getattr(st, "decorator_list", [])])
                spans.append((first, st.col_offset if first == st.lineno else 0, st.end_lineno, st.end_col_offset))
            else:
                for b in _bodies(st): walk(b)
    walk(tree.body)
    if not spans: return src
    lines = src.splitlines()
    for l0, c0, l1, c1 in sorted(spans, reverse=True):
        before, after = lines[l0 - 1].encode()[:c0].decode(), lines[l1 - 1].encode()[c1:].decode()   # ast's columns count UTF-8 bytes
        after = re.sub(r"^\s*;", "", after)
        if not after.strip() or after.strip().startswith("#"): before = re.sub(r";\s*$", "", before)
        rest = (before.rstrip() + (" " + after.strip() if after.strip() and before.strip() else after.strip())) if (before.strip() or after.strip()) else None
        lines[l0 - 1:l1] = [] if rest is None or rest.strip().startswith("#") and not before.strip() else [rest]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()

def fields_table(cls) -> str:
    "A markdown table of a config dataclass's fields: name, type, default and the comment beside the field."
    from fastcore.docments import docments
    d = docments(cls, full=True)
    rows = ["| field | type | default | description |", "|---|---|---|---|"]
    for f in dataclasses.fields(cls):
        x = d.get(f.name, {})
        default = f.default if f.default is not dataclasses.MISSING else (f"{f.default_factory.__name__}()" if f.default_factory is not dataclasses.MISSING else "")
        if callable(default) and not isinstance(default, type): default = default.__name__
        desc = " ".join((x.get("docment") or "").split()).replace("|", "\\|")   # a comment of several lines: one cell
        rows.append(f"| `{f.name}` | `{str(x.get('anno', f.type)).replace('|', chr(92) + '|')}` | `{default!r}` | {desc} |")
    return "\n".join(rows)

def api_entry(md: str, mod) -> str:
    "An API entry (show_doc's markdown) re-rendered from the installed module, whose source has the comments, without Quarto's link attributes."
    m = re.search(r"^#{2,4}\s+([\w.]+)", md, re.M)
    obj = getattr(mod, m.group(1).split(".")[0], None) if m and mod else None
    if obj is not None and "." not in m.group(1):
        from nbdev.showdoc import show_doc
        md = show_doc(obj, title_level=int(len(re.match(r"#+", m.group(0)).group(0))))._repr_markdown_()
        if dataclasses.is_dataclass(obj) and isinstance(obj, type): md += "\n\n" + fields_table(obj)
    md = re.sub(r"\{target=\"_blank\"[^}]*\}", "", md)
    return re.sub(r"\[source\]\(([^)#]+)#LNone\)", r"[source](\1)", md)

def repo_url() -> str:
    "The repository's address: the experiments' records are read there (they are not on the site)."
    from nbdev.config import get_config
    return get_config().git_url.rstrip("/")
WIDGET_NOTE = "*(An interactive widget: open this notebook in JupyterLab and run it to use it.)*"

def tidy(src: Path, dst: Path, pages: dict, host: re.Pattern, mod_name: str | None):
    "Adapt a Quarto-bound processed notebook to mkdocs-jupyter and to readers (see the module docstring)."
    import yaml
    mod = importlib.import_module(f"rookworld_nb.{mod_name}") if mod_name else None
    nb = read_nb(src)
    cells = []
    for c in nb.cells:
        if c.cell_type == "raw" and c.source.lstrip().startswith("---"):
            fm = yaml.safe_load(c.source.strip().strip("-")) or {}
            if fm.get("description"): cells.append(dict(cell_type="markdown", metadata={}, source=f"*{fm['description']}*"))
            continue
        if c.cell_type == "markdown":
            c["source"] = local_links(c.source, pages, host)
            c["source"] = c["source"].replace("](nbs/images/", "](images/")   # the README's paths, from the repository's root
            c["source"] = re.sub(r"\]\((experiments/[^)\s]*)\)", lambda m: f"]({repo_url()}/blob/main/{m.group(1)})", c["source"])   # the record is not on the site: link the repository
            c["source"] = re.sub(r"\A(# [^\n]*)", lambda m: m.group(1).replace("`", ""), c["source"])   # a page title is plain text (it is the sidebar's too)
        if c.cell_type == "code":
            lines = c.source.splitlines()
            hidden = any(re.match(r"#\|\s*echo:\s*false", l) for l in lines)
            exported = any(re.match(r"#\|\s*export", l) for l in lines)   # exported code is shown as it is
            c["source"] = "\n".join(l for l in lines if not l.startswith("#|")).strip()
            if not exported: c["source"] = strip_tests(c["source"])
            if hidden: c.setdefault("metadata", {})["tags"] = ["hide_code"]
            outs = []
            for o in c.get("outputs", []):
                if o.get("output_type") == "stream" and o.get("name") == "stderr": continue   # warnings, progress bars: noise on a page
                if o.get("output_type") == "error": continue
                if "application/vnd.jupyter.widget-view+json" in o.get("data", {}):   # a live widget: a static page has no kernel for it
                    o = {"output_type": "display_data", "metadata": {}, "data": {"text/markdown": WIDGET_NOTE}}
                md = o.get("data", {}).get("text/markdown")
                if md is not None:
                    md = "".join(md) if isinstance(md, list) else md
                    if c["source"].startswith("show_doc("): md = api_entry(md, mod)
                    o["data"]["text/markdown"] = local_links(md, pages, host)
                outs.append(o)
            c["outputs"] = outs
            if not c["source"] and not outs: continue
        cells.append(c)
    nb["cells"] = cells
    write_nb(nb, dst)

if __name__ == "__main__": main()
