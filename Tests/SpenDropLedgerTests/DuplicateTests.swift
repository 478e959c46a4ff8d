import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

@Suite struct DuplicateTests {
    /// Saves `first`, then checks `second` against it.
    private func check(_ first: LedgerEntry, _ second: LedgerEntry) throws -> DuplicateMatch? {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try store.save(first)
        return try store.findDuplicate(of: second)
    }

    @Test func sameScreenshotIsAStrongDuplicate() throws {
        let hash = String(repeating: "0f", count: 32)
        let first = LedgerFixture.entry(amount: 100, merchant: "A", date: "2024-01-01", screenshotHash: hash)
        let match = try #require(try check(first, LedgerFixture.entry(merchant: "B", screenshotHash: hash)))
        #expect(match == DuplicateMatch(entryID: first.id, strength: .strong, reason: "same screenshot saved before"))
    }

    @Test(arguments: [
        ("2025-03-16", "11:30", true), ("2025-03-16", "13:30", false), ("2025-03-12", "13:30", true),
        ("2025-03-12", "11:30", false),
    ])
    func aShortReferenceAndAmountIsStrongWithin48Hours(date: String, time: String, expected: Bool) throws {
        // First at 2025-03-14 12:30: +47 h, +49 h, -47 h, -49 h. Nine characters: short enough to recur.
        let first = LedgerFixture.entry(reference: "REF 314 001")
        let second = LedgerFixture.entry(merchant: "Other shop", date: date, time: time, reference: "ref314001")
        let match = try check(first, second)
        #expect((match?.strength == .strong) == expected)
        if expected { #expect(match?.reason == "same reference and amount within 48 hours") }
    }

    @Test(arguments: ["2024-03-14", "2025-03-14", "2026-08-01"])
    func aLongReferenceAndAmountIsStrongAtAnyDate(date: String) throws {
        // The same transfer read twice, one year misread: ten characters or more identify the payment.
        let first = LedgerFixture.entry(reference: "2025031412300011223344")
        let second = LedgerFixture.entry(merchant: nil, date: date, reference: "2025031412300011223344")
        let match = try #require(try check(first, second))
        #expect(match == DuplicateMatch(entryID: first.id, strength: .strong, reason: "same reference and amount"))
        let other = LedgerFixture.entry(amount: 999, date: date, reference: "2025031412300011223344")
        #expect(try check(first, other) == nil)
    }

    @Test func sameReferenceWithAnotherAmountIsNotADuplicate() throws {
        let first = LedgerFixture.entry(merchant: "A", reference: "TX998877")
        #expect(try check(first, LedgerFixture.entry(amount: 1_251, merchant: "B", reference: "TX998877")) == nil)
    }

    @Test(arguments: ["1234", "PAID", "OK1", "abcdefgh"])
    func referencesNeedFourCharactersWithADigit(reference: String) throws {
        let first = LedgerFixture.entry(merchant: "A", reference: reference)
        let match = try check(first, LedgerFixture.entry(merchant: "B", reference: reference))
        #expect((match != nil) == (reference == "1234"))
    }

    @Test(arguments: [("12:44", true), ("12:16", true), ("12:46", false), ("12:14", false), ("12:45", true)])
    func sameAmountAndMerchantIsWeakWithin15Minutes(time: String, expected: Bool) throws {
        let first = LedgerFixture.entry(merchant: "Kedai Kopi Ali", time: "12:30")
        let second = LedgerFixture.entry(merchant: "  KEDAI   kopi ali ", time: time)
        let match = try check(first, second)
        #expect((match?.strength == .weak) == expected)
    }

    @Test func weakWindowUsesCreatedTimeWhenThereIsNoDate() throws {
        let base = Date(timeIntervalSince1970: 1_741_926_600)
        let first = LedgerFixture.entry(date: nil, time: nil, createdAt: base)
        let near = LedgerFixture.entry(date: nil, time: nil, createdAt: base.addingTimeInterval(14 * 60))
        let far = LedgerFixture.entry(date: nil, time: nil, createdAt: base.addingTimeInterval(16 * 60))
        #expect(try check(first, near)?.strength == .weak)
        #expect(try check(first, far) == nil)
    }

    @Test func conflictingProviderIsNotAWeakDuplicate() throws {
        let first = LedgerFixture.entry(provider: .touchNGo)
        #expect(try check(first, LedgerFixture.entry(provider: .grabpay)) == nil)
        #expect(try check(first, LedgerFixture.entry(provider: .touchNGo))?.strength == .weak)
        #expect(try check(first, LedgerFixture.entry(provider: nil))?.strength == .weak)
    }

    @Test func conflictingFundingAccountIsNotAWeakDuplicate() throws {
        let first = LedgerFixture.entry(account: "Maybank")
        #expect(try check(first, LedgerFixture.entry(account: "CIMB")) == nil)
        #expect(try check(first, LedgerFixture.entry(account: "maybank"))?.strength == .weak)
        #expect(try check(first, LedgerFixture.entry(account: nil))?.strength == .weak)
    }

    @Test func differentMerchantOrAmountIsNotADuplicate() throws {
        let first = LedgerFixture.entry()
        #expect(try check(first, LedgerFixture.entry(merchant: "Kedai Kopi Abu")) == nil)
        #expect(try check(first, LedgerFixture.entry(amount: 1_260)) == nil)
    }

    @Test func manualEntriesAreNotChecked() throws {
        let hash = String(repeating: "0f", count: 32)
        let first = LedgerFixture.entry(reference: "TX998877", screenshotHash: hash)
        let manual = LedgerFixture.entry(reference: "TX998877", source: .manual, screenshotHash: hash)
        #expect(try check(first, manual) == nil)
    }

    @Test func aStrongDuplicateIsNotSavedUnlessAllowedAndAWeakOneIsSaved() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let first = LedgerFixture.entry(reference: "TX998877")
        #expect(try store.saveUnlessDuplicate(first) == SaveOutcome(saved: true, duplicate: nil, entry: first))
        let strong = try store.saveUnlessDuplicate(LedgerFixture.entry(reference: "TX998877"))
        #expect(!strong.saved)
        #expect(strong.duplicate?.entryID == first.id)
        #expect(
            try store.saveUnlessDuplicate(LedgerFixture.entry(reference: "TX998877"), allowStrongDuplicate: true)
                .saved)
        let weak = try store.saveUnlessDuplicate(LedgerFixture.entry(time: "12:35"))
        #expect(weak.saved && weak.duplicate?.strength == .weak)
        #expect(try store.count() == 3)
    }
}
