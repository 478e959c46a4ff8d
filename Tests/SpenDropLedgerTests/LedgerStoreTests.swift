import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

@Suite struct LedgerStoreTests {
    @Test func everyFieldSurvivesARoundTrip() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let entry = LedgerEntry(
            id: UUID(), kind: .moneyOut, amount: Money(minorUnits: 123_456), merchant: "Siti, \"Kak Ti\"\nAminah",
            provider: .maybank, channel: .duitnowQR, account: "Maybank Savings", category: .bills, date: "2025-02-28",
            time: "23:59:58", timeZone: TimeZone(identifier: "Asia/Tokyo")!, reference: "MB 8812 3301",
            fee: Money(minorUnits: 50), note: "rent — February", source: .screenshot,
            ocrText: "Transfer successful\nRM 1,234.56\n", confidence: .medium,
            screenshotPath: "Screenshots/abc-123.png", screenshotHash: String(repeating: "ab", count: 32),
            createdAt: Date(timeIntervalSince1970: 1_740_758_398.125),
            updatedAt: Date(timeIntervalSince1970: 1_740_758_399.5), status: .pending,
            funding: EntryFunding(provider: .maybank, label: "Maybank Visa Debit", last4: "4417"),
            pixelHash: 0xF00D_0000_FFFF_1234)
        try store.save(entry)
        let loaded = try #require(try store.entry(id: entry.id))
        #expect(loaded == entry)
        #expect(try store.entries() == [entry])
    }

    @Test func transfersLinkTwoAccounts() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let transfer = LedgerEntry(
            kind: .transfer, amount: Money(minorUnits: 5_000), account: "Maybank", source: .manual,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000), transferAccount: "TNG eWallet")
        try store.save(transfer)
        #expect(try store.entry(id: transfer.id)?.transferAccount == "TNG eWallet")
        #expect(try store.accounts().map(\.name) == ["Maybank", "TNG eWallet"])
    }

    @Test func transfersAreNeverCreatedFromTheShareFlow() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let transfer = LedgerEntry(
            kind: .transfer, amount: Money(minorUnits: 5_000), account: "A", source: .shareExtension,
            transferAccount: "B")
        #expect(throws: LedgerError(.invalid, "a transfer is never created from the share flow")) {
            try store.save(transfer)
        }
        let oneSided = LedgerEntry(kind: .transfer, amount: Money(minorUnits: 5_000), account: "A", source: .manual)
        #expect(throws: LedgerError.self) { try store.save(oneSided) }
        #expect(try store.count() == 0)
    }

    @Test(arguments: [
        LedgerEntry(amount: Money(minorUnits: 0), source: .manual),
        LedgerEntry(amount: Money(minorUnits: -5), source: .manual),
        LedgerEntry(amount: Money(minorUnits: 5, currency: "rm"), source: .manual),
        LedgerEntry(amount: Money(minorUnits: 5), date: "2025-02-29", source: .manual),
        LedgerEntry(amount: Money(minorUnits: 5), date: "2025-2-1", source: .manual),
        LedgerEntry(amount: Money(minorUnits: 5), date: "2025-01-01", time: "24:00", source: .manual),
        LedgerEntry(amount: Money(minorUnits: 5), time: "7pm", source: .manual),
        LedgerEntry(amount: Money(minorUnits: 5), source: .manual, screenshotPath: "../outside.png"),
        LedgerEntry(amount: Money(minorUnits: 5), source: .manual, screenshotPath: "/etc/passwd"),
        LedgerEntry(amount: Money(minorUnits: 5), source: .manual, screenshotHash: "not-a-hash"),
        LedgerEntry(amount: Money(minorUnits: 5), fee: Money(minorUnits: 1, currency: "USD"), source: .manual),
    ])
    func malformedEntriesAreRejectedNotSaved(entry: LedgerEntry) throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        do {
            try store.save(entry)
            Issue.record("saved a malformed entry")
        } catch {
            #expect(error.code == .invalid)
            #expect(error.failureClass == .usage)
        }
        #expect(try store.count() == 0)
    }

    @Test func savingTheSameIdTwiceFailsAndKeepsTheFirst() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        var entry = LedgerFixture.entry()
        try store.save(entry)
        entry.merchant = "Someone else"
        #expect(throws: LedgerError.self) { try store.save(entry) }
        #expect(try store.entries().map(\.merchant) == ["Kedai Kopi Ali"])
    }

    @Test func entriesAreNewestFirstByTheirOwnDateAndTime() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let old = LedgerFixture.entry(merchant: "old", date: "2024-12-31", time: "23:00")
        let newer = LedgerFixture.entry(merchant: "newer", date: "2025-01-01", time: "09:00")
        let undated = LedgerFixture.entry(
            merchant: "undated", date: nil, time: nil, createdAt: Date(timeIntervalSince1970: 1_735_700_000))
        try store.save(contentsOf: [newer, old, undated])
        // 1_735_700_000 is 2025-01-01 10:53 in Kuala Lumpur: after "newer".
        #expect(try store.entries().map(\.merchant) == ["undated", "newer", "old"])
        #expect(try store.entries(limit: 2).map(\.merchant) == ["undated", "newer"])
    }

    @Test func accountsAreUniqueIgnoringCaseAndCreatedOnDemand() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let bank = try store.addAccount(name: "Maybank Savings", kind: .bank, provider: .maybank)
        #expect(throws: LedgerError.self) { try store.addAccount(name: "maybank savings", kind: .card) }
        try store.save(LedgerFixture.entry(provider: .touchNGo, account: "TNG"))
        try store.save(LedgerFixture.entry(merchant: "x", account: "MAYBANK SAVINGS"))
        #expect(try store.account(named: "mayBANK savings") == bank)
        let tng = try #require(try store.account(named: "tng"))
        #expect(tng.kind == .ewallet)
        #expect(try store.accounts().count == 2)
        // An entry names its account as it was created, whatever case the caller used.
        #expect(try store.entries().compactMap(\.account).sorted() == ["Maybank Savings", "TNG"])
    }

    @Test func aBatchIsAllOrNothing() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let good = LedgerFixture.entry()
        #expect(throws: LedgerError.self) { try store.save(contentsOf: [good, good]) }
        #expect(try store.count() == 0)
    }

    @Test func integrityCheckPassesOnAFreshLedger() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try store.save(LedgerFixture.entry())
        #expect(try store.integrityCheck())
    }
}
