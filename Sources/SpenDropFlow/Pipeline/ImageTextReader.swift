import Foundation
import SpenDropImage
import SpenDropModel
import SpenDropOCR

/// The image stage and text recognition together, with the one decision between them: small print (a
/// photographed or scanned paper receipt) gets a second, larger read from the source image.
public struct ImageTextReader: Sendable {
    public var downsampler: any ImageDownsampling
    public var recognizer: any TextRecognizer
    public var options: DownsampleOptions

    public init(downsampler: any ImageDownsampling, recognizer: any TextRecognizer, options: DownsampleOptions) {
        self.downsampler = downsampler
        self.recognizer = recognizer
        self.options = options
    }

    /// What one read produced, with the time each stage took.
    public struct Reading: Sendable {
        /// The image the final text was read from (the larger one after a second pass).
        public var image: DownsampledImage
        public var text: OCRText
        public var decodeMilliseconds: Int
        public var recognizeMilliseconds: Int
        /// The longest side of the second pass, when there was one.
        public var secondPassMaxSide: Int?
    }

    /// Why a read failed: the image stage or recognition.
    public enum Failure: Error, Sendable {
        case image(ImageError)
        case recognition(RecognitionError)
    }

    /// Decodes, downsamples and recognises `source`; reads again larger when the text is too small to trust.
    ///
    /// - Parameter meanwhile: work started on a thread of its own once the image is decoded, to overlap with
    ///   recognition (which waits for its engine first, leaving a core free); the read does not wait for it.
    public func read(_ source: ImageSource, meanwhile: (@Sendable () -> Void)? = nil) async throws(Failure) -> Reading {
        var watch = Stopwatch()
        var image = try decode(source, options)
        var decodeTime = watch.lap()
        if let meanwhile { DispatchQueue.global(qos: .userInitiated).async(execute: meanwhile) }
        var text = try await recognize(image.bitmap)
        var recognizeTime = watch.lap()
        let secondPass = SmallTextCheck.secondPassMaxSide(
            for: text, imageHeight: image.bitmap.height,
            currentMaxSide: max(image.bitmap.width, image.bitmap.height),
            sourceMaxSide: max(image.sourceWidth, image.sourceHeight))
        if let secondPass {
            var larger = options
            larger.maxSide = secondPass
            image = try decode(source, larger)
            decodeTime += watch.lap()
            text = try await recognize(image.bitmap)
            recognizeTime += watch.lap()
        }
        return Reading(
            image: image, text: text, decodeMilliseconds: decodeTime, recognizeMilliseconds: recognizeTime,
            secondPassMaxSide: secondPass)
    }

    private func decode(_ source: ImageSource, _ options: DownsampleOptions) throws(Failure) -> DownsampledImage {
        do {
            return try downsampler.downsample(source, options: options)
        } catch {
            throw .image(error)
        }
    }

    private func recognize(_ bitmap: Bitmap) async throws(Failure) -> OCRText {
        do {
            return try await recognizer.recognize(bitmap)
        } catch {
            throw .recognition(error)
        }
    }
}
