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

    /// Found by the fuzzer: a grid descriptor claiming a canvas far beyond its `ispe`; libheif 1.15 would
    /// allocate it (1.2 GB). The grid probe refuses it from the header.
    @Test func heifGridClaimingAHugeCanvasIsRefusedBeforeDecoding() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("heif-grid-oom-550f6202cbae.bin"))
        let sizes = data.withUnsafeBytes { HEIFGridProbe.derivedCanvasSizes(in: $0) }
        let grid = try #require(sizes.first { $0.type == "grid" })
        #expect(grid.width * grid.height > 100_000_000)
        let error = #expect(throws: ImageError.self) { try Fixtures.decode(data) }
        #expect(error?.code == .tooLarge)
    }

    /// Found by the fuzzer: the primary grid's one tile is an overlay (`iovl`) whose descriptor claims a 121-megapixel
    /// canvas; libheif 1.15 allocated 1.2 GB for it (3.6 GB peak, 9 s) and then succeeded. Every derived image's
    /// declared canvas is now checked against the pixel limit before libheif sees the file.
    @Test func heifOverlayClaimingAHugeCanvasIsRefusedBeforeDecoding() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("heif-overlay-oom-70ced13ba3b7.bin"))
        let error = #expect(throws: ImageError.self) { try Fixtures.decode(data) }
        #expect(error?.code == .tooLarge)
    }

    /// Found by the fuzzer: an item-information box too short to hold its own entry count, so the entries would
    /// start after the box ends. The probe trapped on the backwards range; it must read no grid and let libheif
    /// judge the file.
    @Test func heifBoxTooShortForItsOwnFieldsReadsAsNoGrid() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("heif-short-iinf-3eaf4e33e19d.bin"))
        #expect(data.withUnsafeBytes { HEIFGridProbe.derivedCanvasSizes(in: $0) }.isEmpty)
        #expect(throws: ImageError.self) { try Fixtures.decode(data) }
    }

    /// heif-enc stores even small pictures as a one-tile grid; the probe reads the stored (unrotated) canvas.
    @Test(arguments: [("rgb.heic", 48, 32), ("rgba.heic", 48, 32), ("irot-90.heic", 32, 48)])
    func gridProbeReadsTheCanvasOfRealFiles(name: String, width: Int, height: Int) throws {
        let data = try Fixtures.data(name)
        let sizes = data.withUnsafeBytes { HEIFGridProbe.derivedCanvasSizes(in: $0) }
        #expect(sizes.contains { $0.type == "grid" && $0.width == width && $0.height == height })
    }

    @Test func gridProbeIgnoresWhatIsNotHEIF() throws {
        for name in ["rgb8.png", "baseline.jpg"] {
            #expect(try Fixtures.data(name).withUnsafeBytes { HEIFGridProbe.derivedCanvasSizes(in: $0) }.isEmpty)
        }
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
