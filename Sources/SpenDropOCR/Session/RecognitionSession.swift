import Foundation
import SpenDropModel

/// Runs recognitions one at a time: a second request while one runs is refused or joins the first.
///
/// A share sheet can be triggered twice (a double tap, a retry while the first read is still going); two engines
/// reading the same screen would double the memory and the wait. The session guarantees that at most one
/// recognition runs, and cancelling the caller's task cancels the work it started.
public actor RecognitionSession {
    /// What a second request does while a recognition runs.
    public enum Policy: Sendable {
        /// Throw `RecognitionError.busy`.
        case refuse
        /// Wait for the running recognition when it reads the same bitmap; refuse a different bitmap.
        case join
    }

    private struct Running {
        let id: Int
        let bitmap: Bitmap
        let task: Task<OCRText, any Error>
    }

    private let recognizer: any TextRecognizer
    private let policy: Policy
    private var running: Running?
    private var nextID = 0

    /// Creates a session over `recognizer`.
    public init(recognizer: any TextRecognizer, policy: Policy = .join) {
        self.recognizer = recognizer
        self.policy = policy
    }

    /// Whether a recognition is running now.
    public var isRecognizing: Bool { running != nil }

    /// Recognises `bitmap`, or joins or refuses when a recognition already runs (see `Policy`).
    ///
    /// - Throws: `busy` when refused; `cancelled` when the calling task (or `cancel()`) cancelled the work.
    public func recognize(_ bitmap: Bitmap) async throws(RecognitionError) -> OCRText {
        if let running {
            guard policy == .join, running.bitmap == bitmap else {
                throw RecognitionError(.busy, "a text recognition is already running")
            }
            // A joiner that is cancelled stops waiting; the recognition goes on for the one who started it.
            return try await Self.value(of: running.task, cancelsTask: false)
        }
        nextID += 1
        let id = nextID
        let recognizer = self.recognizer
        let task = Task<OCRText, any Error> { try await recognizer.recognize(bitmap) }
        running = Running(id: id, bitmap: bitmap, task: task)
        defer { if running?.id == id { running = nil } }
        return try await Self.value(of: task, cancelsTask: true)
    }

    /// Cancels the running recognition, if any; its callers receive `RecognitionError.cancelled`.
    public func cancel() {
        running?.task.cancel()
    }

    private static func value(
        of task: Task<OCRText, any Error>, cancelsTask: Bool
    ) async throws(RecognitionError) -> OCRText {
        do {
            if cancelsTask {
                return try await withTaskCancellationHandler {
                    try await task.value
                } onCancel: {
                    task.cancel()
                }
            }
            // Awaiting a task's value ignores the waiter's cancellation, so race it against a cancellation handler.
            let once = ResumeOnce()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    once.arm(continuation)
                    Task { once.resume(with: await task.result) }
                }
            } onCancel: {
                once.resume(with: .failure(RecognitionError.cancelled))
            }
        } catch let error as RecognitionError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw RecognitionError(.failed, "text recognition failed")
        }
    }
}

/// Resumes a continuation exactly once, from whichever comes first: the result or the waiter's cancellation.
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<OCRText, any Error>?
    private var early: Result<OCRText, any Error>?
    private var done = false

    func arm(_ continuation: CheckedContinuation<OCRText, any Error>) {
        lock.lock()
        if let early {
            lock.unlock()
            continuation.resume(with: early)
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    func resume(with result: Result<OCRText, any Error>) {
        lock.lock()
        guard !done else {
            lock.unlock()
            return
        }
        done = true
        if let continuation {
            self.continuation = nil
            lock.unlock()
            continuation.resume(with: result)
        } else {
            early = result
            lock.unlock()
        }
    }
}
