import Foundation
import Testing

@testable import SpenDropIntake

/// A provider that never calls back costs one timeout per attempt, not the share.
@Suite struct AttemptTimeoutTests {
    @Test func silentLoadItemTimesOutAndTheNextStrategyWins() async throws {
        let log = InMemoryShareLog()
        let loader = AttachmentLoader(log: log, attemptTimeout: .milliseconds(50))
        let started = ContinuousClock.now
        let loaded = try await loader.loadImage(from: ScriptedItemProvider.neverAnswers(ImageBytes.png))
        // The log line below proves the timeout fired; this bound only catches a hang. It is generous because
        // other suites running in parallel can keep the two cooperative threads busy for seconds.
        #expect(ContinuousClock.now - started < .seconds(60))
        #expect(loaded.strategy == "loadDataRepresentation")
        #expect(
            log.events.contains {
                $0.message == "type=public.png strategy=loadItem outcome=failed reason=timed out after 50 ms"
            })
    }

    @Test func silentProviderFailsWithEveryAttemptTimedOut() async throws {
        let loader = AttachmentLoader(log: InMemoryShareLog(), attemptTimeout: .milliseconds(20))
        let provider = ScriptedItemProvider.silent()
        let error = await #expect(throws: IntakeError.self) { try await loader.loadImage(from: provider) }
        #expect(error?.attemptCount == 9)
        #expect(error?.lastReason == "timed out after 20 ms")
        #expect(provider.calls.count == 9)
    }

    @Test func attemptsPastTheBudgetAreSkippedNotMade() async throws {
        let log = InMemoryShareLog()
        let loader = AttachmentLoader(log: log, attemptTimeout: .milliseconds(20), attachmentBudget: .zero)
        let provider = ScriptedItemProvider.silent()
        let error = await #expect(throws: IntakeError.self) { try await loader.loadImage(from: provider) }
        #expect(provider.calls == [.init("public.png", .loadItem)])
        #expect(error?.attemptCount == 9)
        #expect(error?.lastReason == "timed out after 20 ms")
        let skipped = log.events.filter { $0.message.hasSuffix("outcome=skipped reason=time budget spent") }
        #expect(skipped.count == 8)
    }

    @Test func cancellingTheShareEndsTheWaitAndSkipsTheRest() async throws {
        let log = InMemoryShareLog()
        let loader = AttachmentLoader(log: log, attemptTimeout: .seconds(60), attachmentBudget: .seconds(600))
        let provider = ScriptedItemProvider.silent()
        let started = ContinuousClock.now
        let task = Task { try await loader.loadImage(from: provider) }
        while provider.calls.isEmpty { await Task.yield() }
        task.cancel()
        await #expect(throws: IntakeError.self) { try await task.value }
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(provider.calls.count == 1)
        let messages = log.events.map(\.message)
        #expect(messages.contains("type=public.png strategy=loadItem outcome=failed reason=cancelled"))
        #expect(messages.filter { $0.hasSuffix("outcome=skipped reason=share cancelled") }.count == 8)
    }

    @Test func cancelledBeforeStartingReturnsAtOnce() async throws {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await withAttemptTimeout(.seconds(60)) { () async throws -> Int in
                try await Task.sleep(for: .seconds(60))
                return 1
            }
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func operationFinishingFirstReturnsItsValue() async throws {
        let value = try await withAttemptTimeout(.seconds(5)) { 42 }
        #expect(value == 42)
    }

    @Test func operationErrorPassesThrough() async throws {
        await #expect(throws: ItemProviderError("broken")) {
            try await withAttemptTimeout(.seconds(5)) { () async throws -> Int in throw ItemProviderError("broken") }
        }
    }

    @Test(arguments: [
        (Duration.milliseconds(50), "50 ms"), (.seconds(10), "10 s"), (.milliseconds(1500), "1500 ms"),
    ])
    func durationsReadAsPeopleWriteThem(limit: Duration, text: String) {
        #expect(LoadReason.duration(limit) == text)
    }
}
