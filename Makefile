# Every entry point of Trips. `make shell` runs the shell; `make test` runs every test, the acceptance suite and lint.

SWIFT ?= swift
BUILD_FLAGS ?=
# Asked of SwiftPM once per make, when first used (a no-op `swift build` costs seconds).
BIN = $(eval BIN := $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path))$(BIN)
# The Python of the test tools' virtual environment (scripts/setup.sh makes it from scripts/requirements.txt)
PYTHON = $(CURDIR)/.build/venv/bin/python
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = 1
# Times each stage of make test into the file it names, when set (scripts/first_test_bench.py)
STAGE = $(if $(TRIPS_STAGE_TIMES),./scripts/stage-time.sh $@)
# How many unit tests run at once. Swift Testing would start the whole suite at once on Swift's cooperative pool, one
# thread per core, so that each test's next step waits behind every other test's; on a loaded machine a test then
# waits minutes for a few milliseconds of its own work. So many at a time keep both cores busy on a quiet machine
# (docs/reliability.md says how it was chosen).
UNIT_WIDTH ?= 8
# How many stages make test runs at once after the unit tests: three on two cores, as the MCP stories spend much of
# their time waiting on the apps and servers they start
TEST_JOBS ?= 3

# The test stages start Python (fixtures, stand-in apps, scripts) by `python3` from the PATH, hundreds of times: with
# the venv's interpreter first on it each starts in about a tenth of the time a version manager's shim in front
# (pyenv's, a shell script) takes, and it is the Python the test tools were installed for. Private: the venv's own
# recipe still makes it with the system's python3.
TEST_STAGES = unit fuzz-replay protocol-client mcp-client repair-stories example-app conformance acceptance \
	acceptance-tools checks flaky stress watch tsan reference
$(TEST_STAGES): private export PATH := $(CURDIR)/.build/venv/bin:$(PATH)
# The unit suite's temporary files in a folder of its own, removed when it passes (scripts/scratch-shell.sh): nothing
# it makes is left in the system's /tmp. Not the stages that build with SwiftPM, whose lock on a build folder is a
# file in the temporary directory: builds of one folder under two of them would not wait for each other.
unit: private SHELL := $(CURDIR)/scripts/scratch-shell.sh

.PHONY: all setup system-packages venv build release test unit fuzz-replay protocol-client mcp-client repair-stories example-app \
	conformance conformance-tool explore acceptance acceptance-merge acceptance-tools shell bench bench-first-test lint format clean tsan fuzz fuzz-long fuzz-build soak \
	flaky stress library trace watch checks docs api-baseline reference

all: build

## setup: install libedit-dev, pkg-config, python3, chromium and inotify-tools when they are missing (apt-get), and
## the Python test tools into .build/venv when it is missing or scripts/requirements.txt changed
setup: system-packages venv

## system-packages: the part of setup the build needs (apt-get)
system-packages:
	@./scripts/setup.sh system

## venv: the part of setup the Python tools need (.build/venv)
venv: system-packages
	@$(STAGE) ./scripts/setup.sh venv

## build: build everything, tests included; every fuzzer builds here as a replayer of saved inputs, so a fuzzer whose
## harness no longer compiles fails it as "does not build", with the compiler's error
build: system-packages
	@$(STAGE) ./scripts/build.sh $(BUILD_FLAGS)

## release: trips-shell as make bench measures it, the Swift runtime and Foundation linked in
## (.build/release-static/release/), with trips-http, the live HTTP helper, beside it
release: setup
	$(SWIFT) build -c release --static-swift-stdlib --product trips-shell --scratch-path .build/release-static
	$(SWIFT) build -c release --product trips-http
	cp "$$($(SWIFT) build -c release --show-bin-path)/trips-http" .build/release-static/release/

## test: the build beside the venv and lint; then the unit tests, alone (they launch dozens of apps at once, each with
## a deadline to say hello); then, TEST_JOBS at a time and the longest first, the repair stories, the MCP stories, the
## example app on the kit, the acceptance tools' tests (the report in headless Chromium), the repository's checks, every
## fuzzer's replayer over its seeds (fuzz-replay), the second protocol client, the conformance check and the acceptance
## suite. The libFuzzer build is make fuzz's (and CI's fuzz job's), not this one's
test:
	@$(MAKE) --no-print-directory -j3 -Oline venv build lint
	@$(MAKE) --no-print-directory -o build -o system-packages unit
	@$(MAKE) --no-print-directory -j$(TEST_JOBS) -Otarget -o build -o venv -o system-packages \
		repair-stories mcp-client example-app acceptance-tools checks fuzz-replay protocol-client conformance acceptance

