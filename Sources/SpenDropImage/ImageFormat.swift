/// An image container format, always sniffed from the bytes, never trusted from a name or type identifier.
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png, jpeg, heic, gif, webp, tiff, pdf
    /// A binary property list, as an archived image object arrives.
    case binaryPlist = "bplist"
    case unknown

    /// The file extension used when the share inbox stores an image of this format.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .heic: "heic"
        case .gif: "gif"
        case .webp: "webp"
        case .tiff: "tiff"
        case .pdf: "pdf"
        case .binaryPlist: "plist"
        case .unknown: "bin"
        }
    }

    /// Sniffs the format from the first bytes of a file.
    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat {
        let head = Array(bytes.prefix(32))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(Array("%PDF-".utf8)) { return .pdf }
        if starts(Array("bplist".utf8)) { return .binaryPlist }
        if starts(Array("ftyp".utf8), at: 4), head.count >= 12 {
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            let heifBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif"]
            if heifBrands.contains(brand) { return .heic }
        }
        return .unknown
    }
}
