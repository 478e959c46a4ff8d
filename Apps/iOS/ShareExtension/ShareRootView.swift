#if canImport(UIKit)
import SpenDropFlow
import SwiftUI

/// The sheet: one screen per review phase.
struct ShareRootView: View {
    let model: ShareExtensionModel

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("SpenDrop")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { model.cancel() } }
                }
        }
    }

    @ViewBuilder private var content: some View {
        if model.handedOff {
            MessageView(
                symbol: "tray.and.arrow.down", title: "Saved — open SpenDrop to finish",
                detail: "The screenshot is waiting in SpenDrop.", action: ("Done", model.done))
        } else if let error = model.startupError {
            MessageView(symbol: "exclamationmark.triangle", title: "Couldn't read this", detail: error, action: nil)
        } else if let session = model.session {
            PhaseView(session: session, done: model.done)
        } else {
            ProgressView("Receiving…")
        }
    }
}
#endif
