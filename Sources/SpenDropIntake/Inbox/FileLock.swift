import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory `flock` on a lock file, shared by every process that opens the same container.
///
/// The lock is taken for one read-modify-write and released right after: a process that is suspended while
/// holding a lock in a shared container (the extension on iOS) would stall the other side, so it is never held idle.
/// Each acquisition opens its own descriptor, so threads of one process exclude each other as processes do.
struct FileLock: Sendable {
    let url: URL

    /// Runs `body` while holding the lock, exclusively or shared.
    func withLock<T>(exclusive: Bool = true, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw InboxError(.store, "cannot open the share inbox lock (\(POSIXFile.reason()))")
        }
        defer { close(descriptor) }
        guard Self.lock(descriptor, operation: exclusive ? LOCK_EX : LOCK_SH) else {
            throw InboxError(.store, "cannot lock the share inbox (\(POSIXFile.reason()))")
        }
        defer { _ = flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Takes `operation` on `descriptor`, retrying when a signal interrupts the wait.
    static func lock(_ descriptor: Int32, operation: Int32) -> Bool {
        while flock(descriptor, operation) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    /// Whether nobody holds a lock on the file at `url` (its writer finished or died).
    static func isAbandoned(_ url: URL) -> Bool {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        _ = flock(descriptor, LOCK_UN)
        return true
    }
}
