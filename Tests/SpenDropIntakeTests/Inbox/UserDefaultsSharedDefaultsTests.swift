import Foundation
import SpenDropIntake
import SpenDropModel
import Testing

/// The App Group defaults through `UserDefaults(suiteName:)`, as the app, the extension and the plugin keep them on
/// iOS: the same five keys, spelled as CONTRACTS.md spells them, following the queue's head.
@Suite struct UserDefaultsSharedDefaultsTests {
    /// A group of its own per test, so runs never see each other's keys; its domain is removed afterwards.
    private func withSuite(_ body: (InboxFixture, ShareInbox, UserDefaults) throws -> Void) throws {
        let suite = "group.test.spendrop.\(UUID().uuidString)"
        let fixture = try InboxFixture(groupIdentifier: suite)
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer {
            defaults.removePersistentDomain(forName: suite)
            fixture.cleanUp()
        }
        let inbox = ShareInbox(
            container: fixture.container, log: fixture.log, defaults: UserDefaultsSharedDefaults(suiteName: suite))
        try body(fixture, inbox, defaults)
    }

    @Test func theKeysFollowTheQueueHeadUnderTheirContractNames() throws {
        try withSuite { _, inbox, defaults in
            let first = try inbox.put(InboxFixture.png(1), displayName: "first.png")
            let second = try inbox.put(InboxFixture.png(2), displayName: "second.png")
            #expect(defaults.bool(forKey: "sharedPhotoReady"))
            #expect(defaults.string(forKey: "sharedPhotoShareId") == first.shareId)
            #expect(defaults.string(forKey: "sharedPhotoFileName") == "first.png")
            #expect(defaults.string(forKey: "sharedPhotoFilePath") == first.filePath)

            #expect(try inbox.markProcessed(first.shareId))
            #expect(defaults.string(forKey: "sharedPhotoShareId") == second.shareId)
            #expect(defaults.string(forKey: "sharedPhotoProcessedShareId") == first.shareId)

            #expect(try inbox.markProcessed(second.shareId))
            #expect(!defaults.bool(forKey: "sharedPhotoReady"))
            #expect(defaults.string(forKey: "sharedPhotoShareId") == nil)
            #expect(defaults.string(forKey: "sharedPhotoFileName") == nil)
            #expect(defaults.string(forKey: "sharedPhotoFilePath") == nil)
            #expect(defaults.string(forKey: "sharedPhotoProcessedShareId") == second.shareId)
        }
    }

    @Test func theInboxWritesNoPropertyListOfItsOwnWhenGivenUserDefaults() throws {
        try withSuite { fixture, inbox, _ in
            _ = try inbox.put(InboxFixture.png(3), displayName: "shot.png")
            // On iOS that file belongs to the preferences daemon: the inbox must leave it alone.
            #expect(!FileManager.default.fileExists(atPath: AppGroupDefaults(container: fixture.container).url.path))
            #expect(try inbox.selfCheck().defaultsSuite == fixture.container.groupIdentifier)
        }
    }

    @Test func defaultsThatDisagreeWithTheQueueAreRepublishedFromIt() throws {
        try withSuite { _, inbox, defaults in
            let share = try inbox.put(InboxFixture.png(4), displayName: "shot.png")
            defaults.set(false, forKey: "sharedPhotoReady")
            defaults.removeObject(forKey: "sharedPhotoShareId")
            _ = try inbox.repairOrphans()
            #expect(defaults.bool(forKey: "sharedPhotoReady"))
            #expect(defaults.string(forKey: "sharedPhotoShareId") == share.shareId)
        }
    }
}
