import Foundation
import SpenDropImage
import SpenDropIntake
import SpenDropLedger
import SpenDropModel
import SpenDropOCR

/// The live stages wired together for one process: the image stage, the recogniser, the ledger and the log.
///
/// Built once and reused, so a batch import loads the OCR model once. Each platform builds its own: `live` on
/// Linux (below), `AppleShareServices.make` in the Apple adapter.
public struct ShareServices: Sendable {
    public var container: AppGroupContainer
    public var pipeline: SharePipeline
    public var log: any ShareLogging
    /// The App Group defaults the share inbox publishes to: the property list on Linux,
    /// `UserDefaults(suiteName:)` on Apple platforms, where the preferences daemon owns that file.
    public var defaults: any SharedDefaultsStoring
    private let storeOpener: @Sendable () throws -> LedgerStore

    /// Wires the stages; `defaults` is the container's property list unless a platform gives its own.
    public init(
        container: AppGroupContainer, pipeline: SharePipeline, log: any ShareLogging,
        defaults: (any SharedDefaultsStoring)? = nil, storeOpener: @escaping @Sendable () throws -> LedgerStore
    ) {
        self.container = container
        self.pipeline = pipeline
        self.log = log
        self.defaults = defaults ?? AppGroupDefaults(container: container)
        self.storeOpener = storeOpener
    }

    /// Opens the ledger the share flow saves into.
    public func openStore() throws -> LedgerStore { try storeOpener() }

    /// The share inbox in this container, publishing to these services' defaults.
    public func inbox() -> ShareInbox { ShareInbox(container: container, log: log, defaults: defaults) }
}

extension LedgerStore {
    /// Opens the store as the share extension does. On Linux the one command plays both the app and the
    /// extension: a home without a ledger yet gets one created (the app's role); an existing ledger is opened
    /// as the extension, which never migrates.
    public static func openForShare(in container: AppGroupContainer) throws -> LedgerStore {
        let exists = FileManager.default.fileExists(atPath: container.ledgerURL.path)
        return try LedgerStore(container: container, role: exists ? .shareExtension : .app)
    }
}

// Tesseract exists only where its Linux-only C target does; Apple platforms read text with Vision and build
// their services in the Apple adapter.
#if canImport(CTesseract)
extension ShareServices {
    /// The Linux services: libpng/libjpeg/libheif, Tesseract, SQLite, all under `container`.
    public static func live(
        container: AppGroupContainer, timeZone: TimeZone, log: any ShareLogging,
        maxSide: Int = DownsampleOptions().maxSide
    ) throws -> ShareServices {
        try container.prepare()
        let recognizer = try TesseractRecognizer(configuration: .fromEnvironment())
        // Recognition reads grey: a third of the memory of RGB for the same text.
        let options = DownsampleOptions(maxSide: maxSide, layout: .gray)
        let pipeline = SharePipeline(
            downsampler: ImagePipeline(), recognizer: recognizer, options: options, timeZone: timeZone, log: log)
        return ShareServices(container: container, pipeline: pipeline, log: log) {
            try LedgerStore.openForShare(in: container)
        }
    }
}
#endif
