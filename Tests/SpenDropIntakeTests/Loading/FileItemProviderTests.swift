import Foundation
import SpenDropModel
import Testing

@testable import SpenDropIntake

/// The provider behind `spendrop share FILE`: honest conformance, and the loader's errors for bad files.
@Suite struct FileItemProviderTests {
    @Test(arguments: [
        ("public.file-url", true), ("public.url", true), ("public.data", true), ("public.item", true),
        ("public.png", false), ("public.image", false), ("public.plain-text", false),
    ])
    func conformsToTheURLAndDataTypesOnly(identifier: String, expected: Bool) {
        #expect(FileItemProvider(url: URL(fileURLWithPath: "a.png")).conforms(to: identifier) == expected)
    }

    @Test func itemIsTheURLForURLTypesAndTheBytesForData() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try folder.write(ImageBytes.png, named: "shot.png")
        let provider = FileItemProvider(url: file)
        guard case .fileURL(let url) = try await provider.loadItem(forTypeIdentifier: "public.url") else {
            Issue.record("public.url should load as a URL")
            return
        }
        #expect(url == file)
        guard case .data(let data) = try await provider.loadItem(forTypeIdentifier: "public.data") else {
            Issue.record("public.data should load as bytes")
            return
        }
        #expect(data == ImageBytes.png)
        #expect(try await provider.loadDataRepresentation(forTypeIdentifier: "public.data") == ImageBytes.png)
        let spelledOut = try await provider.loadDataRepresentation(forTypeIdentifier: "public.file-url")
        #expect(String(decoding: spelledOut, as: UTF8.self) == file.absoluteString)
        #expect(try await provider.loadFileRepresentation(forTypeIdentifier: "public.data") { $0 } == file)
        await #expect(throws: ItemProviderError("not registered")) {
            try await provider.loadDataRepresentation(forTypeIdentifier: "public.png")
        }
    }

    @Test(arguments: [ImageBytes.png, ImageBytes.jpeg, ImageBytes.heic])
    func imageFileLoadsOnTheFirstAttemptWhateverItsName(bytes: Data) async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // A misleading extension: the format comes from the bytes.
        let file = try folder.write(bytes, named: "download.txt")
        let loaded = try await AttachmentLoader(log: InMemoryShareLog()).loadImage(from: FileItemProvider(url: file))
        #expect(loaded.data == bytes)
        #expect(loaded.typeIdentifier == "public.file-url")
        #expect(loaded.attempts == 1)
        #expect(loaded.suggestedName == "download.txt")
    }

    @Test func missingFileIsMissingInput() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let provider = FileItemProvider(url: folder.url.appendingPathComponent("nothing.png"))
        let error = await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: InMemoryShareLog()).loadImage(from: provider)
        }
        #expect(error?.failureClass == .inputMissing)
        #expect(error?.attemptCount == 9)
        #expect(error?.lastReason?.hasPrefix("file missing") == true)
    }

    @Test(arguments: [(ImageBytes.text, "not an image"), (ImageBytes.gif, "unsupported format gif"), (Data(), "empty")])
    func nonImageFileIsRejectedInput(bytes: Data, reason: String) async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try folder.write(bytes, named: "receipt.png")
        let error = await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: InMemoryShareLog()).loadImage(from: FileItemProvider(url: file))
        }
        #expect(error?.failureClass == .inputRejected)
        #expect(error?.message.contains(reason) == true)
        #expect(error?.message.hasPrefix("no image after 9 attempts") == true)
    }

    @Test func fileOverTheLimitIsRefusedBeforeItIsRead() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try folder.write(ImageBytes.png + Data(count: 8192), named: "big.png")
        await #expect(throws: ItemProviderError("file too large")) {
            try await FileItemProvider(url: file, maxDataBytes: 1024).loadDataRepresentation(
                forTypeIdentifier: "public.data")
        }
        let log = InMemoryShareLog()
        let error = await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: log, maxAttachmentBytes: 1024).loadImage(
                from: FileItemProvider(url: file, maxDataBytes: 1024))
        }
        #expect(error?.failureClass == .inputRejected)
        #expect(
            log.events.first { $0.message.hasPrefix("type=") }?.message.hasSuffix("too large (8 KB) ext=png") == true)
    }

    @Test func directoryIsRejected() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let error = await #expect(throws: IntakeError.self) {
            try await AttachmentLoader(log: InMemoryShareLog()).loadImage(from: FileItemProvider(url: folder.url))
        }
        #expect(error?.failureClass == .inputRejected)
    }
}
