import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Crash-safe file writes: bytes go to a temporary file, are synced, then renamed into place.
///
/// A reader therefore sees the old file or the whole new one, never a torn one, and a writer killed half-way
/// leaves only a temporary file, which it held locked while writing so a cleaner can tell it was abandoned.
enum POSIXFile {
    /// The prefix of every temporary file the inbox writes, so orphan repair touches only its own.
    static let temporaryPrefix = "inbox-"
    static let temporarySuffix = ".part"

    /// Writes `data` to `destination` atomically, staging it in `temporaryDirectory` (same file system).
    /// `isShareImage` marks a share's image, the write a debug build's `InboxTestHold` can stop half-way.
    static func writeAtomically(
        _ data: Data, to destination: URL, temporaryDirectory: URL, isShareImage: Bool = false
    ) throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw InboxError(.store, "cannot create the share inbox folders")
        }
        let staging = temporaryDirectory.appendingPathComponent(
            temporaryPrefix + UUID().uuidString + temporarySuffix)
        let descriptor = open(staging.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw InboxError(.store, "cannot create a temporary file in the container (\(reason()))")
        }
        var renamed = false
        defer {
            close(descriptor)
            if !renamed { unlink(staging.path) }
        }
        // Held until the descriptor closes: an unlocked temporary file is one whose writer is gone.
        _ = flock(descriptor, LOCK_EX)
        #if DEBUG
        if isShareImage { try InboxTestHold.holdHalfWay(through: data) { try writeAll($0, to: descriptor) } }
        #endif
        try writeAll(data, to: descriptor)
        guard fsync(descriptor) == 0 else { throw InboxError(.store, "cannot sync a share to disk (\(reason()))") }
        guard rename(staging.path, destination.path) == 0 else {
            throw InboxError(.store, "cannot move a share into place (\(reason()))")
        }
        renamed = true
        syncDirectory(destination.deletingLastPathComponent())
    }

    /// Reads a whole file, or nil when it does not exist.
    static func read(_ url: URL) throws -> Data? {
        do {
            return try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return nil }
            throw InboxError(.store, "cannot read a file of the share inbox")
        }
    }

    /// Makes a rename durable by syncing the folder that holds it.
    static func syncDirectory(_ url: URL) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The current `errno` in words (never a path or content).
    static func reason() -> String {
        String(cString: strerror(errno))
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        let complete = data.withUnsafeBytes { writeFully($0, to: descriptor) }
        guard complete else { throw InboxError(.store, "cannot write a share to the container (\(reason()))") }
    }

    /// Writes every byte, finishing short writes and retrying interrupted ones; false on a write error
    /// (`errno` says which).
    static func writeFully(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard var pointer = buffer.baseAddress else { return true }
        var remaining = buffer.count
        while remaining > 0 {
            let written = write(descriptor, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            remaining -= written
            pointer += written
        }
        return true
    }
}
