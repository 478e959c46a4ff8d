import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

@Suite struct CSVExporterTests {
    @Test func headerKeepsTheContractColumnsFirstThenTheNewOnes() {
        #expect(
            CSVExporter.csv(for: [])
                == "date,amount,currency,payee,category,account,memo,reference,"
                + "time,kind,fee,provider,channel,status,entry_id\r\n")
    }

    @Test(arguments: [
        (EntryKind.expense, "-12.50"), (.moneyOut, "-12.50"), (.moneyIn, "12.50"), (.transfer, "-12.50"),
    ])
    func amountIsSignedByKind(kind: EntryKind, expected: String) {
        var entry = LedgerFixture.entry(amount: 1_250, kind: kind)
        if kind == .transfer {
            entry.account = "A"
            entry.transferAccount = "B"
        }
        #expect(CSVExporter.fields(of: entry)[1] == expected)
    }

    @Test(arguments: [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""),
        ("cr\rlf", "\"cr\rlf\""), ("", ""),
    ])
    func fieldsAreQuotedPerRFC4180(field: String, expected: String) {
        #expect(CSVExporter.quoted(field) == expected)
    }

    @Test func aRowCarriesEveryColumnInOrder() {
        var entry = LedgerFixture.entry(
            amount: 120_050, merchant: "Ali, Abu & \"Sons\"", reference: "R-0091", provider: .cimb, account: "CIMB",
            kind: .moneyIn, note: "line one\nline two")
        entry.category = .food
        entry.channel = .bankTransfer
        entry.status = .pending
        let id = entry.id.uuidString.lowercased()
        let csv = CSVExporter.csv(for: [entry])
        let expected =
            "date,amount,currency,payee,category,account,memo,reference,time,kind,fee,provider,channel,status,entry_id\r\n"
            + "2025-03-14,1200.50,MYR,\"Ali, Abu & \"\"Sons\"\"\",food,CIMB,\"line one\nline two\",R-0091,"
            + "12:30,money_in,,cimb,bank_transfer,pending,\(id)\r\n"
        #expect(csv == expected)
    }

    @Test func entryWithoutADateUsesItsCreationDayInItsZone() {
        // 2025-03-14 17:30 UTC is already the 15th in Kuala Lumpur.
        let entry = LedgerFixture.entry(date: nil, time: nil, createdAt: Date(timeIntervalSince1970: 1_741_973_400))
        #expect(CSVExporter.fields(of: entry)[0] == "2025-03-15")
    }

    @Test func aFeeIsItsOwnColumnSignedLikeTheAmount() {
        var entry = LedgerFixture.entry(amount: 10_000, kind: .moneyOut)
        entry.fee = Money(minorUnits: 50)
        let fields = CSVExporter.fields(of: entry)
        #expect(fields[1] == "-100.00")
        #expect(fields[CSVExporter.allColumns.firstIndex(of: "fee")!] == "-0.50")
    }

    @Test(arguments: [
        ("=HYPERLINK(\"http://x\",\"y\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""), ("+60123", "'+60123"),
        ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"), ("\tTab", "'\tTab"), ("\rCR", "\"'\rCR\""),
        ("Kopi = good", "Kopi = good"),
    ])
    func aFieldASpreadsheetWouldRunGetsALeadingQuote(merchant: String, expected: String) {
        let entry = LedgerFixture.entry(merchant: merchant)
        let row = CSVExporter.row(for: entry)
        #expect(row.hasPrefix("2025-03-14,-12.50,MYR,\(expected),"))
    }

    @Test func negativeAmountsAreNumbersNotFormulas() {
        let row = CSVExporter.row(for: LedgerFixture.entry(amount: 1_250))
        #expect(row.hasPrefix("2025-03-14,-12.50,"))
    }
}
