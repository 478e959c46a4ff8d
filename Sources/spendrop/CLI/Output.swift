import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and error, whole lines at a time.
struct Output: Sendable {
    /// Whether standard input and output are both a terminal (interactive review, progress bars).
    var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }
    var stdoutIsTerminal: Bool { isatty(1) == 1 }
    var stderrIsTerminal: Bool { isatty(2) == 1 }

    func line(_ text: String = "") {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes raw text to standard error without a newline (progress bars).
    func progress(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints one value as a single line of JSON.
    func json(_ value: some Encodable) throws {
        line(try Self.encodeJSON(value))
    }

    static func encodeJSON(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
