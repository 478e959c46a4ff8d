#if canImport(os)
import Foundation
import os
import SpenDropIntake

/// The share log on Apple platforms: every step to standard output, to the unified system log and to the
/// container's file.
public struct SystemShareLog: ShareLogging {
    private let file: FileShareLog
    private let logger = Logger(subsystem: "app.spendrop", category: "share")

    public init(file: FileShareLog) { self.file = file }

    public func record(_ event: ShareLogEvent) {
        file.record(event)
        // The same redacted line the file gets, for Xcode's console.
        print(file.line(for: event, at: Date()))
        // The file line is already redacted; the system log gets the step and share id only, never content.
        let id = event.shareId ?? "-"
        switch event.level {
        case .info: logger.info("shareId=\(id, privacy: .public) step=\(event.step, privacy: .public)")
        case .warning: logger.warning("shareId=\(id, privacy: .public) step=\(event.step, privacy: .public)")
        case .error: logger.error("shareId=\(id, privacy: .public) step=\(event.step, privacy: .public)")
        }
    }
}
#endif
