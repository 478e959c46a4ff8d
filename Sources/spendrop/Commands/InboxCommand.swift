import Foundation
import SpenDropIntake
import SpenDropModel

/// `spendrop inbox`: The share inbox: hand images from the share extension to the app.
enum InboxCommand: Command {
    static let name = "inbox"
    static let summary = "The share inbox: hand images from the share extension to the app."
    static let usage = """
        spendrop inbox put FILE [--json]
               spendrop inbox has | get | list [--json]
               spendrop inbox mark-processed SHARE_ID
               spendrop inbox clean [--older-than DURATION] [--json]
               spendrop inbox check
        """
    static let options: [OptionSpec] = [
        .flag("--json", "Print JSON (has, get and mark-processed always do)."),
        .value("--older-than", "DURATION", "clean: grace period for processed shares, e.g. 24h, 30m, 7d, 0s."),
        .flag("--verbose", "Echo the share log's lines to standard error."),
    ]
    static let discussion = """
        put stores an image as the share extension does and prints its shareId. get prints the oldest
        unprocessed share as {"base64", "fileName", "shareId"} (all null when none) and changes nothing;
        mark-processed advances the queue. clean repairs orphans and deletes processed shares' files once
        the grace period (default 24h) has passed. check runs the App Group self-check.
        """

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard let action = arguments.positionals.first else {
            throw CLIError.usage("inbox needs an action: put, has, get, mark-processed, list, clean or check")
        }
        let operands = Array(arguments.positionals.dropFirst())
        let allowed = action == "put" || action == "mark-processed" ? 1 : 0
        guard operands.count <= allowed else {
            throw CLIError.usage("too many arguments for 'inbox \(action)'")
        }
        if arguments.value("--older-than") != nil && action != "clean" {
            throw CLIError.usage("--older-than applies to 'inbox clean' only")
        }
        let container = try context.preparedContainer()
        let log = FileShareLog(
            container: container, echoToStandardError: arguments.has("--verbose"), timeZone: context.timeZone)
        let inbox = ShareInbox(container: container, log: log)
        let output = context.output
        switch action {
        case "put":
            guard let path = operands.first else { throw CLIError.usage("inbox put needs an image FILE") }
            let share = try inbox.put(try readFile(path), displayName: (path as NSString).lastPathComponent)
            if arguments.has("--json") {
                try output.json(["shareId": share.shareId, "fileName": share.fileName, "filePath": share.filePath])
            } else {
                output.line(share.shareId)
            }
        case "has":
            try output.json(["hasImage": try inbox.has()])
        case "get":
            let share = try inbox.get()
            try output.json(
                GetResult(
                    base64: share?.data.base64EncodedString(), fileName: share?.image.fileName,
                    shareId: share?.image.shareId))
        case "mark-processed":
            guard let shareId = operands.first else { throw CLIError.usage("inbox mark-processed needs a SHARE_ID") }
            try inbox.markProcessed(shareId)
            try output.json(["success": true])
        case "list":
            try list(inbox, json: arguments.has("--json"), context: context)
        case "clean":
            let grace = try arguments.value("--older-than").map(parseDuration) ?? ShareInbox.defaultGracePeriod
            let repair = try inbox.repairOrphans()
            let cleaned = try inbox.clean(olderThan: grace)
            if arguments.has("--json") {
                try output.json(CleanResult(repair: repair, clean: cleaned))
            } else {
                output.line(
                    "removed \(cleaned.removedShareIds.count) processed share(s); kept "
                        + "\(cleaned.keptProcessedCount) within the grace period")
                output.line(describe(repair))
            }
        case "check":
            let report = try inbox.selfCheck()
            output.line("container  \(report.containerPath)")
            output.line("group      \(report.groupIdentifier)")
            output.line("defaults   \(report.defaultsSuite)")
            output.line("pending    \(report.pendingCount)")
            output.line("self-check passed")
        default:
            throw CLIError.usage("unknown inbox action '\(action)' (put, has, get, mark-processed, list, clean, check)")
        }
        return ExitStatus.ok
    }

    /// Parses `24h`, `30m`, `7d`, `90s` or `0s` into seconds.
    static func parseDuration(_ text: String) throws(CLIError) -> TimeInterval {
        let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        guard let unit = text.last, let scale = units[unit], let number = Int(text.dropLast()), number >= 0,
            number <= 100_000
        else {
            throw CLIError.usage("--older-than takes a duration such as 24h, 30m, 7d or 0s")
        }
        return TimeInterval(number) * scale
    }

    private static func readFile(_ path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw CLIError.missing("cannot read '\(path)': no such file, or not readable")
        }
        // A file too big for the inbox is refused before it is read into memory.
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        guard size <= ShareInbox.maximumImageBytes else {
            throw CLIError.rejected("'\(path)' is larger than the share inbox accepts")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.missing("cannot read '\(path)': no such file, or not readable")
        }
        return data
    }

    private static func list(_ inbox: ShareInbox, json: Bool, context: Context) throws {
        let shares = try inbox.list()
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = context.timeZone
        let rows = shares.map { share in
            ListRow(
                shareId: share.shareId, fileName: share.fileName, filePath: share.filePath,
                state: share.processedAt == nil ? "pending" : "processed",
                createdAt: formatter.string(from: share.createdAt),
                processedAt: share.processedAt.map(formatter.string(from:)))
        }
        if json {
            try context.output.json(rows)
            return
        }
        if rows.isEmpty { context.output.line("the share inbox is empty") }
        for row in rows {
            context.output.line(
                "\(row.shareId)  \(row.state.padding(toLength: 9, withPad: " ", startingAt: 0)) "
                    + "\(row.createdAt)  \(row.fileName)")
        }
    }

    private static func describe(_ repair: InboxRepairReport) -> String {
        if repair.isClean { return "no orphans found" }
        return "repaired: \(repair.removedTemporaryFiles) temporary file(s) removed, "
            + "\(repair.adoptedShareIds.count) file(s) re-queued, \(repair.removedStrayFiles) stray file(s) removed, "
            + "\(repair.droppedShareIds.count) record(s) without a file dropped"
            + (repair.rebuiltQueue ? ", queue rebuilt" : "")
            + (repair.republishedDefaults ? ", defaults republished" : "")
    }
}

/// `inbox get`'s object: the three fields are present and null when no share is waiting.
private struct GetResult: Encodable {
    var base64: String?
    var fileName: String?
    var shareId: String?

    private enum CodingKeys: String, CodingKey { case base64, fileName, shareId }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(base64, forKey: .base64)
        try container.encode(fileName, forKey: .fileName)
        try container.encode(shareId, forKey: .shareId)
    }
}

private struct ListRow: Encodable {
    var shareId: String
    var fileName: String
    var filePath: String
    var state: String
    var createdAt: String
    var processedAt: String?
}

private struct CleanResult: Encodable {
    var removed: [String]
    var kept: Int
    var removedTemporaryFiles: Int
    var adopted: [String]
    var removedStrayFiles: Int
    var dropped: [String]

    init(repair: InboxRepairReport, clean: InboxCleanReport) {
        removed = clean.removedShareIds
        kept = clean.keptProcessedCount
        removedTemporaryFiles = repair.removedTemporaryFiles
        adopted = repair.adoptedShareIds
        removedStrayFiles = repair.removedStrayFiles
        dropped = repair.droppedShareIds
    }
}
