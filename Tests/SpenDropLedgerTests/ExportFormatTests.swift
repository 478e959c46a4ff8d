import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

/// The export formats' building blocks; the real readers (hledger, Ledger, bean-check, ofxdump) check whole files
/// in the command-line tests.
@Suite struct ExportFormatTests {
    static let awkward: [String?] = [
        nil, "plain", "quote \" and backslash \\", "line\nbreak\tand tab", "控制 \u{01} char", "emoji 🍜", "",
    ]

    @Test func handWrittenEntryJSONMeansWhatTheEncoderWrites() throws {
        for (index, text) in Self.awkward.enumerated() {
            var entry = LedgerFixture.entry(merchant: text, reference: text, note: text)
            entry.fee = index % 2 == 0 ? Money(minorUnits: 50) : nil
            entry.funding = index % 3 == 0 ? EntryFunding(provider: .maybank, label: text, last4: "4417") : nil
            entry.status = index % 2 == 0 ? .pending : .completed
            let json = LedgerEntryJSON(entry)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let viaEncoder = try JSONSerialization.jsonObject(with: encoder.encode(json)) as? NSDictionary
            let byHand = try JSONSerialization.jsonObject(with: Data(json.jsonText.utf8)) as? NSDictionary
            #expect(viaEncoder != nil)
            #expect(viaEncoder == byHand)
        }
    }

    @Test func createdAtCarriesTheEntrysOwnOffset() {
        let instant = Date(timeIntervalSince1970: 1_741_926_605)
        #expect(LedgerEntryJSON.timestamp(instant, in: LedgerFixture.kualaLumpur) == "2025-03-14T12:30:05+08:00")
        #expect(LedgerEntryJSON.timestamp(instant, in: TimeZone(identifier: "UTC")!) == "2025-03-14T04:30:05Z")
        #expect(
            LedgerEntryJSON.timestamp(instant, in: TimeZone(identifier: "America/St_Johns")!)
                == "2025-03-14T02:00:05-02:30")
    }

    @Test(arguments: EntryKind.allCases)
    func everyEntrysPostingsBalanceAndTheFeeIsItsOwn(kind: EntryKind) {
        var entry = LedgerFixture.entry(amount: 10_000, account: "Maybank", kind: kind)
        entry.fee = Money(minorUnits: 50)
        if kind == .transfer { entry.transferAccount = "TNG" }
        let namer = AccountNamer(style: .ledger, fundingNames: ["Maybank", "TNG"])
        let postings = namer.postings(for: entry)
        #expect(postings.reduce(0) { $0 + $1.minorUnits } == 0)
        #expect(postings.contains(Posting(account: "expenses:fees", minorUnits: 50)))
    }

    @Test func accountNamesAreCleanedForEachToolWithoutMerging() {
        let names = ["Touch 'n Go", "Maybank: Savings", "maybank savings", "Café Ñ", "Maybank-Savings"]
        let beancount = AccountNamer(style: .beancount, fundingNames: names)
        #expect(beancount.asset("Touch 'n Go") == "Assets:Touch-n-Go")
        #expect(beancount.asset("Café Ñ") == "Assets:Cafe-N")
        let cleaned = Set(names.map(beancount.asset))
        // "maybank savings" is the same account as "Maybank: Savings" only if the ledger says so; here all differ.
        #expect(cleaned.count == names.count)
        for name in cleaned {
            #expect(name.split(separator: ":").dropFirst().allSatisfy { $0.first!.isUppercase || $0.first!.isNumber })
        }
        let ledger = AccountNamer(style: .ledger, fundingNames: names)
        #expect(ledger.asset("Maybank: Savings") == "assets:Maybank- Savings")
        #expect(ledger.expense(.food) == "expenses:food")
    }
}
