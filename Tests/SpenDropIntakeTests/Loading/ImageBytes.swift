import Foundation

/// Short byte strings that sniff as each format; the loader only sniffs, so no full image is needed.
enum ImageBytes {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + pad)
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + pad)
    static let heic = Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8) + pad)
    static let gif = Data(Array("GIF89a".utf8) + pad)
    static let webp = Data(Array("RIFF".utf8) + [0x40, 0, 0, 0] + Array("WEBPVP8 ".utf8) + pad)
    static let pdf = Data(Array("%PDF-1.7\n".utf8) + pad)
    static let archived = Data(Array("bplist00".utf8) + pad)
    static let text = Data("Transfer successful".utf8)

    private static let pad = [UInt8](repeating: 0x2A, count: 48)
}

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `data` to `name` in the folder and returns its URL.
    func write(_ data: Data, named name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
