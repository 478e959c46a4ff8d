import Foundation
import SpenDropImage
import Testing

@testable import SpenDropIntake

/// Each source app's way of handing an image over ends in the image, through the expected route.
///
/// No provider here hangs, so no attempt may time out: the limits are far beyond any machine's speed (a timeout
/// would change the attempts and strategies these tests check), and the suite's time limit catches a hang.
@Suite(.timeLimit(.minutes(2))) struct SourceAppTests {
    private func load(_ provider: any ItemProviding, log: InMemoryShareLog = InMemoryShareLog()) async throws
        -> LoadedAttachment
    {
        try await AttachmentLoader(log: log, attemptTimeout: .seconds(3600), attachmentBudget: .seconds(3600))
            .loadImage(from: provider)
    }

    @Test func photosImageObjectLoadsOnTheFirstAttempt() async throws {
        let loaded = try await load(ScriptedItemProvider.photosImageObject(ImageBytes.png))
        #expect(loaded.format == .png)
        #expect(loaded.typeIdentifier == "public.png")
        #expect(loaded.strategy == "loadItem")
        #expect(loaded.attempts == 1)
        #expect(loaded.data == ImageBytes.png)
    }

    @Test func photosFileURLIsReadAndNamed() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try folder.write(ImageBytes.heic, named: "IMG_0042.HEIC")
        let loaded = try await load(ScriptedItemProvider.photosFileURL(file))
        #expect(loaded.format == .heic)
        #expect(loaded.strategy == "loadItem")
        #expect(loaded.suggestedName == "IMG_0042.HEIC")
        #expect(loaded.data == ImageBytes.heic)
    }

    @Test func freshScreenshotSkipsTheArchivedObjectAndTakesTheData() async throws {
        let log = InMemoryShareLog()
        let provider = ScriptedItemProvider.freshScreenshot(ImageBytes.png, archived: ImageBytes.archived)
        let loaded = try await load(provider, log: log)
        #expect(loaded.strategy == "loadDataRepresentation")
        #expect(loaded.format == .png)
        let attempts = log.events.map(\.message).filter { $0.hasPrefix("type=") }
        #expect(
            attempts.first?.hasSuffix("outcome=failed reason=archived object (binary plist), not decodable") == true)
        #expect(attempts.last?.contains("outcome=ok reason=png") == true)
    }

    @Test(arguments: ["public.data", "com.maybank2u.image"])
    func bankShareButtonRawPNGLoadsUnderItsIdentifier(identifier: String) async throws {
        let loaded = try await load(ScriptedItemProvider.bankShareButton(ImageBytes.png, typeIdentifier: identifier))
        #expect(loaded.typeIdentifier == identifier)
        #expect(loaded.format == .png)
        #expect(loaded.strategy == "loadItem")
    }

    @Test func vendorOnlyProviderFallsBackToItsDataRepresentation() async throws {
        let log = InMemoryShareLog()
        let loaded = try await load(ScriptedItemProvider.vendorOnly(ImageBytes.png), log: log)
        #expect(loaded.typeIdentifier == "com.maybank2u.image")
        #expect(loaded.strategy == "loadDataRepresentation")
        #expect(log.events.map(\.message).contains { $0.hasSuffix("reason=unsupported item NSDictionary") })
    }

    @Test func firstStrategiesFailingFallBackToTheFileRepresentation() async throws {
        let log = InMemoryShareLog()
        let loaded = try await load(ScriptedItemProvider.firstStrategiesFail(ImageBytes.jpeg), log: log)
        #expect(loaded.format == .jpeg)
        #expect(loaded.strategy == "loadFileRepresentation")
        #expect(loaded.attempts == 3)
        let outcomes = log.events.map(\.message).filter { $0.hasPrefix("type=") }.map { $0.contains("outcome=ok") }
        #expect(outcomes == [false, false, true])
    }

    @Test func vanishingTemporaryFileIsReadInsideTheCallback() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let stale = folder.url.appendingPathComponent("gone.png")
        let provider = ScriptedItemProvider.vanishingTemporaryFile(ImageBytes.png, staleFile: stale)
        let log = InMemoryShareLog()
        let loaded = try await load(provider, log: log)
        #expect(loaded.strategy == "loadFileRepresentation")
        #expect(loaded.data == ImageBytes.png)
        let handed = try #require(provider.handedTemporaryFiles.first)
        #expect(!FileManager.default.fileExists(atPath: handed.path))
        #expect(
            log.events.first { $0.message.hasPrefix("type=") }?.message.hasSuffix("reason=file missing ext=png") == true
        )
    }

    @Test(arguments: [
        (ImageBytes.gif, "unsupported format gif"), (ImageBytes.webp, "unsupported format webp"),
        (ImageBytes.pdf, "not an image (pdf)"), (ImageBytes.text, "not an image"), (Data(), "empty data"),
    ])
    func undecodableBytesAreReportedAndTheNextStrategyTried(bytes: Data, reason: String) async throws {
        let provider = ScriptedItemProvider([
            .init("public.image", item: .data(bytes), data: .data(ImageBytes.jpeg))
        ])
        let log = InMemoryShareLog()
        let loaded = try await load(provider, log: log)
        #expect(loaded.format == .jpeg)
        #expect(
            log.events.contains { $0.message == "type=public.image strategy=loadItem outcome=failed reason=\(reason)" })
    }

    @Test func unencodableImageObjectIsAFailedAttempt() async throws {
        let provider = ScriptedItemProvider([.init("public.png", item: .item(.image(nil)), data: .data(ImageBytes.png))]
        )
        let log = InMemoryShareLog()
        _ = try await load(provider, log: log)
        #expect(
            log.events.contains {
                $0.message.hasSuffix("loadItem outcome=failed reason=image object could not be encoded")
            })
    }

    @Test func fileURLSpelledOutAsDataIsFollowed() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try folder.write(ImageBytes.png, named: "receipt.png")
        let provider = ScriptedItemProvider([.init("public.file-url", item: .data(Data(file.absoluteString.utf8)))])
        let loaded = try await load(provider)
        #expect(loaded.data == ImageBytes.png)
        #expect(loaded.suggestedName == "receipt.png")
    }

    @Test func remoteURLIsRefusedNotFetched() async throws {
        let provider = ScriptedItemProvider([
            .init("public.url", item: .item(.fileURL(URL(string: "https://example.com/receipt.png")!)))
        ])
        let log = InMemoryShareLog()
        let error = await #expect(throws: IntakeError.self) { try await load(provider, log: log) }
        #expect(
            log.events.contains {
                $0.message == "type=public.url strategy=loadItem outcome=skipped reason=remote URL refused"
            })
        #expect(error?.failureClass == .inputRejected)
    }

    @Test func oversizedRepresentationIsRefused() async throws {
        let provider = ScriptedItemProvider.bankShareButton(ImageBytes.png + Data(count: 4096))
        let log = InMemoryShareLog()
        let loader = AttachmentLoader(log: log, maxAttachmentBytes: 1024)
        await #expect(throws: IntakeError.self) { try await loader.loadImage(from: provider) }
        #expect(log.events.contains { $0.message.hasSuffix("reason=too large (4 KB)") })
    }
}
