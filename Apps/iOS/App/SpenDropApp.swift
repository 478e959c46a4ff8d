#if canImport(UIKit)
import SpenDropAppleShare
import SpenDropFlow
import SpenDropIntake
import SpenDropLedger
import SwiftUI

/// The app: the dashboard, and the share inbox tidied and pulled on launch and on every return to the foreground.
@main
struct SpenDropApp: App {
    @State private var model = AppModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
                .task { model.launch(arguments: ProcessInfo.processInfo.arguments) }
                .onOpenURL { _ in model.pullInbox() }  // a URL open is only a hint to pull
                .onChange(of: scenePhase) { _, phase in
                    if phase == .active { model.becameActive() }
                }
        }
    }
}

/// Chooses the screen: the launch-argument tools, or the dashboard.
struct RootView: View {
    let model: AppModel

    var body: some View {
        switch model.mode {
        case .shareLogs: ShareLogView(lines: model.logLines)
        case .diagnostics: DiagnosticsView(report: model.diagnosticsText)
        case .dashboard: DashboardView(model: model)
        }
    }
}
#endif
