import Foundation
import Testing

/// `spendrop ocr FILE [--json]` (CONTRACTS.md): the image stage and text recognition, end to end.
@Suite struct OCRCommandTests {
    /// The bundled sample screenshots that have ground truth, as (png, json) pairs.
    static var samples: [(png: URL, truth: URL)] {
        let folder = Spendrop.repositoryRoot.appendingPathComponent("Samples", isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted().compactMap { name in
            let png = folder.appendingPathComponent(name)
            let truth = png.deletingPathExtension().appendingPathExtension("json")
            return FileManager.default.fileExists(atPath: truth.path) ? (png, truth) : nil
        }
    }

    @Test func withoutAFileItIsAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["ocr"])
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func twoFilesAreAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["ocr", "a.png", "b.png"]).status == 64)
    }

    @Test func aMissingFileIsNoInput() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let missing = spendrop.home.appendingPathComponent("no-such-screenshot.png").path
        let result = try spendrop.run(["ocr", missing])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
    }

    @Test func aFileThatIsNotAnImageIsRejected() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let file = spendrop.home.appendingPathComponent("notes.png")
        try Data("Paid to Kedai Runcit Ali RM 25.90\n".utf8).write(to: file)
        let result = try spendrop.run(["ocr", file.path])
        #expect(result.status == 65)
        // Errors never echo content.
        #expect(!result.stderr.contains("25.90"))
    }

    @Test func jsonLinesCarryTextConfidenceAndNormalisedBoxes() throws {
        let sample = try #require(Self.samples.first, "no bundled samples with ground truth")
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["ocr", sample.png.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(!lines.isEmpty)
        var previousTop = -1.0
        for line in lines {
            #expect(Set(line.keys) == ["text", "confidence", "box"])
            let text = try #require(line["text"] as? String)
            #expect(!text.isEmpty)
            let confidence = try #require(line["confidence"] as? Double)
            #expect((0...1).contains(confidence))
            let box = try #require(line["box"] as? [Double])
            try #require(box.count == 4)
            #expect(box.allSatisfy { (0...1).contains($0) })
            #expect(box[0] + box[2] <= 1.0001 && box[1] + box[3] <= 1.0001)
            // Reading order: rows go down the page (a line may start a little above the previous one's top only
            // when both share a row).
            #expect(box[1] + box[3] > previousTop)
            previousTop = box[1]
        }
    }

    @Test func plainOutputIsOneRecognisedLinePerLineAndReadsTheMerchant() throws {
        let sample = try #require(Self.samples.first, "no bundled samples with ground truth")
        let truth = try JSONSerialization.jsonObject(with: Data(contentsOf: sample.truth)) as? [String: Any]
        let merchant = try #require(truth?["merchant"] as? String)
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["ocr", sample.png.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.lines.isEmpty)
        // The whole name, its words in order on one line: one word of three proves little.
        #expect(result.lines.contains { $0.contains(merchant) }, "the merchant's name was not read whole")
    }

    /// The engine skips Tesseract's universal ambiguities table (`SPENDROP_OCR_AMBIGS=1` builds it): same lines,
    /// boxes and confidences on real screens, English and Malay.
    @Test(arguments: ["grabpay_food.png", "cimb_octo_malay.png"])
    func theReadingIsTheSameWithTesseractsUniversalAmbiguities(name: String) throws {
        let sample = try #require(Self.samples.first { $0.png.lastPathComponent == name }, "no sample \(name)")
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let without = try spendrop.run(["ocr", sample.png.path, "--json"])
        let with = try spendrop.run(["ocr", sample.png.path, "--json"], environment: ["SPENDROP_OCR_AMBIGS": "1"])
        #expect(without.status == 0 && with.status == 0, "\(without.stderr)\(with.stderr)")
        #expect(!without.stdout.isEmpty)
        #expect(without.stdout == with.stdout)
    }
}
