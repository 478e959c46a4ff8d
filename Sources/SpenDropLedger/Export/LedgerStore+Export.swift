import Foundation
import SpenDropModel

/// The file formats `spendrop export` writes.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// RFC 4180 CSV for spreadsheets and budgeting apps (`CSVExporter`).
    case csv
    /// One JSON array of `list --json` entries.
    case json
    /// A journal that Ledger and hledger read as it is.
    case ledger
    /// A Beancount file, `open` directives included.
    case beancount
    /// An OFX 2 bank statement per funding account, for GnuCash, Firefly III and banks' importers.
    case ofx
}

/// Choices that change an export's bytes.
public struct ExportOptions: Sendable {
    /// Starts a CSV file with the UTF-8 byte order mark, for Excel.
    public var byteOrderMark: Bool
    /// When the file is written (the OFX server time, the files' header comments).
    public var now: Date

    public init(byteOrderMark: Bool = false, now: Date = Date()) {
        self.byteOrderMark = byteOrderMark
        self.now = now
    }
}

extension LedgerStore {
    /// Streams the entries matching `filter`, oldest first, to `output` in `format`.
    ///
    /// Entries are read a page at a time and written as they come, so memory does not grow with the ledger.
    /// The caller flushes or commits `output`.
    ///
    /// - Returns: how many entries were written.
    /// - Throws: `LedgerError` for the store, `ExportOutput.WriteError` when the output cannot be written.
    @discardableResult
    public func export(
        _ format: ExportFormat, matching filter: EntryFilter = EntryFilter(), options: ExportOptions = ExportOptions(),
        to output: ExportOutput
    ) throws -> Int {
        switch format {
        case .csv:
            try output.write((options.byteOrderMark ? CSVExporter.byteOrderMark : "") + CSVExporter.header)
            return try forEachEntry(matching: filter, order: .oldestFirst) {
                try output.write(CSVExporter.row(for: $0))
            }
        case .json:
            return try writeJSONArray(matching: filter, order: .oldestFirst, to: output)
        case .ledger, .beancount:
            let plan = try exportPlan(matching: filter)
            let writer = JournalWriter(style: format == .ledger ? .ledger : .beancount, plan: plan, now: options.now)
            try output.write(writer.preamble)
            return try forEachEntry(matching: filter, order: .oldestFirst) { try output.write(writer.transaction($0)) }
        case .ofx:
            return try exportOFX(matching: filter, now: options.now, to: output)
        }
    }

    /// One JSON array of entries as `list --json` prints them, one entry a line, streamed.
    @discardableResult
    public func writeJSONArray(
        matching filter: EntryFilter, order: EntryOrder, limit: Int? = nil, to output: ExportOutput
    ) throws -> Int {
        var first = true
        try output.write("[")
        let count = try forEachEntry(matching: filter, order: order, limit: limit) { entry in
            try output.write((first ? "\n" : ",\n") + LedgerEntryJSON(entry).jsonText)
            first = false
        }
        try output.write(count == 0 ? "]\n" : "\n]\n")
        return count
    }
}
