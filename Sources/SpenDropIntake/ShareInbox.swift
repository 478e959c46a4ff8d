import Foundation
import SpenDropImage
import SpenDropModel

/// A share waiting for (or already taken by) the app.
public struct SharedImage: Sendable, Equatable {
    public var shareId: String
    /// The original display name, sanitised.
    public var fileName: String
    /// The on-disk name, relative to the container.
    public var filePath: String
    public var createdAt: Date
    public var processedAt: Date?

    public init(shareId: String, fileName: String, filePath: String, createdAt: Date, processedAt: Date? = nil) {
        self.shareId = shareId
        self.fileName = fileName
        self.filePath = filePath
        self.createdAt = createdAt
        self.processedAt = processedAt
    }
}

/// The oldest unprocessed share and its bytes, as `get()` hands it out.
public struct RetrievedShare: Sendable, Equatable {
    /// The share's metadata, as the queue records it.
    public var image: SharedImage
    /// The whole image file, byte for byte as the extension stored it.
    public var data: Data
}

/// The hand-off queue from the share extension to the app, in the App Group container.
///
/// The extension calls `put`; the app calls `get`, processes the share, then `markProcessed`, and repeats until
/// `get` returns nil. Reading never deletes: only `clean`, called by the app, removes processed files after a
/// grace period. Every read-modify-write happens under a short advisory lock, so the two processes can run at once;
/// reads take no lock (the queue and the files are only ever replaced by atomic renames), so a reader polling
/// the inbox can never starve the extension's write.
public final class ShareInbox: Sendable {
    /// Bigger files are refused: no phone screenshot comes near, and the extension has little memory.
    public static let maximumImageBytes = 64 * 1024 * 1024
    /// How long a processed share's file is kept before `clean` may delete it.
    public static let defaultGracePeriod: TimeInterval = 24 * 60 * 60
    /// The formats a share may be stored as.
    public static let acceptedFormats: Set<ImageFormat> = [.png, .jpeg, .heic, .gif, .webp, .tiff]

    public let container: AppGroupContainer
    /// The App Group defaults kept in step with the queue's head.
    public let defaults: any SharedDefaultsStoring
    let log: any ShareLogging
    let queue: InboxQueue

    /// An inbox in `container`, publishing to `defaults` (the container's own group when nil).
    public init(container: AppGroupContainer, log: any ShareLogging, defaults: (any SharedDefaultsStoring)? = nil) {
        self.container = container
        self.log = log
        self.defaults = defaults ?? AppGroupDefaults(container: container)
        queue = InboxQueue(container: container)
    }

    /// Stores `data` under a new share id and publishes it. Returns the share.
    ///
    /// The bytes are written to a temporary file, synced and renamed to `SharedImages/<shareId>.<ext>`; then the
    /// queue records the share; then the defaults are republished. A crash at any point leaves no share or a
    /// whole one. - Throws: `InboxError` `.inputRejected` for bytes that are not an image, `.store` otherwise.
    public func put(_ data: Data, displayName: String?) throws -> SharedImage {
        record("put", "received a share")
        let format = ImageFormat.sniff(data)
        guard Self.acceptedFormats.contains(format) else {
            record("put", "rejected: not an image", level: .warning)
            throw InboxError(.inputRejected, "the shared file is not an image (PNG, JPEG, HEIC, GIF, WebP or TIFF)")
        }
        guard data.count <= Self.maximumImageBytes else {
            record("put", "rejected: too large", level: .warning)
            throw InboxError(.inputRejected, "the shared image is larger than the inbox accepts")
        }
        let shareId = UUID().uuidString
        let relativePath = "SharedImages/\(shareId).\(format.fileExtension)"
        let share = SharedImage(
            shareId: shareId, fileName: DisplayNameSanitizer.sanitize(displayName, format: format),
            filePath: relativePath, createdAt: Date())
        record("put", "sniffed format \(format.rawValue)", shareId: shareId)
        do {
            try POSIXFile.writeAtomically(
                data, to: container.url.appendingPathComponent(relativePath),
                temporaryDirectory: container.temporaryDirectory, isShareImage: true)
        } catch {
            record("put", "file write failed", shareId: shareId, level: .error)
            throw error
        }
        record("put", "file written and renamed into place", shareId: shareId)
        #if DEBUG
        InboxTestHold.reached(.imageInPlace)
        #endif
        try queue.lock.withLock {
            var records = try loadRecovering()
            let entry = ShareRecord(
                shareId: shareId, fileName: share.fileName, filePath: relativePath, createdAt: share.createdAt)
            // Repair may have adopted the file between the rename and this lock; the record then gains its name.
            if let adopted = records.firstIndex(where: { $0.shareId == shareId }) {
                records[adopted].fileName = share.fileName
            } else {
                records.append(entry)
            }
            try queue.save(records)
            record("put", "queued", shareId: shareId)
            #if DEBUG
            InboxTestHold.reached(.queued)
            #endif
            try publishDefaults(records)
        }
        record("put", "ready flag published", shareId: shareId)
        return share
    }

