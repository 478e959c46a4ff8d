import SpenDropModel
import SpenDropParser
import Testing

/// The parser's documented limits: inputs past them are named, and never make it slow.
@Suite struct InputLimitsTests {
    @Test func aLineLongerThanTheLimitIsNamed() throws {
        let long = String(repeating: "RM 1.00 ", count: ParseInput.maximumLineLength / 8 + 1)
        let input = ParseInput(lines: [OCRLine("Payment"), OCRLine(long)])
        let violation = try #require(input.limitViolation)
        #expect(violation.contains("line 2"))
        #expect(ParseInput(lines: [OCRLine("RM 1.00")]).limitViolation == nil)
    }

    @Test func tooManyLinesAreNamed() {
        let input = ParseInput(lines: Array(repeating: OCRLine("Kopi O"), count: ParseInput.maximumLines + 1))
        #expect(input.limitViolation?.contains("lines") == true)
    }

    @Test func aScreenPastTheLimitsIsStillParsedWithinThem() {
        // The library reads what fits rather than slowing down: the payment on the first lines is still found.
        var lines = ["Payment Successful", "Paid to Kedai Kopi Ah Seng", "RM 12.50"]
        lines += Array(repeating: "RM 3.00 RM 3.00 RM 3.00", count: ParseInput.maximumLines)
        let result = Fixture.parse(lines)
        #expect(result.candidates.count <= ParseInput.maximumAmounts)
        #expect(result.candidates.first?.amount == Fixture.money("12.50"))
    }
}
