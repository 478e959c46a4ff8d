import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

@Suite struct ScreenshotStoreTests {
    @Test func screenshotIsStoredByEntryIdAndDeletedWithItsEntry() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let bytes = Data((0..<5_000).map { UInt8($0 % 256) })
        var entry = LedgerFixture.entry()
        let saved = try store.storeScreenshot(bytes, entryID: entry.id, fileExtension: "png")
        #expect(saved.relativePath == "Screenshots/\(entry.id.uuidString.lowercased()).png")
        #expect(saved.sha256 == SHA256.hexDigest(of: bytes))
        entry.screenshotPath = saved.relativePath
        entry.screenshotHash = saved.sha256
        try store.save(entry)
        #expect(try store.screenshotData(atRelativePath: saved.relativePath) == bytes)
        let file = fixture.container.url.appendingPathComponent(saved.relativePath)
        #expect(FileManager.default.fileExists(atPath: file.path))
        // No temporary file is left beside it.
        let folder = try FileManager.default.contentsOfDirectory(atPath: fixture.container.screenshotsDirectory.path)
        #expect(folder == [file.lastPathComponent])

        #expect(try store.deleteEntry(id: entry.id))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try store.entry(id: entry.id) == nil)
        #expect(try store.deleteEntry(id: entry.id) == false)
    }

    @Test(arguments: ["", "PNG", "p/ng", "..", "jpeg2000"])
    func badExtensionsAreRefused(ext: String) throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        #expect(throws: LedgerError.self) { try store.storeScreenshot(Data([1]), entryID: UUID(), fileExtension: ext) }
    }

    @Test(arguments: ["../ledger.sqlite", "Screenshots/../../x.png", "/tmp/x.png", "Screenshots/a/b.png"])
    func pathsOutsideTheFolderAreNeverRead(path: String) throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        #expect(throws: LedgerError.self) { try store.screenshotData(atRelativePath: path) }
    }

    @Test func aScreenshotFolderLinkedOutsideTheContainerIsRefused() throws {
        let fixture = try LedgerFixture()
        let outside = try LedgerFixture()
        defer {
            fixture.cleanUp()
            outside.cleanUp()
        }
        let store = try fixture.store()
        try FileManager.default.createSymbolicLink(
            at: fixture.container.screenshotsDirectory, withDestinationURL: outside.container.url)
        let id = UUID()
        #expect(throws: LedgerError.self) {
            try store.storeScreenshot(Data([1, 2]), entryID: id, fileExtension: "png")
        }
        let leaked = try FileManager.default.contentsOfDirectory(atPath: outside.container.url.path)
        #expect(leaked.isEmpty)
    }
}