    /// Whether an unprocessed share whose file exists is waiting.
    public func has() throws -> Bool {
        try queue.load().contains { $0.isPending && fileExists($0) }
    }

    /// The oldest unprocessed share and its bytes, or nil when none is waiting. Read-only: file and metadata stay.
    public func get() throws -> RetrievedShare? {
        var found: RetrievedShare?
        for entry in try queue.load() where entry.isPending {
            guard let data = try POSIXFile.read(container.url.appendingPathComponent(entry.filePath)) else {
                record("get", "file missing; skipped until repair", shareId: entry.shareId, level: .warning)
                continue
            }
            found = RetrievedShare(image: entry.sharedImage, data: data)
            break
        }
        if let found {
            record("get", "retrieved", shareId: found.image.shareId)
            record("get", "left intact after retrieval", shareId: found.image.shareId)
        }
        return found
    }

    /// Marks a share processed and advances the queue; the defaults then describe the next share, if any.
    ///
    /// - Returns: false when the share was already processed (a repeated call is harmless).
    /// - Throws: `InboxError` `.usage` for an empty id, `.inputRejected` for an id the inbox never had.
    @discardableResult
    public func markProcessed(_ shareId: String) throws -> Bool {
        let shareId = shareId.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !shareId.isEmpty else { throw InboxError(.usage, "markProcessed needs a share id") }
        return try queue.lock.withLock {
            var records = try loadRecovering()
            guard let index = records.firstIndex(where: { $0.shareId == shareId }) else {
                if (try? defaults.snapshot().processedShareId) == shareId {
                    record("markProcessed", "already processed", shareId: shareId)
                    return false
                }
                throw InboxError(.inputRejected, "the share inbox has no share with that id")
            }
            guard records[index].processedAt == nil else {
                record("markProcessed", "already processed", shareId: shareId)
                return false
            }
            records[index].processedAt = Date()
            try queue.save(records)
            try publishDefaults(records, processedShareId: shareId)
            record("markProcessed", "marked processed", shareId: shareId)
            return true
        }
    }

    /// Every share whose file is still kept, pending and processed, oldest first.
    public func list() throws -> [SharedImage] {
        try queue.load().filter { $0.removedAt == nil }.map(\.sharedImage)
    }

    // MARK: Shared steps (call with the lock held)

    /// Publishes the queue's head (the oldest pending share with a file) to the defaults.
    func publishDefaults(_ records: [ShareRecord], processedShareId: String? = nil) throws {
        let head = records.first { $0.isPending && fileExists($0) }?.sharedImage
        let lastProcessed =
            processedShareId
            ?? records.filter { $0.processedAt != nil }.max { $0.processedAt! < $1.processedAt! }?.shareId
            ?? (try? defaults.snapshot().processedShareId)
        do {
            try defaults.publish(SharedDefaultsSnapshot(head: head, processedShareId: lastProcessed))
        } catch {
            record("defaults", "publishing the defaults failed; the queue is intact", level: .error)
            throw InboxError(.store, "the share is queued but the App Group defaults could not be updated")
        }
    }

    /// The queue, or (when it is unreadable) a queue rebuilt from the stored files after moving the bad one aside.
    func loadRecovering() throws -> [ShareRecord] {
        do {
            return try queue.load()
        } catch {
            record("repair", "queue unreadable; moved aside and rebuilt from stored files", level: .error)
            try queue.quarantine()
            return adoptableFiles(knownPaths: [])
        }
    }

    func fileExists(_ entry: ShareRecord) -> Bool {
        FileManager.default.fileExists(atPath: container.url.appendingPathComponent(entry.filePath).path)
    }

    func record(_ step: String, _ message: String, shareId: String? = nil, level: ShareLogEvent.Level = .info) {
        log.record(ShareLogEvent(step: step, message, shareId: shareId, level: level))
    }
}

/// Why the inbox refused or failed.
public struct InboxError: ClassifiedError, Equatable {
    public let failureClass: FailureClass
    public let message: String

    public init(_ failureClass: FailureClass, _ message: String) {
        self.failureClass = failureClass
        self.message = message
    }
}
