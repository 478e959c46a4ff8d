import Foundation
import SpenDropIntake
import SpenDropModel
import Testing

/// A misconfigured App Group is reported loudly, naming what disagrees.
@Suite struct InboxSelfCheckTests {
    @Test func aConsistentContainerPasses() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        _ = try fixture.inbox.put(InboxFixture.png(), displayName: nil)
        let report = try fixture.inbox.selfCheck()
        #expect(report.groupIdentifier == report.defaultsSuite)
        #expect(report.pendingCount == 1)
    }

    @Test func defaultsOfAnotherGroupFailNamingBoth() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let wrong = AppGroupDefaults(suiteName: "group.com.example.other", container: fixture.container)
        let inbox = ShareInbox(container: fixture.container, log: fixture.log, defaults: wrong)
        let error = #expect(throws: InboxError.self) { try inbox.selfCheck() }
        #expect(error?.failureClass == .store)
        #expect(error?.message.contains("group.com.example.other") == true)
        #expect(error?.message.contains(fixture.container.groupIdentifier) == true)
    }

    @Test func aMissingContainerFailsNamingIt() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID().uuidString)")
        let container = AppGroupContainer(url: url)
        let inbox = ShareInbox(container: container, log: InMemoryShareLog())
        let error = #expect(throws: InboxError.self) { try inbox.selfCheck() }
        #expect(error?.message.contains(url.lastPathComponent) == true)
        #expect(error?.message.contains(container.groupIdentifier) == true)
        #expect(!FileManager.default.fileExists(atPath: url.path), "the check never creates the container")
    }

    @Test func unreadableDefaultsFail() throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let url = fixture.container.defaultsURL
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a property list".utf8).write(to: url)
        #expect(throws: InboxError.self) { try fixture.inbox.selfCheck() }
    }
}
