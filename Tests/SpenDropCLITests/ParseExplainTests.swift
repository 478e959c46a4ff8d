import Foundation
import Testing

/// `spendrop parse --explain`: why the payment won and why the runner-up lost, in words.
@Suite struct ParseExplainTests {
    @Test func explainsTheWinnerAndTheRunnerUpWithoutTheScreensText() throws {
        let spendrop = try Spendrop.withFreshHome()
        let screen =
            "KEDAI ELEKTRIK SINAR JAYA\nSUBTOTAL 84.90\nGST 6% 5.09\nROUNDING 0.01\nTOTAL 90.00\n"
            + "CASH 100.00\nCHANGE 10.00\n"
        let result = try spendrop.run(["parse", "--explain"], stdin: Data(screen.utf8))
        #expect(result.status == 0)
        #expect(result.stdout.contains("Payment: RM 90.00, line 5"))
        #expect(result.stdout.contains("sum:subtotal+tax+rounding"))
        #expect(result.stdout.contains("sum:cash-change"))
        #expect(result.stdout.contains("Runner-up: RM "))
        // A shareable account: amounts and evidence, never the shop's name or other text from the screen.
        #expect(!result.stdout.contains("SINAR"))
    }

    @Test func explainWithJSONLinesIsAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        let result = try spendrop.run(["parse", "--jsonl", "--explain"], stdin: Data("{}\n".utf8))
        #expect(result.status == 64)
        #expect(result.stderr.contains("--explain"))
    }
}

/// `spendrop parse` names an input past the parser's limits and parses nothing of it.
@Suite struct ParseLimitsTests {
    @Test func aLinePastTheLimitIsRejectedInOneLine() throws {
        let spendrop = try Spendrop.withFreshHome()
        let long = String(repeating: "x", count: 5_000) + "\n"
        let result = try spendrop.run(["parse"], stdin: Data(long.utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("line 1 has 5000 characters"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aJSONLineScreenPastTheLimitGetsAnErrorAndTheRestGoOn() throws {
        let spendrop = try Spendrop.withFreshHome()
        let long = String(repeating: "y", count: 5_000)
        let input =
            #"{"id": "big", "lines": [""# + long + #""]}"# + "\n" + #"{"id": "ok", "lines": ["RM 5.00"]}"# + "\n"
        let result = try spendrop.run(["parse", "--jsonl"], stdin: Data(input.utf8))
        #expect(result.status == 65)
        let lines = try result.jsonLines()
        #expect(lines.count == 2)
        #expect(lines.first?["error"] as? String != nil)
        #expect(lines.last?["amount"] as? String == "5.00")
    }
}
