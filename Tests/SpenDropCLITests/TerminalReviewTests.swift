import Foundation
import Testing

/// `spendrop share` on a terminal: the review form, answered as a person would (through a pseudo-terminal).
@Suite(.serialized) struct TerminalReviewTests {
    static let sample = Spendrop.repositoryRoot.appendingPathComponent("Samples/grabpay_food.png").path

    /// Runs `spendrop share` on the sample under a pseudo-terminal (`Spendrop.onTerminal`), typing `answers`.
    private func review(_ answers: String, home: Spendrop) throws -> String {
        try home.onTerminal(["share", Self.sample], typing: answers).screen
    }

    @Test
    func theFormShowsWhatWasReadAndEnterSavesIt() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let screen = try review("\n", home: spendrop)
        #expect(screen.contains("Amount     RM 35.80"))
        #expect(screen.contains("[Enter] Save"))
        let saved = try spendrop.entries()
        #expect(saved.count == 1)
        #expect(saved.first?["amount"] as? String == "35.80")
        #expect(saved.first?["source"] as? String == "shareExtension")
    }

    @Test
    func cancellingSavesNothing() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let screen = try review("c\n", home: spendrop)
        #expect(screen.contains("cancelled; nothing saved"))
        #expect(try spendrop.entries().isEmpty)
    }

    @Test
    func theKindAndAFieldCanBeChangedBeforeSaving() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        _ = try review("k\n2\ne\nmerchant\nMak Cik Nasi Lemak\n\n", home: spendrop)
        let saved = try #require(try spendrop.entries().first)
        #expect(saved["kind"] as? String == "money_in")
        #expect(saved["merchant"] as? String == "Mak Cik Nasi Lemak")
    }
}
