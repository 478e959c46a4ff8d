#if canImport(UIKit)
import SpenDropLedger
import SpenDropModel
import SwiftUI

/// Edits a saved entry's fields; the ledger checks the result and records what changed in the entry's history.
struct EntryEditView: View {
    let entry: LedgerEntry
    let model: AppModel
    @Environment(\.dismiss) private var dismiss
    @State private var kind: EntryKind
    @State private var amount: String
    @State private var merchant: String
    @State private var category: SpendCategory
    @State private var account: String
    @State private var date: String
    @State private var time: String
    @State private var reference: String
    @State private var note: String
    @State private var problem: String?

    init(entry: LedgerEntry, model: AppModel) {
        self.entry = entry
        self.model = model
        _kind = State(wrappedValue: entry.kind)
        _amount = State(wrappedValue: entry.amount.decimalString)
        _merchant = State(wrappedValue: entry.merchant ?? "")
        _category = State(wrappedValue: entry.category)
        _account = State(wrappedValue: entry.account ?? "")
        _date = State(wrappedValue: entry.date ?? "")
        _time = State(wrappedValue: entry.time ?? "")
        _reference = State(wrappedValue: entry.reference ?? "")
        _note = State(wrappedValue: entry.note ?? "")
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Kind", selection: $kind) {
                        Text("Expense").tag(EntryKind.expense)
                        Text("Money In").tag(EntryKind.moneyIn)
                        Text("Money Out").tag(EntryKind.moneyOut)
                    }
                    .pickerStyle(.segmented)
                }
                Section("Payment") {
                    TextField("Amount (RM)", text: $amount).keyboardType(.decimalPad)
                    TextField("Merchant", text: $merchant)
                    Picker("Category", selection: $category) {
                        ForEach(SpendCategory.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    TextField("Funding account", text: $account)
                }
                Section("When") {
                    TextField("Date (YYYY-MM-DD)", text: $date)
                    TextField("Time (HH:mm)", text: $time)
                }
                Section("Details") {
                    TextField("Reference", text: $reference)
                    TextField("Remarks", text: $note, axis: .vertical)
                }
                if let problem {
                    Section { Text("Not saved: \(problem)").foregroundStyle(.red) }
                }
            }
            .navigationTitle("Edit entry")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
            }
        }
    }

    /// Saves the form; a refusal keeps it open with the ledger's reason, and nothing is written.
    private func save() {
        guard let money = Money(decimalString: amount, currency: entry.amount.currency), money.minorUnits > 0 else {
            problem = "the amount must be a positive number such as 12.50"
            return
        }
        let blankIsNil = { (text: String) -> String? in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }
        problem = model.edit(entry.id) { saved in
            saved.kind = kind
            saved.amount = money
            saved.merchant = blankIsNil(merchant)
            saved.category = category
            saved.account = blankIsNil(account)
            saved.date = blankIsNil(date)
            saved.time = blankIsNil(time)
            saved.reference = blankIsNil(reference)
            saved.note = blankIsNil(note)
        }
        if problem == nil { dismiss() }
    }
}
#endif
