import Foundation

/// Runs the built `spendrop` binary as a person or a script would, and captures what it printed.
///
/// The binary is found beside the test bundle (`swift build` puts both in the same products folder);
/// `SPENDROP_BINARY` overrides it.
struct Spendrop {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Standard output split into non-empty lines.
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }

        /// Standard output's lines decoded as JSON objects.
        func jsonLines() throws -> [[String: Any]] {
            try lines.map { line in
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw CocoaError(.coderReadCorrupt)
                }
                return object
            }
        }
    }

    /// The folder that plays the App Group container for this run.
    let home: URL

    /// A fresh, empty home in the temporary directory.
    static func withFreshHome() throws -> Spendrop {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("spendrop-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return Spendrop(home: home)
    }

    static var binaryURL: URL {
        if let override = ProcessInfo.processInfo.environment["SPENDROP_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("spendrop"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("spendrop"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("spendrop"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// The repository root, for bundled samples.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `spendrop` with `arguments` under this home, feeding `stdin` (empty when nil), and waits for it.
    func run(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], binary: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = binary ?? Self.binaryURL
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SPENDROP_HOME"] = home.path
        env["OMP_THREAD_LIMIT"] = env["OMP_THREAD_LIMIT"] ?? "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let outPipe = Pipe()
        let errPipe = Pipe()
        let inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        if let stdin { inPipe.fileHandleForWriting.write(stdin) }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes fully before waiting, so a chatty process cannot block on a full pipe.
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(errPipe.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1_000) }
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }

    /// Starts `spendrop` without waiting, for concurrency and crash tests.
    func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = Self.binaryURL
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SPENDROP_HOME"] = home.path
        env["OMP_THREAD_LIMIT"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Removes the home.
    func cleanUp() {
        try? FileManager.default.removeItem(at: home)
    }
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return data != nil
    }

    var value: Data {
        lock.lock()
        defer { lock.unlock() }
        return data ?? Data()
    }
}
