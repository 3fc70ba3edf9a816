# rookworld_nb — the two commands researchers need:
#   make run    the workbench's main job on its embedded defaults
#   make test   the whole test suite (nbdev_test, slow cells included)
# Both set everything up on first use (venv, torch, the package, Stockfish) and reuse it afterwards.
SHELL  := /bin/bash
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
# torch==2.13.0 is a CPU wheel already on disk on our machines; override e.g. TORCH="torch" elsewhere.
TORCH  ?= torch==2.13.0
STAMP  := $(VENV)/.rookworld-installed
OUT    ?= runs/main

.PHONY: setup stockfish chromium postgres run proof test test-fast test-portable check-records bench readme docs docs-full clean-venv

setup: $(STAMP) stockfish

# set-up says what it does in a line; the installers' own output goes to $(VENV)/setup.log (shown if they fail)
$(STAMP): setup.py settings.ini
	@echo "setting up $(VENV): $(TORCH), this package and its dependencies (a few minutes, once; log: $(VENV)/setup.log)"
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@( $(BIN)/python -m pip install -q --upgrade pip && $(BIN)/python -m pip install -q $(TORCH) && \
	   $(BIN)/python -m pip install -q -e ".[dev]" ) > $(VENV)/setup.log 2>&1 || \
	 { tail -n 30 $(VENV)/setup.log; echo "set-up failed: the whole log is $(VENV)/setup.log"; exit 1; }
	@touch $@
	@echo "set up: $(BIN)/ has python and the rookworld-* commands"

stockfish:
	@bash scripts/ensure_stockfish.sh

chromium:
	@bash scripts/ensure_chromium.sh

postgres:
	@bash scripts/ensure_postgres.sh

run: setup
	$(BIN)/rookworld-train --out-dir $(OUT) --resume

# A claim in one command (13b_proofrun): the default recipe, 2 seeds side by side to 8,000 position-visits, each
# snapshot judged on the 2,080 standard positions paired with rookworld-tiny; within an hour on 2 cores. Run again to
# continue after a stop.
PROOF_OUT ?= runs/proof
proof: setup
	$(BIN)/rookworld-proof --out-dir $(PROOF_OUT) --seeds 2 --visits 2000,8000 --workers 2 --eval-prompts 0

# The browser tests run last: their docs build reuses the executed notebooks the first run kept (test_notebooks.py).
# nbdev_test runs one notebook a core at once; one torch thread each keeps them from spinning against each other.
TEST_THREADS ?= 1
test: setup chromium postgres
	OMP_NUM_THREADS=$(TEST_THREADS) $(BIN)/python scripts/test_notebooks.py --flags slow --timing --skip_file_re '^[_.]|^10_browser'
	$(BIN)/python scripts/test_notebooks.py --flags slow --timing --path nbs/10_browser.ipynb

test-fast: setup
	$(BIN)/nbdev_test

# The notebooks with numeric checks again on another CPU's arithmetic: torch's AVX2 kernels, MKL's generic code path
# and one thread (00c_numerics). Their tolerances come from rounding, so they hold on every CPU's kernels.
PORTABLE_NBS ?= 00c_numerics|04_prefix|04_sampling|04_teacher_forced|06_grpo|06b_decision|06c_branch|08_step
PORTABLE_FLAGS ?= --flags slow
test-portable: setup
	ATEN_CPU_CAPABILITY=avx2 MKL_CBWR=COMPATIBLE OMP_NUM_THREADS=1 \
	  $(BIN)/nbdev_test --path nbs --file_re '^($(PORTABLE_NBS))\.ipynb$$' $(PORTABLE_FLAGS) --timing

# The record of experiments (experiments/), read back and checked against the numbers its READMEs quote, and the
# tree's binary files held to the budget experiments/FILES.md states
check-records: setup
	$(BIN)/nbdev_test --path experiments/grpo/record.ipynb
	$(BIN)/python scripts/check_tree.py

bench: setup
	$(BIN)/python scripts/bench.py

readme: $(STAMP)
	$(BIN)/nbdev_export && $(BIN)/python scripts/make_readme.py && $(BIN)/nbdev_clean

clean-venv:
	rm -rf $(VENV)

# The docs site, offline (Quarto is not needed): notebooks run (only those that changed), processed by nbdev, rendered by mkdocs -> _site/
docs: setup
	NO_MKDOCS_2_WARNING=1 $(BIN)/python scripts/build_docs.py
	@echo "open it with: $(BIN)/python -m http.server -d _site 8000  (then http://127.0.0.1:8000)"

# The same, running every notebook again (make docs reruns only the notebooks whose cells changed)
docs-full: setup
	NO_MKDOCS_2_WARNING=1 $(BIN)/python scripts/build_docs.py --full
