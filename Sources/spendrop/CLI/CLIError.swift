import SpenDropModel

/// A failure of the command line itself: bad usage, or input it cannot take.
struct CLIError: ClassifiedError {
    let failureClass: FailureClass
    let message: String

    static func usage(_ message: String) -> CLIError { CLIError(failureClass: .usage, message: message) }
    static func rejected(_ message: String) -> CLIError { CLIError(failureClass: .inputRejected, message: message) }
    static func missing(_ message: String) -> CLIError { CLIError(failureClass: .inputMissing, message: message) }
    static func store(_ message: String) -> CLIError { CLIError(failureClass: .store, message: message) }
}

/// Exit statuses, after sysexits.h (CONTRACTS.md).
enum ExitStatus {
    static let ok: Int32 = 0
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let software: Int32 = 70
    static let ioError: Int32 = 74

    static func forFailure(_ failure: FailureClass) -> Int32 {
        switch failure {
        case .usage: usage
        case .inputRejected: dataError
        case .inputMissing: noInput
        case .internal: software
        case .store: ioError
        }
    }
}
