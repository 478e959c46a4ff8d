import Foundation
import SpenDropImage

/// Builds the parts of a share log reason, keeping them free of content and paths.
enum LoadReason {
    /// Why bytes of `format` are not taken, or `nil` when the image stage decodes them.
    static func rejection(of format: ImageFormat) -> String? {
        switch format {
        case .png, .jpeg, .heic: nil
        case .gif, .webp, .tiff: "unsupported format \(format.rawValue)"
        case .binaryPlist: "archived object (binary plist), not decodable"
        case .pdf: "not an image (pdf)"
        case .unknown: "not an image"
        }
    }

    /// A byte count, rounded so the log shows scale, not an exact fingerprint of the file.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return "\(bytes / 1024) KB" }
        return "\(bytes / (1024 * 1024)) MB"
    }

    /// `" ext=png"` for a file with a short alphanumeric extension; nothing else of the name is logged.
    static func fileExtension(of url: URL) -> String {
        let ext = url.pathExtension.lowercased()
        guard !ext.isEmpty, ext.count <= 8, ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return ""
        }
        return " ext=\(ext)"
    }

    /// A time limit as people read it: milliseconds below a second, seconds above.
    static func duration(_ limit: Duration) -> String {
        let milliseconds = limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000
        return milliseconds < 1000 || milliseconds % 1000 != 0 ? "\(milliseconds) ms" : "\(milliseconds / 1000) s"
    }

    /// An identifier-like token (an error domain, a class name, a scheme): letters, digits and `._-` only, short.
    static func token(_ text: String) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
        let kept = text.unicodeScalars.filter { $0.isASCII && allowed.contains($0) }
        let token = String(String.UnicodeScalarView(kept.prefix(64)))
        return token.isEmpty ? "?" : token
    }

    /// A short phrase from a provider's own error: printable ASCII without path separators, at most 80 characters.
    static func phrase(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            scalar.isASCII && scalar.value >= 0x20 && scalar != "/" && scalar != "\\" ? scalar : "_"
        }
        return String(String.UnicodeScalarView(kept.prefix(80)))
    }
}
