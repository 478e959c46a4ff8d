import Foundation
import SpenDropImage

/// Turns whatever name a share arrived with into a harmless display name.
///
/// The name is only ever shown and stored as metadata; the file on disk is always `<shareId>.<ext>`. Still, a name
/// is cleaned as if it were a path, because apps reading the defaults directly may be tempted to use it as one.
public enum DisplayNameSanitizer {
    /// The longest base name kept, in characters, before the extension.
    public static let maximumBaseLength = 80
    /// The name used when nothing usable is left.
    public static let fallbackBase = "shared-image"

    /// Extensions that already name `format` correctly and are kept as the person wrote them.
    private static func acceptedExtensions(for format: ImageFormat) -> Set<String> {
        switch format {
        case .jpeg: ["jpg", "jpeg", "jpe"]
        case .heic: ["heic", "heif", "avif"]
        case .tiff: ["tif", "tiff"]
        default: [format.fileExtension]
        }
    }

    /// Extensions of other image formats, replaced rather than kept when the bytes say otherwise.
    private static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "jpe", "heic", "heif", "avif", "gif", "webp", "tif", "tiff", "bmp",
    ]

    /// A display name for a share of `format`: the last path component only, no control, format or
    /// bidirectional characters, no leading dots, capped length, ending in an extension that matches the bytes.
    public static func sanitize(_ name: String?, format: ImageFormat) -> String {
        let fileExtension = format.fileExtension
        var text = (name ?? "").precomposedStringWithCanonicalMapping
        // Only the last component of anything path-like survives, whichever separator it used.
        if let last = text.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last {
            text = String(last)
        } else {
            text = ""
        }
        text = String(String.UnicodeScalarView(text.unicodeScalars.compactMap(clean)))
        text = collapseSpaces(text)
        var base = text
        var kept: String?
        if let dot = text.lastIndex(of: "."), dot != text.startIndex {
            let candidate = text[text.index(after: dot)...].lowercased()
            if acceptedExtensions(for: format).contains(candidate) {
                base = String(text[..<dot])
                kept = String(text[text.index(after: dot)...])
            } else if imageExtensions.contains(candidate) {
                base = String(text[..<dot])
            }
        }
        base = trimDots(base)
        if base.count > maximumBaseLength {
            base = trimDots(String(base.prefix(maximumBaseLength)))
        }
        if base.isEmpty { base = fallbackBase }
        return base + "." + (kept ?? fileExtension)
    }

    /// Keeps a scalar, maps it to a safe one, or drops it.
    private static func clean(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return nil
        case .spaceSeparator:
            return " "
        default:
            break
        }
        // Characters that are separators or wildcards on some file system become a plain dash.
        if ":*?\"<>|".unicodeScalars.contains(scalar) { return "-" }
        // Bidirectional controls are format characters (dropped above); this catches isolates' neighbours too.
        if scalar.properties.isBidiControl { return nil }
        return scalar
    }

    private static func collapseSpaces(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Drops leading dots (hidden files, `..`) and trailing dots and spaces (invalid on some file systems).
    private static func trimDots(_ text: String) -> String {
        var result = Substring(text)
        while let first = result.first, first == "." || first == " " { result = result.dropFirst() }
        while let last = result.last, last == "." || last == " " { result = result.dropLast() }
        return String(result)
    }
}
