import Foundation
import Testing

/// The review form's edit prompt on a terminal (`[e] Edit a field`), typed into as a person would.
@Suite(.serialized) struct TerminalEditPromptTests {
    /// GrabPay, RM 35.80 at Nasi Lemak Wangi, 2026-04-21 13:12, food.
    static let sample = Spendrop.sample("grabpay_food.png")

    /// Shares the sample on a terminal, typing `answers`, and returns the screen and the one entry saved.
    private func share(_ answers: String, in spendrop: Spendrop) throws -> (screen: String, entry: [String: Any]) {
        let run = try spendrop.onTerminal(["share", Self.sample], typing: answers)
        #expect(run.status == 0, "\(run.screen)")
        let entries = try spendrop.entries()
        #expect(entries.count == 1, "\(run.screen)")
        return (run.screen, try #require(entries.first, "\(run.screen)"))
    }

    @Test func anUnknownFieldSaysSoAndGoesBackToTheForm() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let (screen, entry) = try share("e\nshop\n\n", in: spendrop)
        #expect(screen.contains("There is no field 'shop'. Fields: amount, merchant, category"), "\(screen)")
        #expect(screen.components(separatedBy: "── grabpay_food.png").count == 3, "the form is shown again")
        #expect(entry["merchant"] as? String == "Nasi Lemak Wangi")
    }

    @Test func anEmptyAnswerKeepsTheValue() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let (_, entry) = try share("e\nmerchant\n\ne\namount\n\n\n", in: spendrop)
        #expect(entry["merchant"] as? String == "Nasi Lemak Wangi")
        #expect(entry["amount"] as? String == "35.80")
    }

    @Test(arguments: ["q", "Q", "\u{1B}"])
    func escapeOrQLeavesTheEditUnchanged(_ key: String) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        // Once at the field name, once at the value.
        let (_, entry) = try share("e\n\(key)\ne\nmerchant\n\(key)\n\n", in: spendrop)
        #expect(entry["merchant"] as? String == "Nasi Lemak Wangi")
        #expect(entry["amount"] as? String == "35.80")
    }

    @Test(arguments: [
        ("21/03/2025", "2025-03-21"), ("1/2/2025", "2025-02-01"), ("2025-03-22", "2025-03-22"),
        ("today", "today"), ("yesterday", "yesterday"),
    ])
    func datesAreTakenInTheFormsPeopleWrite(_ typed: String, _ expected: String) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let (_, entry) = try share("e\ndate\n\(typed)\n\n", in: spendrop)
        #expect(entry["date"] as? String == Self.kualaLumpurDate(expected))
    }

    @Test func anImpossibleDateIsRefusedAsItIsTypedAndAskedAgain() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let (screen, entry) = try share("e\ndate\n31/02/2025\n30/01/2025\n\n", in: spendrop)
        #expect(screen.contains("The date must be a real date: DD/MM/YYYY, YYYY-MM-DD, today or yesterday."))
        #expect(screen.contains("[DD/MM/YYYY, YYYY-MM-DD, today, yesterday]"))
        #expect(entry["date"] as? String == "2025-01-30")
    }

    @Test(arguments: [("9:12 PM", "21:12"), ("9.12pm", "21:12"), ("12:05 am", "00:05"), ("21:12", "21:12")])
    func timesAreTakenInTwelveAndTwentyFourHourForm(_ typed: String, _ expected: String) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let (_, entry) = try share("e\ntime\n\(typed)\n\n", in: spendrop)
        #expect(entry["time"] as? String == expected)
    }

    @Test func aBadTimeIsRefusedAsItIsTyped() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let (screen, entry) = try share("e\ntime\n25:00\n8:05 AM\n\n", in: spendrop)
        #expect(screen.contains("The time must be like 21:12 or 9:12 PM."))
        #expect(entry["time"] as? String == "08:05")
    }

    @Test func amountsAreCheckedWhenTyped() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let (screen, entry) = try share("e\namount\nabc\n0\n1.234\nRM 1,250.5\n\n", in: spendrop)
        let refusals = screen.components(separatedBy: "The amount must be a number more than zero").count - 1
        #expect(refusals == 3, "\(screen)")
        #expect(screen.contains("Amount     RM 1250.50"))
        #expect(entry["amount"] as? String == "1250.50")
    }

    @Test(arguments: [("touch_n_go", "touch_n_go"), ("Touch 'n Go", "touch_n_go"), ("TNG", "touch_n_go"), ("-", nil)])
    func theProviderIsShownAndEditable(_ typed: String, _ expected: String?) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let (screen, entry) = try share("e\nprovider\n\(typed)\n\n", in: spendrop)
        #expect(screen.contains("Provider   GrabPay"))
        #expect(screen.contains("grabpay, boost, shopeepay"), "the prompt lists the providers")
        #expect(entry["provider"] as? String == expected, "\(screen)")
    }

    @Test func anUnknownProviderIsRefusedWithTheList() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let (screen, entry) = try share("e\nprovider\nacme pay\n\n\n", in: spendrop)
        #expect(screen.contains("Providers: touch_n_go, maybank"))
        #expect(entry["provider"] as? String == "grabpay")
    }

    @Test func categoriesAndAccountsAreListedInThePrompt() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["accounts", "add", "Maybank Savings", "--type", "bank"]).status == 0)
        #expect(try spendrop.run(["accounts", "add", "GrabPay Wallet", "--type", "ewallet"]).status == 0)
        let (screen, entry) = try share("e\ncategory\ntransport\ne\naccount\ngrabpay wallet\n\n", in: spendrop)
        #expect(screen.contains("New category [food, "), "\(screen)")
        #expect(screen.contains("transport"))
        #expect(
            screen.contains("New account [GrabPay Wallet, Maybank Savings]")
                || screen.contains(
                    "New account [Maybank Savings, GrabPay Wallet]"),
            "\(screen)")
        #expect(entry["category"] as? String == "transport")
        #expect(entry["account"] as? String == "GrabPay Wallet", "the account's own spelling")
    }

    /// `expected` as a date in Kuala Lumpur, where `today` and `yesterday` are read.
    private static func kualaLumpurDate(_ expected: String) -> String {
        let offset: Double
        switch expected {
        case "today": offset = 0
        case "yesterday": offset = -86_400
        default: return expected
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Kuala_Lumpur")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date().addingTimeInterval(offset))
    }
}
