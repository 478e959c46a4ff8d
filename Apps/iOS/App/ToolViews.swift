#if canImport(UIKit)
import SwiftUI

/// `--read-share-logs`: the share log, oldest first.
struct ShareLogView: View {
    let lines: [String]

    var body: some View {
        NavigationStack {
            List(lines.indices, id: \.self) { index in
                Text(lines[index]).font(.system(.caption, design: .monospaced))
            }
            .navigationTitle("Share log")
        }
    }
}

/// `--run-image-diagnostics`: the eight steps for the bundled samples.
struct DiagnosticsView: View {
    let report: String

    var body: some View {
        NavigationStack {
            ScrollView {
                Text(report.isEmpty ? "Running…" : report).font(.system(.caption, design: .monospaced))
                    .frame(maxWidth: .infinity, alignment: .leading).padding()
            }
            .navigationTitle("Image diagnostics")
        }
    }
}
#endif
