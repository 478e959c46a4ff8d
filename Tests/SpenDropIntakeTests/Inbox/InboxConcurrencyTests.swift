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
        // Both sides run on threads of their own: their loops block on file locks and fsync, and on the two
        // cooperative threads they would stall every other suite's timers for as long as they run.
        let writerDone = DoneFlag()
        async let produced = onOwnThread {
            defer { writerDone.set() }
            var ids: [String: Int] = [:]
            for seed in 0..<count {
                let share = try writer.put(InboxFixture.png(seed, size: 64 * 1024), displayName: nil)
                ids[share.shareId] = seed
            }
            return ids
        }
        async let consumed = onOwnThread {
            var seen: [String: Data] = [:]
            while seen.count < count {
                // Read before looking: nothing waiting after the writer finished means nothing more will come.
                let finished = writerDone.isSet
                guard let share = try reader.get() else {
                    if finished { break }
                    usleep(200)
                    continue
                }
                seen[share.image.shareId] = share.data
                try reader.markProcessed(share.image.shareId)
            }
            return seen
        }
        let ids = try await produced
        let seen = try await consumed
        #expect(Set(seen.keys) == Set(ids.keys))
        for (shareId, data) in seen {
            let seed = try #require(ids[shareId])
            #expect(data == InboxFixture.png(seed, size: 64 * 1024), "share \(seed) was torn")
        }
        #expect(try fixture.inbox.has() == false)
        #expect(try fixture.defaults.ready == false)
    }
}

/// Set once by one thread, read by another.
final class DoneFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    var isSet: Bool { lock.withLock { done } }
    func set() { lock.withLock { done = true } }
}

/// Runs blocking work on a dedicated thread and returns its result, leaving the cooperative threads free.
func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            do {
                continuation.resume(returning: try body())
            } catch {
                continuation.resume(throwing: error)
            }
        }
        thread.start()
    }
}
