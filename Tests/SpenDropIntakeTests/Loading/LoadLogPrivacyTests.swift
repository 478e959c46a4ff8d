import Foundation
import Testing

@testable import SpenDropIntake

/// The share log and errors name formats, sizes and extensions, never contents or where the user keeps files.
@Suite struct LoadLogPrivacyTests {
    @Test func logAndErrorCarryNoPathsNamesOrContent() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let secret = "Ali-Account-1234567890"
        let textFile = try folder.write(Data("RM 1,250.00 to \(secret)".utf8), named: "\(secret).png")
        let missing = folder.url.appendingPathComponent("\(secret)-missing.jpg")
        let provider = ScriptedItemProvider([
            .init("public.png", item: .file(textFile), data: .file(missing), file: .file(textFile)),
            .init("public.url", item: .data(Data(missing.absoluteString.utf8))),
        ])
        let log = InMemoryShareLog()
        let error = await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: log).loadImage(from: provider)
        }
        let written = log.events.map(\.message) + [error?.message ?? ""]
        for line in written {
            #expect(!line.contains(secret))
            #expect(!line.contains(folder.url.path))
            #expect(!line.contains("1,250"))
        }
        #expect(written.contains { $0.hasSuffix("reason=not an image ext=png") })
        #expect(written.contains { $0.hasSuffix("reason=file missing ext=jpg") })
    }

    @Test func oddIdentifiersCannotBreakTheOneLinePerAttemptFormat() async throws {
        let provider = ScriptedItemProvider([.init("com.bank app\nimage/x", item: .data(ImageBytes.png))])
        let log = InMemoryShareLog()
        _ = try await AttachmentLoader(log: log).loadImage(from: provider)
        #expect(log.events.allSatisfy { !$0.message.contains("\n") })
        #expect(log.events.last?.message.hasPrefix("type=com.bankappimagex strategy=loadItem outcome=ok") == true)
    }

    @Test func foreignErrorsAreNamedByDomainAndCode() {
        let error = NSError(
            domain: "NSItemProviderErrorDomain", code: -1000,
            userInfo: [NSLocalizedDescriptionKey: "Cannot load /Users/ali/Private/receipt.png"])
        #expect(AttachmentLoader.describe(error).reason == "error NSItemProviderErrorDomain -1000")
    }

    @Test func providerReasonsLoseSlashes() {
        #expect(LoadReason.phrase("cannot open /private/var/x.png") == "cannot open _private_var_x.png")
    }
}
