import Foundation
import SpenDropIntake
import SpenDropModel
import Testing

/// Cleanup after the grace period, and repair of what a crash or a lost file leaves behind.
@Suite struct InboxCleanupTests {
    @Test func processedFilesAreDeletedOnlyAfterTheGracePeriod() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let done = try fixture.inbox.put(InboxFixture.png(1), displayName: nil)
        let waiting = try fixture.inbox.put(InboxFixture.png(2), displayName: nil)
        try fixture.inbox.markProcessed(done.shareId)

        let early = try fixture.inbox.clean(now: Date().addingTimeInterval(3600))
        #expect(early.removedShareIds.isEmpty && early.keptProcessedCount == 1)
        #expect(fixture.fileExists(done))

        let late = try fixture.inbox.clean(now: Date().addingTimeInterval(25 * 3600))
        #expect(late.removedShareIds == [done.shareId])
        #expect(!fixture.fileExists(done))
        #expect(fixture.fileExists(waiting), "pending shares are never cleaned")
        #expect(try fixture.inbox.list().map(\.shareId) == [waiting.shareId])
        #expect(try fixture.defaults.shareId == waiting.shareId)
    }

    @Test func aNegativeGracePeriodIsAUsageError() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let error = #expect(throws: InboxError.self) { try fixture.inbox.clean(olderThan: -1) }
        #expect(error?.failureClass == .usage)
    }

    @Test func anAbandonedTemporaryFileIsRemovedButALiveOneIsKept() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let folder = fixture.container.temporaryDirectory
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let abandoned = folder.appendingPathComponent("inbox-\(UUID().uuidString).part")
        let live = folder.appendingPathComponent("inbox-\(UUID().uuidString).part")
        let unrelated = folder.appendingPathComponent("someone-elses-file.tmp")
        try InboxFixture.png(1, size: 40).write(to: abandoned)
        try InboxFixture.png(2, size: 40).write(to: live)
        try Data().write(to: unrelated)
        // A writer still busy holds its temporary file locked.
        let handle = open(live.path, O_RDONLY)
        defer { close(handle) }
        #expect(flock(handle, LOCK_EX) == 0)

        let report = try fixture.inbox.repairOrphans(temporaryFileAge: 0)
        #expect(report.removedTemporaryFiles == 1)
        #expect(fixture.names(in: folder) == [live.lastPathComponent, unrelated.lastPathComponent].sorted())
        #expect(try fixture.inbox.get() == nil, "a temporary file is never a share")
    }

    @Test func aWholeFileWithoutARecordIsQueuedAgain() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        // The state a writer killed between the rename and the queue record leaves.
        let shareId = UUID().uuidString
        try FileManager.default.createDirectory(at: fixture.container.inboxDirectory, withIntermediateDirectories: true)
        try InboxFixture.jpeg(7).write(to: fixture.container.inboxDirectory.appendingPathComponent("\(shareId).jpg"))
        #expect(try fixture.inbox.get() == nil)

        let report = try fixture.inbox.repairOrphans()
        #expect(report.adoptedShareIds == [shareId])
        let share = try #require(try fixture.inbox.get())
        #expect(share.data == InboxFixture.jpeg(7))
        #expect(try fixture.defaults.shareId == shareId)
        #expect(fixture.log.events.contains { $0.step == "repair" && $0.shareId == shareId })
    }

    @Test func aStrayFileIsRemoved() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let share = try fixture.inbox.put(InboxFixture.png(), displayName: nil)
        try Data("junk".utf8).write(to: fixture.container.inboxDirectory.appendingPathComponent("notes.txt"))
        let fake = fixture.container.inboxDirectory.appendingPathComponent("\(UUID().uuidString).png")
        try Data("not an image".utf8).write(to: fake)
        let report = try fixture.inbox.repairOrphans()
        #expect(report.removedStrayFiles == 2)
        #expect(fixture.names(in: fixture.container.inboxDirectory) == [share.shareId + ".png"])
    }

    @Test func aRecordWithoutAFileIsDroppedAndTheDefaultsFollow() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let lost = try fixture.inbox.put(InboxFixture.png(1), displayName: nil)
        let kept = try fixture.inbox.put(InboxFixture.png(2), displayName: nil)
        try FileManager.default.removeItem(at: fixture.container.url.appendingPathComponent(lost.filePath))
        #expect(try fixture.inbox.get()?.image.shareId == kept.shareId, "get skips a share whose file is gone")

        let report = try fixture.inbox.repairOrphans()
        #expect(report.droppedShareIds == [lost.shareId])
        #expect(report.republishedDefaults)
        #expect(try fixture.defaults.shareId == kept.shareId)
        #expect(try fixture.inbox.list().map(\.shareId) == [kept.shareId])
    }

    @Test func staleDefaultsAreRepublishedFromTheQueue() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let share = try fixture.inbox.put(InboxFixture.png(), displayName: "a.png")
        // The state a writer killed between the queue record and the defaults leaves.
        try AppGroupDefaults(container: fixture.container).publish(SharedDefaultsSnapshot())
        let report = try fixture.inbox.repairOrphans()
        #expect(report.republishedDefaults)
        #expect(try fixture.defaults.shareId == share.shareId)
        #expect(try fixture.defaults.ready)
    }

    @Test func anUnreadableQueueIsMovedAsideAndRebuiltFromTheFiles() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let share = try fixture.inbox.put(InboxFixture.png(3), displayName: nil)
        let queue = fixture.container.url.appendingPathComponent("Library/ShareInbox/queue.json")
        try Data("{ torn".utf8).write(to: queue)
        let error = #expect(throws: InboxError.self) { try fixture.inbox.get() }
        #expect(error?.failureClass == .store)

        let report = try fixture.inbox.repairOrphans()
        #expect(report.rebuiltQueue)
        #expect(try fixture.inbox.get()?.data == InboxFixture.png(3))
        #expect(try fixture.inbox.get()?.image.shareId == share.shareId)
    }

    @Test func aCleanInboxNeedsNoRepair() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        _ = try fixture.inbox.put(InboxFixture.png(), displayName: nil)
        #expect(try fixture.inbox.repairOrphans().isClean)
    }
}
