import Foundation
import SpenDropFlow
import SpenDropImage
import SpenDropModel

/// The bundled sample screenshots and their ground truth (`Samples/<id>.json`).
struct SampleFolder {
    let url: URL

    /// `--samples`, then `SPENDROP_SAMPLES`, then a `Samples/` folder above the executable or the working folder.
    static func locate(explicit: String?) throws -> SampleFolder {
        if let path = explicit ?? ProcessInfo.processInfo.environment["SPENDROP_SAMPLES"] {
            let url = URL(fileURLWithPath: path)
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("manifest.json").path) else {
                throw CLIError.missing("\(path): not a samples folder (no manifest.json)")
            }
            return SampleFolder(url: url)
        }
        let starts = [
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        ]
        for start in starts {
            var folder = start
            for _ in 0..<6 {
                let candidate = folder.appendingPathComponent("Samples")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("manifest.json").path) {
                    return SampleFolder(url: candidate)
                }
                folder.deleteLastPathComponent()
            }
        }
        throw CLIError.missing("the bundled samples were not found: pass --samples DIR or set SPENDROP_SAMPLES")
    }

    struct Truth: Decodable {
        var id: String
        var files: [String]
        var amount: String?
    }

    /// Every sample's ground truth, in manifest order.
    func truths() throws -> [Truth] {
        let decoder = JSONDecoder()
        let manifest = try Data(contentsOf: url.appendingPathComponent("manifest.json"))
        let ids = try Self.ids(in: manifest)
        return try ids.map { id in
            try decoder.decode(Truth.self, from: Data(contentsOf: url.appendingPathComponent("\(id).json")))
        }
    }

    /// One PNG, one JPEG and one HEIC sample, with the amounts their screens show.
    func diagnosticSamples() throws -> [ImageDiagnostics.Sample] {
        var chosen: [String: ImageDiagnostics.Sample] = [:]
        for truth in try truths() {
            for file in truth.files {
                let kind = (file as NSString).pathExtension.lowercased()
                let key = kind == "jpeg" ? "jpg" : kind
                guard ["png", "jpg", "heic"].contains(key), chosen[key] == nil else { continue }
                chosen[key] = ImageDiagnostics.Sample(
                    url: url.appendingPathComponent(file),
                    expectedAmount: truth.amount.flatMap { Money(decimalString: $0) })
            }
        }
        return ["png", "jpg", "heic"].compactMap { chosen[$0] }
    }

    private static func ids(in manifest: Data) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: manifest)
        if let list = object as? [String] { return list }
        if let dictionary = object as? [String: Any] {
            if let list = dictionary["samples"] as? [String] { return list }
            if let list = dictionary["samples"] as? [[String: Any]] { return list.compactMap { $0["id"] as? String } }
            if let list = dictionary["ids"] as? [String] { return list }
        }
        throw CLIError.rejected("Samples/manifest.json has no list of sample ids")
    }
}
