import Foundation
import Testing

/// What the review form on a terminal says and asks about the payment's outcome: a failed payment, a pending one,
/// and a screen where no payment amount was found.
@Suite(.serialized) struct TerminalOutcomeTests {
    static let failed = Spendrop.fixture("failed_payment.png")
    static let pending = Spendrop.fixture("pending_transfer.png")
    static let noAmount = Spendrop.fixture("no_amount.png")

    @Test func aFailedPaymentIsNamedOnTheFormAndDecliningSavesNothing() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let run = try spendrop.onTerminal(["share", Self.failed], typing: "\n\n")
        #expect(run.screen.contains("Amount     RM 12.60"), "\(run.screen)")
        #expect(run.screen.contains("The screen says this payment FAILED."))
        #expect(run.screen.contains("Save it anyway, marked as a failed payment? [y/N]"))
        #expect(run.screen.contains("failed_payment.png: the screen shows a failed payment; not saved"))
        #expect(run.status == 0)
        #expect(try spendrop.entries().isEmpty)
    }

    @Test func aFailedPaymentKeptOnPurposeIsSavedMarkedFailed() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let run = try spendrop.onTerminal(["share", Self.failed], typing: "\ny\n")
        #expect(run.status == 0, "\(run.screen)")
        let entry = try #require(try spendrop.entries().first)
        #expect(entry["amount"] as? String == "12.60")
        #expect(entry["status"] as? String == "failed")
        #expect(run.screen.contains("failed_payment.png: saved RM 12.60"))
        #expect(run.screen.contains("· failed payment [entry"))
    }

    @Test func yesRefusesAFailedPaymentEvenOnATerminal() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let run = try spendrop.onTerminal(["share", "--yes", Self.failed], typing: "")
        #expect(run.status == 65, "\(run.screen)")
        #expect(run.screen.contains("the screen shows a failed payment; not saved"))
        #expect(!run.screen.contains("[Enter] Save"))
        #expect(try spendrop.entries().isEmpty)
        let json = try spendrop.run(["share", "--yes", "--json", Self.failed])
        #expect(json.status == 65)
        let object = try #require(try json.jsonLines().first)
        #expect(object["status"] as? String == "failed_payment")
        #expect((object["error"] as? [String: Any])?["code"] as? String == "failed_payment")
        #expect(json.stderr.split(separator: "\n").count == 1, "\(json.stderr)")
        #expect(try spendrop.entries().isEmpty)
    }

    @Test func aPendingPaymentIsSavedMarkedPendingAndSaysSo() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let run = try spendrop.onTerminal(["share", Self.pending], typing: "\n")
        #expect(run.screen.contains("still pending: it is saved marked pending"), "\(run.screen)")
        #expect(run.screen.contains("saved RM 80.00"))
        #expect(run.screen.contains("still being processed"))
        #expect(run.status == 0)
        let entry = try #require(try spendrop.entries().first)
        #expect(entry["status"] as? String == "pending")
        #expect(entry["amount"] as? String == "80.00")
    }

    @Test func noAmountOffersTheAmountsSeenByNumberWithTheirRoles() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let run = try spendrop.onTerminal(["share", Self.noAmount], typing: "2\n\n")
        #expect(run.screen.contains("No payment amount was found on the screen."), "\(run.screen)")
        #expect(run.screen.contains("[1] RM 1.20  (cashback)"))
        #expect(run.screen.contains("[2] RM 0.50  (fee)"))
        #expect(run.screen.contains("[1-2] Use that amount"))
        #expect(run.screen.contains("Amount     RM 0.50"))
        #expect(run.status == 0)
        let entry = try #require(try spendrop.entries().first)
        #expect(entry["amount"] as? String == "0.50")
    }

    @Test func noAmountTakesATypedAmountCheckedAsItIsTyped() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let run = try spendrop.onTerminal(["share", Self.noAmount], typing: "e\namount\nabc\n15.80\n\n")
        #expect(run.screen.contains("The amount must be a number"), "\(run.screen)")
        #expect(run.screen.contains("Amount     RM 15.80"))
        let entry = try #require(try spendrop.entries().first)
        #expect(entry["amount"] as? String == "15.80")
    }

    @Test func noAmountSavesNothingWhenThePersonCancels() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let run = try spendrop.onTerminal(["share", Self.noAmount], typing: "\nc\n")
        #expect(run.screen.contains("No payment amount was found"), "\(run.screen)")
        #expect(run.screen.contains("! Enter the amount."))
        #expect(run.screen.contains("cancelled; nothing saved"))
        #expect(try spendrop.entries().isEmpty)
    }

    @Test func aDuplicateIsNamedOnTheFormAndSavedOnlyWhenThePersonSaysSo() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let sample = Spendrop.sample("grabpay_food.png")
        #expect(try spendrop.run(["share", "--yes", sample]).status == 0)
        let id = try #require(try spendrop.entries().first?["id"] as? String)
        let declined = try spendrop.onTerminal(["share", sample], typing: "\nn\n")
        #expect(
            declined.screen.contains(
                "A similar entry is already in the ledger: entry \(id.prefix(8)) (same screenshot saved before)"),
            "\(declined.screen)")
        #expect(declined.screen.contains("Save anyway? [y/N]"))
        #expect(declined.screen.contains("not saved: already in the ledger as entry \(id.prefix(8))"))
        #expect(try spendrop.entries().count == 1)
        let kept = try spendrop.onTerminal(["share", sample], typing: "\ny\n")
        #expect(kept.screen.contains("grabpay_food.png: saved RM 35.80"), "\(kept.screen)")
        #expect(try spendrop.entries().count == 2)
    }
}
