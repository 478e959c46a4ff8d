import Foundation
import Testing

/// `spendrop downsample`: the image stage alone, its JSON, its PNG output and its exit statuses.
@Suite struct DownsampleCommandTests {
    static let fixtures = Spendrop.repositoryRoot.appendingPathComponent("Tests/SpenDropImageTests/Resources")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test(arguments: [("rgb8.png", "png"), ("progressive.jpg", "jpeg"), ("rgb.heic", "heic")])
    func jsonReportsTypeAndSizes(name: String, type: String) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["downsample", Self.fixture(name), "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        #expect(object["type"] as? String == type)
        #expect(object["source_width"] as? Int == 48)
        #expect(object["source_height"] as? Int == 32)
        #expect(object["width"] as? Int == 48)
        #expect(object["height"] as? Int == 32)
        #expect(Set(object.keys) == ["type", "source_width", "source_height", "width", "height"])
    }

    @Test func maxSideReducesAndOutWritesAPNG() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let out = spendrop.home.appendingPathComponent("small.png")
        let result = try spendrop.run([
            "downsample", Self.fixture("orientation-6.jpg"), "--max-side", "24", "--out", out.path, "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        #expect(object["width"] as? Int == 24)
        #expect(object["height"] as? Int == 16)
        let png = [UInt8](try Data(contentsOf: out))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (24, 16))
    }

    @Test func plainOutputIsOneLine() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["downsample", Self.fixture("rgb8.png"), "--max-side", "12"])
        #expect(result.status == 0)
        #expect(result.lines == ["png 48x32 -> 12x8"])
    }

    @Test func missingFileExits66() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["downsample", spendrop.home.appendingPathComponent("none.png").path])
        #expect(result.status == 66)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// Not an image, empty, truncated, oversized: all exit 65 with one line on stderr and nothing written.
    @Test(arguments: ["text", "empty", "truncated", "huge"])
    func rejectedInputExits65(kind: String) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let input = spendrop.home.appendingPathComponent("input.png")
        let png = try Data(contentsOf: Self.fixtures.appendingPathComponent("rgb8.png"))
        switch kind {
        case "text": try Data("RM 12.50 paid to someone".utf8).write(to: input)
        case "empty": try Data().write(to: input)
        case "truncated": try png.prefix(png.count / 2).write(to: input)
        default:
            // IHDR claiming 50000×50000, CRC left stale: rejected either way, before any pixel buffer.
            var bytes = [UInt8](png)
            bytes.replaceSubrange(16..<24, with: [0, 0, 0xC3, 0x50, 0, 0, 0xC3, 0x50])
            try Data(bytes).write(to: input)
        }
        let out = spendrop.home.appendingPathComponent("out.png")
        let result = try spendrop.run(["downsample", input.path, "--out", out.path])
        #expect(result.status == 65)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!result.stderr.contains("12.50"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test(arguments: [
        ["downsample"], ["downsample", "a.png", "b.png"], ["downsample", "a.png", "--max-side", "0"],
        ["downsample", "a.png", "--max-side", "big"],
    ])
    func badUsageExits64(arguments: [String]) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(arguments).status == 64)
    }
}
