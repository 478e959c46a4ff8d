// swift-tools-version:6.0
// SpenDrop: a payment screenshot in, a ledger entry out.
//
// The module map (dependencies point downwards only):
//
//   spendrop (executable: argument parsing and printing)
//     └─ SpenDropFlow (share pipeline, review session, diagnostics)
//          ├─ SpenDropIntake (attachments, share inbox, share log) ─ SpenDropImage
//          ├─ SpenDropOCR    (text recognition behind a protocol)  ─ SpenDropImage
//          ├─ SpenDropImage  (sniff, decode, downsample)
//          ├─ SpenDropLedger (entries, SQLite store, duplicates)
//          └─ SpenDropParser (OCR lines → ParseResult; no I/O)
//               └─ SpenDropModel (shared vocabulary: money, kinds, providers, bitmaps, container)
import PackageDescription

// MARK: - Platform switches

#if os(Linux)
let isLinux = true
#else
let isLinux = false
#endif

/// System C libraries come from Debian on Linux; on Apple platforms the adapters use the system frameworks.
/// `tesseract::UnicharAmbigs::LoadUniversal(const UNICHARSET &, UNICHARSET *)`, as the linker names it.
let skipsUniversalAmbiguities = "_ZN9tesseract13UnicharAmbigs13LoadUniversalERKNS_10UNICHARSETEPS1_"
/// `tesseract::Input::PrepareLSTMInputs(const ImageData &, const Network *, int, TRand *, float *)`, likewise.
let flipsLightLines = "_ZN9tesseract5Input17PrepareLSTMInputsERKNS_9ImageDataEPKNS_7NetworkEiPNS_5TRandEPf"
/// `tesseract::Tesseract::LSTMRecognizeWord(const BLOCK &, ROW *, WERD_RES *, PointerVector<WERD_RES> *)`, likewise.
let sharesRows =
    "_ZN9tesseract9Tesseract17LSTMRecognizeWordERKNS_5BLOCKEPNS_3ROWEPNS_8WERD_RESEPNS_13PointerVectorIS6_EE"
/// `tesseract::Convolve::Forward`, `tesseract::Maxpool::Forward` and `tesseract::NetworkIO::WriteTimeStepPart`.
let fastPlumbing = [
    "_ZN9tesseract8Convolve7ForwardEbRKNS_9NetworkIOEPKNS_15TransposedArrayEPNS_14NetworkScratchEPS1_",
    "_ZN9tesseract7Maxpool7ForwardEbRKNS_9NetworkIOEPKNS_15TransposedArrayEPNS_14NetworkScratchEPS1_",
    "_ZN9tesseract9NetworkIO17WriteTimeStepPartEiiiPKf",
]

let linuxOnly: [Target] =
    isLinux
    ? [
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // libpng and libjpeg report errors by longjmp, which must never cross a Swift frame: every call that
        // may fail is made from this small C target, under its own setjmp, and comes back as a return code.
        // The common PNG (8-bit, not interlaced) is read here without libpng, inflated by ISA-L (PNGStream.c).
        .target(
            name: "CImageShim", dependencies: ["CPNG", "CJPEG"], path: "Sources/CImageShim",
            linkerSettings: [
                .linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("isal"), .linkedLibrary("z"),
            ]),
        // libheif, opened with dlopen when a HEIF image is decoded rather than linked (see its header): its codecs
        // cost every process ~3.5 ms and ~4.4 MB at start. Headers from libheif-dev; the library from libheif1.
        .target(name: "CHeif", path: "Sources/CHeif", linkerSettings: [.linkedLibrary("dl")]),
        // Tesseract's C API, opened with dlopen on first use rather than linked (see its header): OpenMP's thread
        // limit can then be set in-process, and commands that read no text do not load it. Headers from
        // libtesseract-dev; the library is SpenDrop's runtime beside the executable (Sources/TesseractRuntime, built
        // from libtesseract-dev's archive by Scripts/build-tesseract-runtime.sh, not by SwiftPM, which would link
        // its Swift runtime into it), else Debian's libtesseract5.
        .target(
            name: "CTesseract", path: "Sources/CTesseract",
            linkerSettings: [
                .linkedLibrary("dl"),
                // Tesseract's universal-ambiguities loader, its line-image preparation, its word reading, three of
                // its network's steps and Leptonica's in-memory image writer, replaced by SpenDrop's
                // (CTesseract/ambiguities.c, polarity.c, rows.c, plumbing.c, lineimages.c): exported so that the
                // library's calls bind to them.
                .unsafeFlags(
                    [
                        "-Xlinker", "--export-dynamic-symbol=\(skipsUniversalAmbiguities)",
                        "-Xlinker", "--export-dynamic-symbol=\(flipsLightLines)",
                        "-Xlinker", "--export-dynamic-symbol=\(sharesRows)",
                        "-Xlinker", "--export-dynamic-symbol=pixWriteMem",
                    ] + fastPlumbing.flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] }),
            ]),
    ] : []

