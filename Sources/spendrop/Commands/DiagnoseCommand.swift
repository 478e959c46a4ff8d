import Foundation
import SpenDropFlow
import SpenDropImage
import SpenDropIntake
import SpenDropModel
import SpenDropOCR

/// `spendrop diagnose`: the bundled PNG, JPEG and HEIC samples through the eight image steps.
enum DiagnoseCommand: Command {
    static let name = "diagnose"
    static let summary = "Run the bundled samples through every image step."
    static let usage = "spendrop diagnose [--json] [--samples DIR]"
    static let options: [OptionSpec] = [
        .flag("--json", "Print the report as one JSON object."),
        .value("--samples", "DIR", "The samples folder (default: the bundled Samples/, or SPENDROP_SAMPLES)."),
    ]
    static let discussion = """
        Steps: data load, decode, bitmap, downsample, temporary write, container write and read, OCR, parser.
        Also prints the resolved container, store and log paths, the App Group self-check and the Tesseract library
        text is read with (SpenDrop's runtime beside the executable, or Debian's).
        Exit status 0 only if every step passes for every sample.
        """

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let container = context.container
        let checks = ContainerChecks.run(container)
        let folder = try SampleFolder.locate(explicit: arguments.value("--samples"))
        let samples = try folder.diagnosticSamples()
        let recognizer = try TesseractRecognizer(configuration: .fromEnvironment())
        let diagnostics = ImageDiagnostics(
            container: container, downsampler: ImagePipeline(), recognizer: recognizer,
            options: DownsampleOptions(layout: .gray), timeZone: context.timeZone)
        let results = await diagnostics.run(samples)
        let passed = checks.allSatisfy(\.passed) && results.allSatisfy(\.passed)
        let library = TesseractLibrary.loaded
        if arguments.has("--json") {
            try context.output.json(
                Report(
                    container: container.url.path, store: container.ledgerURL.path, log: container.shareLogURL.path,
                    groupIdentifier: container.groupIdentifier, textEngine: library, checks: checks,
                    samples: results, passed: passed))
        } else {
            print(results, checks: checks, container: container, library: library, output: context.output)
        }
        guard passed else { throw CLIError(failureClass: .internal, message: "diagnostics failed (see the report)") }
        return ExitStatus.ok
    }

    struct Report: Encodable {
        var container: String
        var store: String
        var log: String
        var groupIdentifier: String
        /// `runtime` or `system` (`TesseractLibrary`); absent when no library could be loaded.
        var textEngine: TesseractLibrary?
        var checks: [ContainerChecks.Check]
        var samples: [ImageDiagnostics.SampleResult]
        var passed: Bool
    }

    private static func print(
        _ results: [ImageDiagnostics.SampleResult], checks: [ContainerChecks.Check], container: AppGroupContainer,
        library: TesseractLibrary?, output: Output
    ) {
        output.line("App Group   \(container.groupIdentifier)")
        output.line("container   \(container.url.path)")
        output.line("store       \(container.ledgerURL.path)")
        output.line("share log   \(container.shareLogURL.path)")
        output.line("text        \(library?.description ?? "no Tesseract library could be loaded")")
        for check in checks {
            output.line(
                "check       \(check.passed ? "pass" : "FAIL")  \(check.name)\(check.reason.map { ": \($0)" } ?? "")")
        }
        output.line("")
        let stepWidth = 26
        let cellWidth = max(16, (results.map(\.sample.count).max() ?? 0) + 2)
        var header = "step".padding(toLength: stepWidth, withPad: " ", startingAt: 0)
        for result in results { header += result.sample.padding(toLength: cellWidth, withPad: " ", startingAt: 0) }
        output.line(header)
        for step in ImageDiagnostics.Step.allCases {
            var row = step.rawValue.padding(toLength: stepWidth, withPad: " ", startingAt: 0)
            for result in results {
                let cell: String
                if let found = result.steps.first(where: { $0.step == step }) {
                    cell = (found.passed ? "pass" : "FAIL") + " \(found.milliseconds) ms"
                } else {
                    cell = "not run"
                }
                row += cell.padding(toLength: cellWidth, withPad: " ", startingAt: 0)
            }
            output.line(row)
        }
        for result in results {
            for step in result.steps where !step.passed {
                output.line("\(result.sample): \(step.step.rawValue) failed: \(step.reason ?? "no reason given")")
            }
        }
    }
}

/// The App Group self-check: the container is there and writable, and the defaults belong to the same group.
enum ContainerChecks {
    struct Check: Encodable {
        var name: String
        var passed: Bool
        var reason: String?
    }

    static func run(_ container: AppGroupContainer) -> [Check] {
        do {
            try container.prepare()
        } catch {
            return [Check(name: "container exists and is writable", passed: false, reason: error.message)]
        }
        var checks = [Check(name: "container exists and is writable", passed: true, reason: nil)]
        do {
            let report = try ShareInbox(container: container, log: InMemoryShareLog()).selfCheck()
            checks.append(
                Check(
                    name: "App Group defaults suite \(report.defaultsSuite) matches the container's group",
                    passed: true, reason: nil))
        } catch {
            checks.append(
                Check(
                    name: "App Group defaults match the container's group", passed: false,
                    reason: (error as? any ClassifiedError)?.message ?? "self-check failed"))
        }
        return checks
    }
}
