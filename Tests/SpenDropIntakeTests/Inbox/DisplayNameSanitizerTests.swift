import Foundation
import SpenDropImage
import SpenDropIntake
import Testing

/// Display names can never steer a path, and keep a sensible extension.
@Suite struct DisplayNameSanitizerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String?
        var format: ImageFormat
        var expected: String
        var testDescription: String { "\(input.map { String(reflecting: $0) } ?? "nil") → \(expected)" }
    }

    @Test(arguments: [
        Case(input: "../../x", format: .png, expected: "x.png"),
        Case(input: "/etc/passwd", format: .png, expected: "passwd.png"),
        Case(input: "C:\\Users\\aida\\receipt.png", format: .png, expected: "receipt.png"),
        Case(input: "..", format: .jpeg, expected: "shared-image.jpg"),
        Case(input: ".hidden.png", format: .png, expected: "hidden.png"),
        Case(input: nil, format: .heic, expected: "shared-image.heic"),
        Case(input: "", format: .png, expected: "shared-image.png"),
        Case(input: "a\u{0}b.png", format: .png, expected: "ab.png"),
        Case(input: "line\nbreak.png", format: .png, expected: "linebreak.png"),
        Case(input: "photo\u{202E}gnp.exe", format: .png, expected: "photognp.exe.png"),
        Case(input: "zero\u{200B}width.jpg", format: .jpeg, expected: "zerowidth.jpg"),
        Case(input: "Receipt.JPEG", format: .jpeg, expected: "Receipt.JPEG"),
        Case(input: "receipt.jpeg", format: .png, expected: "receipt.png"),
        Case(input: "invoice.exe", format: .png, expected: "invoice.exe.png"),
        Case(
            input: "Screenshot 2024-10-01 at 10.15.02", format: .png, expected: "Screenshot 2024-10-01 at 10.15.02.png"),
        Case(input: "what?:*<>|.png", format: .png, expected: "what------.png"),
        Case(input: "Kafe\u{301}  Mamak.png", format: .png, expected: "Kafé Mamak.png"),
        Case(input: "resit.heif", format: .heic, expected: "resit.heif"),
    ])
    func sanitises(_ example: Case) {
        #expect(DisplayNameSanitizer.sanitize(example.input, format: example.format) == example.expected)
    }

    @Test func capsAVeryLongName() {
        let name = String(repeating: "ä", count: 500) + ".png"
        let result = DisplayNameSanitizer.sanitize(name, format: .png)
        #expect(result.count == DisplayNameSanitizer.maximumBaseLength + ".png".count)
        #expect(result.hasSuffix(".png"))
    }

    @Test(arguments: [
        "../../../../etc/shadow", "/", "\\\\server\\share\\..\\..", "....//....//x", "\u{202E}\u{202D}\u{2066}",
        String(repeating: "../", count: 200), "a/b/c/\u{0}/..", "~/Library/x.png", "%2e%2e%2fx",
    ])
    func neverProducesAPath(name: String) {
        let result = DisplayNameSanitizer.sanitize(name, format: .jpeg)
        #expect(!result.contains("/") && !result.contains("\\") && !result.contains("\u{0}"))
        #expect(!result.hasPrefix("."))
        #expect(result.hasSuffix(".jpg"))
        #expect(!result.unicodeScalars.contains { $0.properties.isBidiControl })
        #expect(result.count <= DisplayNameSanitizer.maximumBaseLength + 5)
    }
}
