import Foundation
import SpenDropImage

/// `spendrop downsample`: Decode and downsample one image (the image stage alone).
enum DownsampleCommand: Command {
    static let name = "downsample"
    static let summary = "Decode and downsample one image (the image stage alone)."
    static let usage = "spendrop downsample FILE [--max-side N] [--out FILE.png] [--json]"
    static let options: [OptionSpec] = [
        .value("--max-side", "N", "Longest side of the result in pixels (default 1280)."),
        .value("--out", "FILE.png", "Write the result as a PNG file (written whole or not at all)."),
        .flag("--json", "Print {type, source_width, source_height, width, height} as one JSON line."),
    ]
    static let discussion = """
        The format is sniffed from the bytes (PNG, JPEG, HEIC/HEIF). Images over 100 megapixels, damaged, \
        empty or not images exit with 65; a missing file exits with 66.
        """

    /// What `--json` prints (CONTRACTS.md).
    private struct Report: Encodable {
        let type: String
        let sourceWidth: Int
        let sourceHeight: Int
        let width: Int
        let height: Int

        enum CodingKeys: String, CodingKey {
            case type, width, height
            case sourceWidth = "source_width"
            case sourceHeight = "source_height"
        }
    }

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first, !path.isEmpty else {
            throw CLIError.usage("'downsample' takes exactly one FILE (see 'spendrop downsample --help')")
        }
        let maxSide = try arguments.integer("--max-side", in: 1...65_535) ?? DownsampleOptions().maxSide
        let options = DownsampleOptions(maxSide: maxSide, layout: .rgb)
        let image = try ImagePipeline().downsample(.file(URL(fileURLWithPath: path)), options: options)
        if let out = arguments.value("--out") {
            guard !out.isEmpty else { throw CLIError.usage("option '--out' needs a file name") }
            try PNGEncoder.write(image.bitmap, to: URL(fileURLWithPath: out))
        }
        let report = Report(
            type: image.format.rawValue, sourceWidth: image.sourceWidth, sourceHeight: image.sourceHeight,
            width: image.bitmap.width, height: image.bitmap.height)
        if arguments.has("--json") {
            try context.output.json(report)
        } else {
            context.output.line(
                "\(report.type) \(report.sourceWidth)x\(report.sourceHeight) -> \(report.width)x\(report.height)")
        }
        return ExitStatus.ok
    }
}
