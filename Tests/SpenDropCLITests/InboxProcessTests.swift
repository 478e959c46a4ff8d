import Foundation
import Testing

/// The extension and the app as two processes: one puts in a loop while the other gets and marks processed.
@Suite struct InboxProcessTests {
    @Test func aWriterLoopAndAReaderProcessLoseNoShareAndTearNoFile() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let count = 12
        let inputs = spendrop.home.deletingLastPathComponent().appendingPathComponent("inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: inputs) }
        var expected: Set<Data> = []
        for index in 0..<count {
            let bytes = InboxCommandTests.pngBytes(UInt8(index), size: 256 * 1024)
            expected.insert(bytes)
            try bytes.write(to: inputs.appendingPathComponent("\(index).png"))
        }
        // One process: a shell loop calling `spendrop inbox put`, recording every printed id.
        let ids = inputs.appendingPathComponent("ids.txt")
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = [
            "-c", "for i in $(seq 0 \(count - 1)); do \"$0\" inbox put \"$1/$i.png\" >> \"$2\" || exit 1; done",
            Spendrop.binaryURL.path, inputs.path, ids.path,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["SPENDROP_HOME"] = spendrop.home.path
        environment["OMP_THREAD_LIMIT"] = "1"
        writer.environment = environment
        try writer.run()

        var received: [String: Data] = [:]
        var writerExited = false
        let deadline = Date().addingTimeInterval(120)
        while received.count < count && Date() < deadline {
            let result = try spendrop.run(["inbox", "get"])
            try #require(result.status == 0)
            let object = try #require(try result.jsonLines().first)
            guard let shareId = object["shareId"] as? String, let base64 = object["base64"] as? String else {
                // Nothing waiting in a round that began after the writer exited: whatever is missing was lost.
                if writerExited { break }
                writerExited = !writer.isRunning
                continue
            }
            let data = try #require(Data(base64Encoded: base64))
            #expect(expected.contains(data), "share \(shareId) was handed out torn")
            #expect(received[shareId] == nil, "share \(shareId) handed out after it was processed")
            received[shareId] = data
            #expect(try spendrop.run(["inbox", "mark-processed", shareId]).status == 0)
        }
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        let written = try String(contentsOf: ids, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(written.count == count)
        #expect(Set(received.keys) == Set(written), "every share put was received exactly once")
        #expect(Set(received.values) == expected)

        // Both processes wrote to the share log at once: every line is whole.
        let log = try String(contentsOf: spendrop.home.appendingPathComponent("Logs/share.log"), encoding: .utf8)
        let shape =
            #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d (INFO|WARNING|ERROR) step=\S+ \[ShareTarget\] .+$/#
        let lines = log.split(separator: "\n")
        #expect(lines.allSatisfy { $0.wholeMatch(of: shape) != nil })
        #expect(lines.filter { $0.hasSuffix(" marked processed") }.count == count)
    }

    /// Where a killed `inbox put` stops, and what the inbox must show afterwards (before and after repair).
    enum KillPoint: String, CaseIterable, Sendable {
        case imageHalfWritten = "image-half-written"
        case imageInPlace = "image-in-place"
        case queued
    }

    /// A writer killed at each point of a put: the inbox shows no share or a whole one, repair finishes what the
    /// kill left, and the next put completes. A debug build's hold (`SPENDROP_TEST_INBOX_HOLD`) stops the writer at
    /// the point and creates a marker file first, so the kill provably lands there whatever the machine's speed.
    @Test(arguments: KillPoint.allCases)
    func aWriterKilledMidPutLeavesNoShareOrAWholeOne(point: KillPoint) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let bytes = InboxCommandTests.pngBytes(9, size: 4 * 1024 * 1024)
        let file = try InboxCommandTests.write(bytes, named: "big.png", in: spendrop)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let marker = spendrop.home.deletingLastPathComponent().appendingPathComponent("hold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }

        let writer = try spendrop.start(
            ["inbox", "put", file], environment: ["SPENDROP_TEST_INBOX_HOLD": "\(point.rawValue) \(marker.path)"])
        // The deadline only ends a hang; the writer's own marker is what the kill waits for.
        let deadline = Date().addingTimeInterval(300)
        while writer.isRunning && !FileManager.default.fileExists(atPath: marker.path) && Date() < deadline {
            usleep(2_000)
        }
        let reached = FileManager.default.fileExists(atPath: marker.path)
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        try #require(
            reached, "the writer never reached \(point.rawValue): a binary without the debug hold proves nothing")
        #expect(writer.terminationReason == .uncaughtSignal, "the kill landed before the put finished")

        let temporary = try temporaryFiles(spendrop)
        let inPlace = try inboxFiles(spendrop)
        switch point {
        case .imageHalfWritten:
            // Killed mid-write: half the bytes sit in the staging file, nothing else exists.
            let staged = try #require(temporary.first, "no staging file: the kill did not land mid-write")
            #expect(temporary.count == 1)
            #expect(try Data(contentsOf: staged) == bytes.prefix(bytes.count / 2))
            #expect(inPlace.isEmpty)
            #expect(try listed(spendrop).isEmpty)
        case .imageInPlace:
            #expect(temporary.isEmpty)
            #expect(try inPlace.map { try Data(contentsOf: $0) } == [bytes])
            #expect(try listed(spendrop).isEmpty, "the queue was written before the kill")
        case .queued:
            #expect(temporary.isEmpty)
            #expect(try listed(spendrop).count == 1)
        }
        // Whatever got through is whole and listed once repair has run; repair says what it finished.
        let clean = try spendrop.run(["inbox", "clean"])
        #expect(clean.status == 0)
        switch point {
        case .imageHalfWritten: #expect(clean.stdout.contains("no orphans found"), "a fresh staging file is kept")
        case .imageInPlace: #expect(clean.stdout.contains("1 file(s) re-queued"))
        case .queued: #expect(clean.stdout.contains("defaults republished"))
        }
        let survivors = point == .imageHalfWritten ? 0 : 1
        #expect(try listed(spendrop).count == survivors)
        if survivors == 1 {
            let get = try #require(try spendrop.run(["inbox", "get"]).jsonLines().first)
            #expect((get["base64"] as? String).flatMap { Data(base64Encoded: $0) } == bytes)
        }

        // A put after the kill completes, and every listed share is whole.
        let after = try spendrop.run(["inbox", "put", file])
        #expect(after.status == 0, "\(after.stderr)")
        let rows = try listed(spendrop)
        #expect(rows.count == survivors + 1)
        for row in rows {
            let path = try #require(row["filePath"] as? String)
            #expect(try Data(contentsOf: spendrop.home.appendingPathComponent(path)) == bytes)
        }
    }

    private func listed(_ spendrop: Spendrop) throws -> [[String: Any]] {
        let result = try spendrop.run(["inbox", "list", "--json"])
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    private func temporaryFiles(_ spendrop: Spendrop) throws -> [URL] {
        try contents(of: spendrop.home.appendingPathComponent("tmp")).filter {
            $0.lastPathComponent.hasPrefix("inbox-")
        }
    }

    private func inboxFiles(_ spendrop: Spendrop) throws -> [URL] {
        try contents(of: spendrop.home.appendingPathComponent("SharedImages"))
    }

    private func contents(of folder: URL) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    }
}
