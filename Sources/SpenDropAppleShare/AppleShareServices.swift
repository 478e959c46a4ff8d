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
    ///
    /// Files and iCloud Drive hand over security-scoped URLs, so attachments load through `URLSecurityScope`;
    /// the share inbox publishes its keys through `UserDefaults(suiteName:)`, since on iOS the preferences
    /// daemon owns the group's property list and caches it.
    public static func make(role: LedgerStore.Role, timeZone: TimeZone = .current) throws -> ShareServices {
        let container = try AppleContainer.resolve()
        try container.prepare()
        let log = SystemShareLog(file: FileShareLog(container: container, timeZone: timeZone))
        let pipeline = SharePipeline(
            downsampler: ImageIODownsampler(), recognizer: VisionRecognizer(), timeZone: timeZone, log: log,
            securityScope: URLSecurityScope())
        return ShareServices(container: container, pipeline: pipeline, log: log, defaults: defaults(for: container)) {
            try LedgerStore(container: container, role: role)
        }
    }

    /// The App Group's defaults as iOS keeps them: `UserDefaults(suiteName:)` of the container's group.
    public static func defaults(for container: AppGroupContainer) -> any SharedDefaultsStoring {
        UserDefaultsSharedDefaults(suiteName: container.groupIdentifier)
    }
}
#endif
