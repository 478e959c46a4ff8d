import Foundation

/// A flag set from one thread and read from another (Tesseract's cancel callback runs on the engine's thread).
final class CancelFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }
}
