#if canImport(UIKit)
import Foundation
import SpenDropAppleImageIO
import SpenDropAppleVision
import SpenDropFlow
import SpenDropIntake
import SpenDropLedger
import SpenDropModel

/// The live stages on iOS: ImageIO thumbnails, Vision, the system SQLite, all in the App Group container.
public enum AppleShareServices {
    /// Builds the services for the app or the extension; `role` decides whether the ledger may migrate.
    public static func make(role: LedgerStore.Role, timeZone: TimeZone = .current) throws -> ShareServices {
        let container = try AppleContainer.resolve()
        try container.prepare()
        let log = SystemShareLog(file: FileShareLog(container: container, timeZone: timeZone))
        let pipeline = SharePipeline(
            downsampler: ImageIODownsampler(), recognizer: VisionTextRecognizer(), timeZone: timeZone, log: log)
        return ShareServices(container: container, pipeline: pipeline, log: log) {
            try LedgerStore(container: container, role: role)
        }
    }
}
#endif
