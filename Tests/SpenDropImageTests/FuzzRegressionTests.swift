import Foundation
import SpenDropModel
import Testing
@testable import SpenDropImage

/// Replays inputs grown by `Fuzz/run.sh` (and any crashing input it ever finds) through the whole stage.
@Suite struct FuzzRegressionTests {
    static let folder = Fixtures.folder.appendingPathComponent("fuzz")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".bin") }
            .sorted()
    }

    @Test func regressionFolderIsNotEmpty() {
        #expect(Self.inputs.count >= 8)
    }

    @Test(arguments: inputs)
    func fuzzedInputDecodesWithinBoundsOrFailsCleanly(name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        for layout in DownsampleOptions.OutputLayout.allCases {
            let options = DownsampleOptions(maxSide: 64, pixelLimit: 16_000_000, layout: layout)
            do {
                let bitmap = try ImagePipeline().downsample(.data(data), options: options).bitmap
                #expect(max(bitmap.width, bitmap.height) <= 64)
                #expect(bitmap.layout == layout.bitmapLayout)
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }
}
