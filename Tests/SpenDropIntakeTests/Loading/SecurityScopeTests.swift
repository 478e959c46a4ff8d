import Foundation
import Testing

@testable import SpenDropIntake

/// Security-scoped URLs are read only between a begin and its end, and every begin is ended.
@Suite struct SecurityScopeTests {
    /// A scope that makes the file exist only while access is open, as a Files URL is readable only then.
    private func gatedScope(_ file: URL, bytes: Data) -> RecordingSecurityScope {
        RecordingSecurityScope(
            onBegin: { url in if url == file { try? bytes.write(to: file) } },
            onEnd: { url in if url == file { try? FileManager.default.removeItem(at: file) } })
    }

    @Test func filesAppURLIsReadInsideOneBeginEndPair() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("Statement.png")
        let scope = gatedScope(file, bytes: ImageBytes.png)
        let loader = AttachmentLoader(log: InMemoryShareLog(), securityScope: scope)

        let loaded = try await loader.loadImage(from: ScriptedItemProvider.filesApp(file))
        #expect(loaded.data == ImageBytes.png)
        #expect(loaded.strategy == "loadItem")
        #expect(scope.events == [.begin("Statement.png"), .end("Statement.png")])
        #expect(scope.isBalanced)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func withoutTheScopeTheGatedFileCannotBeRead() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("Statement.png")
        let scope = RecordingSecurityScope(grants: false)
        let error = await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: InMemoryShareLog(), securityScope: scope)
                .loadImage(from: ScriptedItemProvider.filesApp(file))
        }
        #expect(error?.failureClass == .inputMissing)
        #expect(scope.events.allSatisfy { if case .begin = $0 { true } else { false } })
        #expect(scope.isBalanced)
    }

    @Test func scopeIsEndedWhenTheReadFails() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notImage = try folder.write(ImageBytes.text, named: "notes.txt")
        let missing = folder.url.appendingPathComponent("missing.png")
        let scope = RecordingSecurityScope()
        let provider = ScriptedItemProvider([
            .init("public.png", item: .file(notImage)), .init("public.file-url", item: .file(missing)),
        ])
        await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: InMemoryShareLog(), securityScope: scope).loadImage(from: provider)
        }
        #expect(scope.events.count == 10)
        #expect(scope.events.first == .begin("notes.txt"))
        #expect(scope.isBalanced)
    }

    @Test func fileRepresentationIsReadInsideTheScopeToo() async throws {
        let scope = RecordingSecurityScope()
        let provider = ScriptedItemProvider.firstStrategiesFail(ImageBytes.jpeg)
        _ = try await AttachmentLoader(log: InMemoryShareLog(), securityScope: scope).loadImage(from: provider)
        #expect(scope.events == [.begin("attachment.jpeg"), .end("attachment.jpeg")])
    }

    @Test func remoteURLOpensNoScope() async throws {
        let scope = RecordingSecurityScope()
        let provider = ScriptedItemProvider([
            .init("public.url", item: .item(.fileURL(URL(string: "http://example.com/a.png")!)))
        ])
        await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: InMemoryShareLog(), securityScope: scope).loadImage(from: provider)
        }
        #expect(scope.events.isEmpty)
    }

    @Test func recordingScopeNoticesAnUnmatchedBegin() {
        let scope = RecordingSecurityScope()
        let url = URL(fileURLWithPath: "x.png")
        #expect(scope.begin(url))
        #expect(!scope.isBalanced)
        scope.end(url)
        #expect(scope.isBalanced)
        scope.end(url)
        #expect(!scope.isBalanced)
    }

    @Test func linuxScopeStartsNothing() {
        #expect(!NoSecurityScope().begin(URL(fileURLWithPath: "x.png")))
    }
}
