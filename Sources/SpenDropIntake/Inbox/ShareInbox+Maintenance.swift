import Foundation
import SpenDropImage
import SpenDropModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `clean` removed.
public struct InboxCleanReport: Sendable, Equatable {
    /// Processed shares whose files were deleted.
    public var removedShareIds: [String] = []
    /// Processed shares kept because their grace period has not passed.
    public var keptProcessedCount = 0
}

/// What `repairOrphans` found and did.
public struct InboxRepairReport: Sendable, Equatable {
    /// Temporary files left by a writer that was killed, deleted.
    public var removedTemporaryFiles = 0
    /// Whole share files without a record, put back in the queue.
    public var adoptedShareIds: [String] = []
    /// Files in the inbox folder that are not shares, deleted.
    public var removedStrayFiles = 0
    /// Pending records whose file is gone, dropped.
    public var droppedShareIds: [String] = []
    /// Whether an unreadable queue was moved aside and rebuilt.
    public var rebuiltQueue = false
    /// Whether the defaults disagreed with the queue and were republished.
    public var republishedDefaults = false

    /// Whether anything needed repair.
    public var isClean: Bool {
        removedTemporaryFiles == 0 && adoptedShareIds.isEmpty && removedStrayFiles == 0 && droppedShareIds.isEmpty
            && !rebuiltQueue && !republishedDefaults
    }
}

extension ShareInbox {
    /// Deletes the files of shares processed more than `olderThan` ago. Only the app calls this, never the
    /// extension, so a file is never deleted while the app may still be reading it.
    public func clean(olderThan: TimeInterval = ShareInbox.defaultGracePeriod, now: Date = Date()) throws
        -> InboxCleanReport
    {
        guard olderThan >= 0, olderThan.isFinite else {
            throw InboxError(.usage, "the grace period must be zero or more")
        }
        let cutoff = now.addingTimeInterval(-olderThan)
        return try queue.lock.withLock {
            var records = try loadRecovering()
            var report = InboxCleanReport()
            for index in records.indices where records[index].removedAt == nil {
                guard let processedAt = records[index].processedAt else { continue }
                guard processedAt <= cutoff else {
                    report.keptProcessedCount += 1
                    continue
                }
                let path = container.url.appendingPathComponent(records[index].filePath).path
                guard unlink(path) == 0 || errno == ENOENT else {
                    record(
                        "clean", "could not delete a processed file", shareId: records[index].shareId,
                        level: .warning)
                    continue
                }
                records[index].removedAt = now
                report.removedShareIds.append(records[index].shareId)
                record("clean", "file deleted after the grace period", shareId: records[index].shareId)
            }
            if !report.removedShareIds.isEmpty {
                try queue.save(records)
                try publishDefaults(records)
            }
            return report
        }
    }

