import Foundation
import SpenDropIntake
import SpenDropModel
import Testing

/// Putting, reading and advancing the queue: the hand-off's everyday path.
@Suite struct ShareInboxTests {
    @Test func putStoresTheBytesUnderTheShareIdWithTheSniffedExtension() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let png = try fixture.inbox.put(InboxFixture.png(1), displayName: "Screenshot.png")
        let jpeg = try fixture.inbox.put(InboxFixture.jpeg(2), displayName: "photo")
        #expect(png.filePath == "SharedImages/\(png.shareId).png")
        #expect(jpeg.filePath == "SharedImages/\(jpeg.shareId).jpg")
        #expect(jpeg.fileName == "photo.jpg")
        #expect(UUID(uuidString: png.shareId) != nil)
        let stored = try Data(contentsOf: fixture.container.url.appendingPathComponent(png.filePath))
        #expect(stored == InboxFixture.png(1))
        #expect(fixture.names(in: fixture.container.temporaryDirectory).isEmpty)
    }

    @Test(arguments: [Data("hello".utf8), Data(), Data("%PDF-1.7 not a picture".utf8), Data("bplist00xx".utf8)])
    func putRefusesBytesThatAreNotAnImage(bytes: Data) throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let error = #expect(throws: InboxError.self) { try fixture.inbox.put(bytes, displayName: "x.png") }
        #expect(error?.failureClass == .inputRejected)
        #expect(try fixture.inbox.list().isEmpty)
        #expect(fixture.names(in: fixture.container.inboxDirectory).isEmpty)
        #expect(try fixture.defaults.ready == false)
    }

    @Test func putPublishesTheHeadToTheDefaults() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let first = try fixture.inbox.put(InboxFixture.png(1), displayName: "first.png")
        _ = try fixture.inbox.put(InboxFixture.png(2), displayName: "second.png")
        let defaults = try fixture.defaults
        #expect(defaults.ready)
        #expect(defaults.shareId == first.shareId)
        #expect(defaults.fileName == "first.png")
        #expect(defaults.filePath == first.filePath)
        #expect(defaults.processedShareId == nil)
    }

    @Test func getIsReadOnlyAndReturnsTheOldestShare() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let first = try fixture.inbox.put(InboxFixture.png(1), displayName: "a.png")
        _ = try fixture.inbox.put(InboxFixture.png(2), displayName: "b.png")
        let before = try fixture.defaults
        let once = try #require(try fixture.inbox.get())
        let twice = try #require(try fixture.inbox.get())
        #expect(once == twice)
        #expect(once.image.shareId == first.shareId)
        #expect(once.data == InboxFixture.png(1))
        #expect(fixture.fileExists(first))
        #expect(try fixture.defaults == before)
        #expect(try fixture.inbox.has())
    }

    @Test func anEmptyInboxHasNothing() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        #expect(try fixture.inbox.get() == nil)
        #expect(try fixture.inbox.has() == false)
        #expect(try fixture.inbox.list().isEmpty)
    }

    @Test func markProcessedAdvancesTheQueueAndTheDefaults() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let first = try fixture.inbox.put(InboxFixture.png(1), displayName: "a.png")
        let second = try fixture.inbox.put(InboxFixture.jpeg(2), displayName: "b.jpg")
        #expect(try fixture.inbox.markProcessed(first.shareId))
        #expect(try fixture.inbox.get()?.image.shareId == second.shareId)
        var defaults = try fixture.defaults
        #expect(defaults.shareId == second.shareId && defaults.ready)
        #expect(defaults.processedShareId == first.shareId)
        #expect(fixture.fileExists(first), "processed files stay until clean")

        #expect(try fixture.inbox.markProcessed(second.shareId))
        #expect(try fixture.inbox.get() == nil)
        #expect(try fixture.inbox.has() == false)
        defaults = try fixture.defaults
        #expect(defaults == SharedDefaultsSnapshot(ready: false, processedShareId: second.shareId))
    }

    @Test func markProcessedTwiceIsHarmless() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let share = try fixture.inbox.put(InboxFixture.png(), displayName: nil)
        #expect(try fixture.inbox.markProcessed(share.shareId))
        #expect(try fixture.inbox.markProcessed(share.shareId) == false)
        _ = try fixture.inbox.clean(olderThan: 0)
        #expect(try fixture.inbox.markProcessed(share.shareId) == false)
    }

    @Test(arguments: ["", "   "])
    func markProcessedWithoutAnIdIsAUsageError(shareId: String) throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let error = #expect(throws: InboxError.self) { try fixture.inbox.markProcessed(shareId) }
        #expect(error?.failureClass == .usage)
    }

    @Test func markProcessedWithAnUnknownIdIsRejected() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        _ = try fixture.inbox.put(InboxFixture.png(), displayName: nil)
        let error = #expect(throws: InboxError.self) { try fixture.inbox.markProcessed(UUID().uuidString) }
        #expect(error?.failureClass == .inputRejected)
        #expect(try fixture.inbox.has())
    }

    @Test func eachStepIsLoggedWithTheShareId() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let share = try fixture.inbox.put(InboxFixture.png(), displayName: "a.png")
        _ = try fixture.inbox.get()
        try fixture.inbox.markProcessed(share.shareId)
        let messages = fixture.messages(for: share.shareId)
        #expect(messages.contains("file written and renamed into place"))
        #expect(messages.contains("queued"))
        #expect(messages.contains("ready flag published"))
        let tail = Array(messages.suffix(3))
        #expect(tail == ["retrieved", "left intact after retrieval", "marked processed"])
    }

    @Test func otherKeysInTheDefaultsAreKept() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let url = fixture.container.defaultsURL
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let existing = try PropertyListSerialization.data(
            fromPropertyList: ["appTheme": "dark"], format: .xml, options: 0)
        try existing.write(to: url)
        let share = try fixture.inbox.put(InboxFixture.png(), displayName: nil)
        let values = try AppGroupDefaults(container: fixture.container).dictionary()
        #expect(values["appTheme"] as? String == "dark")
        #expect(values["sharedPhotoShareId"] as? String == share.shareId)
    }
}
