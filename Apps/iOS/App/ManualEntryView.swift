#if canImport(UIKit)
import SpenDropFlow
import SpenDropLedger
import SpenDropModel
import SwiftUI

/// Manual entry: the same form, with nothing read from a screen.
struct ManualEntryView: View {
    let model: AppModel
    @Environment(\.dismiss) private var dismiss
    @State private var session: ReviewSession?

    var body: some View {
        NavigationStack {
            Group {
                if let session { ReviewFormView(session: session, onSaved: { dismiss() }) } else { ProgressView() }
            }
            .navigationTitle("New entry")
            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
        }
        .task { session = model.manualSession() }
    }
}
#endif
