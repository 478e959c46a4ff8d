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

    /// Whether a line is status-bar junk: a bare clock, signal or battery marks, or a carrier name alone.
    static func isJunk(_ line: ScreenLine) -> Bool {
        if line.text.isEmpty { return true }
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
