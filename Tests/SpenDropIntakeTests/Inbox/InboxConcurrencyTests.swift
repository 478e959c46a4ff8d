import Foundation
import SpenDropIntake
import SpenDropModel
import Testing

/// The extension and the app at once, as threads with separate inbox objects (each lock taken on its own
/// descriptor, as two processes would); the two-process version runs the built binary in SpenDropCLITests.
@Suite struct InboxConcurrencyTests {
    @Test func aWriterAndAReaderAtOnceLoseNothingAndTearNothing() async throws {
        let fixture = try InboxFixture()
        defer { fixture.cleanUp() }
        let count = 24
        let writer = ShareInbox(container: fixture.container, log: InMemoryShareLog())
        let reader = ShareInbox(container: fixture.container, log: InMemoryShareLog())
        let produced = Task.detached {
            var ids: [String: Int] = [:]
            for seed in 0..<count {
                let share = try writer.put(InboxFixture.png(seed, size: 64 * 1024), displayName: nil)
                ids[share.shareId] = seed
            }
            return ids
        }
        let consumed = Task.detached {
            var seen: [String: Data] = [:]
            var idle = 0
            while seen.count < count && idle < 20_000 {
                guard let share = try reader.get() else {
                    idle += 1
                    try await Task.sleep(nanoseconds: 200_000)
                    continue
                }
                seen[share.image.shareId] = share.data
                try reader.markProcessed(share.image.shareId)
            }
            return seen
        }
        let ids = try await produced.value
        let seen = try await consumed.value
        #expect(Set(seen.keys) == Set(ids.keys))
        for (shareId, data) in seen {
            let seed = try #require(ids[shareId])
            #expect(data == InboxFixture.png(seed, size: 64 * 1024), "share \(seed) was torn")
        }
        #expect(try fixture.inbox.has() == false)
        #expect(try fixture.defaults.ready == false)
    }
}
