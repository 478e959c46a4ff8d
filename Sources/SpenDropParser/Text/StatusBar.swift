/// Recognises phone status-bar leftovers and other screen chrome that is never content.
enum StatusBar {
    // Possessive and atomic: the punctuation run and the signal marks (`.:,•·`) overlap, and with plain quantifiers a
    // line of 100 colons before an amount backtracked for seconds (found by the fuzzer). Each run is taken once.
    private static let junk = Pattern(
        #"^[\s\p{P}\p{S}]*+(?:\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)?(?>[\s\p{P}\p{S}]*+(?:5G|4G|LTE|3G|"#
            + #"H\+|E|VoLTE|WiFi|Wi-Fi|\d{1,3}\s?%|[lI|il]++))*+[\s\p{P}\p{S}]*+$"#
    )
    private static let carrier = Words.phrases([
        "maxis", "celcom", "digi", "umobile", "u mobile", "yes", "unifi mobile", "celcomdigi", "tunetalk",
    ])

    private static let clock = Pattern(#"^[\s\p{P}\p{S}]*\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?[\s\p{P}\p{S}]*$"#)

    /// A text message's price and sender before its text (`RM0 CIMB:`, `PBB:`); the sender is the first group.
    static let messageSender = Pattern(#"^\s*(?:RM\s?0(?:\.00)?\s+)?([A-Za-z][A-Za-z&' ]{1,24}):"#)

    private static let leadingClock = Pattern(#"^[\s\p{P}\p{S}]*\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?(?![\d:])(.*)$"#)

    /// Whether the line opens with a clock and holds nothing else but marks: no word of four letters after it
    /// (`6:00 all = @)`; signal bars read as `all`, the battery as `@)`).
    static func startsWithClockAndMarks(_ text: String) -> Bool {
        guard let rest = leadingClock.firstMatch(in: text)?[1] else { return false }
        return !Words.hasLetterRun(rest, atLeast: 4)
    }

    /// Whether the line is a bare clock (`9:41`, `10:12 AM`).
    static func isClock(_ line: ScreenLine) -> Bool {
        clock.occurs(in: line.text)
    }

    /// Whether a line is status-bar junk: a bare clock, signal or battery marks, a carrier name alone, or anything
    /// on the clock's row at the top of the screen (`ScreenLine.isOnClockRow`).
    static func isJunk(_ line: ScreenLine) -> Bool {
        if line.text.isEmpty || line.isOnClockRow { return true }
        if junk.occurs(in: line.text) { return true }
        // A carrier name alone on the top line, next to the clock.
        if line.wordCount <= 3, line.index <= 1, line.has(carrier),
            line.text.contains(where: { $0 == ":" || $0.isNumber })
        {
            return true
        }
        return false
    }
}
