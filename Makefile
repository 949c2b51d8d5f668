# Every entry point of Trips. `make shell` runs the shell; `make test` runs every test, the acceptance suite and lint.

SWIFT ?= swift
BUILD_FLAGS ?=
BIN = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)

.PHONY: all setup build test unit protocol-client acceptance shell bench lint format clean tsan fuzz soak

all: build

## setup: install libedit-dev and pkg-config when they are missing (apt-get)
setup:
	@./scripts/setup.sh

## build: build everything, tests included
build: setup
	$(SWIFT) build $(BUILD_FLAGS) --build-tests

## test: lint, unit tests, the second protocol client, then the acceptance suite
test: lint unit protocol-client acceptance

## unit: the unit tests of every module (Swift Testing)
unit: build
	$(SWIFT) test $(BUILD_FLAGS) --skip-build --skip AcceptanceTests

## protocol-client: a Python driver written from docs/automation-protocol.md alone, against the built trips-shell
protocol-client: build
	python3 Tests/ProtocolClient/client.py $(BIN)/trips-shell

## acceptance: the flows in AcceptanceTests/, driving the built trips-shell; JUnit XML in .build/acceptance/results.xml
acceptance: build
	@SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" ./scripts/acceptance.sh

## tsan: the unit tests under ThreadSanitizer (their own build in .build/tsan), the shells they start included
tsan: setup
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TRIPS_SHELL_PATH=$(CURDIR)/.build/tsan/debug/trips-shell \
	TSAN_OPTIONS="halt_on_error=1 suppressions=$(CURDIR)/scripts/tsan-suppressions.txt" \
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan --skip AcceptanceTests

## fuzz: libFuzzer over the automation protocol's decoder and the shell's parser, FUZZ_SECONDS (30) each
fuzz:
	@./scripts/fuzz.sh

## soak: the acceptance suite SOAK_RUNS (50) times under stress-ng, then a SIGKILL of the runner; no shell may remain
soak: setup
	@./scripts/soak.sh

## shell: build and start trips-shell on stubbed weather, with a data directory that persists between runs
shell: setup
	$(SWIFT) build $(BUILD_FLAGS) --product trips-shell
	$(BIN)/trips-shell --stubbed --data-dir .build/shell-data

## bench: the benchmarks; a Markdown report in .build/bench/report.md
bench: setup
	@./scripts/bench.sh

## lint: swift-format in strict mode over every Swift file
lint:
	$(SWIFT) format lint --strict --recursive Package.swift $(wildcard Sources Tests AcceptanceTests Benchmarks Fuzz)

## format: rewrite every Swift file the way lint wants it
format:
	$(SWIFT) format --in-place --recursive Package.swift $(wildcard Sources Tests AcceptanceTests Benchmarks Fuzz)

## clean: remove build products
clean:
	rm -rf .build
