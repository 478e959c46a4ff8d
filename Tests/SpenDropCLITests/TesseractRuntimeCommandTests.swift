import Foundation
import Testing

/// SpenDrop's Tesseract runtime against Debian's libtesseract, through the command: the same reading, and a
/// library beside the binary that is not SpenDrop's is never taken for it (docs/ocr.md).
@Suite struct TesseractRuntimeCommandTests {
    static let samples = ["tng_duitnow_qr.png", "boost_dark.png", "cimb_octo_malay.png"]

    @Test(arguments: samples)
    func theRuntimeReadsWhatDebiansLibraryReads(name: String) throws {
        let file = Spendrop.repositoryRoot.appendingPathComponent("Samples/\(name)")
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let runtime = try spendrop.run(["ocr", file.path, "--json"])
        let debian = try spendrop.run(["ocr", file.path, "--json"], environment: ["SPENDROP_OCR_RUNTIME": "0"])
        #expect(runtime.status == 0 && debian.status == 0, "\(runtime.stderr)\(debian.stderr)")
        #expect(runtime.stdout.contains("\"text\""))
        #expect(runtime.stdout == debian.stdout)
    }

    @Test func diagnoseNamesTheLibraryTextIsReadWith() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try Self.textEngine(spendrop, environment: [:]) == "runtime")
        #expect(try Self.textEngine(spendrop, environment: ["SPENDROP_OCR_RUNTIME": "0"]) == "system")
        let plain = try spendrop.run(["diagnose"])
        #expect(plain.stdout.contains("text        Tesseract, SpenDrop's runtime"))
    }

    /// A file of that name that does not answer as SpenDrop's runtime (here: a copy of the C library) is passed
    /// over, and Debian's library reads instead.
    @Test func aLibraryThatIsNotTheRuntimeIsPassedOver() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("spendrop-runtime-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("spendrop")
        try FileManager.default.copyItem(at: Spendrop.binaryURL, to: binary)
        let impostor = ["/lib/x86_64-linux-gnu/libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1"]
            .first { FileManager.default.fileExists(atPath: $0) }
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: try #require(impostor)),
            to: folder.appendingPathComponent("libspendrop-tesseract.so"))
        let file = Spendrop.repositoryRoot.appendingPathComponent("Samples/tng_duitnow_qr.png")
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let copied = try spendrop.run(["ocr", file.path, "--json"], binary: binary)
        let original = try spendrop.run(["ocr", file.path, "--json"])
        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(copied.stdout == original.stdout)
        let samples = Spendrop.repositoryRoot.appendingPathComponent("Samples").path
        let report = try spendrop.run(["diagnose", "--json", "--samples", samples], binary: binary)
        let object = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
        #expect(object?["textEngine"] as? String == "system")
    }

    static func textEngine(_ spendrop: Spendrop, environment: [String: String]) throws -> String? {
        let report = try spendrop.run(["diagnose", "--json"], environment: environment)
        #expect(report.status == 0, "\(report.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
        return object?["textEngine"] as? String
    }
}
