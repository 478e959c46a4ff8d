import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

@Suite struct HistoryTests {
    @Test func aSaveRecordsEveryFieldItSetByItsAuthor() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try LedgerStore(container: fixture.container, role: .app, author: .cli)
        let entry = LedgerFixture.entry(reference: "TX1234567890", account: "Maybank")
        try store.save(entry)
        let history = try store.history(of: entry.id)
        #expect(history.count == 1)
        let saved = try #require(history.first)
        #expect(saved.action == .saved)
        #expect(saved.author == .cli)
        let fields = Dictionary(uniqueKeysWithValues: saved.fields.map { ($0.field, $0) })
        #expect(fields["amount"] == FieldChange(field: "amount", old: nil, new: "12.50"))
        #expect(fields["merchant"]?.new == "Kedai Kopi Ali")
        #expect(fields["account"]?.new == "Maybank")
        #expect(fields["reference"]?.new == "TX1234567890")
        #expect(fields["note"] == nil)
    }

    @Test func anEditChangesOnlyWhatItNamesAndRecordsOldAndNew() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let entry = LedgerFixture.entry()
        try store.save(entry)
        let edited = try store.edit(id: entry.id) {
            $0.amount = Money(minorUnits: 1_580)
            $0.merchant = "Kopi Satu"
            $0.funding = EntryFunding(provider: .maybank, label: "Maybank Visa", last4: "4417")
        }
        #expect(edited.amount == Money(minorUnits: 1_580))
        #expect(edited.date == entry.date)
        #expect(try store.entry(id: entry.id) == edited)
        let change = try #require(try store.history(of: entry.id).last)
        #expect(change.action == .edited)
        #expect(
            change.fields == [
                FieldChange(field: "amount", old: "12.50", new: "15.80"),
                FieldChange(field: "merchant", old: "Kedai Kopi Ali", new: "Kopi Satu"),
                FieldChange(field: "funding_provider", old: nil, new: "maybank"),
                FieldChange(field: "funding_label", old: nil, new: "Maybank Visa"),
                FieldChange(field: "funding_last4", old: nil, new: "4417"),
            ])
        // An edit that changes nothing writes nothing.
        try store.edit(id: entry.id) { $0.merchant = "Kopi Satu" }
        #expect(try store.history(of: entry.id).count == 2)
    }

    @Test func aBadEditIsRefusedAndLeavesEntryAndHistoryAlone() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let entry = LedgerFixture.entry()
        try store.save(entry)
        #expect(throws: LedgerError.self) { try store.edit(id: entry.id) { $0.date = "2025-02-30" } }
        #expect(try store.entry(id: entry.id) == entry)
        #expect(try store.history(of: entry.id).count == 1)
        #expect(throws: LedgerError(.notFound, "no entry with id 00000000 in the ledger")) {
            try store.edit(id: UUID(uuidString: "00000000-0000-4000-8000-000000000000")!) { $0.note = "x" }
        }
    }

    @Test func deletedEntriesGoToTheBinAndComeBack() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let first = LedgerFixture.entry(reference: "TX1234567890")
        let second = LedgerFixture.entry(amount: 900, merchant: "Other")
        try store.save(contentsOf: [first, second])
        try store.moveToBin([first.id, second.id])
        #expect(try store.entries().isEmpty)
        #expect(try store.count() == 0)
        #expect(Set(try store.entries(inBin: true).map(\.id)) == [first.id, second.id])
        #expect(try store.entry(id: first.id)?.isDeleted == true)
        // A deleted entry no longer blocks the same payment.
        #expect(try store.findDuplicate(of: LedgerFixture.entry(reference: "TX1234567890")) == nil)
        #expect(throws: LedgerError.self) { try store.moveToBin([first.id]) }
        try store.restore([first.id])
        #expect(try store.entries().map(\.id) == [first.id])
        #expect(try store.history(of: first.id).map(\.action) == [.saved, .deleted, .restored])
        #expect(throws: LedgerError.self) { try store.restore([first.id]) }
    }

    @Test func undoWalksBackOneChangeAtATimeExactly() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let entry = LedgerFixture.entry(note: "lunch")
        try store.save(entry)
        try store.edit(id: entry.id) {
            $0.amount = Money(minorUnits: 2_000)
            $0.note = nil
            $0.category = .food
        }
        try store.moveToBin([entry.id])

        #expect(try store.undoLast() == UndoneChange(action: .deleted, entryIDs: [entry.id]))
        #expect(try store.entry(id: entry.id)?.isDeleted == false)
        #expect(try store.undoLast() == UndoneChange(action: .edited, entryIDs: [entry.id]))
        let reverted = try #require(try store.entry(id: entry.id))
        #expect(reverted.amount == entry.amount)
        #expect(reverted.note == "lunch")
        #expect(reverted.category == entry.category)
        #expect(try store.undoLast() == UndoneChange(action: .saved, entryIDs: [entry.id]))
        #expect(try store.entries().isEmpty)
        #expect(try store.entry(id: entry.id) != nil)
        #expect(try store.undoLast() == nil)
        let history = try store.history(of: entry.id)
        #expect(history.map(\.action) == [.saved, .edited, .deleted, .restored, .edited, .deleted])
        #expect(history.suffix(3).allSatisfy { $0.undoes != nil })
    }

    @Test func undoOfABulkSaveRevertsTheWholeBatch() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try store.save(contentsOf: [LedgerFixture.entry(), LedgerFixture.entry(amount: 300)])
        #expect(try store.undoLast()?.entryIDs.count == 2)
        #expect(try store.count() == 0)
    }

    @Test func idsResolveInFullBy8CharactersOrByAUniquePrefixOfSix() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let a = LedgerFixture.entry()
        var b = LedgerFixture.entry(amount: 200)
        var c = LedgerFixture.entry(amount: 300)
        b.id = UUID(uuidString: "ABCDEF01-0000-4000-8000-000000000001")!
        c.id = UUID(uuidString: "ABCDEF02-0000-4000-8000-000000000002")!
        try store.save(contentsOf: [a, b, c])
        #expect(try store.resolveEntryID(a.id.uuidString.lowercased()) == a.id)
        #expect(try store.resolveEntryID(String(a.id.uuidString.lowercased().prefix(8))) == a.id)
        #expect(try store.resolveEntryID("abcdef01") == b.id)
        #expect(try store.resolveEntryID("ABCDEF02-00") == c.id)
        #expect(throws: LedgerError.self) { try store.resolveEntryID("abcdef") }
        do {
            _ = try store.resolveEntryID("abcdef")
        } catch {
            #expect(error.code == .ambiguous)
            #expect(error.failureClass == .usage)
        }
        for text in ["abcde", "xyz123", ""] {
            do {
                _ = try store.resolveEntryID(text)
                Issue.record("resolved \(text)")
            } catch { #expect(error.code == .invalid) }
        }
        do {
            _ = try store.resolveEntryID("123456")
        } catch { #expect(error.code == .notFound) }
    }
}
