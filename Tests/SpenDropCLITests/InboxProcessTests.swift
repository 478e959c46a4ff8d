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

    @Test func aWriterKilledAtAnyMomentLeavesNoShareOrAWholeOne() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let bytes = InboxCommandTests.pngBytes(9, size: 4 * 1024 * 1024)
        let file = try InboxCommandTests.write(bytes, named: "big.png", in: spendrop)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // A put takes roughly 100–300 ms here, most of it start-up; the delays spread the kills over that window.
        for delay in [0, 40, 80, 110, 140, 170, 200, 230, 270] {
            let writer = try spendrop.start(["inbox", "put", file])
            usleep(useconds_t(delay * 1000))
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
        }
        // Whatever got through is whole, before and after repair.
        for _ in 0..<2 {
            let listed = try spendrop.run(["inbox", "list", "--json"])
            let rows = try #require(
                try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
            for row in rows {
                let path = try #require(row["filePath"] as? String)
                #expect(try Data(contentsOf: spendrop.home.appendingPathComponent(path)) == bytes)
            }
            #expect(try spendrop.run(["inbox", "clean"]).status == 0)
        }
        let get = try #require(try spendrop.run(["inbox", "get"]).jsonLines().first)
        if let base64 = get["base64"] as? String {
            #expect(Data(base64Encoded: base64) == bytes)
        }
    }
}
