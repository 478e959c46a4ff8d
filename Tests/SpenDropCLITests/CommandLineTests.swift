import Foundation
import Testing

/// The command surface: help, usage errors and exit statuses (CONTRACTS.md).
@Suite struct CommandLineTests {
    @Test func topLevelHelpListsEveryContractCommand() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["--help"])
        #expect(result.status == 0)
        for command in [
            "share", "import", "parse", "downsample", "ocr", "add", "list", "export", "logs", "diagnose",
            "inbox",
        ] {
            #expect(result.stdout.contains("  \(command) "), "missing \(command)")
        }
    }

    @Test(arguments: [
        "share", "import", "parse", "downsample", "ocr", "add", "list", "export", "logs", "diagnose",
        "inbox",
    ])
    func everyCommandHasHelp(command: String) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("usage: spendrop \(command)"))
    }

    @Test func unknownCommandIsAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'frobnicate'"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func unknownOptionIsAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["list", "--frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown option '--frobnicate'"))
    }

    @Test func unknownTimeZoneIsAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["--tz", "Mars/Olympus", "list"])
        #expect(result.status == 64)
    }

    @Test func missingOptionValueIsAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["list", "--home"])
        #expect(result.status == 64)
    }
}
