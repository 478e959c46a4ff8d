import Foundation
import SpenDropModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The share log on disk: an append-only file in the App Group container, capped, with one rotated file.
///
/// Every line is written by a single `write` on a descriptor opened with `O_APPEND`, under an advisory lock that
/// also covers rotation, so lines from several threads and processes never interleave or get lost in a rename.
/// Messages pass through a `Redactor` on the way in, whatever their author promised.
public final class FileShareLog: ShareLogging, Sendable {
    /// The default size cap of the current file before it is rotated to `share.log.1`.
    public static let defaultMaximumBytes = 1 << 20
    /// The longest line written, in bytes, below `PIPE_BUF` so that even a pipe keeps it whole.
    public static let maximumLineBytes = 4000

    /// The current log file.
    public let url: URL
    /// The previous file, replaced at each rotation.
    public var rotatedURL: URL { URL(fileURLWithPath: url.path + ".1") }
    private let maximumBytes: Int
    private let echoToStandardError: Bool
    private let redactor: Redactor?
    private let timeZone: TimeZone
    private let threadLock = NSLock()

    /// A log at `url`. Pass `redactor: nil` only for a developer's own machine: it writes messages unmasked.
    public init(
        url: URL, maximumBytes: Int = FileShareLog.defaultMaximumBytes, echoToStandardError: Bool = false,
        redactor: Redactor? = Redactor(), timeZone: TimeZone = TimeZone(identifier: "Asia/Kuala_Lumpur") ?? .current
    ) {
        self.url = url
        self.maximumBytes = max(maximumBytes, Self.maximumLineBytes)
        self.echoToStandardError = echoToStandardError
        self.redactor = redactor
        self.timeZone = timeZone
    }

    /// The log of `container`, at its `shareLogURL`, with timestamps in `timeZone`.
    public convenience init(
        container: AppGroupContainer, echoToStandardError: Bool = false,
        timeZone: TimeZone = TimeZone(identifier: "Asia/Kuala_Lumpur") ?? .current
    ) {
        self.init(url: container.shareLogURL, echoToStandardError: echoToStandardError, timeZone: timeZone)
    }

    /// Appends one redacted line for `event` (and echoes it when asked); a log that cannot be written is skipped.
    public func record(_ event: ShareLogEvent) {
        let line = line(for: event, at: Date())
        let bytes = Array((line + "\n").utf8)
        threadLock.lock()
        defer { threadLock.unlock() }
        // Logging never fails a share: a log that cannot be written is skipped.
        _ = try? append(bytes)
        if echoToStandardError { Self.writeWhole(bytes, to: 2) }
    }

    /// The line recorded for `event` at `date`: timestamp with zone, level, step, then `[ShareTarget]`,
    /// the share id when known, and the redacted message.
    public func line(for event: ShareLogEvent, at date: Date) -> String {
        var body = event.message
        if body.hasPrefix("[ShareTarget]") {
            body = String(body.dropFirst("[ShareTarget]".count)).trimmingCharacters(in: .whitespaces)
        }
        if let redactor { body = redactor.redact(body) }
        if let shareId = event.shareId, !body.contains("shareId=") {
            body = "shareId=\(Self.safeShareId(shareId)) " + body
        }
        var line =
            "\(Self.timestamp(date, in: timeZone)) \(event.level.rawValue.uppercased()) "
            + "step=\(Self.safeStep(event.step)) [ShareTarget] \(body)"
        while line.utf8.count > Self.maximumLineBytes { line.removeLast() }
        return line
    }

    /// The rotated file followed by the current one, or an empty string when nothing was logged.
    public func contents() throws -> String {
        var text = ""
        for file in [rotatedURL, url] {
            if let data = try? Data(contentsOf: file) { text += String(decoding: data, as: UTF8.self) }
        }
        return text
    }

    // MARK: Writing

    private func append(_ bytes: [UInt8]) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lockDescriptor = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lockDescriptor >= 0 else { return }
        defer { close(lockDescriptor) }
        guard FileLock.lock(lockDescriptor, operation: LOCK_EX) else { return }
        defer { _ = flock(lockDescriptor, LOCK_UN) }
        var status = stat()
        if stat(url.path, &status) == 0, Int(status.st_size) > 0, Int(status.st_size) + bytes.count > maximumBytes {
            _ = rename(url.path, rotatedURL.path)
        }
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        Self.writeWhole(bytes, to: descriptor)
    }

    /// One `write` call for the whole line; a short write (disk full) is finished rather than left torn.
    private static func writeWhole(_ bytes: [UInt8], to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { POSIXFile.writeFully($0, to: descriptor) }
    }

    // MARK: Formatting

    /// ISO-8601 with milliseconds and the zone's offset, `2026-03-01T09:15:02.120+08:00`.
    static func timestamp(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        let offset = zone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        func two(_ value: Int?) -> String { pad(value ?? 0, 2) }
        let millis = min((parts.nanosecond ?? 0) / 1_000_000, 999)
        return "\(pad(parts.year ?? 0, 4))-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):"
            + "\(two(parts.minute)):\(two(parts.second)).\(pad(millis, 3))"
            + "\(sign)\(two(abs(offset) / 3600)):\(two(abs(offset) % 3600 / 60))"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Steps are identifiers; anything else in them is dropped.
    private static func safeStep(_ step: String) -> String {
        let kept = step.unicodeScalars.filter { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
        let text = String(String.UnicodeScalarView(kept.prefix(40)))
        return text.isEmpty ? "-" : text
    }

    /// Share ids are UUIDs; anything else is not echoed, since a caller might have passed content by mistake.
    private static func safeShareId(_ shareId: String) -> String {
        UUID(uuidString: shareId) != nil ? shareId : "[unrecognised]"
    }
}
