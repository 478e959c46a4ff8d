import Foundation
import Testing

/// Accounts in the review form on a terminal: a likely typo is asked about, and the account that matches the card
/// the screen shows is preselected, and the form says why.
@Suite(.serialized) struct TerminalAccountTests {
    static let grabpay = Spendrop.sample("grabpay_food.png")
    /// Apple Pay, RM 64.20, paid with "Mastercard •••• 5307" (no bank named).
    static let mastercard = Spendrop.sample("apple_wallet_card.png")
    /// Apple Pay, RM 64.20, paid with "Maybank Visa Debit •••• 4417".
    static let maybankCard = Spendrop.fixture("wallet_maybank_card.png")

    private func addAccount(_ spendrop: Spendrop, _ arguments: [String]) throws {
        let added = try spendrop.run(["accounts", "add"] + arguments)
        #expect(added.status == 0, "\(added.stderr)")
    }

    // MARK: A likely typo

    @Test func aTypoInTheFormAsksAndYesTakesTheAccountMeant() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["Maybank Savings", "--type", "bank"])
        let run = try spendrop.onTerminal(["share", Self.grabpay], typing: "e\naccount\nMaybank Savngs\ny\n\n")
        #expect(run.screen.contains("There is no account 'Maybank Savngs'. Did you mean Maybank Savings?"))
        #expect(run.screen.contains("Account    Maybank Savings"), "\(run.screen)")
        #expect(try spendrop.entries().first?["account"] as? String == "Maybank Savings")
        #expect(try spendrop.accounts().count == 1)
    }

    @Test func aTypoInTheFormCanStillStartANewAccountOnPurpose() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["Maybank Savings", "--type", "bank"])
        let run = try spendrop.onTerminal(["share", Self.grabpay], typing: "e\naccount\nMaybank Savngs\nn\n\n")
        #expect(run.status == 0, "\(run.screen)")
        #expect(try spendrop.entries().first?["account"] as? String == "Maybank Savngs", "\(run.screen)")
        #expect(
            Set(try spendrop.accounts().compactMap { $0["name"] as? String }) == [
                "Maybank Savings", "Maybank Savngs",
            ])
    }

    @Test func goingBackFromTheTypoQuestionChangesNothing() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["Maybank Savings", "--type", "bank"])
        let run = try spendrop.onTerminal(["share", Self.grabpay], typing: "e\naccount\nMaybank Savngs\nc\n\n")
        #expect(run.screen.contains("Did you mean Maybank Savings?"), "\(run.screen)")
        let entry = try #require(try spendrop.entries().first)
        #expect(entry["account"] as? String == nil)
        #expect(try spendrop.accounts().count == 1)
    }

    @Test func aTypoInShareAccountAsksOnATerminal() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["Maybank Savings", "--type", "bank"])
        let run = try spendrop.onTerminal(
            ["share", "--account", "Maybank Savngs", Self.grabpay], typing: "y\n\n")
        #expect(run.screen.contains("Did you mean Maybank Savings?"), "\(run.screen)")
        #expect(run.status == 0, "\(run.screen)")
        #expect(try spendrop.entries().first?["account"] as? String == "Maybank Savings")
        #expect(try spendrop.accounts().count == 1)
    }

    @Test func aTypoInShareAccountIsRefusedUnderYes() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["Maybank Savings", "--type", "bank"])
        let run = try spendrop.onTerminal(["share", "--yes", "--account", "Maybank Savngs", Self.grabpay], typing: "")
        #expect(run.status == 65, "\(run.screen)")
        #expect(run.screen.contains("did you mean Maybank Savings?"))
        #expect(try spendrop.entries().isEmpty)
        #expect(try spendrop.accounts().count == 1)
    }

    // MARK: The card the screen shows

    @Test func theAccountWithTheCardsBankAndLastFourIsPreselectedAndTheFormSaysSo() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["CIMB Visa", "--type", "card", "--provider", "cimb", "--last4", "4417"])
        try addAccount(spendrop, ["Maybank Visa", "--type", "card", "--provider", "maybank", "--last4", "4417"])
        try addAccount(spendrop, ["Maybank Savings", "--type", "bank", "--provider", "maybank"])
        let run = try spendrop.onTerminal(["share", Self.maybankCard], typing: "\n")
        #expect(
            run.screen.contains("Account    Maybank Visa  (picked: the screen's card ends in 4417)"), "\(run.screen)")
        #expect(run.screen.contains("Paid with  Maybank Visa Debit ••4417"))
        #expect(try spendrop.entries().first?["account"] as? String == "Maybank Visa")
    }

    @Test func aCardWithoutABankIsMatchedByItsLastFour() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["Lumen Card", "--type", "card", "--last4", "5307"])
        try addAccount(spendrop, ["Other Card", "--type", "card", "--last4", "1111"])
        let run = try spendrop.onTerminal(["share", Self.mastercard], typing: "\n")
        #expect(run.screen.contains("Account    Lumen Card  (picked: the screen's card ends in 5307)"), "\(run.screen)")
        #expect(try spendrop.entries().first?["account"] as? String == "Lumen Card")
    }

    @Test func nothingIsPreselectedWhenTwoAccountsFitOrNoneDoes() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["Maybank Visa", "--type", "card", "--provider", "maybank", "--last4", "4417"])
        try addAccount(spendrop, ["Maybank Debit", "--type", "card", "--provider", "maybank", "--last4", "4417"])
        let both = try spendrop.onTerminal(["share", Self.maybankCard], typing: "c\n")
        #expect(both.screen.contains("Account    —"), "\(both.screen)")
        #expect(!both.screen.contains("picked"))
        try addAccount(spendrop, ["Another", "--type", "card", "--provider", "cimb", "--last4", "5307"])
        let none = try spendrop.onTerminal(["share", Self.maybankCard], typing: "c\n")
        #expect(none.screen.contains("Account    —"), "\(none.screen)")
    }

    @Test func anAccountGivenOnTheCommandLineWins() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["Maybank Visa", "--type", "card", "--provider", "maybank", "--last4", "4417"])
        try addAccount(spendrop, ["Maybank Savings", "--type", "bank"])
        let run = try spendrop.onTerminal(["share", "--account", "Maybank Savings", Self.maybankCard], typing: "\n")
        #expect(run.screen.contains("Account    Maybank Savings\n"), "\(run.screen)")
        #expect(try spendrop.entries().first?["account"] as? String == "Maybank Savings")
    }

    @Test func theUnattendedShareSavesThePreselectedAccountAndSaysWhich() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try addAccount(spendrop, ["Maybank Visa", "--type", "card", "--provider", "maybank", "--last4", "4417"])
        let run = try spendrop.run(["share", "--yes", Self.maybankCard])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("account Maybank Visa"), "\(run.stdout)")
        #expect(try spendrop.entries().first?["account"] as? String == "Maybank Visa")
    }
}
