import Foundation
import SpenDropIntake
import SpenDropModel
import Testing

@testable import SpenDropFlow

/// The pipeline opens security-scoped URLs with the scope it was given, so Files and iCloud Drive shares load.
@Suite struct SharePipelineScopeTests {
    @Test func aFilesAppURLIsReadInsideTheGivenScope() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Statement.png")
        let bytes = BytesItemProvider().bytes
        // The file is there only while access is open, as a Files URL is readable only then.
        let scope = RecordingSecurityScope(
            onBegin: { url in if url == file { try? bytes.write(to: file) } },
            onEnd: { url in if url == file { try? FileManager.default.removeItem(at: file) } })
        let pipeline = SharePipeline(
            downsampler: FixedDownsampler(), recognizer: CountingRecognizer(lines: receiptLines),
            timeZone: TimeZone(identifier: "Asia/Kuala_Lumpur")!, log: InMemoryShareLog(), securityScope: scope)

        let reading = try await pipeline.read(ScriptedItemProvider.filesApp(file))

        #expect(reading.parsed.amount == Money(minorUnits: 1250))
        #expect(scope.events == [.begin("Statement.png"), .end("Statement.png")])
        #expect(scope.isBalanced)
    }
}
