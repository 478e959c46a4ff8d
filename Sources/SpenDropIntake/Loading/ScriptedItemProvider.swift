import Foundation

/// An item provider that plays a script: what each registered identifier answers to each strategy.
///
/// It is the test double of `NSItemProvider`, public so every module's tests can stage a share. Like iOS, a request
/// for an identifier that is not registered is served by the first registration conforming to it, and a file
/// representation made from bytes is a temporary file removed as soon as the callback returns.
public final class ScriptedItemProvider: ItemProviding, @unchecked Sendable {
    /// What one strategy does when asked.
    public enum Step: Sendable {
        /// `loadItem` returns this item; the other strategies use its bytes or URL when it has them.
        case item(LoadedItem)
        /// These bytes: returned as data, or written to a temporary file that is removed after the callback.
        case data(Data)
        /// An existing file: handed over as a URL, or read for a data representation.
        case file(URL)
        /// Fails with this reason.
        case fail(String)
        /// Never calls back, like a provider stuck waiting on a source app.
        case hang
    }

    /// One registered identifier and its script.
    public struct Registration: Sendable {
        /// The identifier as the source app registered it.
        public var typeIdentifier: String
        /// What `loadItem` does.
        public var item: Step
        /// What `loadDataRepresentation` does.
        public var data: Step
        /// What `loadFileRepresentation` does.
        public var file: Step

        /// Registers `typeIdentifier`; strategies not given fail as an unsupported coercion does on iOS.
        public init(
            _ typeIdentifier: String, item: Step = .fail("item not available"),
            data: Step = .fail("no data representation"), file: Step = .fail("no file representation")
        ) {
            self.typeIdentifier = typeIdentifier
            self.item = item
            self.data = data
            self.file = file
        }
    }

    /// One call the provider received.
    public struct Call: Sendable, Equatable {
        /// The identifier asked for.
        public var typeIdentifier: String
        /// The strategy used.
        public var strategy: LoadStrategy

        /// Creates a call record.
        public init(_ typeIdentifier: String, _ strategy: LoadStrategy) {
            self.typeIdentifier = typeIdentifier
            self.strategy = strategy
        }
    }

    private let registrations: [Registration]
    private let hierarchy: TypeIdentifierHierarchy
    private let lock = NSLock()
    private var received: [Call] = []
    private var temporaryFiles: [URL] = []

    /// Creates a provider.
    /// - Parameters:
    ///   - registrations: the identifiers in the order the source app registered them, with their scripts.
    ///   - declaring: parents of the app's own (vendor) identifiers, as an app that exports its types declares.
    public init(_ registrations: [Registration], declaring: [String: [String]] = [:]) {
        self.registrations = registrations
        self.hierarchy = TypeIdentifierHierarchy.standard.declaring(declaring)
    }

    /// Every call received, in order.
    public var calls: [Call] { lock.withLock { received } }

    /// The temporary files handed to file-representation callbacks; each is gone once its callback returned.
    public var handedTemporaryFiles: [URL] { lock.withLock { temporaryFiles } }

    public var registeredTypeIdentifiers: [String] { registrations.map(\.typeIdentifier) }

    public func conforms(to typeIdentifier: String) -> Bool {
        registrations.contains { hierarchy.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    public func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem {
        switch try step(typeIdentifier, .loadItem, \.item) {
        case .item(let item): return item
        case .data(let data): return .data(data)
        case .file(let url): return .fileURL(url)
        case .fail(let reason): throw ItemProviderError(reason)
        case .hang: return try await Self.hang()
        }
    }

    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data {
        switch try step(typeIdentifier, .loadDataRepresentation, \.data) {
        case .item(.data(let data)), .item(.image(let data?)), .data(let data): return data
        case .item: throw ItemProviderError("no data representation")
        case .file(let url):
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ItemProviderError("file missing", fileUnavailable: true)
            }
            return data
        case .fail(let reason): throw ItemProviderError(reason)
        case .hang: return try await Self.hang()
        }
    }

    public func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T {
        switch try step(typeIdentifier, .loadFileRepresentation, \.file) {
        case .data(let data):
            return try withTemporaryFile(data, typeIdentifier: typeIdentifier, read)
        case .file(let url): return try read(url)
        case .item: throw ItemProviderError("no file representation")
        case .fail(let reason): throw ItemProviderError(reason)
        case .hang: return try await Self.hang()
        }
    }

    /// Records the call and finds the step: the exact registration, else the first one conforming to the request.
    private func step(_ typeIdentifier: String, _ strategy: LoadStrategy, _ path: KeyPath<Registration, Step>)
        throws -> Step
    {
        lock.withLock { received.append(Call(typeIdentifier, strategy)) }
        let wanted = typeIdentifier.lowercased()
        let registration =
            registrations.first { $0.typeIdentifier.lowercased() == wanted }
            ?? registrations.first { hierarchy.conforms($0.typeIdentifier, to: typeIdentifier) }
        guard let registration else { throw ItemProviderError("not registered") }
        return registration[keyPath: path]
    }

    /// Writes `data` to a fresh temporary file, runs `read` on it and removes it, as iOS does.
    private func withTemporaryFile<T>(_ data: Data, typeIdentifier: String, _ read: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScriptedItemProvider-\(UUID().uuidString)", isDirectory: true)
        let ext = typeIdentifier.split(separator: ".").last.map(String.init) ?? "data"
        let url = directory.appendingPathComponent("attachment.\(ext)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try data.write(to: url)
        lock.withLock { temporaryFiles.append(url) }
        return try read(url)
    }

    /// Suspends forever: the continuation is dropped on purpose, as a provider that never calls back drops it.
    private static func hang<T>() async throws -> T {
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        throw ItemProviderError("resumed after hanging")
    }
}
