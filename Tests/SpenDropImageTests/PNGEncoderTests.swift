import Foundation
import SpenDropModel
import Testing

@testable import SpenDropImage

/// PNG encoding round-trips, and files are written whole or not at all.
@Suite struct PNGEncoderTests {
    @Test(arguments: [Bitmap.Layout.gray, .rgb])
    func encodedBitmapDecodesToTheSamePixels(layout: Bitmap.Layout) throws {
        let picture = Bitmap.drawn(width: 33, height: 17, layout: layout) { x, y in
            (0..<layout.rawValue).map { UInt8((x * 7 + y * 13 + $0 * 50) % 256) }
        }
        let data = try PNGEncoder.encode(picture)
        #expect(ImageFormat.sniff(data) == .png)
        let options = DownsampleOptions(layout: layout == .gray ? .gray : .rgb)
        #expect(try Fixtures.decode(data, options).bitmap == picture)
    }

    @Test func writeReplacesTheFileAtomically() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("encoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.png")
        try Data("old".utf8).write(to: target)
        let picture = Bitmap.drawn(width: 5, height: 4, layout: .rgb) { x, _ in [UInt8(x * 50), 0, 0] }
        try PNGEncoder.write(picture, to: target)
        #expect(try Fixtures.decode(try Data(contentsOf: target)).bitmap == picture)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    @Test func writeIntoAMissingFolderFails() {
        let target = FileManager.default.temporaryDirectory
            .appendingPathComponent("missing-\(UUID().uuidString)/out.png")
        let picture = Bitmap.drawn(width: 2, height: 2, layout: .gray) { _, _ in [9] }
        let error = #expect(throws: ImageError.self) { try PNGEncoder.write(picture, to: target) }
        #expect(error?.code == .writeFailed)
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }
}
