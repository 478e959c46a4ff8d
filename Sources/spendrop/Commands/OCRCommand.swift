/// `spendrop ocr`: Recognise the text of one image.
enum OCRCommand: Command {
    static let name = "ocr"
    static let summary = "Recognise the text of one image."
    static let usage = "spendrop ocr FILE [--json]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
