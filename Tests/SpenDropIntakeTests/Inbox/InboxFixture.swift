import Foundation
import SpenDropIntake
import SpenDropModel

/// A fresh container in the temporary folder with an inbox and an in-memory log, removed by `cleanUp`.
struct InboxFixture {
    let container: AppGroupContainer
    let log = InMemoryShareLog()
    let inbox: ShareInbox

    init(groupIdentifier: String = AppGroupContainer.defaultGroupIdentifier) throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("spendrop-inbox-\(UUID().uuidString)", isDirectory: true)
        container = AppGroupContainer(groupIdentifier: groupIdentifier, url: url)
        try container.prepare()
        inbox = ShareInbox(container: container, log: log)
    }

    /// The defaults as the app reads them.
    var defaults: SharedDefaultsSnapshot {
        get throws { try AppGroupDefaults(container: container).snapshot() }
    }

    func fileExists(_ share: SharedImage) -> Bool {
        FileManager.default.fileExists(atPath: container.url.appendingPathComponent(share.filePath).path)
    }

    /// Files in a folder of the container, by name.
    func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Log messages recorded for `shareId`, in order.
    func messages(for shareId: String) -> [String] {
        log.events.filter { $0.shareId == shareId }.map(\.message)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: container.url)
    }

    // MARK: Made-up image bytes (only the signature matters to the inbox, which never decodes)

    static func png(_ seed: Int = 0, size: Int = 256) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + payload(seed, size: size)
    }

    static func jpeg(_ seed: Int = 0, size: Int = 256) -> Data {
        Data([0xFF, 0xD8, 0xFF, 0xE0]) + payload(seed, size: size)
    }

    private static func payload(_ seed: Int, size: Int) -> Data {
        var generator = SplitMix(state: UInt64(truncatingIfNeeded: seed) &+ 1)
        return Data((0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    }
}

/// A tiny deterministic generator, so the made-up images differ by seed and repeat across runs.
private struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
