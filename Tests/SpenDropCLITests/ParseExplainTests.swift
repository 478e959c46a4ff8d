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
