import Foundation
import SpenDropModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One share as the queue file records it.
struct ShareRecord: Codable, Sendable, Equatable {
    var shareId: String
    var fileName: String
    /// Relative to the container: `SharedImages/<shareId>.<ext>`.
    var filePath: String
    var createdAt: Date
    var processedAt: Date?
    /// When cleanup deleted the file; the record stays a little longer so a late `markProcessed` stays harmless.
    var removedAt: Date?

    var isPending: Bool { processedAt == nil && removedAt == nil }

    var sharedImage: SharedImage {
        SharedImage(
            shareId: shareId, fileName: fileName, filePath: filePath, createdAt: createdAt, processedAt: processedAt)
    }
}

/// The queue file: every share in arrival order, written whole and atomically under the inbox lock.
///
/// The queue, not the defaults, is the source of truth; the defaults are a projection of its head for apps
/// that read them directly.
struct InboxQueue: Sendable {
    private struct Stored: Codable {
        var version: Int
        var records: [ShareRecord]
    }

    /// How many removed shares are remembered after their files are gone.
    static let tombstoneLimit = 200

    let url: URL
    let lock: FileLock
    let temporaryDirectory: URL

    init(container: AppGroupContainer) {
        let folder = container.url.appendingPathComponent("Library/ShareInbox", isDirectory: true)
        url = folder.appendingPathComponent("queue.json")
        lock = FileLock(url: folder.appendingPathComponent("queue.lock"))
        temporaryDirectory = container.temporaryDirectory
    }

    /// The records, oldest first; an absent file is an empty queue. Call with the lock held.
    func load() throws -> [ShareRecord] {
        guard let data = try POSIXFile.read(url), !data.isEmpty else { return [] }
        do {
            return try Self.decoder.decode(Stored.self, from: data).records
        } catch {
            throw InboxError(.store, "the share inbox queue is unreadable; run the inbox repair")
        }
    }

    /// Moves an unreadable queue aside (kept for inspection) so repair can rebuild it from the files.
    func quarantine() throws {
        let aside = url.deletingLastPathComponent()
            .appendingPathComponent("queue.corrupt-\(Int(Date().timeIntervalSince1970)).json")
        guard rename(url.path, aside.path) == 0 else {
            throw InboxError(.store, "cannot move the unreadable share inbox queue aside")
        }
    }

    /// Replaces the queue with `records`, dropping the oldest tombstones past the limit. Call with the lock held.
    func save(_ records: [ShareRecord]) throws {
        var kept = records
        let tombstones = kept.filter { $0.removedAt != nil }
        if tombstones.count > Self.tombstoneLimit {
            let dropped = Set(tombstones.prefix(tombstones.count - Self.tombstoneLimit).map(\.shareId))
            kept.removeAll { dropped.contains($0.shareId) }
        }
        let data: Data
        do {
            data = try Self.encoder.encode(Stored(version: 1, records: kept))
        } catch {
            throw InboxError(.internal, "cannot encode the share inbox queue")
        }
        try POSIXFile.writeAtomically(data, to: url, temporaryDirectory: temporaryDirectory)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.timeIntervalSince1970)
        }
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self))
        }
        return decoder
    }
}
