import Foundation

/// An outside program the tests check SpenDrop's files with (hledger, Ledger, bean-check, ofxdump, Chromium).
struct Tool {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let url: URL

    /// The program called `name` on the PATH (or in /usr/bin), if installed.
    static func find(_ name: String) -> Tool? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Tool(url: candidate) }
        }
        return nil
    }

    /// Finds `name` or fails the test naming the package that Scripts/setup.sh installs it from.
    static func require(_ name: String, package: String) throws -> Tool {
        guard let tool = find(name) else { throw Missing(name: name, package: package) }
        return tool
    }

    struct Missing: Error, CustomStringConvertible {
        let name: String
        let package: String
        var description: String { "\(name) is not installed: run Scripts/setup.sh (Debian package \(package))" }
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard error is read on its own thread, so neither pipe can fill up and stall the program.
        let errorData = ErrorCollector()
        let reader = Thread { errorData.store(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = errorData.wait()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

private final class ErrorCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func store(_ value: Data) {
        condition.lock()
        data = value
        condition.signal()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data ?? Data()
    }
}
