import Foundation
import SpenDropIntake
import Testing

/// The share log file: line shape, redaction on write, rotation and whole lines under concurrency.
@Suite struct FileShareLogTests {
    private static let shareId = "5C0A1B2E-3D4F-4A5B-8C7D-0E1F2A3B4C5D"

    private func makeLog(maximumBytes: Int = FileShareLog.defaultMaximumBytes) -> (FileShareLog, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sharelog-\(UUID().uuidString)")
        return (FileShareLog(url: folder.appendingPathComponent("Logs/share.log"), maximumBytes: maximumBytes), folder)
    }

    @Test func aLineHasTheTimestampWithZoneTheStepAndTheShareId() throws {
        let (log, _) = makeLog()
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        let line = log.line(for: ShareLogEvent(step: "get", "retrieved", shareId: Self.shareId), at: date)
        #expect(line == "2023-11-15T06:13:20.250+08:00 INFO step=get [ShareTarget] shareId=\(Self.shareId) retrieved")
    }

    @Test func theContractLinesAppearVerbatim() throws {
        let (log, folder) = makeLog()
        defer { try? FileManager.default.removeItem(at: folder) }
        for message in ["retrieved", "left intact after retrieval", "marked processed"] {
            log.record(ShareLogEvent(step: "inbox", message, shareId: Self.shareId))
        }
        let text = try log.contents()
        #expect(text.contains("[ShareTarget] shareId=\(Self.shareId) retrieved\n"))
        #expect(text.contains("[ShareTarget] shareId=\(Self.shareId) left intact after retrieval\n"))
        #expect(text.contains("[ShareTarget] shareId=\(Self.shareId) marked processed\n"))
    }

    @Test func contentIsRedactedOnWrite() throws {
        let (log, folder) = makeLog()
        defer { try? FileManager.default.removeItem(at: folder) }
        log.record(ShareLogEvent(step: "parse", "parsed RM 42.90 from account 5123456789012\nsecond line"))
        log.record(ShareLogEvent(step: "parse", "oops", shareId: "0123456789"))
        let text = try log.contents()
        #expect(!text.contains("42.90") && !text.contains("5123456789012") && !text.contains("0123456789"))
        #expect(text.split(separator: "\n").count == 2)
    }

    @Test func theFileRotatesOnceAtTheCapAndReadsOldestFirst() throws {
        let (log, folder) = makeLog(maximumBytes: 4096)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<200 {
            log.record(ShareLogEvent(step: "step\(index)", "line", shareId: Self.shareId))
        }
        let current = try #require(FileManager.default.attributesOfItem(atPath: log.url.path)[.size] as? Int)
        #expect(current <= 4096)
        #expect(FileManager.default.fileExists(atPath: log.rotatedURL.path))
        let folderNames = try FileManager.default.contentsOfDirectory(atPath: log.url.deletingLastPathComponent().path)
        #expect(!folderNames.contains("share.log.2"))
        let steps = try log.contents().split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("step=") }.flatMap { Int($0.dropFirst("step=step".count)) }
        }
        #expect(steps.last == 199)
        #expect(steps == steps.sorted(), "rotated lines come first")
    }

    @Test func manyThreadsWriteWholeLines() async throws {
        let (log, folder) = makeLog()
        defer { try? FileManager.default.removeItem(at: folder) }
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<8 {
                group.addTask {
                    for index in 0..<150 {
                        let padding = String(repeating: "z", count: 300)
                        log.record(ShareLogEvent(step: "t\(thread)", "line \(index) \(padding)"))
                    }
                }
            }
        }
        let lines = try log.contents().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 8 * 150)
        let shape = #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+08:00 INFO step=t\d \[ShareTarget\] line \d+ z{300}$/#
        #expect(lines.allSatisfy { $0.wholeMatch(of: shape) != nil })
    }
}
