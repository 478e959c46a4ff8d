#if canImport(UIKit)
import SpenDropLedger
import SpenDropModel
import SwiftUI

/// Every field of one entry and how it arrived, with Edit and Delete.
struct EntryDetailView: View {
    let entry: LedgerEntry
    let model: AppModel
    @Environment(\.dismiss) private var dismiss
    @State private var editing = false
    @State private var confirmingDelete = false
    @State private var problem: String?

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
            if let problem {
                Section { Text(problem).foregroundStyle(.red) }
            }
            Section {
                Button("Delete Entry", role: .destructive) { confirmingDelete = true }
            }
        }
        .navigationTitle(entry.merchant ?? "Entry")
        .toolbar {
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) { EntryEditView(entry: entry, model: model) }
        .confirmationDialog("Move this entry to the bin?", isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button("Delete Entry", role: .destructive) {
                problem = model.delete(entry.id)
                if problem == nil { dismiss() }
            }
        }
    }

    @ViewBuilder private func row(_ label: String, _ value: String?) -> some View {
        if let value, !value.isEmpty {
            LabeledContent(label, value: value)
        }
    }
}
#endif
