// Stand-in for the unified logging API (`os.Logger`) as SpenDrop uses it.
import Foundation

/// https://developer.apple.com/documentation/os/logger
@available(iOS 14.0, macOS 11.0, *)
public struct Logger: @unchecked Sendable {
    /// https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
    public init(subsystem: String, category: String) {}
    /// https://developer.apple.com/documentation/os/logger/info(_:)
    public func info(_ message: OSLogMessage) {}
    /// https://developer.apple.com/documentation/os/logger/warning(_:)
    public func warning(_ message: OSLogMessage) {}
    /// https://developer.apple.com/documentation/os/logger/error(_:)
    public func error(_ message: OSLogMessage) {}
    /// https://developer.apple.com/documentation/os/logger/debug(_:)
    public func debug(_ message: OSLogMessage) {}
}

/// https://developer.apple.com/documentation/os/oslogprivacy
public struct OSLogPrivacy: Sendable {
    /// https://developer.apple.com/documentation/os/oslogprivacy/public
    public static let `public` = OSLogPrivacy()
    /// https://developer.apple.com/documentation/os/oslogprivacy/private
    public static let `private` = OSLogPrivacy()
    /// https://developer.apple.com/documentation/os/oslogprivacy/auto
    public static let auto = OSLogPrivacy()
}

/// https://developer.apple.com/documentation/os/oslogmessage
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// https://developer.apple.com/documentation/os/osloginterpolation
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-1ubxv
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .auto
    ) {}
    /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:format:align:privacy:)-6tk3s
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, privacy: OSLogPrivacy = .auto
    ) {}
}
