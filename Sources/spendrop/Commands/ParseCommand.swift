/// `spendrop parse`: Parse OCR text without an image.
enum ParseCommand: Command {
    static let name = "parse"
    static let summary = "Parse OCR text without an image."
    static let usage = "spendrop parse [--jsonl]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
