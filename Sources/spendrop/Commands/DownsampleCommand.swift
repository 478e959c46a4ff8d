/// `spendrop downsample`: Decode and downsample one image (the image stage alone).
enum DownsampleCommand: Command {
    static let name = "downsample"
    static let summary = "Decode and downsample one image (the image stage alone)."
    static let usage = "spendrop downsample FILE [--max-side N] [--out FILE.png] [--json]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
