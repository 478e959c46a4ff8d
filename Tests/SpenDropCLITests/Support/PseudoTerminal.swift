import Foundation

/// `spendrop` on a pseudo-terminal, answered as a person would type.
///
/// script(1) (util-linux, installed by Scripts/setup.sh) runs the command on a new pseudo-terminal and copies what
/// is written to its standard input there, so the binary sees a terminal on standard input and output and shows
/// its review form. Everything typed is sent at once: the terminal's line discipline hands it over one line per
/// read, as a person's answers arrive, and end of input after the last line ends any question still open.
extension Spendrop {
    /// What the terminal showed (the program's output with the typed answers echoed, line ends as `\n`) and the
    /// program's exit status.
    struct TerminalRun {
        var status: Int32
        var screen: String
    }

    /// The test fixtures drawn for these tests (Tests/SpenDropCLITests/Resources, remade by make-screens.py).
    static func fixture(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("Tests/SpenDropCLITests/Resources/\(name)").path
    }

    /// A bundled sample screenshot.
    static func sample(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("Samples/\(name)").path
    }

    /// Runs `spendrop` with `arguments` on a pseudo-terminal under this home, typing `answers`.
    func onTerminal(_ arguments: [String], typing answers: String) throws -> TerminalRun {
        let script = try Tool.require("script", package: "bsdutils")
        let command = ([Self.binaryURL.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
        let process = Process()
        process.executableURL = script.url
        // -q: no start and end banners; -e: the command's exit status; -c: the command; /dev/null: no typescript.
        process.arguments = ["-qec", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["SPENDROP_HOME"] = home.path
        environment["OMP_THREAD_LIMIT"] = environment["OMP_THREAD_LIMIT"] ?? "1"
        environment["TERM"] = "dumb"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(answers.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let screen = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return TerminalRun(status: process.terminationStatus, screen: screen)
    }

    /// The ledger's live entries, as `list --json` prints them.
    func entries() throws -> [[String: Any]] {
        let listed = try run(["list", "--json"])
        return try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    }

    /// The ledger's accounts, as `accounts list --json` prints them.
    func accounts() throws -> [[String: Any]] {
        let listed = try run(["accounts", "list", "--json"])
        return try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    }

    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
