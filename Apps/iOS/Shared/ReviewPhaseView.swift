#if canImport(UIKit)
import SpenDropFlow
import SwiftUI

/// Renders the session's current phase.
struct PhaseView: View {
    @Bindable var session: ReviewSession
    let done: () -> Void

    var body: some View {
        switch session.phase {
        case .receiving:
            ProgressView("Receiving…")
        case .processing:
            ProgressView("Reading the screenshot…")
        case .reviewing, .saving:
            ReviewFormView(session: session, onSaved: done)
        case .noTextFound:
            VStack(spacing: 16) {
                MessageView(
                    symbol: "text.magnifyingglass", title: "No text found",
                    detail: "SpenDrop could not read any text in this image.", action: nil)
                Button("Enter Details Manually") { session.enterManually() }.buttonStyle(.borderedProminent)
                Button("Retry") { Task { await session.retry() } }
            }
        case .failed(let message):
            MessageView(symbol: "exclamationmark.triangle", title: "Something went wrong", detail: message, action: nil)
        case .saved:
            MessageView(symbol: "checkmark.circle", title: "Saved", detail: "", action: ("Done", done))
        case .cancelled:
            EmptyView()
        }
    }
}

/// A centred message with an optional button.
struct MessageView: View {
    let symbol: String
    let title: String
    let detail: String
    let action: (String, () -> Void)?

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: symbol).font(.largeTitle)
            Text(title).font(.headline)
            if !detail.isEmpty { Text(detail).multilineTextAlignment(.center).foregroundStyle(.secondary) }
            if let action { Button(action.0, action: action.1).buttonStyle(.borderedProminent) }
        }
        .padding()
    }
}
#endif
