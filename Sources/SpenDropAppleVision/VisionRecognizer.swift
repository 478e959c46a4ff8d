#if canImport(Vision)
import CoreGraphics
import Foundation
import SpenDropModel
import SpenDropOCR
import Vision

/// Apple's Vision text recogniser behind the core's `TextRecognizer` contract.
///
/// Only translation lives here: the bitmap becomes a `CGImage`, Vision's observations become `OCRLine`s with
/// top-left boxes, and the core's `ReadingOrder` puts them in the order the parser expects.
public final class VisionRecognizer: TextRecognizer {
    /// The languages asked for, in order of preference; those Vision does not support are left out.
    public static let preferredLanguages = ["en-US", "ms-MY"]

    /// Whether Vision may replace what it read with dictionary words.
    ///
    /// Off for payment screens: correction is a language model, and on a receipt it turns reference numbers,
    /// amounts and merchant codes into nearby words (`0` into `O`, `RM12.50` into a word). The parser has its own
    /// tolerant readers for amounts and labels, so it is better served by the characters as seen. Turn it on only
    /// for prose, such as a note typed into a screenshot.
    public let usesLanguageCorrection: Bool

    /// Creates a recogniser; each call builds its own request, so one instance serves concurrent callers.
    /// - Parameter usesLanguageCorrection: whether Vision may correct words; off by default, for payment screens.
    public init(usesLanguageCorrection: Bool = false) {
        self.usesLanguageCorrection = usesLanguageCorrection
    }

    /// Recognises `bitmap` with the accurate recogniser, with language correction only when asked for.
    ///
    /// - Throws: `RecognitionError.cancelled` when the task is cancelled (the request is cancelled too), `failed`
    ///   when Vision reports an error; never a partial result.
    public func recognize(_ bitmap: Bitmap) async throws(RecognitionError) -> OCRText {
        guard !Task.isCancelled else { throw .cancelled }
        guard let image = Self.cgImage(bitmap) else {
            throw RecognitionError(.failed, "the bitmap could not be handed to Vision")
        }
        let request = VNRecognizeTextRequest()
        request.recognitionLevel = .accurate
        request.usesLanguageCorrection = usesLanguageCorrection
        request.recognitionLanguages = Self.languages(for: request)
        let box = RequestBox(request, image)
        let outcome: Result<[OCRLine], RecognitionError> = await withTaskCancellationHandler {
            // Vision blocks its caller: run it off the cooperative pool, draining autoreleased objects per image.
            await Task.detached(priority: .userInitiated) { () -> Result<[OCRLine], RecognitionError> in
                autoreleasepool { Self.perform(box.request, on: box.image) }
            }.value
        } onCancel: {
            box.request.cancel()
        }
        guard !Task.isCancelled else { throw .cancelled }
        switch outcome {
        case .success(let lines): return OCRText(lines: ReadingOrder.sorted(lines))
        case .failure(let error): throw error
        }
    }

    /// `preferredLanguages` that this request supports; Vision's default when it supports none of them.
    static func languages(for request: VNRecognizeTextRequest) -> [String] {
        guard let supported = try? request.supportedRecognitionLanguages() else { return [] }
        let available = preferredLanguages.filter { supported.contains($0) }
        return available.isEmpty ? request.recognitionLanguages : available
    }

    private static func perform(
        _ request: VNRecognizeTextRequest, on image: CGImage
    ) -> Result<[OCRLine], RecognitionError> {
        let handler = VNImageRequestHandler(cgImage: image, options: [:])
        do {
            try handler.perform([request])
        } catch {
            if Task.isCancelled { return .failure(.cancelled) }
            return .failure(RecognitionError(.failed, "Vision could not recognise the image"))
        }
        let observations = request.results ?? []
        return .success(
            observations.compactMap { observation in
                guard let candidate = observation.topCandidates(1).first else { return nil }
                return OCRLine(
                    candidate.string, box: topLeft(observation.boundingBox), confidence: Double(candidate.confidence))
            })
    }

    /// Vision's boxes are normalised with the origin at the bottom left; the core's at the top left.
    static func topLeft(_ rect: CGRect) -> NormalizedBox {
        NormalizedBox(
            x: Double(rect.minX), y: Double(1 - rect.maxY), width: Double(rect.width), height: Double(rect.height))
    }

    /// Wraps the bitmap's bytes in a `CGImage` without changing them.
    static func cgImage(_ bitmap: Bitmap) -> CGImage? {
        let data = Data(bitmap.pixels) as CFData
        guard let provider = CGDataProvider(data: data) else { return nil }
        let space: CGColorSpace
        let info: CGBitmapInfo
        switch bitmap.layout {
        case .gray:
            space = CGColorSpaceCreateDeviceGray()
            info = CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue)
        case .rgb:
            space = CGColorSpaceCreateDeviceRGB()
            info = CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue)
        case .rgba:
            space = CGColorSpaceCreateDeviceRGB()
            info = CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue)
        }
        return CGImage(
            width: bitmap.width, height: bitmap.height, bitsPerComponent: 8,
            bitsPerPixel: 8 * bitmap.layout.rawValue, bytesPerRow: bitmap.bytesPerRow, space: space,
            bitmapInfo: info, provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    }
}

/// Carries the request and image across tasks; `cancel()` is documented as safe from another thread, and the
/// image is immutable.
private final class RequestBox: @unchecked Sendable {
    let request: VNRecognizeTextRequest
    let image: CGImage

    init(_ request: VNRecognizeTextRequest, _ image: CGImage) {
        self.request = request
        self.image = image
    }
}
#endif
