import Foundation

/// Who made a change: the command line, the app, or the share extension.
public enum ChangeAuthor: String, Sendable, Codable, CaseIterable {
    case cli, app
    case `extension`
}

/// What a change did to an entry.
public enum ChangeAction: String, Sendable, Codable, CaseIterable {
    case saved, edited, deleted, restored
}

/// One field's value before and after a change, as the history keeps it (text, or nil for none).
public struct FieldChange: Sendable, Equatable {
    /// The field's name as `list --json` spells it (`amount`, `merchant`, `funding_last4`, …).
    public var field: String
    public var old: String?
    public var new: String?

    public init(field: String, old: String?, new: String?) {
        self.field = field
        self.old = old
        self.new = new
    }
}

/// One change to one entry, written in the same transaction as the change itself and never altered after.
public struct EntryChange: Sendable, Equatable {
    /// The operation it belongs to: a `delete` of three entries is one change set, and `undo` reverts one set.
    public var changeSet: Int64
    public var entryID: UUID
    public var at: Date
    public var author: ChangeAuthor
    public var action: ChangeAction
    /// The fields it changed, in the ledger's field order; empty for a delete or restore.
    public var fields: [FieldChange]
    /// The change set this one reverted, when it was written by `undo`.
    public var undoes: Int64?

    public init(
        changeSet: Int64, entryID: UUID, at: Date, author: ChangeAuthor, action: ChangeAction,
        fields: [FieldChange], undoes: Int64? = nil
    ) {
        self.changeSet = changeSet
        self.entryID = entryID
        self.at = at
        self.author = author
        self.action = action
        self.fields = fields
        self.undoes = undoes
    }
}

/// What `undoLast()` reverted.
public struct UndoneChange: Sendable, Equatable {
    /// The action that was undone (a `saved` undone moves the entry to the bin).
    public var action: ChangeAction
    /// The entries it touched, in the order they were changed.
    public var entryIDs: [UUID]

    public init(action: ChangeAction, entryIDs: [UUID]) {
        self.action = action
        self.entryIDs = entryIDs
    }
}
