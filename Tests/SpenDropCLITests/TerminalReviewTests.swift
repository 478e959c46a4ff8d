import Foundation
import Testing

/// `spendrop share` on a terminal: the review form, answered as a person would (through a pseudo-terminal).
@Suite(.serialized) struct TerminalReviewTests {
    static let sample = Spendrop.repositoryRoot.appendingPathComponent("Samples/grabpay_food.png").path

    /// Runs `spendrop share` under `script`, which gives it a terminal, typing `answers`.
    private func review(_ answers: String, home: Spendrop) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = "'\(Spendrop.binaryURL.path)' share '\(Self.sample)'"
        process.arguments = ["-qec", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["SPENDROP_HOME"] = home.home.path
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(answers.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private func entries(_ spendrop: Spendrop) throws -> [[String: Any]] {
        let listed = try spendrop.run(["list", "--json"])
        return try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    }

    @Test
    func theFormShowsWhatWasReadAndEnterSavesIt() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let screen = try review("\n", home: spendrop)
        #expect(screen.contains("Amount     RM 35.80"))
        #expect(screen.contains("[Enter] Save"))
        let saved = try entries(spendrop)
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
        #expect(try entries(spendrop).isEmpty)
    }

    @Test
    func theKindAndAFieldCanBeChangedBeforeSaving() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        _ = try review("k\n2\ne\nmerchant\nMak Cik Nasi Lemak\n\n", home: spendrop)
        let saved = try #require(try entries(spendrop).first)
        #expect(saved["kind"] as? String == "money_in")
        #expect(saved["merchant"] as? String == "Mak Cik Nasi Lemak")
    }
}
