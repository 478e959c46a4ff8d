import Foundation

/// An attempt that did not call back within its time limit.
struct AttemptTimedOut: Error {
    let limit: Duration
}

/// Runs `operation` and returns its result, or throws `AttemptTimedOut` once `limit` has passed.
///
/// A task group would wait for its children on the way out, and an item provider that never calls back ignores
/// cancellation, so the share would hang with it. The operation runs in its own task instead; on timeout the
/// caller moves on, the operation is cancelled and, if it never returns, only that task stays parked.
func withAttemptTimeout<T: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let gate = ResumeOnce<T>()
    return try await withCheckedThrowingContinuation { continuation in
        gate.install(continuation)
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
                return  // cancelled: the operation finished first
            }
            gate.resume(with: .failure(AttemptTimedOut(limit: limit)))
            work.cancel()
        }
        gate.onResume { timer.cancel() }
    }
}

/// Resumes a continuation exactly once, whichever of the operation or the timer gets there first.
private final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var finished = false
    private var cleanup: (@Sendable () -> Void)?

    func install(_ continuation: CheckedContinuation<T, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    /// Registers work to run once resumed; runs it at once when already resumed.
    func onResume(_ work: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock { () -> Bool in
            if finished { return true }
            cleanup = work
            return false
        }
        if runNow { work() }
    }

    func resume(with result: Result<T, any Error>) {
        let (pending, work) = lock.withLock { () -> (CheckedContinuation<T, any Error>?, (@Sendable () -> Void)?) in
            guard !finished else { return (nil, nil) }
            finished = true
            defer {
                continuation = nil
                cleanup = nil
            }
            return (continuation, cleanup)
        }
        pending?.resume(with: result)
        work?()
    }
}
