import Foundation
import SpenDropImage

/// What one attempt produced; the reason is what the share log shows.
enum AttemptResult: Sendable {
    case image(Data, ImageFormat, name: String?, reason: String)
    /// `evidence` tells what the attempt saw, so a share of a missing file can exit as "input missing".
    case failed(String, evidence: FailureEvidence = .none)
    case skipped(String)

    var outcome: LoadOutcome {
        switch self {
        case .image: .ok
        case .failed: .failed
        case .skipped: .skipped
        }
    }

    var reason: String {
        switch self {
        case .image(_, _, _, let reason), .failed(let reason, _), .skipped(let reason): reason
        }
    }
}

/// What a failed attempt saw: nothing, a file missing or unreadable, or content that is not a decodable image.
enum FailureEvidence: Sendable {
    case none
    case unavailableFile
    case content
}

extension AttachmentLoader {
    /// Runs one strategy for one identifier under the attempt timeout and judges what came back.
    func attempt(_ strategy: LoadStrategy, identifier: String, on provider: any ItemProviding) async
        -> AttemptResult
    {
        do {
            switch strategy {
            case .loadItem:
                let item = try await withAttemptTimeout(attemptTimeout) {
                    try await provider.loadItem(forTypeIdentifier: identifier)
                }
                return judge(item, identifier: identifier)
            case .loadDataRepresentation:
                let data = try await withAttemptTimeout(attemptTimeout) {
                    try await provider.loadDataRepresentation(forTypeIdentifier: identifier)
                }
                return judge(data, identifier: identifier)
            case .loadFileRepresentation:
                // The temporary file is only guaranteed while the callback runs, so it is read inside it.
                let reader = self
                return try await withAttemptTimeout(attemptTimeout) {
                    try await provider.loadFileRepresentation(forTypeIdentifier: identifier) { url in
                        reader.readFile(at: url)
                    }
                }
            }
        } catch {
            return Self.describe(error)
        }
    }

    /// Judges what `loadItem` returned.
    func judge(_ item: LoadedItem, identifier: String) -> AttemptResult {
        switch item {
        case .image(nil):
            return .failed("image object could not be encoded")
        case .image(let data?):
            return judge(data, identifier: identifier)
        case .data(let data):
            return judge(data, identifier: identifier)
        case .fileURL(let url):
            return open(url)
        case .unsupported(let kind):
            return .failed("unsupported item \(LoadReason.token(kind))")
        }
    }

    /// Judges bytes by sniffing them; a URL type's bytes may be the URL itself, as iOS hands `public.file-url` over.
    func judge(_ data: Data, identifier: String) -> AttemptResult {
        if data.isEmpty { return .failed("empty data", evidence: .content) }
        if data.count > maxAttachmentBytes {
            return .failed("too large (\(LoadReason.size(data.count)))", evidence: .content)
        }
        let format = ImageFormat.sniff(data)
        if format == .unknown, let url = Self.urlString(in: data, identifier: identifier) {
            return open(url)
        }
        if let rejection = LoadReason.rejection(of: format) { return .failed(rejection, evidence: .content) }
        return .image(data, format, name: nil, reason: "\(format.rawValue) \(LoadReason.size(data.count))")
    }

    /// Reads a URL the provider handed over: local files inside a security scope, remote ones never.
    func open(_ url: URL) -> AttemptResult {
        let scheme = url.scheme?.lowercased() ?? ""
        if scheme == "http" || scheme == "https" { return .skipped("remote URL refused") }
        guard url.isFileURL else { return .failed("unsupported URL scheme \(LoadReason.token(scheme))") }
        return readFile(at: url)
    }

    /// Reads a local file inside a security-scope pair, sniffing its head before reading the rest.
    func readFile(at url: URL) -> AttemptResult {
        let started = securityScope.begin(url)
        defer { if started { securityScope.end(url) } }
        let ext = LoadReason.fileExtension(of: url)

        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return .failed("file missing\(ext)", evidence: .unavailableFile)
        }
        if isDirectory.boolValue { return .failed("not a file (directory)", evidence: .content) }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            return .failed("file unreadable\(ext)", evidence: .unavailableFile)
        }
        defer { try? handle.close() }
        do {
            // The size comes from the open handle, so a file swapped after the existence check cannot slip past.
            let size = Int(try handle.seekToEnd())
            if size == 0 { return .failed("empty file\(ext)", evidence: .content) }
            if size > maxAttachmentBytes {
                return .failed("too large (\(LoadReason.size(size)))\(ext)", evidence: .content)
            }
            try handle.seek(toOffset: 0)
            let head = try handle.read(upToCount: 32) ?? Data()
            let format = ImageFormat.sniff(head)
            if let rejection = LoadReason.rejection(of: format) { return .failed(rejection + ext, evidence: .content) }
            try handle.seek(toOffset: 0)
            let data = try handle.readToEnd() ?? Data()
            guard data.count == size else { return .failed("file changed while read\(ext)") }
            return .image(
                data, format, name: url.lastPathComponent,
                reason: "\(format.rawValue) \(LoadReason.size(data.count))\(ext)")
        } catch {
            return .failed("file read failed\(ext)")
        }
    }

    /// The URL a URL-typed representation spells out in UTF-8, if the bytes are one.
    private static func urlString(in data: Data, identifier: String) -> URL? {
        guard data.count <= 4096, TypeIdentifierHierarchy.standard.conforms(identifier, to: "public.url"),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            let url = URL(string: text), url.scheme != nil
        else { return nil }
        return url
    }

    /// Turns a thrown error into a reason that names its kind, never its text (which may hold a path).
    static func describe(_ error: any Error) -> AttemptResult {
        if let timeout = error as? AttemptTimedOut {
            return .failed("timed out after \(LoadReason.duration(timeout.limit))")
        }
        if error is CancellationError { return .failed("cancelled") }
        if let providerError = error as? ItemProviderError {
            let evidence: FailureEvidence = providerError.fileUnavailable ? .unavailableFile : .none
            return .failed(LoadReason.phrase(providerError.reason), evidence: evidence)
        }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return .failed("file missing", evidence: .unavailableFile)
            case .fileReadNoPermission: return .failed("permission denied", evidence: .unavailableFile)
            default: break
            }
        }
        let nsError = error as NSError
        return .failed("error \(LoadReason.token(nsError.domain)) \(nsError.code)")
    }
}
