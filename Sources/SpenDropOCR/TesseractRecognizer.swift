import SpenDropModel

/// Tesseract 5 through its C API (Linux).
public final class TesseractRecognizer: TextRecognizer {
    /// - Parameter languages: Tesseract language codes joined by `+`.
    public init(languages: String = "eng+msa") throws(RecognitionError) {
        throw RecognitionError(.engineUnavailable, "Tesseract is not available yet")
    }

    public func recognize(_ bitmap: Bitmap) async throws(RecognitionError) -> RecognizedText {
        throw RecognitionError(.engineUnavailable, "Tesseract is not available yet")
    }
}
