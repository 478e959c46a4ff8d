#if canImport(UIKit)
import SpenDropLedger
import SpenDropModel
import SwiftUI

/// Every field of one entry, and how it arrived.
struct EntryDetailView: View {
    let entry: LedgerEntry

    var body: some View {
        Form {
            row("Amount", entry.amount.displayString)
            row("Kind", entry.kind.rawValue)
            row("Merchant", entry.merchant)
            row("Provider", entry.provider?.rawValue)
            row("Channel", entry.channel?.rawValue)
            row("Account", entry.account)
            row("Category", entry.category.rawValue)
            row("Date", [entry.date, entry.time].compactMap { $0 }.joined(separator: " "))
            row("Reference", entry.reference)
            row("Fee", entry.fee?.displayString)
            row("Remarks", entry.note)
            row("Arrived by", entry.source.rawValue)
        }
        .navigationTitle(entry.merchant ?? "Entry")
    }

    @ViewBuilder private func row(_ label: String, _ value: String?) -> some View {
        if let value, !value.isEmpty {
            LabeledContent(label, value: value)
        }
    }
}
#endif