## checks: the repository's own tests (scripts/tests/): every path a comment or a document names exists; make
## bench's figures, and the fresh clone's make test by stage, land between docs/benchmarks.md's markers; the protocol
## documents' tables are their declarations' (the built protocol-tables --check); the public API of the kit, the runner
## and the protocol keeps the newest version's in api/ unless CHANGELOG.md announces the break (scripts/api.py), and
## every public symbol of theirs has a doc comment (scripts/reference.py coverage)
checks: venv build
	$(STAGE) env TRIPS_BIN_PATH="$(BIN)" $(PYTHON) -m unittest discover -s scripts/tests

## reference: the DocC reference of the kit, the runner and the protocol types they re-export, from the debug build's
## symbol graphs with the toolchain's docc, the adoption how-to as the kit's article, merged into
## .build/reference/Trips.doccarchive for any static host (scripts/reference.py); then served on localhost and opened
## in headless Chromium (scripts/reference_tests/). CI runs it after make test, which stays without its 17 CPU-s
reference: build venv
	$(STAGE) sh -c '"$$1" scripts/reference.py build "$$2" && "$$1" -m unittest discover -s scripts/reference_tests' \
		reference $(PYTHON) $(BIN)

## api-baseline: the public API of the kit, the runner and the protocol at VERSION, from COMMIT (the tag VERSION when
## not given) built in a temporary folder, dumped by the toolchain's API digester into api/VERSION/ for make checks
## to hold later builds to (scripts/api.py); run it when a version is tagged
api-baseline: venv
	@test -n "$(VERSION)" || { echo "api-baseline: say which version, VERSION=X.Y.Z (and COMMIT=…)" >&2; exit 2; }
	$(PYTHON) scripts/api.py baseline "$(VERSION)" "$(or $(COMMIT),$(VERSION))"

## docs: write the tables of commands, request fields, errors and launch options into docs/automation-protocol.md,
## docs/trips-protocol.md and docs/shell.md between their markers, from the code that declares them
docs: build
	$(BIN)/protocol-tables --write

## unit: the unit tests of every module (Swift Testing, and the runner used from XCTest), from the test binary itself,
## as make flaky runs it: `swift test` would hold the build folder's lock while they run, holding up any make beside it
unit: build
	$(STAGE) env SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=$(UNIT_WIDTH) sh -c '"$$1" && "$$1" --testing-library swift-testing --skip AcceptanceTests' unit \
		$(BIN)/TripsPackageTests.xctest

## fuzz-replay: every fuzzer of make fuzz, as the debug build's replayer, over its seed inputs
fuzz-replay: build
	@$(STAGE) env FUZZ_REPLAY="$(BIN)" ./scripts/fuzz.sh

## protocol-client: a Python driver written from docs/automation-protocol.md and docs/trips-protocol.md alone, against
## the built trips-shell
protocol-client: build venv
	$(STAGE) $(PYTHON) Tests/ProtocolClient/client.py $(BIN)/trips-shell

## conformance: the core protocol's conformance check (app-conformance, docs/automation-protocol.md) against every app
## here that claims the protocol: trips-shell on a live and on the driver's clock, and the Python stand-ins the
## runner's tests and the repair stories drive; APP=path (and ARGS) checks that app alone, building app-conformance
## alone for it (a team checking its own app has no use for Trips' tests)
CONFORMING = "$(BIN)/trips-shell -uiTesting" "$(BIN)/trips-shell -uiTesting --driver-clock" \
	"Tests/AppRunnerTests/Fixtures/fake_app.py" "Tests/AppRunnerTests/Fixtures/fake_app.py --driver-clock" \
	"Tests/AppRunnerTests/Fixtures/tree_app.py" "Tests/RepairStandIn/basket_app.py" \
	"Tests/AppRunnerTests/Fixtures/explore_app.py --driver-clock"
conformance: $(if $(APP),conformance-tool,build)
	@$(STAGE) sh -c 'status=0; for app in "$$@"; do echo "== $$app"; $(BIN)/app-conformance $$app || status=1; done; \
		exit $$status' conformance $(if $(APP),"$(APP) $(ARGS)",$(CONFORMING))

## library: the example app built as another team's package, depending on this repository by URL and version (a
## tagged clone of what is committed, CHANGELOG.md's newest version), its flows run (scripts/versioned-dependency.sh)
library:
	@./scripts/versioned-dependency.sh

## conformance-tool: app-conformance and what it links, nothing else
conformance-tool:
	@$(SWIFT) build $(BUILD_FLAGS) --product app-conformance

## mcp-client: stories through the official MCP Python SDK's stdio client against the built trips-mcp, over both
## protocol revisions (docs/agents.md)
mcp-client: build venv
	$(STAGE) $(PYTHON) Tests/MCPClient/stories.py $(BIN)/trips-mcp

