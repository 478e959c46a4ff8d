import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

/// Threads of one process and two store objects on one file, as an app and an in-process extension would.
@Suite struct ConcurrencyTests {
    @Test func threadsAndTwoStoresLoseNoSave() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let app = try fixture.store(.app)
        let shared = try fixture.store(.shareExtension)
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let store = index.isMultiple(of: 2) ? app : shared
            do {
                try store.save(LedgerFixture.entry(merchant: "thread \(index)", source: .manual))
            } catch {
                failures.increment()
            }
        }
        #expect(failures.value == 0)
        #expect(try app.count() == 40)
        #expect(Set(try shared.entries().compactMap(\.merchant)).count == 40)
        #expect(try app.integrityCheck())
    }

    @Test func errorsCarryNoEntryContent() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        var entry = LedgerFixture.entry(merchant: "SECRET-MERCHANT", reference: "REF-998877")
        entry.date = "2025-13-40"
        entry.ocrText = "SECRET-OCR"
        do {
            try store.save(entry)
            Issue.record("saved an entry with a bad date")
        } catch {
            for secret in ["SECRET", "998877", "12.50", "2025-13-40"] {
                #expect(!error.message.contains(secret))
            }
        }
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
