"""`make test`'s runner: `nbdev_test` (same arguments), keeping each notebook it runs to the end as the docs site's
executed copy (`build_docs.keep_executed`), so the browser test's site build runs no notebook a second time.
usage: python scripts/test_notebooks.py [nbdev_test arguments, e.g. --flags slow --timing]"""
import sys
from pathlib import Path
import nbdev.test
from execnb.shell import CaptureShell

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_docs


class KeepingShell(CaptureShell):
    "nbdev_test's shell, which saves the notebook it ran once every cell has passed."

    def __init__(self, path=None, *args, **kwargs):
        super().__init__(path, *args, **kwargs)
        self.notebook = Path(path) if path else None

    def run_all(self, nb, *args, **kwargs):
        super().run_all(nb, *args, **kwargs)   # with exc_stop (as nbdev_test runs it), a failing cell raises here
        if self.notebook is not None and self.exc is None and self.notebook.name not in build_docs.NOT_IN_SITE:
            build_docs.keep_executed(self.notebook, nb)


if __name__ == "__main__":
    nbdev.test.CaptureShell = KeepingShell   # the workers are forked: they see the patched name
    nbdev.test.nbdev_test()
