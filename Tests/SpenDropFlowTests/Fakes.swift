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

/// A recogniser with canned lines and a count of how often it ran; a held one waits, once started, until released.
///
/// Tests wait for `started()` instead of sleeping: the signal is the recogniser's own, whatever the machine's speed.
final class CountingRecognizer: TextRecognizer, @unchecked Sendable {
    private let lock = NSLock()
    private var runs = 0
    private var held: Bool
    private var cancelled = false
    private var startWaiters: [CheckedContinuation<Void, Never>] = []
    private var heldReads: [CheckedContinuation<Void, any Error>] = []
    let lines: [OCRLine]

    /// - Parameter held: when true, every recognition waits after starting until `release()` or cancellation.
    init(lines: [String], held: Bool = false) {
        self.lines = lines.map { OCRLine($0) }
        self.held = held
    }

    var runCount: Int { lock.withLock { runs } }

    /// Returns once a recognition has started (at once when one already has).
    func started() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = lock.withLock { () -> Bool in
                if runs > 0 { return true }
                startWaiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Lets held recognitions, and every later one, finish.
    func release() {
        let waiting = lock.withLock { () -> [CheckedContinuation<Void, any Error>] in
            held = false
            defer { heldReads = [] }
            return heldReads
        }
        for read in waiting { read.resume() }
    }

    func recognize(_ bitmap: Bitmap) async throws(RecognitionError) -> OCRText {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            runs += 1
            defer { startWaiters = [] }
            return startWaiters
        }
        for waiter in waiters { waiter.resume() }
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (read: CheckedContinuation<Void, any Error>) in
                    let outcome = lock.withLock { () -> Result<Void, any Error>? in
                        if cancelled || Task.isCancelled { return .failure(CancellationError()) }
                        if !held { return .success(()) }
                        heldReads.append(read)
                        return nil
                    }
                    if let outcome { read.resume(with: outcome) }
                }
            } onCancel: {
                let waiting = lock.withLock { () -> [CheckedContinuation<Void, any Error>] in
                    cancelled = true
                    defer { heldReads = [] }
                    return heldReads
                }
                for read in waiting { read.resume(throwing: CancellationError()) }
            }
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
