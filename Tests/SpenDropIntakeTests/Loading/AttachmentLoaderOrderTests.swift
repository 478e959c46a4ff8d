import Foundation
import SpenDropModel
import Testing

@testable import SpenDropIntake

/// The order of identifiers and strategies, and what a share that yields nothing leaves behind.
@Suite struct AttachmentLoaderOrderTests {
    typealias Registration = ScriptedItemProvider.Registration

    @Test func candidatesAreRegistrationsThenConformingPriorityTypesWithoutRepeats() {
        let provider = ScriptedItemProvider([Registration("com.example.scan"), Registration("public.jpeg")])
        #expect(
            AttachmentLoader.candidateIdentifiers(for: provider) == [
                "com.example.scan", "public.jpeg", "public.image", "public.data",
            ])
    }

    @Test func priorityListIsPNGThenJPEGThenHEICThenGenericTypes() {
        let provider = ScriptedItemProvider(
            [Registration("com.example.photo"), Registration("com.example.shot")],
            declaring: ["com.example.photo": ["public.heic", "public.jpeg"], "com.example.shot": ["public.png"]])
        #expect(
            AttachmentLoader.candidateIdentifiers(for: provider) == [
                "com.example.photo", "com.example.shot", "public.png", "public.jpeg", "public.heic", "public.image",
                "public.data",
            ])
    }

    @Test func registrationOrderComesBeforeThePriorityList() {
        let provider = ScriptedItemProvider([Registration("public.data"), Registration("public.png")])
        #expect(AttachmentLoader.candidateIdentifiers(for: provider) == ["public.data", "public.png", "public.image"])
    }

    @Test func vendorOnlyProviderIsTriedUnderItsOwnIdentifierOnly() {
        let provider = ScriptedItemProvider.vendorOnly(ImageBytes.png)
        #expect(AttachmentLoader.candidateIdentifiers(for: provider) == ["com.maybank2u.image"])
    }

    @Test func repeatedRegistrationsDifferingInCaseAreTriedOnce() {
        let provider = ScriptedItemProvider([Registration("public.PNG"), Registration("public.png")])
        #expect(AttachmentLoader.candidateIdentifiers(for: provider) == ["public.PNG", "public.image", "public.data"])
    }

    @Test func fileProviderCandidatesAreTheURLTypesThenData() {
        let provider = FileItemProvider(url: URL(fileURLWithPath: "shot.png"))
        #expect(
            AttachmentLoader.candidateIdentifiers(for: provider) == ["public.file-url", "public.url", "public.data"])
    }

    @Test func everyIdentifierGetsTheThreeStrategiesInOrder() async throws {
        let provider = ScriptedItemProvider([Registration("com.example.scan"), Registration("public.jpeg")])
        let loader = AttachmentLoader(log: InMemoryShareLog())
        await #expect(throws: IntakeError.self) { try await loader.loadImage(from: provider) }

        let expected = ["com.example.scan", "public.jpeg", "public.image", "public.data"].flatMap { identifier in
            LoadStrategy.allCases.map { ScriptedItemProvider.Call(identifier, $0) }
        }
        #expect(provider.calls == expected)
    }

    @Test func firstDecodableResultWinsAndStopsTheSearch() async throws {
        let provider = ScriptedItemProvider([
            Registration(
                "public.png", item: .data(ImageBytes.text), data: .data(ImageBytes.png), file: .data(ImageBytes.png))
        ])
        let loaded = try await AttachmentLoader(log: InMemoryShareLog()).loadImage(from: provider)
        #expect(loaded.strategy == LoadStrategy.loadDataRepresentation.rawValue)
        #expect(loaded.attempts == 2)
        #expect(provider.calls.count == 2)
    }

    @Test func failedShareLogReadsAsTheSequenceOfFailedAttempts() async throws {
        let provider = ScriptedItemProvider([
            Registration("public.png", item: .data(ImageBytes.text), data: .fail("no data representation"))
        ])
        let log = InMemoryShareLog()
        let error = await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: log).loadImage(from: provider, shareId: "S1")
        }
        let attempts = log.events.filter { $0.message.hasPrefix("type=") }
        #expect(
            attempts.map(\.message) == [
                "type=public.png strategy=loadItem outcome=failed reason=not an image",
                "type=public.png strategy=loadDataRepresentation outcome=failed reason=no data representation",
                "type=public.png strategy=loadFileRepresentation outcome=failed reason=no file representation",
                "type=public.image strategy=loadItem outcome=failed reason=not an image",
                "type=public.image strategy=loadDataRepresentation outcome=failed reason=no data representation",
                "type=public.image strategy=loadFileRepresentation outcome=failed reason=no file representation",
                "type=public.data strategy=loadItem outcome=failed reason=not an image",
                "type=public.data strategy=loadDataRepresentation outcome=failed reason=no data representation",
                "type=public.data strategy=loadFileRepresentation outcome=failed reason=no file representation",
            ])
        #expect(log.events.allSatisfy { $0.step == "load" && $0.shareId == "S1" })
        #expect(attempts.allSatisfy { $0.level == .warning })
        #expect(log.events.last?.level == .error)
        #expect(error?.attemptCount == 9)
        #expect(error?.message == "no image after 9 attempts; last failure: no file representation")
        #expect(error?.failureClass == .inputRejected)
    }

    @Test func providerWithNoIdentifiersFailsWithoutAttempts() async throws {
        let error = await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: InMemoryShareLog()).loadImage(from: ScriptedItemProvider([]))
        }
        #expect(error?.attemptCount == 0)
        #expect(error?.message.contains("no type identifier") == true)
    }
}
