import Foundation
import SpenDropParser
import Testing

@Suite struct CorpusEvaluatorTests {
    private static let json = """
        [
          {"id": "ok", "note": "a clean payment", "lines": ["Touch 'n Go eWallet", "Payment Successful", "RM 12.50",
            "Paid to", "PELITA NASI KANDAR SDN BHD", "12/03/2025 14:37"],
           "now": "2025-03-12T15:00:00+08:00",
           "expect": {"amount": "12.50", "merchant": "pelita nasi-kandar", "provider": "touch_n_go",
                      "date": "2025-03-12", "time": "14:37", "reference": null}},
          {"id": "wrong", "lines": ["RM 3.00"], "expect": {"amount": "4.00", "provider": "maybank"}}
        ]
        """

    @Test func decodesCasesAndKeepsNullDistinctFromAbsent() throws {
        let cases = try CorpusCase.decodeAll(from: Data(Self.json.utf8))
        #expect(cases.count == 2)
        #expect(cases[0].expect["reference"] == .null)
        #expect(cases[0].expect["fee"] == nil)
    }

    @Test func scoresEachCheckedFieldAndListsMisses() throws {
        let cases = try CorpusCase.decodeAll(from: Data(Self.json.utf8))
        let report = CorpusEvaluator().evaluate(cases)
        #expect(report.cases == 2)
        #expect(report.accuracy(of: "amount") == 0.5)
        #expect(report.accuracy(of: "merchant") == 1)
        #expect(report.accuracy(of: "fee") == nil)
        #expect(report.misses.map(\.caseID) == ["wrong", "wrong"])
        #expect(report.misses.first?.field == "amount")
        #expect(report.misses.first?.expected == "4.00")
        #expect(report.misses.first?.got == "3.00")
    }

    @Test func rejectsMalformedCorpus() {
        #expect(throws: (any Error).self) { try CorpusCase.decodeAll(from: Data("{\"id\": 1}".utf8)) }
    }
}