func linux(_ names: String...) -> [Target.Dependency] {
    isLinux ? names.map { .target(name: $0) } : []
}

// MARK: - Targets

let package = Package(
    name: "SpenDrop",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "spendrop", targets: ["spendrop"]),
        .executable(name: "spendrop-bench", targets: ["spendrop-bench"]),
        .library(name: "SpenDropParser", targets: ["SpenDropParser"]),
        // The SharedImage Capacitor plugin's core (Plugins/SharedImage/Package.swift): the share inbox and its vocabulary.
        .library(name: "SpenDropModel", targets: ["SpenDropModel"]),
        .library(name: "SpenDropIntake", targets: ["SpenDropIntake"]),
        .library(name: "SpenDropFlow", targets: ["SpenDropFlow"]),
        .library(name: "SpenDropAppleVision", targets: ["SpenDropAppleVision"]),
        .library(name: "SpenDropAppleImageIO", targets: ["SpenDropAppleImageIO"]),
        .library(name: "SpenDropAppleShare", targets: ["SpenDropAppleShare"]),
    ],
    targets: linuxOnly + [
        // The vocabulary every module shares. Foundation only.
        .target(name: "SpenDropModel"),
        // OCR lines → ParseResult. Plain Swift: no I/O, no platform imports, deterministic.
        .target(name: "SpenDropParser", dependencies: ["SpenDropModel"]),
        // Entries, accounts, the SQLite store in the App Group container, duplicate detection.
        .target(name: "SpenDropLedger", dependencies: ["SpenDropModel"] + linux("CSQLite")),
        // Format sniffing, decoding and downsampling within a share extension's memory.
        .target(
            name: "SpenDropImage", dependencies: ["SpenDropModel"] + linux("CPNG", "CJPEG", "CHeif", "CImageShim")),
        // Text recognition behind one protocol; Tesseract's C API on Linux.
        .target(name: "SpenDropOCR", dependencies: ["SpenDropModel", "SpenDropImage"] + linux("CTesseract")),
        // Item providers and the attachment loader, the share inbox, the share log.
        .target(name: "SpenDropIntake", dependencies: ["SpenDropModel", "SpenDropImage"]),
        // Wires the stages: share pipeline, review session, diagnostics.
        .target(
            name: "SpenDropFlow",
            dependencies: [
                "SpenDropModel", "SpenDropParser", "SpenDropLedger", "SpenDropImage", "SpenDropOCR", "SpenDropIntake",
            ]),
        // The `spendrop` command: argument parsing and printing only.
        .executableTarget(name: "spendrop", dependencies: ["SpenDropFlow"]),
        // Benchmarks and accuracy reports, run side by side with reference tools by `make bench`.
        .executableTarget(name: "spendrop-bench", dependencies: ["SpenDropFlow"], path: "Benchmarks/spendrop-bench"),

        // MARK: Apple adapters
        // Every file in these targets is wrapped whole in `#if canImport(…)`, so they compile to nothing on Linux.
        // They only translate between Apple types and the core; no decision lives in them.
        .target(name: "SpenDropAppleVision", dependencies: ["SpenDropOCR"]),
        .target(name: "SpenDropAppleImageIO", dependencies: ["SpenDropImage"]),
        .target(
            name: "SpenDropAppleShare",
            dependencies: ["SpenDropFlow", "SpenDropIntake", "SpenDropAppleVision", "SpenDropAppleImageIO"]),

        // MARK: Tests
        .testTarget(name: "SpenDropModelTests", dependencies: ["SpenDropModel"]),
        // Fuzz regressions are read relative to the test files, not bundled as resources.
        .testTarget(name: "SpenDropParserTests", dependencies: ["SpenDropParser"], exclude: ["Resources"]),
        .testTarget(name: "SpenDropLedgerTests", dependencies: ["SpenDropLedger"]),
        // Test fixtures are read relative to the test files, not bundled as resources.
        .testTarget(name: "SpenDropImageTests", dependencies: ["SpenDropImage"], exclude: ["Resources"]),
        // SpenDropImage: the recognition tests read drawn screens and the bundled samples as the pipeline does.
        .testTarget(name: "SpenDropOCRTests", dependencies: ["SpenDropOCR", "SpenDropImage"], exclude: ["Resources"]),
        .testTarget(name: "SpenDropIntakeTests", dependencies: ["SpenDropIntake"]),
        .testTarget(name: "SpenDropFlowTests", dependencies: ["SpenDropFlow"]),
        // Runs the built `spendrop` binary end to end on the bundled samples; seeds ledgers through SpenDropLedger
        // and reads rendered report pages through SpenDropImage.
        .testTarget(
            name: "SpenDropCLITests", dependencies: ["SpenDropModel", "SpenDropLedger", "SpenDropImage"],
            exclude: ["Resources"]),
    ]
)

// MARK: - Shared settings

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .swiftLanguageMode(.v6),
            .enableUpcomingFeature("ExistentialAny"),
        ]
}