    /// Finds what a killed writer or a lost file left behind, repairs what holds a whole share and removes the
    /// rest, logging each. Temporary files are removed only once no writer holds them and they are older than
    /// `temporaryFileAge` seconds.
    public func repairOrphans(temporaryFileAge: TimeInterval = 60, now: Date = Date()) throws -> InboxRepairReport {
        try queue.lock.withLock {
            var report = InboxRepairReport()
            var records: [ShareRecord]
            do {
                records = try queue.load()
            } catch {
                try queue.quarantine()
                record("repair", "queue unreadable; moved aside and rebuilt from stored files", level: .error)
                records = []
                report.rebuiltQueue = true
            }
            report.removedTemporaryFiles = removeAbandonedTemporaryFiles(olderThan: temporaryFileAge, now: now)
            let manager = FileManager.default
            // Records without files.
            for index in records.indices.reversed()
            where records[index].removedAt == nil && !fileExists(records[index]) {
                let shareId = records[index].shareId
                if records[index].processedAt == nil {
                    records.remove(at: index)
                    report.droppedShareIds.insert(shareId, at: 0)
                    record(
                        "repair", "dropped a pending record whose file is missing", shareId: shareId,
                        level: .warning)
                } else {
                    records[index].removedAt = now
                    record("repair", "processed record had no file; marked removed", shareId: shareId)
                }
            }
            // Files without records, or with a record whose file was already removed.
            let known = Set(records.filter { $0.removedAt == nil }.map(\.filePath))
            let adopted = adoptableFiles(knownPaths: known)
            let adoptedPaths = Set(adopted.map(\.filePath))
            for entry in adopted {
                records.removeAll { $0.shareId == entry.shareId }
                records.append(entry)
                report.adoptedShareIds.append(entry.shareId)
                record("repair", "adopted a whole file that had no record", shareId: entry.shareId, level: .warning)
            }
            for name in (try? manager.contentsOfDirectory(atPath: container.inboxDirectory.path)) ?? [] {
                let path = "SharedImages/" + name
                guard !known.contains(path), !adoptedPaths.contains(path) else { continue }
                try? manager.removeItem(at: container.inboxDirectory.appendingPathComponent(name))
                report.removedStrayFiles += 1
                record("repair", "removed a stray file from the inbox folder", level: .warning)
            }
            records.sort { $0.createdAt < $1.createdAt }
            if report.rebuiltQueue || !report.droppedShareIds.isEmpty || !report.adoptedShareIds.isEmpty
                || records.contains(where: { $0.removedAt == now })
            {
                try queue.save(records)
            }
            let head = records.first { $0.isPending && fileExists($0) }
            let current = try? defaults.snapshot()
            if current?.shareId != head?.shareId || current?.ready != (head != nil)
                || current?.filePath != head?.filePath || current?.fileName != head?.fileName
            {
                try publishDefaults(records)
                report.republishedDefaults = true
                record("repair", "defaults republished to match the queue", shareId: head?.shareId)
            }
            if report.isClean { record("repair", "no orphans found") }
            return report
        }
    }

    /// Share files in the inbox folder that are named `<UUID>.<ext>`, hold an image and have no record.
    func adoptableFiles(knownPaths: Set<String>) -> [ShareRecord] {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: container.inboxDirectory.path)) ?? []
        return names.sorted().compactMap { name -> ShareRecord? in
            let path = "SharedImages/" + name
            guard !knownPaths.contains(path), let dot = name.lastIndex(of: ".") else { return nil }
            let stem = String(name[..<dot])
            guard let uuid = UUID(uuidString: stem), uuid.uuidString == stem.uppercased() else { return nil }
            let url = container.inboxDirectory.appendingPathComponent(name)
            guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
            defer { try? handle.close() }
            let head = (try? handle.read(upToCount: 32)) ?? Data()
            let format = ImageFormat.sniff(head)
            guard Self.acceptedFormats.contains(format), name.hasSuffix("." + format.fileExtension) else { return nil }
            let attributes = try? manager.attributesOfItem(atPath: url.path)
            let created = attributes?[.modificationDate] as? Date ?? Date()
            return ShareRecord(
                shareId: stem, fileName: DisplayNameSanitizer.sanitize(nil, format: format), filePath: path,
                createdAt: created)
        }
    }

    /// Deletes the inbox's temporary files whose writer is gone; returns how many.
    private func removeAbandonedTemporaryFiles(olderThan age: TimeInterval, now: Date) -> Int {
        let manager = FileManager.default
        let folder = container.temporaryDirectory
        var removed = 0
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(POSIXFile.temporaryPrefix) && name.hasSuffix(POSIXFile.temporarySuffix) {
            let url = folder.appendingPathComponent(name)
            let modified = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date ?? now
            guard now.timeIntervalSince(modified) >= age, FileLock.isAbandoned(url) else { continue }
            if unlink(url.path) == 0 {
                removed += 1
                record("repair", "removed a temporary file left by an interrupted writer", level: .warning)
            }
        }
        return removed
    }
}
