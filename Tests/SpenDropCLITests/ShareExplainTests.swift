import Foundation
import Testing

/// `spendrop share --explain` (CONTRACTS.md): why the payment won and why the runner-up lost, for each file.
@Suite struct ShareExplainTests {
    static let sample = Spendrop.sample("grabpay_food.png")

    @Test func explainsEachFileBeforeItsResult() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["share", "--explain", "--dry-run", Self.sample])
        #expect(result.status == 0, "\(result.stderr)")
        let explained = try #require(result.stdout.range(of: "Payment: RM 35.80, line "), "\(result.stdout)")
        let read = try #require(result.stdout.range(of: "grabpay_food.png: read (not saved)"))
        #expect(explained.lowerBound < read.lowerBound)
        #expect(result.stdout.contains("Runner-up: RM "))
        #expect(result.stdout.contains("label:payment"))
        // A shareable account: amounts and evidence, never the merchant or other text from the screen, beyond
        // the result line's own.
        let explanation = result.stdout[explained.lowerBound..<read.lowerBound]
        #expect(!explanation.contains("Nasi Lemak"))
    }

    @Test func explainsOnTheTerminalBeforeTheForm() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let run = try spendrop.onTerminal(["share", "--explain", Self.sample], typing: "c\n")
        let explained = try #require(run.screen.range(of: "Payment: RM 35.80"), "\(run.screen)")
        let form = try #require(run.screen.range(of: "── grabpay_food.png"))
        #expect(explained.lowerBound < form.lowerBound)
    }

    @Test func explainWithJSONIsAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["share", "--explain", "--json", Self.sample])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--explain"))
    }
}
