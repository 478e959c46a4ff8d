import Foundation
import SpenDropImage
import SpenDropModel
import SpenDropOCR
import SpenDropParser

/// Pushes sample images through the eight steps of the image path, so a report tells decoding from storage
/// from recognition.
public struct ImageDiagnostics: Sendable {
    /// The steps, in order.
    public enum Step: String, Sendable, CaseIterable, Codable {
        case dataLoad = "data load"
        case decode
        case bitmap
        case downsample
        case temporaryWrite = "temporary write"
        case containerReadWrite = "container write and read"
        case ocr = "OCR"
        case parser
    }

    /// One step's outcome for one sample.
    public struct StepResult: Sendable, Codable, Equatable {
        public var step: Step
        public var passed: Bool
        public var milliseconds: Int
        /// Why it failed, in plain words; nil when it passed.
        public var reason: String?
    }

    /// All steps for one sample; steps after a failure are not run.
    public struct SampleResult: Sendable, Codable, Equatable {
        public var sample: String
        public var format: String
        public var steps: [StepResult]

        public var passed: Bool { steps.count == Step.allCases.count && steps.allSatisfy(\.passed) }
    }

    /// A sample to check, with the amount its screen shows when known.
    public struct Sample: Sendable {
        public var url: URL
        public var expectedAmount: Money?

        public init(url: URL, expectedAmount: Money?) {
            self.url = url
            self.expectedAmount = expectedAmount
        }
    }

    public var container: AppGroupContainer
    public var downsampler: any ImageDownsampling
    public var recognizer: any TextRecognizer
    public var parser: PaymentParser
    public var options: DownsampleOptions
    public var timeZone: TimeZone

    public init(
        container: AppGroupContainer, downsampler: any ImageDownsampling, recognizer: any TextRecognizer,
        parser: PaymentParser = PaymentParser(), options: DownsampleOptions = DownsampleOptions(),
        timeZone: TimeZone
    ) {
        self.container = container
        self.downsampler = downsampler
        self.recognizer = recognizer
        self.parser = parser
        self.options = options
        self.timeZone = timeZone
    }

    /// Runs every sample through every step.
    public func run(_ samples: [Sample]) async -> [SampleResult] {
        var results: [SampleResult] = []
        for sample in samples { results.append(await run(sample)) }
        return results
    }

    private func run(_ sample: Sample) async -> SampleResult {
        var steps: [StepResult] = []
        var format = "unknown"
        func record(_ step: Step, _ body: () async throws -> Void) async -> Bool {
            var watch = Stopwatch()
            do {
                try await body()
                steps.append(StepResult(step: step, passed: true, milliseconds: watch.lap(), reason: nil))
                return true
            } catch {
                let reason =
                    (error as? any ClassifiedError)?.message ?? (error as? DiagnosticFailure)?.reason
                    ?? "failed (\(type(of: error)))"
                steps.append(StepResult(step: step, passed: false, milliseconds: watch.lap(), reason: reason))
                return false
            }
        }
        var data = Data()
        var image: DownsampledImage?
        var text = OCRText(lines: [])
        let result = { SampleResult(sample: sample.url.lastPathComponent, format: format, steps: steps) }
        guard
            await record(
                .dataLoad,
                {
                    data = try Data(contentsOf: sample.url)
                    guard !data.isEmpty else { throw DiagnosticFailure("the file is empty") }
                    format = ImageFormat.sniff(data).rawValue
                })
        else { return result() }
        guard await record(.decode, { image = try downsampler.downsample(.data(data), options: options) }) else {
            return result()
        }
        guard
            await record(
                .bitmap,
                {
                    guard let bitmap = image?.bitmap, bitmap.pixels.count == bitmap.height * bitmap.bytesPerRow else {
                        throw DiagnosticFailure("the bitmap has the wrong size")
                    }
                    guard let first = bitmap.pixels.first, bitmap.pixels.contains(where: { $0 != first }) else {
                        throw DiagnosticFailure("the bitmap is one flat colour")
                    }
                })
        else { return result() }
        guard
            await record(
                .downsample,
                {
                    guard let image else { throw DiagnosticFailure("no image") }
                    let longest = max(image.bitmap.width, image.bitmap.height)
                    let expected = min(options.maxSide, max(image.sourceWidth, image.sourceHeight))
                    guard longest == expected else {
                        throw DiagnosticFailure("longest side is \(longest) px, expected \(expected)")
                    }
                    let sourceRatio = Double(image.sourceWidth) / Double(image.sourceHeight)
                    let ratio = Double(image.bitmap.width) / Double(image.bitmap.height)
                    guard abs(sourceRatio - ratio) / sourceRatio < 0.01 else {
                        throw DiagnosticFailure("the aspect ratio changed")
                    }
                })
        else { return result() }
        guard
            await record(
                .temporaryWrite,
                {
                    guard let image else { throw DiagnosticFailure("no image") }
                    let png = try PNGEncoder.encode(image.bitmap)
                    let url = FileManager.default.temporaryDirectory
                        .appendingPathComponent("spendrop-diagnose-\(UUID().uuidString).png")
                    defer { try? FileManager.default.removeItem(at: url) }
                    try png.write(to: url, options: .atomic)
                    guard try Data(contentsOf: url) == png else { throw DiagnosticFailure("read back differs") }
                })
        else { return result() }
        guard
            await record(
                .containerReadWrite,
                {
                    try container.prepare()
                    try FileManager.default.createDirectory(
                        at: container.temporaryDirectory, withIntermediateDirectories: true)
                    let url = container.temporaryDirectory.appendingPathComponent("diagnose-\(UUID().uuidString)")
                    defer { try? FileManager.default.removeItem(at: url) }
                    try data.write(to: url, options: .atomic)
                    guard try Data(contentsOf: url) == data else { throw DiagnosticFailure("read back differs") }
                })
        else { return result() }
        guard
            await record(
                .ocr,
                {
                    guard let image else { throw DiagnosticFailure("no image") }
                    text = try await recognizer.recognize(image.bitmap)
                    guard !text.lines.isEmpty else { throw DiagnosticFailure("no text recognised") }
                })
        else { return result() }
        guard
            await record(
                .parser,
                {
                    let parsed = parser.parse(ParseInput(lines: text.lines, now: Date(), timeZone: timeZone))
                    guard let amount = parsed.amount else { throw DiagnosticFailure("no amount found") }
                    if let expected = sample.expectedAmount, expected != amount {
                        throw DiagnosticFailure("read a different amount than the sample shows")
                    }
                })
        else { return result() }
        return result()
    }
}

/// A diagnostic check that did not hold, with a reason safe to print.
struct DiagnosticFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
