import Foundation
import SpenDropModel
import SpenDropParser
import Testing

/// Inputs the parser fuzzer found, replayed as the fuzzer feeds them (first byte: layout switches, then the text).
@Suite struct ParserFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources/fuzz", isDirectory: true)

    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test func theFindingsAreThere() {
        #expect(!Self.names.isEmpty)
    }

    /// `statusbar-backtracking`: a line of 100 colons before an amount made the status-bar pattern backtrack for
    /// seconds; `masked-number-backtracking`: a receipt's row of 80 stars made the masked-number pattern backtrack
    /// for minutes (both timed by `make fuzz`, which fails on a slow input); here each must parse to a sane result.
    @Test(arguments: names)
    func aFindingParses(name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let text = String(decoding: data.dropFirst(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { OCRLine(String($0)) }
        let result = Fixture.parse(lines)
        #expect(result.candidates.count <= ParseInput.maximumAmounts)
        if let amount = result.amount { #expect(amount.minorUnits > 0) }
    }
}
