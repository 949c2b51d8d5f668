# Every entry point of Trips. `make shell` runs the shell; `make test` runs every test, the acceptance suite and lint.

SWIFT ?= swift
BUILD_FLAGS ?=
BIN = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)

.PHONY: all setup build test unit acceptance shell bench lint format clean

all: build

## setup: install libedit-dev and pkg-config when they are missing (apt-get)
setup:
	@./scripts/setup.sh

## build: build everything, tests included
build: setup
	$(SWIFT) build $(BUILD_FLAGS) --build-tests

## test: lint, unit tests, then the acceptance suite
test: lint unit acceptance

## unit: the unit tests of every module (Swift Testing)
unit: build
	$(SWIFT) test $(BUILD_FLAGS) --skip-build --skip AcceptanceTests

## acceptance: the flows in AcceptanceTests/, driving the built trips-shell; JUnit XML in .build/acceptance/results.xml
acceptance: build
	@SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" ./scripts/acceptance.sh

## shell: build and start trips-shell on stubbed weather, with a data directory that persists between runs
shell: setup
	$(SWIFT) build $(BUILD_FLAGS) --product trips-shell
	$(BIN)/trips-shell --stubbed --data-dir .build/shell-data

## bench: the benchmarks; a Markdown report in .build/bench/report.md
bench: setup
	@./scripts/bench.sh

## lint: swift-format in strict mode over every Swift file
lint:
	$(SWIFT) format lint --strict --recursive Package.swift $(wildcard Sources Tests AcceptanceTests Benchmarks)

## format: rewrite every Swift file the way lint wants it
format:
	$(SWIFT) format --in-place --recursive Package.swift $(wildcard Sources Tests AcceptanceTests Benchmarks)

## clean: remove build products
clean:
	rm -rf .build
