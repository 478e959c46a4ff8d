import Foundation

/// An attempt that did not call back within its time limit.
struct AttemptTimedOut: Error {
    let limit: Duration
}

/// Runs `operation` and returns its result, or throws `AttemptTimedOut` once `limit` has passed.
///
/// A task group would wait for its children on the way out, and an item provider that never calls back ignores
/// cancellation, so the share would hang with it. The operation runs in its own task instead; on timeout (or when
/// the caller is cancelled) the caller moves on, the operation is cancelled and, if it never returns, only that
/// task stays parked.
func withAttemptTimeout<T: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let gate = ResumeOnce<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            let work = Task {
                do {
                    gate.resume(with: .success(try await operation()))
                } catch {
                    gate.resume(with: .failure(error))
                }
            }
            let timer = Task {
                do {
                    try await Task.sleep(for: limit)
                } catch {
                    return  // cancelled: the attempt ended first
                }
                gate.resume(with: .failure(AttemptTimedOut(limit: limit)))
            }
            gate.onResume {
                timer.cancel()
                work.cancel()
            }
            gate.install(continuation)
        }
    } onCancel: {
        gate.resume(with: .failure(CancellationError()))
    }
}

/// Resumes a continuation exactly once, with the first result from the operation, the timer or a cancellation.
///
/// A result may arrive before the continuation is installed (a caller cancelled up front); it is kept and
/// delivered on installation.
private final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var result: Result<T, any Error>?
    private var cleanup: (@Sendable () -> Void)?

    func install(_ continuation: CheckedContinuation<T, any Error>) {
        let early = lock.withLock { () -> Result<T, any Error>? in
            if let result { return result }
            self.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    /// Registers work to run once a result is in; runs it at once when one already is.
    func onResume(_ work: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock { () -> Bool in
            if result != nil { return true }
            cleanup = work
            return false
        }
        if runNow { work() }
    }

    func resume(with outcome: Result<T, any Error>) {
        let (pending, work) = lock.withLock { () -> (CheckedContinuation<T, any Error>?, (@Sendable () -> Void)?) in
            guard result == nil else { return (nil, nil) }
            result = outcome
            defer {
                continuation = nil
                cleanup = nil
            }
            return (continuation, cleanup)
        }
        pending?.resume(with: outcome)
        work?()
    }
}
