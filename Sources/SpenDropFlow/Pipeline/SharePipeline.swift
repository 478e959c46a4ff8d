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
    /// Opens security-scoped file URLs around their read: iOS's `URLSecurityScope` for the app and the
    /// extension (Files and iCloud Drive hand those over), nothing on Linux.
    public var securityScope: any SecurityScopeAccess

    public init(
        downsampler: any ImageDownsampling, recognizer: any TextRecognizer, parser: PaymentParser = PaymentParser(),
        options: DownsampleOptions = DownsampleOptions(), timeZone: TimeZone, log: any ShareLogging,
        clock: @escaping @Sendable () -> Date = { Date() }, securityScope: any SecurityScopeAccess = NoSecurityScope()
    ) {
        self.downsampler = downsampler
        self.recognizer = recognizer
        self.parser = parser
        self.options = options
        self.timeZone = timeZone
        self.log = log
        self.clock = clock
        self.securityScope = securityScope
    }

    /// Runs every stage on one attachment.
    /// - Throws: `ShareFailure` naming the stage that failed; a cancelled recognition is a `cancelled` failure.
    public func read(_ provider: any ItemProviding, shareId: String? = nil) async throws(ShareFailure) -> ShareReading {
        var timings = StageTimings()
        var stopwatch = Stopwatch()

        let attachment: LoadedAttachment
        do {
            attachment = try await AttachmentLoader(log: log, securityScope: securityScope)
                .loadImage(from: provider, shareId: shareId)
        } catch {
            throw ShareFailure(
                stage: .load, failureClass: error.failureClass, code: "load_failed", message: error.message)
        }
        timings.load = stopwatch.lap()
        log.record(ShareLogEvent(step: "load", "loaded \(attachment.format.rawValue) image", shareId: shareId))

        let reading: ImageTextReader.Reading
        do {
            // The parser's one-time set-up runs while the text is recognised, not after it.
            reading = try await ImageTextReader(downsampler: downsampler, recognizer: recognizer, options: options)
                .read(.data(attachment.data), meanwhile: { PaymentParser.warmUp() })
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
        var image = reading.image
        var text = reading.text
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

        var parsed = parser.parse(ParseInput(lines: text.lines, now: clock(), timeZone: timeZone))
        timings.parse = stopwatch.lap()
        if let closer = Self.closerReadMaxSide(
            format: attachment.format, sourceMaxSide: max(image.sourceWidth, image.sourceHeight),
            currentMaxSide: max(image.bitmap.width, image.bitmap.height), parsed: parsed)
        {
            var larger = options
            larger.maxSide = closer
            let reader = ImageTextReader(downsampler: downsampler, recognizer: recognizer, options: larger)
            if let second = try? await reader.read(.data(attachment.data)) {
                timings.decode = (timings.decode ?? 0) + second.decodeMilliseconds
                timings.ocr = (timings.ocr ?? 0) + second.recognizeMilliseconds
                let reparsed = parser.parse(ParseInput(lines: second.text.lines, now: clock(), timeZone: timeZone))
                log.record(
                    ShareLogEvent(
                        step: "ocr",
                        "closer read at \(closer) px: amount \(reparsed.amount == nil ? "not found" : "found")",
                        shareId: shareId))
                if reparsed.amount != nil {
                    parsed = reparsed
                    image = second.image
                    text = second.text
                }
            }
            _ = stopwatch.lap()
            // A cancelled closer read must not hand back the first reading as if it were complete.
            if Task.isCancelled {
                throw ShareFailure(
                    stage: .ocr, failureClass: .internal, code: RecognitionError.Code.cancelled.rawValue,
                    message: RecognitionError.cancelled.message)
            }
        }
        log.record(
            ShareLogEvent(
                step: "parse",
                "amount \(parsed.amount == nil ? "not found" : "found"), status \(parsed.status.rawValue), "
                    + "confidence \(parsed.confidence.rawValue)",
                shareId: shareId))

        return ShareReading(
            imageData: attachment.data, format: attachment.format, suggestedName: attachment.suggestedName,
            image: ImageSummary(image), text: text, parsed: parsed, timings: timings,
            pixelHash: PixelHash.differenceHash(of: image.bitmap))
    }
}

extension SharePipeline {
    /// The longest side at which a photo is read again when the first read found no payment, or only with low
    /// confidence: small print on a photographed paper receipt reads better at 2000 px (measured in
    /// docs/benchmarks.md: character errors 0.067 → 0.007 on a long receipt, at 1.26× the recognition time).
    public static let closerReadSide = 2000

    /// Whether to read again closer, and at what size: only photos (not PNG screenshots) with more pixels to
    /// give, whose first reading has no amount or a low-confidence one, and that are not balance-only screens.
    public static func closerReadMaxSide(
        format: ImageFormat, sourceMaxSide: Int, currentMaxSide: Int, parsed: ParseResult
    ) -> Int? {
        guard format != .png, parsed.status != .balanceOnly, parsed.amount == nil || parsed.confidence == .low
        else { return nil }
        let side = min(sourceMaxSide, closerReadSide)
        return side > currentMaxSide ? side : nil
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
