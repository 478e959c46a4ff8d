import Foundation
import SpenDropLedger
import SpenDropModel

/// A small ledger with everything the report and the exports must handle: every kind, fees (a transfer's too),
/// several accounts and providers, a pending payment, a card behind a wallet, awkward text, and earlier months.
enum SampleLedger {
    /// Saves the sample into `home` (the folder `spendrop --home` is given) and returns what was saved.
    @discardableResult
    static func seed(into home: URL) throws -> [LedgerEntry] {
        let store = try LedgerStore(container: AppGroupContainer(url: home), role: .app)
        _ = try store.addAccount(name: "Maybank Savings", kind: .bank, provider: .maybank)
        _ = try store.addAccount(name: "Touch 'n Go", kind: .ewallet, provider: .touchNGo)
        let entries = entries()
        try store.save(contentsOf: entries)
        return entries
    }

    static func entries() -> [LedgerEntry] {
        var list: [LedgerEntry] = []
        func add(
            _ amount: Int64, _ merchant: String?, _ date: String, _ time: String? = "12:00", kind: EntryKind = .expense,
            category: SpendCategory = .other, account: String? = nil, provider: Provider? = nil, fee: Int64? = nil,
            reference: String? = nil, note: String? = nil, transferTo: String? = nil, status: EntryStatus = .completed,
            funding: EntryFunding? = nil
        ) {
            list.append(
                LedgerEntry(
                    kind: kind, amount: Money(minorUnits: amount), merchant: merchant, provider: provider,
                    account: account, category: category, date: date, time: time, reference: reference,
                    fee: fee.map { Money(minorUnits: $0) }, note: note, source: .manual, transferAccount: transferTo,
                    status: status, funding: funding))
        }
        add(
            350_000, "Syarikat Majikan Sdn Bhd", "2025-03-01", "09:00", kind: .moneyIn, account: "Maybank Savings",
            provider: .maybank, reference: "SAL202503")
        add(
            1_250, "Kedai Kopi Ali", "2025-03-03", "08:15", category: .food, account: "Touch 'n Go", provider: .touchNGo
        )
        add(
            8_990, "Tesco Extra", "2025-03-04", "18:40", category: .groceries, account: "Maybank Savings",
            provider: .maybank, reference: "POS-88120")
        add(2_350, "Grab", "2025-03-05", "07:55", category: .transport, provider: .grabpay)
        add(
            50_000, "Ahmad bin Ali", "2025-03-07", "20:10", kind: .moneyOut, account: "Maybank Savings",
            provider: .maybank, fee: 50, reference: "DN7781234", note: "rent share")
        add(
            20_000, "Top-up", "2025-03-08", "10:00", kind: .transfer, account: "Maybank Savings",
            provider: .maybank, fee: 100, transferTo: "Touch 'n Go")
        add(
            4_500, "=HYPERLINK(\"http://x\",\"y\")", "2025-03-10", "13:00", category: .shopping, account: "Touch 'n Go",
            provider: .touchNGo)
        add(
            15_900, "Unifi; Home & Co, \"Fibre\"", "2025-03-12", nil, category: .bills, account: "Maybank Savings",
            provider: .maybank, note: "line one\nline two")
        add(
            6_780, "Kedai Kopi Ali", "2025-03-15", "12:30", category: .food, account: "Touch 'n Go",
            provider: .applePay,
            funding: EntryFunding(provider: .maybank, label: "Maybank Visa Debit", last4: "4417"))
        add(3_300, "Shell", "2025-03-18", "17:05", account: "Maybank Savings", provider: .maybank, status: .pending)
        add(
            12_000, "Klinik Mediviron", "2025-03-21", "11:11", category: .health, account: "Maybank Savings",
            provider: .maybank, fee: 75)
        add(1_999, "Netflix", "2025-03-25", "00:00", category: .subscription, provider: .card)
        add(
            4_200, "Restoran Nasi Kandar", "2025-03-31", "23:59", category: .food, account: "Touch 'n Go",
            provider: .touchNGo)
        // Earlier months, for the month comparison, and one entry just outside March on each side.
        add(7_000, "Tesco Extra", "2025-02-28", "23:59", category: .groceries, account: "Maybank Savings")
        add(350_000, "Syarikat Majikan Sdn Bhd", "2025-02-01", kind: .moneyIn, account: "Maybank Savings")
        add(25_000, "Parkson", "2025-01-20", category: .shopping, account: "Maybank Savings")
        add(9_900, "AirAsia", "2024-12-05", category: .travel, account: "Maybank Savings", fee: 1_000)
        add(3_000, "Mamak", "2025-04-01", "00:00", category: .food, account: "Touch 'n Go")
        return list
    }
}
