import Foundation
import Testing

@testable import SpenDropIntake

/// Several input items and attachments: every image loaded, in order, one at a time.
@Suite struct LoadImagesTests {
    @Test func safariTwoInputItemsGiveARefusedPageAndTheImage() async throws {
        let log = InMemoryShareLog()
        let items = ScriptedItemProvider.safari(
            page: URL(string: "https://bank.example/receipt")!, jpeg: ImageBytes.jpeg)
        let results = await AttachmentLoader(log: log).loadImages(from: items, shareId: "S2")
        #expect(results.count == 2)
        #expect(throws: IntakeError.self) { try results[0].get() }
        let image = try results[1].get()
        #expect(image.format == .jpeg)
        #expect(log.events.contains { $0.message.hasSuffix("outcome=skipped reason=remote URL refused") })
        #expect(log.events.contains { $0.message.hasPrefix("attachment=2/2 item=2 index=1 candidates=public.jpeg") })
    }

    @Test func everyAttachmentOfEveryItemIsLoadedInOrder() async throws {
        let items: [[any ItemProviding]] = [
            [
                ScriptedItemProvider.photosImageObject(ImageBytes.png),
                ScriptedItemProvider.bankShareButton(ImageBytes.jpeg),
            ],
            [ScriptedItemProvider.firstStrategiesFail(ImageBytes.jpeg)],
            [],
            [ScriptedItemProvider.vendorOnly(ImageBytes.png)],
        ]
        let results = await AttachmentLoader(log: InMemoryShareLog()).loadImages(from: items)
        let strategies = try results.map { try $0.get().strategy }
        #expect(strategies == ["loadItem", "loadItem", "loadFileRepresentation", "loadDataRepresentation"])
    }

    @Test func oneFailedAttachmentDoesNotHideTheOthers() async throws {
        let items: [[any ItemProviding]] = [
            [ScriptedItemProvider([.init("public.png", item: .data(ImageBytes.text))])],
            [ScriptedItemProvider.photosImageObject(ImageBytes.png)],
        ]
        let results = await AttachmentLoader(log: InMemoryShareLog()).loadImages(from: items)
        #expect((try? results[0].get()) == nil)
        #expect((try? results[1].get())?.format == .png)
    }

    @Test func attachmentsAreLoadedOneAtATime() async throws {
        let gauge = ConcurrencyGauge()
        let items: [[any ItemProviding]] = [(0..<4).map { _ in GaugedProvider(gauge: gauge) }]
        let results = await AttachmentLoader(log: InMemoryShareLog()).loadImages(from: items)
        #expect(results.count == 4)
        #expect(gauge.peak == 1)
    }

    @Test func eachResultIsHandedOverBeforeTheNextLoadStarts() async throws {
        let gauge = ConcurrencyGauge()
        let items: [[any ItemProviding]] = [(0..<3).map { _ in GaugedProvider(gauge: gauge) }]
        var startsSeenAtDelivery: [Int] = []
        await AttachmentLoader(log: InMemoryShareLog()).forEachImage(from: items) { _ in
            startsSeenAtDelivery.append(gauge.starts)
        }
        #expect(startsSeenAtDelivery == [1, 2, 3])
    }
}

/// Counts loads in flight across providers.
private final class ConcurrencyGauge: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private var highest = 0
    private var started = 0

    func enter() {
        lock.withLock {
            current += 1
            started += 1
            highest = max(highest, current)
        }
    }

    func leave() { lock.withLock { current -= 1 } }
    var peak: Int { lock.withLock { highest } }
    var starts: Int { lock.withLock { started } }
}

/// A provider whose data representation takes a little while, so overlapping loads would show in the gauge.
private struct GaugedProvider: ItemProviding {
    let gauge: ConcurrencyGauge
    var registeredTypeIdentifiers: [String] { ["public.png"] }
    func conforms(to typeIdentifier: String) -> Bool { typeIdentifier == "public.png" }
    func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem {
        gauge.enter()
        defer { gauge.leave() }
        try await Task.sleep(for: .milliseconds(10))
        return .data(ImageBytes.png)
    }
    func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data {
        throw ItemProviderError("unused")
    }
    func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T {
        throw ItemProviderError("unused")
    }
}
