import Foundation
import SpenDropImage
import SpenDropIntake
import SpenDropModel
import SpenDropOCR
import SpenDropParser

/// Reads one shared attachment: load → decode and downsample → recognise → parse, timing every stage.
///
/// Every stage sits behind a protocol, so the same pipeline runs with Tesseract on Linux, Vision on Apple
/// platforms, and scripted fakes in tests.
public struct SharePipeline: Sendable {
    public var downsampler: any ImageDownsampling
    public var recognizer: any TextRecognizer
    public var parser: PaymentParser
    public var options: DownsampleOptions
    public var timeZone: TimeZone
    public var log: any ShareLogging
    /// When the screenshot was taken, for dates shown without a year; `now` by default.
    public var clock: @Sendable () -> Date

    public init(
        downsampler: any ImageDownsampling, recognizer: any TextRecognizer, parser: PaymentParser = PaymentParser(),
        options: DownsampleOptions = DownsampleOptions(), timeZone: TimeZone, log: any ShareLogging,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.downsampler = downsampler
        self.recognizer = recognizer
        self.parser = parser
        self.options = options
        self.timeZone = timeZone
        self.log = log
        self.clock = clock
    }

    /// Runs every stage on one attachment.
    /// - Throws: `ShareFailure` naming the stage that failed; a cancelled recognition is a `cancelled` failure.
    public func read(_ provider: any ItemProviding, shareId: String? = nil) async throws(ShareFailure) -> ShareReading {
        var timings = StageTimings()
        var stopwatch = Stopwatch()

        let attachment: LoadedAttachment
        do {
            attachment = try await AttachmentLoader(log: log).loadImage(from: provider, shareId: shareId)
        } catch {
            throw ShareFailure(
                stage: .load, failureClass: error.failureClass, code: "load_failed", message: error.message)
        }
        timings.load = stopwatch.lap()
        log.record(ShareLogEvent(step: "load", "loaded \(attachment.format.rawValue) image", shareId: shareId))

        let reading: ImageTextReader.Reading
        do {
            reading = try await ImageTextReader(downsampler: downsampler, recognizer: recognizer, options: options)
                .read(.data(attachment.data))
        } catch {
            switch error {
            case .image(let error):
                log.record(
                    ShareLogEvent(step: "decode", "failed: \(error.code.rawValue)", shareId: shareId, level: .error))
                throw ShareFailure(
                    stage: .decode, failureClass: error.failureClass, code: error.code.rawValue, message: error.message)
            case .recognition(let error):
                let cancelled = error.code == .cancelled
                log.record(
                    ShareLogEvent(
                        step: "ocr", cancelled ? "cancelled" : "failed: \(error.code.rawValue)", shareId: shareId,
                        level: cancelled ? .info : .error))
                throw ShareFailure(
                    stage: .ocr, failureClass: error.failureClass, code: error.code.rawValue, message: error.message)
            }
        }
        let image = reading.image
        let text = reading.text
        timings.decode = reading.decodeMilliseconds
        timings.ocr = reading.recognizeMilliseconds
        _ = stopwatch.lap()
        log.record(
            ShareLogEvent(
                step: "decode",
                "\(image.sourceWidth)x\(image.sourceHeight) -> \(image.bitmap.width)x\(image.bitmap.height)"
                    + (reading.secondPassMaxSide.map { " (second pass for small print at \($0) px)" } ?? ""),
                shareId: shareId))
        log.record(ShareLogEvent(step: "ocr", "\(text.lines.count) lines", shareId: shareId))

        let parsed = parser.parse(ParseInput(lines: text.lines, now: clock(), timeZone: timeZone))
        timings.parse = stopwatch.lap()
        log.record(
            ShareLogEvent(
                step: "parse",
                "amount \(parsed.amount == nil ? "not found" : "found"), status \(parsed.status.rawValue), "
                    + "confidence \(parsed.confidence.rawValue)",
                shareId: shareId))

        return ShareReading(
            imageData: attachment.data, format: attachment.format, suggestedName: attachment.suggestedName,
            image: ImageSummary(image), text: text, parsed: parsed, timings: timings)
    }
}

/// Measures elapsed wall time between laps, in whole milliseconds.
struct Stopwatch {
    private var last = ContinuousClock.now

    mutating func lap() -> Int {
        let now = ContinuousClock.now
        let elapsed = now - last
        last = now
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
