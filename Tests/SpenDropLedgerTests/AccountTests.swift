import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

@Suite struct AccountTests {
    @Test(arguments: [
        ("TNG", Provider.touchNGo), ("Touch 'n Go eWallet", .touchNGo), ("Maybank Savings", .maybank),
        ("my MAE", .maybank), ("CIMB Octo", .cimb), ("Public Bank current", .publicBank), ("GrabPay", .grabpay),
        ("Cash", .cash),
    ])
    func anAccountTakesTheProviderItsNameNames(name: String, provider: Provider) {
        #expect(AccountNames.provider(in: name) == provider)
    }

    @Test(arguments: ["Boostcamp fund", "Cashback card", "Savings", "Maybank and CIMB"])
    func namesThatNameNoSingleProviderGiveNone(name: String) {
        #expect(AccountNames.provider(in: name) == nil)
    }

    @Test func anAccountCreatedByAnEntryNeverTakesTheEntrysProvider() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try store.save(LedgerFixture.entry(provider: .grabpay, account: "TNG"))
        try store.save(LedgerFixture.entry(amount: 10, provider: .grabpay, account: "Savings"))
        let accounts = try store.accounts()
        #expect(accounts.first { $0.name == "TNG" }?.provider == .touchNGo)
        #expect(accounts.first { $0.name == "TNG" }?.kind == .ewallet)
        #expect(accounts.first { $0.name == "Savings" }?.provider == nil)
    }

    @Test func lastFourDigitsAreKeptAndChecked() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try store.addAccount(name: "Maybank Visa", kind: .card, last4: "4417")
        #expect(try store.account(named: "maybank visa")?.last4 == "4417")
        #expect(throws: LedgerError.self) { try store.addAccount(name: "Other", last4: "44a7") }
        try store.updateAccount(named: "Maybank Visa", last4: .some("9921"))
        #expect(try store.account(named: "Maybank Visa")?.last4 == "9921")
    }

    @Test func renamingKeepsEveryEntryOnTheAccount() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let entry = LedgerFixture.entry(account: "Maybank Savngs")
        try store.save(entry)
        try store.updateAccount(named: "maybank savngs", newName: "Maybank Savings")
        #expect(try store.entry(id: entry.id)?.account == "Maybank Savings")
        #expect(try store.accounts().map(\.name) == ["Maybank Savings"])
        try store.addAccount(name: "CIMB")
        #expect(throws: LedgerError.self) { try store.updateAccount(named: "CIMB", newName: "maybank savings") }
    }

    @Test func anAccountInUseIsDeletedOnlyByMovingItsEntries() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let entry = LedgerFixture.entry(account: "Old")
        try store.save(entry)
        try store.addAccount(name: "New")
        #expect(throws: LedgerError.self) { try store.deleteAccount(named: "Old") }
        #expect(try store.deleteAccount(named: "old", reassignTo: "New") == 1)
        #expect(try store.entry(id: entry.id)?.account == "New")
        #expect(try store.accounts().map(\.name) == ["New"])
        let change = try #require(try store.history(of: entry.id).last)
        #expect(change.fields == [FieldChange(field: "account", old: "Old", new: "New")])
        try store.addAccount(name: "Unused")
        #expect(try store.deleteAccount(named: "Unused") == 0)
    }

    @Test func mergingMovesEverythingIntoOneAccount() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try store.save(LedgerFixture.entry(account: "TNG"))
        try store.save(LedgerFixture.entry(amount: 5, account: "Touch n Go"))
        #expect(try store.mergeAccount("TNG", into: "Touch n Go") == 1)
        #expect(try store.accounts().map(\.name) == ["Touch n Go"])
        #expect(try store.entries().allSatisfy { $0.account == "Touch n Go" })
        #expect(throws: LedgerError.self) { try store.mergeAccount("Nope", into: "Touch n Go") }
    }

    @Test func namesWithinTwoEditsAreOfferedAsTheIntendedOne() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try store.addAccount(name: "Maybank Savings")
        try store.addAccount(name: "CIMB")
        #expect(try store.similarAccounts(to: "Maybank Savngs").map(\.name) == ["Maybank Savings"])
        #expect(try store.similarAccounts(to: "maybank savings").isEmpty)
        #expect(try store.similarAccounts(to: "RHB Current").isEmpty)
        #expect(AccountNames.editDistance("kitten", "sitting", limit: 5) == 3)
    }
}
