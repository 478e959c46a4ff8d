import Foundation
import SpenDropModel

/// One `spendrop` command: its name, its help and how it runs.
protocol Command: Sendable {
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The usage line(s), after "usage: ".
    static var usage: String { get }
    /// Longer help shown by `--help`, after the options; may be empty.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    /// Runs the command and returns its exit status; throws a `ClassifiedError` for failures.
    static func run(_ arguments: Arguments, context: Context) async throws -> Int32
}

extension Command {
    static var discussion: String { "" }

    static var help: String {
        var text = "usage: \(usage)\n\n\(summary)\n"
        let all = options + [.flag("--help", "Show this help.")]
        text += "\noptions:\n"
        let width = (all.map(\.name.count).max() ?? 0) + 2
        for option in all {
            text += "  " + option.name.padding(toLength: width, withPad: " ", startingAt: 0) + option.help + "\n"
        }
        text += "\nglobal options:\n"
        text += "  --home DIR   The folder that plays the App Group container (or SPENDROP_HOME).\n"
        text += "  --tz ZONE    Time zone for dates shown without one (default Asia/Kuala_Lumpur).\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}

/// What every command is given: the resolved container, the time zone, and where to print.
struct Context: Sendable {
    let container: AppGroupContainer
    let timeZone: TimeZone
    let output: Output

    /// Creates the container on first use, or fails with a store error naming it. A home that already holds a
    /// ledger is used as it is, so a read-only one can still be read (the ledger refuses its writes itself).
    func preparedContainer() throws -> AppGroupContainer {
        if FileManager.default.fileExists(atPath: container.ledgerURL.path) { return container }
        try container.prepare()
        return container
    }
}
