/// Corpus misses no general rule covers yet, case id → fields; docs/parser.md gives the reasons.
///
/// A miss listed here is expected (`withKnownIssue`); any other miss fails its case.
enum CorpusKnownMisses {
    static let fields: [String: Set<String>] = [
        "bal-points-007": ["provider"],
        "alliance-pending-003": ["kind"],
        "uob-received-003": ["category"],
        "mbb-card-012": ["provider", "channel"],
        "mbb-malay-005": ["provider"],
        "mbb-transfer-017": ["provider"],
        "noise-rcpt-007": ["time"],
        "noise-rhb-008": ["channel", "kind"],
        "noise-rcpt-013": ["merchant"],
        "notif-spay-008": ["provider"],
        "spay-refund-005": ["provider", "channel"],
        "tng-cashback-020": ["merchant"],
        "trap-email-021": ["provider"],
        "duitnow-request-003": ["channel"],
    ]
}
