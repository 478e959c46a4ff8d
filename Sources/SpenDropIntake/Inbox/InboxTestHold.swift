#if DEBUG
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Debug builds only: stops a share's `put` at a named point, so a process test can kill the writer exactly there.
///
/// With `SPENDROP_TEST_INBOX_HOLD="<point> <marker file>"` in its environment, a writer reaching `<point>` creates
/// the marker file and then waits, doing nothing, until a signal ends it. The marker is the test's proof that the
/// kill landed at that point, whatever the machine's speed. Release builds compile none of this.
enum InboxTestHold: String, CaseIterable {
    /// Half the image's bytes are in its locked temporary file; nothing is synced, renamed or queued.
    case imageHalfWritten = "image-half-written"
    /// The image file is renamed into place; the queue does not list it yet.
    case imageInPlace = "image-in-place"
    /// The queue lists the share; the defaults still show the previous state.
    case queued

    static let variable = "SPENDROP_TEST_INBOX_HOLD"

    /// The point and marker the environment asks for, or nil (also when the value does not parse).
    static let requested: (point: InboxTestHold, marker: String)? = {
        guard let value = ProcessInfo.processInfo.environment[variable],
            let space = value.firstIndex(of: " "), let point = InboxTestHold(rawValue: String(value[..<space]))
        else { return nil }
        let marker = String(value[value.index(after: space)...])
        return marker.isEmpty ? nil : (point, marker)
    }()

    /// At `point`: when it is the requested one, creates the marker and waits to be killed; otherwise returns.
    static func reached(_ point: InboxTestHold) {
        guard let requested, requested.point == point else { return }
        guard FileManager.default.createFile(atPath: requested.marker, contents: nil) else { return }
        while true { pause() }
    }

    /// When the image's half-written point is requested: writes the first half of `data` with `write`, then holds.
    static func holdHalfWay(through data: Data, write: (Data) throws -> Void) rethrows {
        guard requested?.point == .imageHalfWritten else { return }
        try write(data.prefix(data.count / 2))
        reached(.imageHalfWritten)
    }
}
#endif
