import Foundation
import SpenDropIntake
import Testing

/// The redactor masks what looks like content and keeps what a reader of the log needs.
@Suite struct RedactorTests {
    @Test(arguments: [
        ("paid RM 12.50 at the counter", "12.50"),
        ("paid RM1,250.00", "1,250.00"),
        ("total MYR 88", "88"),
        ("card 4111 1111 1111 1111 declined", "4111"),
        ("account 1234567890123", "1234567890123"),
        ("phone +60 12-345 6789", "345"),
        ("phone 0123456789", "0123456789"),
        ("balance 9,870.45", "9,870.45"),
        ("contact aida@example.com", "aida@example.com"),
        ("ocr line \"KFC Sunway Pyramid\" seen", "KFC"),
        ("merchant=Tealive amount=5", "Tealive"),
        ("reference: 240101ABC", "240101ABC"),
    ])
    func masks(_ text: String, secret: String) {
        let redacted = Redactor().redact(text)
        #expect(!redacted.contains(secret), "\(redacted)")
    }

    @Test(arguments: [
        "attempt 2 of 3 timed out after 15 s", "downsampled to 1280 px", "sniffed format png",
        "shareId=5C0A1B2E-3D4F-4A5B-8C7D-123456789012 retrieved",
    ])
    func keepsWhatIsNotContent(_ text: String) {
        #expect(Redactor().redact(text) == text)
    }

    @Test func keepsOneLineAndACappedLength() {
        let redacted = Redactor(maximumLength: 50).redact("first\nsecond\r\n" + String(repeating: "x", count: 200))
        #expect(!redacted.contains("\n") && !redacted.contains("\r"))
        #expect(redacted.count <= 51)
    }
}
