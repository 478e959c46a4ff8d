#if canImport(CTesseract)
import Foundation

/// One engine loading from a command's first moments, before it has parsed its options or opened its image
/// (docs/ocr.md, "An engine from the start").
///
/// A one-shot command waits for its engine: the model's load (~12 ms with SpenDrop's runtime) is the longest step
/// before the page can be laid out, and the command used to start it only once it created its recogniser, ~5 ms after
/// `main` (options, time zone, home). `begin` starts it at `main`; the first `TesseractEnginePool` made with an equal
/// configuration takes that engine instead of loading one of its own. An engine no pool takes is never used and goes
/// with the process.
public enum TesseractPrestart {
    private static let slot = Slot()

    /// Starts loading one engine for `configuration` on its own thread and returns at once; later calls do nothing.
    public static func begin(_ configuration: TesseractConfiguration) {
        guard slot.start(configuration) else { return }
        Thread.detachNewThread {
            slot.finish(Result { () throws(RecognitionError) in try TesseractEngine(configuration) })
        }
    }

    /// Takes the early engine for a pool of `configuration`: `deliver` gets its outcome once, now or when its load
    /// ends. False, and `deliver` is never called, when no early engine was begun for an equal configuration or
    /// another pool took it.
    static func claim(
        _ configuration: TesseractConfiguration,
        deliver: @escaping @Sendable (Result<TesseractEngine, RecognitionError>) -> Void
    ) -> Bool {
        slot.claim(configuration, deliver: deliver)
    }

    /// Whether an early engine was begun and not yet taken (for tests).
    static var isWaitingToBeClaimed: Bool { slot.isUnclaimed }

    private final class Slot: @unchecked Sendable {
        private let lock = NSLock()
        private var configuration: TesseractConfiguration?
        private var outcome: Result<TesseractEngine, RecognitionError>?
        private var receiver: (@Sendable (Result<TesseractEngine, RecognitionError>) -> Void)?
        private var claimed = false

        func start(_ configuration: TesseractConfiguration) -> Bool {
            lock.withLock {
                guard self.configuration == nil else { return false }
                self.configuration = configuration
                return true
            }
        }

        func finish(_ result: Result<TesseractEngine, RecognitionError>) {
            let receiver: (@Sendable (Result<TesseractEngine, RecognitionError>) -> Void)? = lock.withLock {
                if let receiver = self.receiver {
                    self.receiver = nil
                    return receiver
                }
                outcome = result
                return nil
            }
            receiver?(result)
        }

        func claim(
            _ configuration: TesseractConfiguration,
            deliver: @escaping @Sendable (Result<TesseractEngine, RecognitionError>) -> Void
        ) -> Bool {
            let ready: Result<TesseractEngine, RecognitionError>?? = lock.withLock {
                guard !claimed, self.configuration == configuration else { return nil }
                claimed = true
                if let outcome {
                    self.outcome = nil
                    return .some(outcome)
                }
                receiver = deliver
                return .some(nil)
            }
            guard let ready else { return false }
            if let ready { deliver(ready) }
            return true
        }

        var isUnclaimed: Bool { lock.withLock { configuration != nil && !claimed } }
    }
}
#endif
