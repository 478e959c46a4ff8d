import Foundation
import SpenDropModel

/// A recogniser that plays a script: canned lines after a delay, or a failure, or a cancellation.
///
/// For tests of the stages above recognition (the share flow, the review session) that must not depend on an
/// engine: slow reads, double triggers, cancelled sheets and engine failures are all scripted. It honours task
/// cancellation during its delay exactly as a real engine must: `RecognitionError.cancelled`, never lines.
public final class ScriptedRecognizer: TextRecognizer {
    /// What one call to `recognize` does.
    public enum Step: Sendable, Equatable {
        /// Returns these lines.
        case lines([OCRLine])
        /// Throws this error.
        case failure(RecognitionError)
        /// Throws `RecognitionError.cancelled`, as if the user cancelled.
        case cancellation
    }

    private let state: State

    /// Plays `steps` in order, repeating the last one; each call waits `delay` first.
    public init(_ steps: [Step], delay: Duration = .zero) {
        state = State(steps: steps.isEmpty ? [.lines([])] : steps, delay: delay)
    }

    /// Always returns `lines`, each call after `delay`.
    public convenience init(lines: [OCRLine], delay: Duration = .zero) {
        self.init([.lines(lines)], delay: delay)
    }

    /// Always returns one line per string, without boxes.
    public convenience init(text: [String], delay: Duration = .zero) {
        self.init(lines: text.map { OCRLine($0) }, delay: delay)
    }

    /// Changes the delay of later calls.
    public func setDelay(_ delay: Duration) { state.setDelay(delay) }

    /// How many times `recognize` was called.
    public var callCount: Int { state.calls }

    /// How many recognitions are running right now (a re-entry guard above must keep this at most one).
    public var running: Int { state.active }

    /// The highest number of recognitions that ran at once.
    public var peakRunning: Int { state.peak }

    /// Plays the next step after the delay; cancellation during the delay throws `RecognitionError.cancelled`.
    public func recognize(_ bitmap: Bitmap) async throws(RecognitionError) -> OCRText {
        let (step, delay) = state.begin()
        defer { state.end() }
        if delay > .zero {
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .cancelled
            }
        }
        guard !Task.isCancelled else { throw .cancelled }
        switch step {
        case .lines(let lines): return OCRText(lines: lines)
        case .failure(let error): throw error
        case .cancellation: throw .cancelled
        }
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private let steps: [Step]
        private var delay: Duration
        private var callTotal = 0
        private var activeCount = 0
        private var peakCount = 0

        init(steps: [Step], delay: Duration) {
            self.steps = steps
            self.delay = delay
        }

        func setDelay(_ value: Duration) {
            lock.lock()
            delay = value
            lock.unlock()
        }

        func begin() -> (Step, Duration) {
            lock.lock()
            defer { lock.unlock() }
            let step = steps[min(callTotal, steps.count - 1)]
            callTotal += 1
            activeCount += 1
            peakCount = max(peakCount, activeCount)
            return (step, delay)
        }

        func end() {
            lock.lock()
            activeCount -= 1
            lock.unlock()
        }

        var calls: Int { locked { callTotal } }
        var active: Int { locked { activeCount } }
        var peak: Int { locked { peakCount } }

        private func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
    }
}
