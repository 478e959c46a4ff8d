import Foundation
import SpenDropImage
import SpenDropIntake
import SpenDropModel
import SpenDropOCR

/// An item provider that hands over fixed PNG-signed bytes, as a bank app's share button does.
struct BytesItemProvider: ItemProviding {
    var bytes: Data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 64))

    var registeredTypeIdentifiers: [String] { ["public.png"] }
    func conforms(to typeIdentifier: String) -> Bool {
        ["public.png", "public.image", "public.data"].contains(typeIdentifier)
    }
    func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem { .data(bytes) }
    func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data { bytes }
    func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T {
        throw CocoaError(.fileReadUnsupportedScheme)
    }
}

/// A downsampler that returns a small white bitmap, or fails as told.
struct FixedDownsampler: ImageDownsampling {
    var error: ImageError?

    func downsample(_ source: ImageSource, options: DownsampleOptions) throws(ImageError) -> DownsampledImage {
        if let error { throw error }
        let bitmap = Bitmap(width: 4, height: 8, layout: .gray, pixels: Array(repeating: 255, count: 32))
        return DownsampledImage(format: .png, sourceWidth: 12, sourceHeight: 24, bitmap: bitmap)
    }
}

/// A recogniser with canned lines, an optional delay, and a count of how often it ran.
final class CountingRecognizer: TextRecognizer, @unchecked Sendable {
    private let lock = NSLock()
    private var runs = 0
    let lines: [OCRLine]
    let delay: Duration

    init(lines: [String], delay: Duration = .zero) {
        self.lines = lines.map { OCRLine($0) }
        self.delay = delay
    }

    var runCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return runs
    }

    func recognize(_ bitmap: Bitmap) async throws(RecognitionError) -> OCRText {
        lock.withLock { runs += 1 }
        do {
            try await Task.sleep(for: delay)
        } catch {
            throw RecognitionError.cancelled
        }
        return OCRText(lines: lines)
    }
}

/// A failure from the store, as the ledger would report it.
struct StoreFailure: ClassifiedError {
    var failureClass: FailureClass { .store }
    var message: String { "disk full" }
}

let receiptLines = [
    "9:41", "Payment Successful", "RM 12.50", "Paid to", "Kedai Kopi Ah Seng", "Date 12/03/2026 14:37:05",
    "Reference No. 20260312101234",
]
