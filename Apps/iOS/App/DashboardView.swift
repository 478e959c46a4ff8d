#if canImport(UIKit)
import SpenDropFlow
import SpenDropLedger
import SpenDropModel
import SwiftUI

/// The ledger's entries, newest first, with manual entry and the pending inbox review.
struct DashboardView: View {
    @Bindable var model: AppModel
    @State private var addingManually = false

    var body: some View {
        NavigationStack {
            List {
                if let error = model.error {
                    Text(error).foregroundStyle(.red)
                }
                ForEach(model.entries) { entry in
                    NavigationLink(value: entry.id) { EntryRow(entry: entry) }
                }
            }
            .navigationTitle("SpenDrop")
            .navigationDestination(for: UUID.self) { id in
                if let entry = model.entries.first(where: { $0.id == id }) { EntryDetailView(entry: entry) }
            }
            .toolbar {
                Button {
                    addingManually = true
                } label: {
                    Image(systemName: "plus")
                }
            }
            .refreshable { model.reload() }
            .sheet(isPresented: $addingManually, onDismiss: model.reload) { ManualEntryView(model: model) }
            .sheet(
                item: Binding(get: { model.pendingReview.map(PendingReview.init) }, set: { _ in }),
                onDismiss: model.finishPendingReview
            ) { pending in
                NavigationStack { PhaseView(session: pending.session, done: model.finishPendingReview) }
            }
        }
    }
}

/// Wraps the inbox review for `.sheet(item:)`.
struct PendingReview: Identifiable {
    let session: ReviewSession
    var id: String { session.shareId }
}

/// One entry in the list: merchant, date, signed amount.
struct EntryRow: View {
    let entry: LedgerEntry

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(entry.merchant ?? "—").font(.body)
                Text([entry.date, entry.time].compactMap { $0 }.joined(separator: " ")).font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text((entry.kind == .moneyIn ? "+" : "−") + entry.amount.displayString)
                .foregroundStyle(entry.kind == .moneyIn ? .green : .primary)
        }
    }
}
#endif
