import SpenDropModel

/// Recognised text of one image: lines in reading order, each with its box and confidence.
public struct OCRText: Sendable, Equatable, Codable {
    public var lines: [OCRLine]

    public init(lines: [OCRLine]) { self.lines = lines }

    /// All lines joined by newlines.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}

/// Turns a downsampled bitmap into text. Cancellable: a cancelled recognition throws `RecognitionError.cancelled`.
public protocol TextRecognizer: Sendable {
    func recognize(_ bitmap: Bitmap) async throws(RecognitionError) -> OCRText
}

/// Why recognition did not produce text.
public struct RecognitionError: ClassifiedError, Equatable {
    public enum Code: String, Sendable {
        case cancelled
        case busy
        case engineUnavailable = "engine_unavailable"
        case failed
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public static let cancelled = RecognitionError(.cancelled, "text recognition was cancelled")

    public var failureClass: FailureClass { .internal }
}
