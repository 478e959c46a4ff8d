import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an export streams its bytes: a file descriptor behind a 64 KiB buffer, so memory stays the same however
/// many entries are written.
public final class ExportOutput {
    /// Why writing failed, without the file's contents.
    public struct WriteError: Error, Sendable {
        public let errno: Int32
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    /// Bytes handed to the descriptor so far.
    public private(set) var bytesWritten = 0

    /// Writes to `descriptor`, which the caller keeps open and closes.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    /// Standard output.
    public static func standardOutput() -> ExportOutput { ExportOutput(descriptor: 1) }

    public func write(_ text: String) throws(WriteError) {
        var text = text
        text.withUTF8 { bytes in buffer.append(contentsOf: bytes) }
        if buffer.count >= capacity { try flush() }
    }

    public func write(bytes: [UInt8]) throws(WriteError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { try flush() }
    }

    /// Hands the buffered bytes to the descriptor.
    public func flush() throws(WriteError) {
        var offset = 0
        let failure: Int32? = buffer.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        bytesWritten += offset
        buffer.removeAll(keepingCapacity: true)
        if let failure { throw WriteError(errno: failure) }
    }
}

/// `write(2)` by a name that does not clash with the method.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

/// A file written beside its final name and renamed over it once complete, so nobody ever reads half a file.
public final class AtomicFile {
    public let url: URL
    private let temporaryURL: URL
    private let descriptor: Int32
    public let output: ExportOutput
    private var finished = false

    /// Creates the temporary file in the destination's folder.
    ///
    /// - Throws: `ExportOutput.WriteError` when the folder is missing or not writable.
    public init(url: URL) throws(ExportOutput.WriteError) {
        self.url = url
        temporaryURL = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).partial")
        let fd = open(temporaryURL.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ExportOutput.WriteError(errno: errno) }
        descriptor = fd
        output = ExportOutput(descriptor: fd)
    }

    deinit {
        if !finished {
            close(descriptor)
            unlink(temporaryURL.path)
        }
    }

    /// Flushes, syncs and renames the file into place.
    public func commit() throws(ExportOutput.WriteError) {
        try output.flush()
        guard fsync(descriptor) == 0 else { throw ExportOutput.WriteError(errno: errno) }
        finished = true
        close(descriptor)
        guard rename(temporaryURL.path, url.path) == 0 else {
            let failure = errno
            unlink(temporaryURL.path)
            throw ExportOutput.WriteError(errno: failure)
        }
    }

    /// Removes the unfinished file.
    public func abandon() {
        guard !finished else { return }
        finished = true
        close(descriptor)
        unlink(temporaryURL.path)
    }
}