## repair-stories: run_flows and repair_flow through the official MCP Python SDK on the flows of a stand-in app that is
## not Trips (Tests/RepairStandIn, copied to .build/repair-stand-in, built in this package's build folder): renames
## repaired to green, changed values refused; first the stand-in walked by app-explore (its Clear may do nothing: the
## basket starts empty), every state, no invariant broken (the map in .build/explore/basket)
repair-stories: build venv
	$(STAGE) sh -c '"$$1/app-explore" --out .build/explore/basket --may-do-nothing basket.clear \
		Tests/RepairStandIn/basket_app.py && $(PYTHON) Tests/MCPClient/repair_stories.py "$$1/trips-mcp"' \
		repair-stories $(BIN)

## explore: the explorer (app-explore, docs/writing-flows.md) over trips-shell on its stubs and the driver's clock, by
## its fork server, to a fixed point or its bound: every state walked, the invariants every app must hold checked
## after each action, each broken one shrunk to a flow; the map and the flows in .build/acceptance/explore, beside
## the acceptance report; with the acceptance run's artifacts there (make acceptance), the map lists the controls no
## flow's step touches; exit 1 when an invariant broke. APP=path (and ARGS, app-explore's options first) explores that app instead
# make bench walks the release trips-shell the same way (scripts/explore_bench.py), so both are exported.
export EXPLORE_TRIPS_OPTIONS = --fork-argument --fork-server --key-field newTrip.destination \
	--value newTrip.destination=Ber --value newTrip.start=2026-05-01 --value newTrip.end=2026-05-03 \
	--may-do-nothing trip.share
export EXPLORE_TRIPS_ARGUMENTS = -uiTesting --driver-clock
EXPLORE_TRIPS = $(EXPLORE_TRIPS_OPTIONS) $(BIN)/trips-shell $(EXPLORE_TRIPS_ARGUMENTS)
explore: build
	$(STAGE) $(BIN)/app-explore --out .build/acceptance/explore --max-seconds 300 \
		$(if $(wildcard .build/acceptance/artifacts),--flows .build/acceptance/artifacts) $(if $(APP),$(ARGS) $(APP),$(EXPLORE_TRIPS))

## example-app: the example apps on the app-side kit (Examples/Countdown and Examples/Groceries, packages of their own,
## built in this one's build folder, where the kit and the runner are compiled already): each one's flows on the
## runner, its binary held to linking the kit and neither the runner nor a testing library, the app held to the core
## protocol by app-conformance and walked by app-explore on the driver's clock;
## then trips-mcp on it and its flows, through the MCP SDK, on the same build (Tests/MCPClient/example_stories.py)
example-app: build venv
	$(STAGE) sh -c 'env APP_CONFORMANCE="$(BIN)/app-conformance" APP_EXPLORE="$(BIN)/app-explore" \
		./scripts/example-app.sh $(BUILD_FLAGS) && \
		$(PYTHON) Tests/MCPClient/example_stories.py $(BIN)/trips-mcp'

## acceptance: the flows in AcceptanceTests/ against the built trips-shell; FILTER, TAGS, SHARD, RETRIES, REPEAT,
## FAIL_ON_FLAKY, LAST_FAILED=1 select and repeat; JUnit, results.json, report.html, evidence in .build/acceptance/
acceptance: build venv
	@$(STAGE) env SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" PYTHON="$(PYTHON)" TRIPS_BIN_PATH="$(BIN)" \
		./scripts/acceptance.sh

## trace: a run's traces in the terminal (docs/ci.md): the cases; CASE=name its steps; STEP=N a step's screens and
## transcript; FIND=text the screens that show it; COMPARE=1 a flaky case's attempts side by side; ATTEMPT=N;
## RUN=N a run of REPEAT; FULL=1 every line of a long screen
trace:
	@"$(PYTHON)" scripts/acceptance/trace.py --out "$(or $(ACCEPTANCE_OUT),.build/acceptance)" $(if $(CASE),"$(CASE)") \
		$(if $(STEP),--step "$(STEP)") $(if $(FIND),--find "$(FIND)") $(if $(COMPARE),--compare) \
		$(if $(ATTEMPT),--attempt "$(ATTEMPT)") $(if $(RUN),--run "$(RUN)") $(if $(FULL),--full)

## watch: rebuild and rerun the flows on every save, the saved files' flows first, one line per flow (inotify-tools)
watch: build
	@SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" PYTHON="$(PYTHON)" "$(PYTHON)" scripts/acceptance/watch.py

