import Foundation

#if canImport(Glibc)
import Glibc
#endif
public enum Trace {
    public static let on = ProcessInfo.processInfo.environment["SPENDROP_TRACE"] == "1"
    public static func mark(_ s: @autoclosure () -> String) {
        guard on else { return }
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        let ms = Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
        FileHandle.standardError.write("@\(ms) \(s())\n".data(using: .utf8)!)
    }
}
