import Foundation
import SpenDropFlow
import SpenDropImage
import SpenDropModel
import SpenDropOCR

/// `spendrop ocr`: Recognise the text of one image.
enum OCRCommand: Command {
    static let name = "ocr"
    static let summary = "Recognise the text of one image."
    static let usage = "spendrop ocr FILE [--json]"
    static let options: [OptionSpec] = [
        .flag("--json", "Print {\"lines\": [{\"text\", \"confidence\", \"box\": [x, y, w, h]}]} (top-left origin).")
    ]
    static let discussion = """
        The image is downsampled (longest side 1280) and read by Tesseract; small print (a paper receipt) is
        read again from a larger copy. Lines come in reading order: rows top to bottom, left to right within a row.
        """

    /// One line of `--json` output, in the contract's field names.
    private struct JSONLine: Encodable {
        let text: String
        let confidence: Double
        let box: NormalizedBox
    }

    private struct JSONPage: Encodable {
        let lines: [JSONLine]
    }

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw CLIError.usage("'ocr' takes exactly one image file (see 'spendrop ocr --help')")
        }
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw CLIError.missing("cannot read '\(path)': no such file or not readable")
        }
        // Created first: the models load on their own threads while the image is decoded.
        let recognizer = try TesseractRecognizer(configuration: .fromEnvironment())
        // Its engines' teardown (~1 ms, the model freed object by object) is left to the process's end.
        await KeptUntilExit.keep(recognizer)
        let reader = ImageTextReader(
            downsampler: ImagePipeline(), recognizer: recognizer, options: DownsampleOptions(layout: .gray))
        let text: OCRText
        do {
            text = try await reader.read(.file(url)).text
        } catch {
            switch error {
            case .image(let error): throw error
            case .recognition(let error): throw error
            }
        }
        if arguments.has("--json") {
            let lines = text.lines.map { line in
                JSONLine(
                    text: line.text, confidence: Self.rounded(line.confidence ?? 0),
                    box: line.box.map(Self.rounded) ?? NormalizedBox(x: 0, y: 0, width: 0, height: 0))
            }
            try context.output.json(JSONPage(lines: lines))
        } else {
            for line in text.lines { context.output.line(line.text) }
        }
        return ExitStatus.ok
    }

    /// Four decimals are a tenth of a pixel on a 1280 px image: enough, and stable output.
    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    private static func rounded(_ box: NormalizedBox) -> NormalizedBox {
        NormalizedBox(x: rounded(box.x), y: rounded(box.y), width: rounded(box.width), height: rounded(box.height))
    }
}
