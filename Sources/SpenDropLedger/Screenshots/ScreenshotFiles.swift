import Foundation
import SpenDropModel

/// A screenshot saved beside its entry: where it lives in the container and what its bytes hash to.
public struct StoredScreenshot: Sendable, Equatable {
    /// `Screenshots/<entry id>.<ext>`, relative to the container; goes in `LedgerEntry.screenshotPath`.
    public var relativePath: String
    /// SHA-256 of the bytes, lowercase hex; goes in `LedgerEntry.screenshotHash`.
    public var sha256: String
}

/// Paths of saved screenshots: always `Screenshots/<name>.<ext>` inside the container, never anywhere else.
enum ScreenshotFiles {
    static let folder = "Screenshots"

    /// A relative path of the one allowed shape, with no way to climb out of the folder.
    static func isValidRelativePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == folder else { return false }
        let name = parts[1]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        let stem = name[..<dot]
        let ext = name[name.index(after: dot)...]
        return stem.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } && isValidExtension(ext)
    }

    /// Short lowercase alphanumerics: `png`, `jpg`, `heic`.
    static func isValidExtension(_ ext: some StringProtocol) -> Bool {
        (1...5).contains(ext.count) && ext.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }

    /// The file URL for `relativePath`, checked to resolve inside the container (a symbolic link out is refused).
    static func url(for relativePath: String, in container: AppGroupContainer) throws(LedgerError) -> URL {
        guard isValidRelativePath(relativePath) else {
            throw LedgerError(.invalid, "the screenshot path must be a file under Screenshots/ in the container")
        }
        let url = container.url.appendingPathComponent(relativePath)
        guard container.contains(url.deletingLastPathComponent()), container.contains(url) else {
            throw LedgerError(.invalid, "the screenshot folder leads outside the App Group container")
        }
        return url
    }
}

/// Saved screenshots, kept under the container by entry id and deleted with their entry.
extension LedgerStore {
    /// Writes `data` to `Screenshots/<entryID>.<ext>` atomically (a temporary file renamed into place).
    ///
    /// - Parameter fileExtension: lowercase, such as `png`, `jpg` or `heic`.
    /// - Returns: the relative path and SHA-256 to store in the entry.
    public func storeScreenshot(_ data: Data, entryID: UUID, fileExtension: String) throws(LedgerError)
        -> StoredScreenshot
    {
        guard ScreenshotFiles.isValidExtension(fileExtension) else {
            throw LedgerError(.invalid, "a screenshot's file extension must be short lowercase letters or digits")
        }
        let relative = "\(ScreenshotFiles.folder)/\(entryID.uuidString.lowercased()).\(fileExtension)"
        do {
            try FileManager.default.createDirectory(
                at: container.screenshotsDirectory, withIntermediateDirectories: true)
        } catch {
            throw LedgerError(.write, "cannot create the screenshot folder in the App Group container")
        }
        let url = try ScreenshotFiles.url(for: relative, in: container)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw LedgerError(.write, "cannot save the screenshot in the App Group container")
        }
        return StoredScreenshot(relativePath: relative, sha256: SHA256.hexDigest(of: data))
    }

    /// The saved screenshot's bytes.
    public func screenshotData(atRelativePath relativePath: String) throws(LedgerError) -> Data {
        let url = try ScreenshotFiles.url(for: relativePath, in: container)
        do {
            return try Data(contentsOf: url)
        } catch {
            throw LedgerError(.read, "cannot read the saved screenshot")
        }
    }

    /// Removes a stored screenshot that no entry refers to (a save that was refused or failed).
    public func removeScreenshot(atRelativePath relativePath: String) throws(LedgerError) {
        let url = try ScreenshotFiles.url(for: relativePath, in: container)
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw LedgerError(.write, "cannot remove the screenshot from the App Group container")
        }
    }

    /// Deletes an entry and then its saved screenshot; returns whether the entry existed.
    ///
    /// The row goes first: a crash in between leaves an orphan file, never an entry whose screenshot is gone.
    @discardableResult
    public func deleteEntry(id: UUID) throws(LedgerError) -> Bool {
        let path: String?? = try database.write("delete the entry") { db in
            var found: String?? = nil
            try db.query(
                "SELECT screenshot_path FROM entries WHERE id = ?1", [.text(id.uuidString)],
                operation: "delete the entry"
            ) { row in found = .some(row.text(0)) }
            guard found != nil else { return nil }
            try db.run("DELETE FROM entries WHERE id = ?1", [.text(id.uuidString)], operation: "delete the entry")
            return found
        }
        guard let path else { return false }
        if let path, let url = try? ScreenshotFiles.url(for: path, in: container) {
            try? FileManager.default.removeItem(at: url)
        }
        return true
    }
}
