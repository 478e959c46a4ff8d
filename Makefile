# SpenDrop's two commands: `make demo` (the main job on the bundled samples) and `make test` (every test).
# Both set up a fresh machine first (Scripts/setup.sh installs the Debian packages when missing).

SWIFT ?= swift
# Debian's Tesseract is built with OpenMP, whose default threading is 6-9x slower on two cores; it reads
# this only at library load. SpenDrop opens the library itself and sets it first when unset (docs/ocr.md);
# setting it here as well keeps every process these targets start single-threaded from the first moment.
export OMP_THREAD_LIMIT := 1
DEMO_HOME ?= $(CURDIR)/.build/demo-home
BIN := .build/release/spendrop
# Release builds carry the Swift runtime and Foundation inside the binary: the dynamic loader then binds ~25 fewer
# libraries at every start and libtesseract's own loading searches a shorter list; an `ocr` or a share ends ~10 ms
# sooner and peaks ~6 MB lower, for an 83 MB binary (docs/ocr.md). Every release build uses the same flags (the
# benchmark scripts too), so one never rebuilds the other's modules.
RELEASE_FLAGS := -c release --static-swift-stdlib

.PHONY: setup build release demo test lint format test-corpus-tools test-swift test-plugin test-apps typecheck-apple bench bench-setup \
	fuzz clean

setup:
	@Scripts/setup.sh

# Each build also puts SpenDrop's Tesseract runtime beside the binaries (Scripts/build-tesseract-runtime.sh: SwiftPM
# cannot build a C library without its Swift runtime); without it `spendrop` reads with Debian's libtesseract.
build: setup
	$(SWIFT) build
	@Scripts/build-tesseract-runtime.sh "$$($(SWIFT) build --show-bin-path)"

release: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product spendrop
	@Scripts/build-tesseract-runtime.sh "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)"

## The main job: every bundled sample screenshot through the share pipeline into a demo ledger.
demo: release
	@rm -rf "$(DEMO_HOME)"
	$(BIN) --home "$(DEMO_HOME)" share --yes Samples/*.png
	@echo
	$(BIN) --home "$(DEMO_HOME)" list

## Every test: lint, the Swift tests (unit and end to end), the plugin's TypeScript, the Apple code's syntax and
## its Swift 6 type-check against stand-ins for the Apple frameworks.
test: setup lint test-corpus-tools test-swift test-plugin test-apps typecheck-apple

lint:
	@Scripts/format.sh --lint

format:
	@Scripts/format.sh

# One run per test target. Tests that wait on child processes, decode large images or run Tesseract hold
# Swift's cooperative threads (two on two cores); in one shared run they stall other targets' timers and time
# budgets for minutes. Separate runs keep each target's timing honest; the end-to-end tests drive the binary last.
TEST_TARGETS := SpenDropModelTests SpenDropParserTests SpenDropImageTests SpenDropOCRTests SpenDropIntakeTests \
	SpenDropFlowTests SpenDropLedgerTests SpenDropCLITests

# Scripts/test-swift.sh fails a target that ran no test (`swift test --filter` matching nothing exits 0).
test-swift:
	$(SWIFT) build --build-tests
	@Scripts/build-tesseract-runtime.sh "$$($(SWIFT) build --show-bin-path)"
	@SWIFT="$(SWIFT)" Scripts/test-swift.sh $(TEST_TARGETS)

test-plugin:
	@Plugins/SharedImage/test.sh

## The corpus's own tools (score.py), standard library only.
test-corpus-tools:
	@python3 -m unittest discover -s Corpus -p 'test_*.py'

## Every Apple-only Swift file parses (inactive #if branches included).
test-apps:
	@Scripts/check-apple-sources.sh

## The app, the extension, the Apple adapters and the plugin type-checked in Swift 6 mode against stand-ins for
## UIKit, SwiftUI, Vision, ImageIO, os and Capacitor, over the core built as an Apple build sees it
## (Tools/apple-typecheck/README.md).
typecheck-apple:
	@Tools/apple-typecheck/typecheck.sh

bench-setup:
	@Scripts/setup.sh --bench

## Benchmarks, side by side with the reference tools, printed as ratios. The recall benchmark runs last: it exits 1
## when a screen loses an amount or a word that the tesseract CLI reads (docs/ocr.md). Both held-out parser sets were
## looked at while changing the parser (docs/parser.md), so their figures print as "tuned on since".
bench: bench-setup
	$(SWIFT) build $(RELEASE_FLAGS)
	@Scripts/build-tesseract-runtime.sh "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)"
	.build/release/spendrop-bench parser --corpus Corpus
	.build/release/spendrop-bench parser --corpus Corpus/holdout --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/holdout2 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind1 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind2 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind3 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind4 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind5 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind6 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind7 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind8 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind9 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind10 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind11 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind12 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind13 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind14 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind15 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind16 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind17 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind18 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind19 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind20 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind21 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind22 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind23 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind24 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind25 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind26 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind27 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind28 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind29 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind30 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind31 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind32 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind33 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind34 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind35 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind36 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind37 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind38 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind39 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind40 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind41 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind42 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind43 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind44 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind45 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind46 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind47 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind48 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind49 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind50 --standing tuned-on-since
	.build/release/spendrop-bench parser --corpus Corpus/blind51 --standing held-out
	.build/release/spendrop-bench parser --corpus Corpus/logo-only
	.build/release/spendrop-bench ledger
	.build/release/spendrop-bench edits --dir /dev/shm
	.build/release/spendrop-bench edits
	.build/release/spendrop-bench pixelhash Samples/*.png Samples/*.jpg Samples/*.heic Benchmarks/pipeline/receipts/*.jpg
	.build/release/spendrop-bench ledger-read
	Benchmarks/image/bench.sh
	Benchmarks/ocr/bench.sh
	Benchmarks/pipeline/bench.sh
	Benchmarks/recall/bench.sh

fuzz: setup
	Fuzz/run.sh $${FUZZ_SECONDS:-60}

clean:
	rm -rf .build
