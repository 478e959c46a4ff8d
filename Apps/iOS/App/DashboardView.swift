#if canImport(UIKit)
import Charts
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
                if let report = model.monthReport {
                    MonthSummaryView(report: report)
                }
                ForEach(model.entries) { entry in
                    NavigationLink(value: entry.id) { EntryRow(entry: entry) }
                }
            }
            .navigationTitle("SpenDrop")
            .navigationDestination(for: UUID.self) { id in
                if let entry = model.entries.first(where: { $0.id == id }) {
                    EntryDetailView(entry: entry, model: model)
                }
            }
            .toolbar {
                Button {
                    addingManually = true
                } label: {
                    Image(systemName: "plus")
                }
            }
            // The action is `@Sendable` and runs off the main actor: the model is reached with `await`.
            .refreshable { await model.reload() }
            .sheet(isPresented: $addingManually, onDismiss: model.reload) { ManualEntryView(model: model) }
            .sheet(
                item: $model.reviewSheet, onDismiss: model.reviewSheetDismissed
            ) { pending in
                InboxReviewSheet(session: pending.session, model: model)
            }
        }
    }
}

/// The inbox review in its sheet: Cancel ends it (the share is done), so does Done after a save.
struct InboxReviewSheet: View {
    let session: ReviewSession
    let model: AppModel

    var body: some View {
        NavigationStack {
            PhaseView(session: session, done: { model.finishReview(session) })
                .navigationTitle("Review")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { model.cancelReview(session) }
                    }
                }
        }
        // A swipe would leave the share neither saved nor cancelled; Cancel and Done say which.
        .interactiveDismissDisabled()
    }
}

/// Wraps the inbox review for `.sheet(item:)`; the id is read once, on the main actor, where the session lives.
struct PendingReview: Identifiable {
    let session: ReviewSession
    let id: String

    @MainActor init(_ session: ReviewSession) {
        self.session = session
        id = session.shareId
    }
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
                .foregroundStyle(entry.kind == .moneyIn ? Color.green : Color.primary)
        }
    }
}
#endif
