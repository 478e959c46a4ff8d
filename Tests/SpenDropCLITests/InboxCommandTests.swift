import Foundation
import Testing

/// `spendrop inbox` and `spendrop logs` as CONTRACTS.md describes them, through the built binary.
@Suite struct InboxCommandTests {
    /// A made-up PNG: the signature and seeded bytes (the inbox sniffs, it never decodes).
    static func pngBytes(_ seed: UInt8, size: Int = 2048) -> Data {
        let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        return signature + Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) ^ seed })
    }

    static func write(_ data: Data, named name: String, in spendrop: Spendrop) throws -> String {
        let url = spendrop.home.deletingLastPathComponent().appendingPathComponent("\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        return url.path
    }

    private func object(_ result: Spendrop.Result) throws -> [String: Any] {
        try #require(try result.jsonLines().first)
    }

    @Test func putPrintsTheShareIdAndJSONPrintsTheThreeFields() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let file = try Self.write(Self.pngBytes(1), named: "receipt.png", in: spendrop)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let plain = try spendrop.run(["inbox", "put", file])
        #expect(plain.status == 0)
        #expect(UUID(uuidString: plain.stdout.trimmingCharacters(in: .newlines)) != nil)

        let json = try object(try spendrop.run(["inbox", "put", file, "--json"]))
        let shareId = try #require(json["shareId"] as? String)
        #expect(json["filePath"] as? String == "SharedImages/\(shareId).png")
        #expect((json["fileName"] as? String)?.hasSuffix("receipt.png") == true)
        let stored = spendrop.home.appendingPathComponent("SharedImages/\(shareId).png")
        #expect(try Data(contentsOf: stored) == Self.pngBytes(1))
    }

    @Test func putOfAMissingFileExits66AndOfANonImage65() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let missing = try spendrop.run(["inbox", "put", spendrop.home.appendingPathComponent("absent.png").path])
        #expect(missing.status == 66)
        #expect(missing.stderr.split(separator: "\n").count == 1)
        let text = try Self.write(Data("just words".utf8), named: "notes.png", in: spendrop)
        defer { try? FileManager.default.removeItem(atPath: text) }
        let rejected = try spendrop.run(["inbox", "put", text])
        #expect(rejected.status == 65)
        #expect(rejected.stderr.contains("not an image"))
        #expect(try object(try spendrop.run(["inbox", "has"]))["hasImage"] as? Bool == false)
    }

    @Test func anEmptyInboxAnswersFalseAndNulls() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let has = try spendrop.run(["inbox", "has", "--json"])
        #expect(has.status == 0)
        #expect(try object(has)["hasImage"] as? Bool == false)
        let get = try spendrop.run(["inbox", "get", "--json"])
        #expect(get.status == 0)
        let fields = try object(get)
        #expect(Set(fields.keys) == ["base64", "fileName", "shareId"])
        #expect(fields.values.allSatisfy { $0 is NSNull })
    }

    @Test func getIsReadOnlyAndMarkProcessedAdvances() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let first = try Self.write(Self.pngBytes(1), named: "a.png", in: spendrop)
        let second = try Self.write(Self.pngBytes(2), named: "b.png", in: spendrop)
        defer { for file in [first, second] { try? FileManager.default.removeItem(atPath: file) } }
        let firstId = try spendrop.run(["inbox", "put", first]).stdout.trimmingCharacters(in: .newlines)
        let secondId = try spendrop.run(["inbox", "put", second]).stdout.trimmingCharacters(in: .newlines)

        let once = try object(try spendrop.run(["inbox", "get"]))
        let twice = try object(try spendrop.run(["inbox", "get", "--json"]))
        #expect(once["shareId"] as? String == firstId)
        #expect(twice["shareId"] as? String == firstId)
        let base64 = try #require(once["base64"] as? String)
        #expect(Data(base64Encoded: base64) == Self.pngBytes(1))

        let marked = try spendrop.run(["inbox", "mark-processed", firstId])
        #expect(marked.status == 0)
        #expect(try object(marked)["success"] as? Bool == true)
        #expect(try spendrop.run(["inbox", "mark-processed", firstId]).status == 0, "twice is harmless")
        #expect(try object(try spendrop.run(["inbox", "get"]))["shareId"] as? String == secondId)

        let defaults = spendrop.home.appendingPathComponent("Library/Preferences/group.app.spendrop.plist")
        let values = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: defaults), format: nil)
                as? [String: Any])
        #expect(values["sharedPhotoShareId"] as? String == secondId)
        #expect(values["sharedPhotoProcessedShareId"] as? String == firstId)
        #expect(values["sharedPhotoReady"] as? Bool == true)
        #expect(values["sharedPhotoFilePath"] as? String == "SharedImages/\(secondId).png")
    }

    @Test func markProcessedRejectsAnEmptyIdWith64AndAnUnknownOneWith65() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["inbox", "mark-processed", ""]).status == 64)
        #expect(try spendrop.run(["inbox", "mark-processed"]).status == 64)
        let unknown = try spendrop.run(["inbox", "mark-processed", UUID().uuidString])
        #expect(unknown.status == 65)
        #expect(unknown.stderr.split(separator: "\n").count == 1)
    }

    @Test func listAndCleanFollowTheGracePeriod() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let file = try Self.write(Self.pngBytes(3), named: "c.png", in: spendrop)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let shareId = try spendrop.run(["inbox", "put", file]).stdout.trimmingCharacters(in: .newlines)
        _ = try spendrop.run(["inbox", "mark-processed", shareId])
        let listed = try spendrop.run(["inbox", "list", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 1 && rows.first?["state"] as? String == "processed")

        #expect(try spendrop.run(["inbox", "clean"]).status == 0)
        let stored = spendrop.home.appendingPathComponent("SharedImages/\(shareId).png")
        #expect(FileManager.default.fileExists(atPath: stored.path), "kept within the default 24h")
        #expect(try spendrop.run(["inbox", "clean", "--older-than", "0s"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stored.path))
        #expect(try spendrop.run(["inbox", "list"]).stdout.contains("empty"))
    }

    @Test(arguments: ["24", "h", "-1h", "3w", "1.5h"])
    func aBadDurationIsAUsageError(duration: String) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["inbox", "clean", "--older-than", duration]).status == 64)
    }

    @Test func anUnknownActionIsAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["inbox", "frobnicate"]).status == 64)
        #expect(try spendrop.run(["inbox"]).status == 64)
    }

    @Test func logsPrintTheContractLinesUnderBothNames() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let file = try Self.write(Self.pngBytes(4), named: "d.png", in: spendrop)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let shareId = try spendrop.run(["inbox", "put", file]).stdout.trimmingCharacters(in: .newlines)
        _ = try spendrop.run(["inbox", "get"])
        _ = try spendrop.run(["inbox", "mark-processed", shareId])
        for command in [["logs"], ["--read-share-logs"]] {
            let logs = try spendrop.run(command)
            #expect(logs.status == 0)
            for tail in ["retrieved", "left intact after retrieval", "marked processed"] {
                #expect(logs.stdout.contains("[ShareTarget] shareId=\(shareId) \(tail)\n"))
            }
            #expect(logs.stdout.contains("step=put"))
        }
    }

    @Test func verboseEchoesTheShareLogToStandardError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let file = try Self.write(Self.pngBytes(5), named: "e.png", in: spendrop)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let quiet = try spendrop.run(["inbox", "put", file])
        #expect(quiet.stderr.isEmpty)
        let verbose = try spendrop.run(["inbox", "put", file, "--verbose", "--tz", "UTC"])
        let shareId = verbose.stdout.trimmingCharacters(in: .newlines)
        #expect(verbose.stderr.contains("step=put [ShareTarget] shareId=\(shareId) ready flag published"))
        #expect(verbose.stderr.contains("+00:00 INFO"), "timestamps follow --tz")
    }

    @Test func theSelfCheckPassesOnAFreshHome() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let check = try spendrop.run(["inbox", "check"])
        #expect(check.status == 0)
        #expect(check.stdout.contains("self-check passed"))
    }
}