## acceptance-merge: joins shards' results (SHARDS, default .build/acceptance-shards/*/results.json) into MERGED
MERGED ?= .build/acceptance
SHARDS ?= $(wildcard .build/acceptance-shards/*/results.json)
acceptance-merge:
	@./scripts/acceptance-merge.sh $(MERGED) $(SHARDS)

## acceptance-tools: the tests of scripts/acceptance/ (sharding, JUnit, the fixture flows end to end, the report in
## headless Chromium, the explorer's map.html too; screenshots in .build/acceptance-tools/)
acceptance-tools: build venv
	$(STAGE) env PYTHON="$(PYTHON)" TRIPS_BIN_PATH="$(BIN)" $(PYTHON) -m unittest discover -s scripts/acceptance/tests

## flaky: the unit suite RUNS (20) times, each in its own process, and every flow FLOW_RUNS (20) times; lists every
## test that failed at least once (logs in .build/flaky/)
RUNS ?= 20
FLOW_RUNS ?= 20
flaky: build venv
	PYTHON="$(PYTHON)" $(PYTHON) scripts/flaky.py --binary "$(BIN)/TripsPackageTests.xctest" --acceptance ./scripts/acceptance.sh \
		--out .build/flaky --runs $(RUNS) --flow-runs $(FLOW_RUNS) --width $(UNIT_WIDTH)

## stress: the unit suite STRESS_RUNS (3) times, each in its own process, while `stress-ng --cpu LOAD` (8) keeps the
## cores busy on purpose; lists every test that failed once (logs in .build/stress/). CI runs it, so that a test that
## starves on a busy machine cannot land (docs/reliability.md)
STRESS_RUNS ?= 3
LOAD ?= 8
stress: build venv
	$(PYTHON) scripts/flaky.py --binary "$(BIN)/TripsPackageTests.xctest" --acceptance ./scripts/acceptance.sh \
		--out .build/stress --runs $(STRESS_RUNS) --flow-runs 0 --width $(UNIT_WIDTH) --load $(LOAD)

## tsan: the unit tests under ThreadSanitizer (their own build in .build/tsan), the shells they start included
tsan: setup
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TRIPS_SHELL_PATH=$(CURDIR)/.build/tsan/debug/trips-shell \
	TSAN_OPTIONS="halt_on_error=1 suppressions=$(CURDIR)/scripts/tsan-suppressions.txt" \
	SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=$(UNIT_WIDTH) \
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan --skip AcceptanceTests

## fuzz: libFuzzer over every decoder of outside input (Fuzz/: the JSON parser against JSONSerialization, the request
## reader, the shell's command parser, the trips file loader, the MCP message reader), FUZZ_SECONDS (30) each; FUZZERS
## picks
fuzz: system-packages
	@./scripts/fuzz.sh

## fuzz-long: each fuzzer to FUZZ_RUNS (10,000,000) executions, printing executions, exec/s and coverage
FUZZ_RUNS ?= 10000000
fuzz-long: system-packages
	@FUZZ_RUNS=$(FUZZ_RUNS) ./scripts/fuzz.sh

## fuzz-build: every fuzzer built with libFuzzer (in .build/fuzz) and run for 20,000 executions from a fixed seed (CI's
## fuzz job)
fuzz-build: system-packages
	@FUZZ_BUILD_ONLY=1 ./scripts/fuzz.sh

## soak: the acceptance suite SOAK_RUNS (50) times under stress-ng, then a SIGKILL of the runner; no shell may remain
soak: setup
	@./scripts/soak.sh

## shell: build and start trips-shell on stubbed weather, with a data directory that persists between runs
shell: setup
	$(SWIFT) build $(BUILD_FLAGS) --product trips-shell
	$(BIN)/trips-shell --stubbed --data-dir .build/shell-data

## bench: the benchmarks; a Markdown report in .build/bench/report.md (TRIPS=N: only write .build/bench/trips-N,
## a data directory of N generated trips, for --data-dir)
bench: setup
	@PYTHON="$(PYTHON)" ./scripts/bench.sh

## bench-first-test: a fresh clone's make test, then a second one, timed by stage into docs/benchmarks.md (make bench
## runs it too)
bench-first-test: setup
	$(PYTHON) scripts/first_test_bench.py

## lint: swift-format in strict mode over every Swift file, but those whose text passed the last lint (scripts/lint.sh)
lint:
	@$(STAGE) env SWIFT="$(SWIFT)" ./scripts/lint.sh

## format: rewrite every Swift file the way lint wants it
format:
	$(SWIFT) format --in-place --recursive Package.swift $(wildcard Sources Tests AcceptanceTests Benchmarks Fuzz Examples)

## clean: remove build products
clean:
	rm -rf .build
