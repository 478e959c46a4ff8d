#if canImport(UIKit)
import SpenDropFlow
import SpenDropLedger
import SpenDropModel
import SwiftUI

/// The review form, laid out from the session's draft. Every rule (what may be saved, duplicates, the kind
/// preselection) lives in `ReviewSession` and `EntryDraft`; this view only shows and edits.
struct ReviewFormView: View {
    @Bindable var session: ReviewSession
    let onSaved: () -> Void
    @State private var problems: [DraftProblem] = []
    @State private var duplicate: DuplicateMatch?
    @State private var hasDate = true

    var body: some View {
        Form {
            Section {
                Picker("Save as", selection: $session.draft.kind) {
                    Text("Expense").tag(EntryKind.expense)
                    Text("Money In").tag(EntryKind.moneyIn)
                    Text("Money Out").tag(EntryKind.moneyOut)
                }
                .pickerStyle(.segmented)
                if !session.draft.kindPreselected {
                    Text("Check the kind: the screen does not say clearly.").font(.footnote).foregroundStyle(.secondary)
                }
            }
            Section("Payment") {
                TextField("Amount (RM)", text: $session.draft.amountText).keyboardType(.decimalPad)
                TextField("Merchant", text: $session.draft.merchant)
                Picker("Category", selection: $session.draft.category) {
                    ForEach(SpendCategory.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
                TextField("Funding account", text: $session.draft.account)
                Picker("Channel", selection: $session.draft.channel) {
                    Text("—").tag(Channel?.none)
                    ForEach(Channel.allCases, id: \.self) { Text($0.rawValue).tag(Channel?.some($0)) }
                }
            }
            Section("When") {
                TextField("Date (YYYY-MM-DD)", text: $session.draft.date)
                TextField("Time (HH:mm)", text: $session.draft.time)
            }
            Section("Details") {
                TextField("Reference", text: $session.draft.reference)
                TextField("Remarks", text: $session.draft.remarks, axis: .vertical)
            }
            if let match = duplicate ?? session.duplicate {
                Section {
                    Label("Already in your ledger: \(match.reason).", systemImage: "exclamationmark.triangle")
                    if duplicate != nil {
                        Button("Save anyway") { Task { await save(allowDuplicate: true) } }
                    }
                }
            }
            if !problems.isEmpty || session.saveError != nil {
                Section {
                    ForEach(problems, id: \.self) { Text($0.message).foregroundStyle(.red) }
                    if let error = session.saveError { Text("Not saved: \(error)").foregroundStyle(.red) }
                }
            }
            Section {
                Button(session.phase == .saving ? "Saving…" : "Save") { Task { await save(allowDuplicate: false) } }
                    .disabled(session.phase == .saving)
            }
        }
    }

    private func save(allowDuplicate: Bool) async {
        switch await session.save(allowDuplicate: allowDuplicate) {
        case .saved:
            onSaved()
        case .duplicate(let match):
            duplicate = match
        case .invalid(let found):
            problems = found
        case .failed:
            problems = []
        }
    }
}
#endif
