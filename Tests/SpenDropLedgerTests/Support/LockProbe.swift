import Foundation

/// Asks another process (python3) whether any process holds an fcntl lock on files, as iOS would judge a
/// suspended process: F_GETLK reports a conflicting lock held by someone else.
enum LockProbe {
    enum State: String {
        case free, locked, absent
    }

    private static let script = """
        import fcntl, os, struct, sys
        for path in sys.argv[1:]:
            if not os.path.exists(path):
                print("absent"); continue
            fd = os.open(path, os.O_RDONLY)
            query = struct.pack('hhllhh', fcntl.F_WRLCK, 0, 0, 0, 0, 0)
            answer = fcntl.fcntl(fd, fcntl.F_GETLK, query)
            os.close(fd)
            print("free" if struct.unpack('hhllhh', answer)[0] == fcntl.F_UNLCK else "locked")
        """

    /// The lock state of each path, probed from a separate process.
    static func states(of paths: [String]) throws -> [State] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { State(rawValue: String($0)) }
    }

    /// The ledger and every side file SQLite may create beside it.
    static func ledgerFiles(_ ledger: URL) -> [String] {
        ["", "-journal", "-wal", "-shm"].map { ledger.path + $0 }
    }
}
