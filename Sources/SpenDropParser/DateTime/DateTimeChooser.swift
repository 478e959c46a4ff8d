/// Picks the transaction's date and time among all dates and times on a screen.
///
/// A labelled line (`Date`, `Tarikh`, `Date & Time`) wins; then the first date outside promotions and expiry notes.
/// The time comes from the date's line, a labelled line, or the lines beside the date; a bare clock in the status
/// bar is never the transaction time. No date on screen gives nil, never "now".
enum DateTimeChooser {
    private static let dateLabels = Words.phrases([
        "date", "tarikh", "transaction date", "date time", "date and time", "tarikh dan masa", "tarikh masa",
        "created", "paid on", "transaction time", "completed on", "posted",
    ])
    private static let transactionDateLabels = Words.phrases([
        "transaction date", "tarikh transaksi", "trans date", "txn date",
        // A marketplace order's `Payment Time` beside its `Order Time`: when it was paid.
        "payment time", "masa pembayaran",
    ])
    private static let timeLabels = Words.phrases(["time", "masa", "waktu"])
    /// A ticket's schedule (`Masa Bertolak` | `09:30`, `Departure`): when the trip leaves, not when it was paid.
    private static let scheduleWords = Words.phrases([
        "bertolak", "departure", "depart", "departs", "berlepas", "perlepasan", "boarding", "arrival", "arrive",
        "tiba", "ketibaan",
    ])
    /// A metered trip's or a session's start (`Start` | `07:42`, `Pick-up time`): the fare is paid at its end.
    private static let startWords = Words.phrases([
        "start", "start time", "started", "pick up", "pickup", "pick up time", "pickup time", "mula", "masa mula",
    ])
    /// Whether a line is a schedule's key or the value under or beside one.
    private static func isSchedule(_ line: ScreenLine, on screen: Screen) -> Bool {
        isKeyed(line, by: scheduleWords, on: screen)
    }
    /// Whether a line is a key of `words` or the value under or beside one.
    private static func isKeyed(_ line: ScreenLine, by words: [String], on screen: Screen) -> Bool {
        // `Arrival: 17/03/2030`: the key with its date on one line counts its words, not the date's figures.
        if line.letterWordCount <= 3 && line.has(words) { return true }
        if screen.leftPartners(of: line.index).contains(where: { $0.wordCount <= 3 && $0.has(words) }) {
            return true
        }
        guard let above = screen.previousLine(before: line.index), line.letterWordCount <= 2 else { return false }
        return above.wordCount <= 3 && above.has(words) && screen.rowPartners(of: above.index).isEmpty
    }
    /// A message thread's stamp (`Today 9:02 AM`, `Yesterday 8:15 PM`, or `Mon, 3 Nov, 09:30` under the thread's
    /// `Text Message` header): when the message arrived.
    private static func isThreadStamp(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard Screen.isStamp(line) else { return false }
        if line.has(todayWords) || line.has(yesterdayWords) { return true }
        return screen.previousLine(before: line.index).map { $0.has(threadHeaders) && $0.wordCount <= 3 } ?? false
    }
    private static let threadHeaders = Words.phrases(["text message", "mesej teks", "imessage", "sms"])
    /// A notification's age in minutes or hours: "10m ago", "2h ago", "5 min".
    private static let notificationAge = Pattern(#"\b\d{1,2}\s?(?:m|min|mins|minutes?|h|hr|hrs|hours?)\b(?:\s+ago)?"#)
    /// A line that opens with a clock time (`15:22. Convert to …`).
    private static let leadingTime = Pattern(#"^\s*\d{1,2}:\d{2}(?!\d)"#)
    private static let entryLabels = Words.phrases([
        "entry", "entry time", "entry date", "time in", "masuk", "masa masuk", "waktu masuk", "check in", "in",
    ])
    private static let notTransaction = Words.phrases([
        "valid", "validity", "valid until", "valid till", "expiry", "expires", "expire", "exp", "sah sehingga",
        "berakhir", "tamat", "due date", "next billing", "renews", "statement date", "member since",
    ])

    /// A date under or beside its entry key (`Masuk:` | `14/09/2030 07:40`): when a stay began.
    private static func isUnderEntryKey(_ line: ScreenLine, on screen: Screen) -> Bool {
        let keys = screen.leftPartners(of: line.index) + [screen.previousLine(before: line.index)].compactMap { $0 }
        return keys.contains { key in
            key.wordCount <= 2 && entryLabels.contains(where: { key.words == $0 })
                && DateTimeReader.dates(in: key, today: nil).isEmpty
        }
    }

    /// The date of the transaction a reversal or refund undoes (`Original date` | `02 Feb 2027`), under its key.
    private static let originalLabels = Words.phrases([
        "original date", "original transaction date", "original payment date", "tarikh asal", "tarikh transaksi asal",
    ])
    private static func isOriginalDate(_ line: ScreenLine, on screen: Screen) -> Bool {
        line.has(originalLabels) || screen.leftPartners(of: line.index).contains { $0.has(originalLabels) }
    }

    static func choose(on screen: Screen, today: CalendarDate?) -> (date: String?, time: String?) {
        var dateHits: [DateHit] = []
        var lockScreenDates: [DateHit] = []
        var entryDates: [DateHit] = []
        for line in screen.lines
        where !line.has(notTransaction) && !line.isPromotion && !isOriginalDate(line, on: screen) {
            let hits = DateTimeReader.dates(in: line, today: today)
            if isLockScreenDate(line, on: screen) {
                lockScreenDates += hits
            } else if entryLabels.contains(where: { line.words.hasPrefix($0) }) || isUnderEntryKey(line, on: screen) {
                entryDates += hits
            } else {
                dateHits += hits
            }
        }
        // A parking ticket's entry is when the stay began; the exit or payment below it is when it was paid.
        dateHits += entryDates
        // A stay's or trip's schedule (`Arrival:` | `08/08/2029`) dates the trip, not the bill, when another date does.
        let unscheduled = dateHits.filter { !isSchedule(screen.lines[$0.line], on: screen) }
        if !unscheduled.isEmpty { dateHits = unscheduled }
        // A screenshot shows what already happened: a date more than a day after it (time zones aside) is a
        // misread, an expiry or a schedule, never the transaction's.
        if let today, let limit = today.nextDay {
            dateHits.removeAll { limit < $0.date }
        }
        let labelled = dateHits.first { hit in
            let line = screen.lines[hit.line]
            if line.has(dateLabels) { return true }
            return screen.leftPartners(of: hit.line).contains { $0.has(dateLabels) }
                || (screen.previousLine(before: hit.line)?.has(dateLabels) ?? false)
                    && (screen.previousLine(before: hit.line)?.wordCount ?? 9) <= 4
        }
        // A card statement shows when it was posted and when it was made; the transaction date is the one meant.
        let transactionDated = dateHits.first { hit in
            screen.lines[hit.line].has(transactionDateLabels)
                || screen.leftPartners(of: hit.line).contains { $0.wordCount <= 3 && $0.has(transactionDateLabels) }
        }
        // An alert's sentence says when it was made ("… at LOTUS'S on 12/04/25 19:31"); the message's own stamp
        // above it says when it arrived, a minute or two later. The sentence may break before the date ("… at SHELL
        // JLN MATANG on" / "05/11/26 18:22. Not yours?") or between the date and its time ("… on 28/11/26" /
        // "15:22. Convert …").
        let stated = dateHits.first { hit in
            let line = screen.lines[hit.line]
            // "Showtime: 07/09/2024 21:40": a key's value on a ticket, not a sentence running on.
            if line.text.prefix(while: { !$0.isNumber }).contains(":") { return false }
            let continued = screen.previousLine(before: hit.line).map {
                $0.index == hit.line - 1 && screen.runsOn($0, into: line)
            }
            guard line.letterWordCount >= 4 || continued == true else { return false }
            if !DateTimeReader.times(in: line).isEmpty { return true }
            guard let next = screen.nextLine(after: hit.line), next.index == hit.line + 1,
                screen.runsOn(line, into: next)
            else { return false }
            return leadingTime.occurs(in: next.text) && !DateTimeReader.times(in: next).isEmpty
        }
        // A message's body dates it (`… on 03/11/2031 from …`), not the thread's stamp of its arrival above it; a
        // body with no date of its own leaves the stamp (the next message's stamp below dates nothing of this one).
        let body = dateHits.first { !Screen.isStamp(screen.lines[$0.line]) }
        let first = dateHits.first.map { isThreadStamp(screen.lines[$0.line], on: screen) ? body ?? $0 : $0 }
        var chosen = transactionDated ?? labelled ?? stated ?? first
        if chosen == nil, let relative = relativeDate(on: screen, today: today) { chosen = relative }
        let time = chooseTime(on: screen, dateLine: chosen?.line)
        // A notification under a lock screen's date, stamped with a time of day ("MAE · 9:38 AM") or with how long
        // ago it came ("10m ago"), is that day's; one stamped "now" tells no more than the screenshot does.
        if chosen == nil, time != nil || screen.lines.contains(where: { notificationAge.occurs(in: $0.text) }) {
            chosen = lockScreenDates.first
        }
        return (chosen?.date.iso, time)
    }

    private static let todayWords = Words.phrases(["today", "hari ini"])
    private static let yesterdayWords = Words.phrases(["yesterday", "semalam"])

    /// "Yesterday, 9:41 PM" or "Today 10:02": a date relative to when the screenshot was taken.
    private static func relativeDate(on screen: Screen, today: CalendarDate?) -> DateHit? {
        guard let today else { return nil }
        for line in screen.lines where line.wordCount <= 5 && !line.has(notTransaction) {
            if line.has(todayWords) { return DateHit(date: today, line: line.index, hadYear: false) }
            if line.has(yesterdayWords), let date = today.previousDay {
                return DateHit(date: date, line: line.index, hadYear: false)
            }
            // "Wednesday, 7:01 PM": within the last week, Apple Wallet names only the day.
            if let first = line.text.split(whereSeparator: { $0 == "," || $0 == " " }).first,
                !DateTimeReader.times(in: line).isEmpty,
                let date = CalendarDate.lastWeekday(named: String(first), before: today)
            {
                return DateHit(date: date, line: line.index, hadYear: false)
            }
        }
        return nil
    }

    /// The time of the date's line or row, a labelled time, or the first time elsewhere; a trip's start only when
    /// nothing else gives one (`Start` | `07:42` over `End` | `08:16`: the fare was paid at the end).
    private static func chooseTime(on screen: Screen, dateLine: Int?) -> String? {
        chooseTime(on: screen, dateLine: dateLine, passingStarts: true)
            ?? chooseTime(on: screen, dateLine: dateLine, passingStarts: false)
    }

    private static func chooseTime(on screen: Screen, dateLine: Int?, passingStarts: Bool) -> String? {
        func firstTime(_ line: ScreenLine?) -> String? {
            guard let line, !isStatusBar(line) || line.index == dateLine, !isLockScreenClock(line, on: screen),
                !isMailStamp(line, on: screen), !isSchedule(line, on: screen),
                !passingStarts || line.index == dateLine || !isKeyed(line, by: startWords, on: screen),
                // A message's arrival gives no time to a date its body states.
                line.index == dateLine || dateLine == nil || !isThreadStamp(line, on: screen)
            else {
                return nil
            }
            return DateTimeReader.times(in: line).first?.text
        }
        if let dateLine {
            if let time = firstTime(screen.lines[dateLine]) { return time }
            for partner in screen.rowPartners(of: dateLine) {
                if let time = firstTime(partner) { return time }
            }
        }
        for line in screen.lines where line.has(timeLabels) && !isStatusBar(line) {
            if let time = firstTime(line) { return time }
            if line.wordCount <= 3, let time = firstTime(screen.nextLine(after: line.index)) { return time }
        }
        if let dateLine {
            if let time = firstTime(screen.nextLine(after: dateLine)) { return time }
            if let time = firstTime(screen.previousLine(before: dateLine)) { return time }
        }
        // A time anywhere except the status bar, which sits on the first line or at the very top.
        for line in screen.lines where !isStatusBar(line) && !line.has(notTransaction) {
            if let time = firstTime(line) { return time }
        }
        return nil
    }

    private static let mailHeaderWords = Words.phrases(["to me", "kepada saya"])

    /// An e-mail's header: the time it arrived, on the row of `To: me` or of its sender's address, not when anything
    /// was paid.
    static func isMailStamp(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.letterWordCount <= 3, !DateTimeReader.times(in: line).isEmpty else { return false }
        // A time alone right under an inbox's header and its sender (`< Inbox` / `Standard Chartered` / `11:48`),
        // above the mail's own lines and under no `Time` key of its own: the mail's arrival.
        if line.letterWordCount == 0 || line.wordCount <= 2 && (line.has(meridiem) || line.wordCount == 1),
            let inbox = screen.lines.prefix(line.index).last(where: { $0.wordCount <= 3 && $0.has(inboxWords) }),
            line.index - inbox.index <= 2,
            !(screen.previousLine(before: line.index)?.has(timeLabels) ?? false)
        {
            return true
        }
        return ([line] + screen.rowPartners(of: line.index)).contains {
            $0.has(mailHeaderWords) || $0.text.contains("@") && $0.text.contains("<")
        }
    }
    private static let inboxWords = Words.phrases(["inbox", "peti masuk"])
    private static let meridiem = Words.phrases(["am", "pm"])

    /// A lock screen's clock: a time alone on its line, drawn large in the header. The phone's, like the status bar's.
    static func isLockScreenClock(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.wordCount <= 2, line.text.filter(\.isLetter).count <= 2, screen.isHeader(line),
            !DateTimeReader.times(in: line).isEmpty
        else { return false }
        if screen.isHero(line) { return true }
        // However large OCR boxed it: a bare time that opens a screen with no status bar, right under or over the
        // day's date alone (`Wednesday 23 December` / `19:02`), is a lock screen's clock.
        guard !screen.isPhoneScreen,
            let first = screen.lines.firstIndex(where: { !$0.text.isEmpty }), line.index <= first + 1
        else { return false }
        return [screen.nextLine(after: line.index), screen.previousLine(before: line.index)].contains { other in
            guard let other, other.index <= first + 1, other.wordCount <= 4, DateTimeReader.times(in: other).isEmpty
            else { return false }
            return !DateTimeReader.dates(in: other, today: anyDay).isEmpty
        }
    }

    /// A day to read a date without its year against, where only whether it is a date matters.
    private static let anyDay = CalendarDate(year: 2026, month: 12, day: 31)

    /// The date over or under a lock screen's clock ("Sunday 15 June" / "12:20"): the day the screenshot was taken,
    /// not the transaction's.
    private static func isLockScreenDate(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.wordCount <= 4, DateTimeReader.times(in: line).isEmpty else { return false }
        return [screen.nextLine(after: line.index), screen.previousLine(before: line.index)].contains {
            $0.map { isLockScreenClock($0, on: screen) } ?? false
        }
    }

    /// The phone's clock: a bare time with signal or battery marks on the first lines or at the very top.
    static func isStatusBar(_ line: ScreenLine) -> Bool {
        guard StatusBar.isJunk(line) else { return false }
        if let box = line.box { return box.minY < 0.06 }
        return line.index <= 1
    }
}
