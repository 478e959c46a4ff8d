import Foundation
import SpenDropImage
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// The character error rate of recognition on every bundled sample against its ground-truth lines, as
/// `Benchmarks/ocr/cer.py` computes it: both texts joined with single spaces (line breaks and runs of spaces are not
/// errors), Levenshtein distance over the ground truth's length. Each sample has its own limit, a little above what
/// it measures now (docs/ocr.md), and the mean has one too: a change to recognition that reads a sample worse
/// crosses it.
@Suite struct RecognitionQualityTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Samples", isDirectory: true).standardized

    /// Measured now (2026-12-01, the image stage's 1280 px grey, default configuration) plus 0.03.
    static let limits: [String: Double] = [
        "apple_wallet_card": 0.086, "boost_dark": 0.122, "cimb_octo_malay": 0.113, "grabpay_food": 0.127,
        "maybank_mae_transfer": 0.103, "receipt_paper": 0.036, "rhb_duitnow_qr": 0.090, "shopeepay_payment": 0.075,
        "tng_duitnow_qr": 0.065, "tng_money_in": 0.077,
    ]
    /// Mean measured now: 0.0595.
    static let meanLimit = 0.070

    struct Truth: Decodable {
        let files: [String]
        let lines: [String]
    }

    static func normalised(_ text: String) -> [Character] {
        Array(text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(b.count + 1)
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    static func characterErrorRate(truth: String, read: String) -> Double {
        let expected = normalised(truth)
        return Double(distance(expected, normalised(read))) / Double(max(1, expected.count))
    }

    @Test func theErrorRateIsCountedAsTheBenchmarkCountsIt() {
        #expect(Self.characterErrorRate(truth: "Total RM 25.90", read: "Total\n  RM 25.90") == 0)
        #expect(Self.characterErrorRate(truth: "RM 25.90", read: "RM 20.90") == 1.0 / 8)
        #expect(Self.characterErrorRate(truth: "abcd", read: "") == 1)
    }

    @Test func everyBundledSampleIsReadWithinItsLimit() async throws {
        let manifest = try JSONDecoder().decode(
            [String: [String]].self, from: Data(contentsOf: Self.samples.appendingPathComponent("manifest.json")))
        let names = try #require(manifest["samples"])
        #expect(Set(names) == Set(Self.limits.keys), "every sample has a limit, every limit a sample")
        let recognizer = try TesseractRecognizer(configuration: TesseractConfiguration())
        var rates: [Double] = []
        for name in names {
            let truth = try JSONDecoder().decode(
                Truth.self, from: Data(contentsOf: Self.samples.appendingPathComponent(name + ".json")))
            // The PNG where there is one (the screenshots), else the first file (the receipt photo's JPEG).
            let file = try #require(truth.files.first { $0.hasSuffix(".png") } ?? truth.files.first)
            let image = try ImagePipeline().downsample(
                .file(Self.samples.appendingPathComponent(file)), options: DownsampleOptions(layout: .gray))
            let read = try await recognizer.recognize(image.bitmap)
            let rate = Self.characterErrorRate(truth: truth.lines.joined(separator: "\n"), read: read.text)
            rates.append(rate)
            let limit = try #require(Self.limits[name])
            #expect(rate <= limit, "\(name): CER \(rate) over its limit \(limit)")
        }
        let mean = rates.reduce(0, +) / Double(max(1, rates.count))
        #expect(mean <= Self.meanLimit, "mean CER \(mean) over \(Self.meanLimit)")
    }
}
