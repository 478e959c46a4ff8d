import Foundation
import SpenDropImage

/// Tries every type identifier × loading strategy on each attachment and logs every attempt.
///
/// Source apps disagree on how they hand an image over (an image object, a security-scoped file URL, archived data,
/// raw PNG under `public.data` or a vendor identifier), and any one route can fail or never answer. So the loader
/// walks a fixed order, the provider's own registrations first (they say what the app meant), then the generic
/// image types, then the catch-alls, and takes the first bytes that sniff as a format the image stage decodes.
public struct AttachmentLoader: Sendable {
    /// The identifiers tried after the provider's own registrations, each only if the provider conforms to it.
    public static let priorityIdentifiers = [
        "public.png", "public.jpeg", "public.heic", "public.image", "public.file-url", "public.url", "public.data",
    ]

    let log: any ShareLogging
    let securityScope: any SecurityScopeAccess
    /// How long one attempt may take before it is recorded as timed out.
    public let attemptTimeout: Duration
    /// How long one attachment may take in all; attempts past it are logged as skipped.
    public let attachmentBudget: Duration
    /// Representations larger than this are refused before they are read, to stay within an extension's memory.
    public let maxAttachmentBytes: Int

    /// Creates a loader.
    /// - Parameters:
    ///   - log: where every attempt is recorded.
    ///   - securityScope: opens security-scoped file URLs; the Linux default does nothing.
    ///   - attemptTimeout: the time one strategy may take to call back.
    ///   - attachmentBudget: the time all attempts on one attachment may take together.
    ///   - maxAttachmentBytes: the largest encoded image accepted.
    public init(
        log: any ShareLogging, securityScope: any SecurityScopeAccess = NoSecurityScope(),
        attemptTimeout: Duration = .seconds(10), attachmentBudget: Duration = .seconds(30),
        maxAttachmentBytes: Int = 64 << 20
    ) {
        self.log = log
        self.securityScope = securityScope
        self.attemptTimeout = attemptTimeout
        self.attachmentBudget = attachmentBudget
        self.maxAttachmentBytes = maxAttachmentBytes
    }

    /// The identifiers tried on `provider`, in order: its registrations, then the priority list, without repeats.
    public static func candidateIdentifiers(for provider: any ItemProviding) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for identifier in provider.registeredTypeIdentifiers where seen.insert(identifier.lowercased()).inserted {
            result.append(identifier)
        }
        for identifier in priorityIdentifiers
        where !seen.contains(identifier) && provider.conforms(to: identifier) {
            seen.insert(identifier)
            result.append(identifier)
        }
        return result
    }

    /// Loads one image from one attachment, or explains in the error what was tried.
    public func loadImage(from provider: any ItemProviding, shareId: String? = nil) async throws(IntakeError)
        -> LoadedAttachment
    {
        try await loadImage(from: provider, shareId: shareId, position: nil)
    }

    /// Loads every image of every input item, one attachment at a time, in order.
    ///
    /// Safari and others send several input items, and a user may share several screenshots at once; each
    /// attachment gets its own result, so one bad attachment does not hide the others.
    public func loadImages(from items: [[any ItemProviding]], shareId: String? = nil) async
        -> [Result<LoadedAttachment, IntakeError>]
    {
        var results: [Result<LoadedAttachment, IntakeError>] = []
        await forEachImage(from: items, shareId: shareId) { results.append($0) }
        return results
    }

    /// Loads the attachments one at a time and hands each result to `body` before loading the next.
    ///
    /// Only one encoded image is held at a time when `body` does not keep it, which is what bounds an
    /// extension's memory on a share of many screenshots.
    public func forEachImage(
        from items: [[any ItemProviding]], shareId: String? = nil,
        _ body: (Result<LoadedAttachment, IntakeError>) async -> Void
    ) async {
        let total = items.reduce(0) { $0 + $1.count }
        var index = 0
        for (itemIndex, attachments) in items.enumerated() {
            for (attachmentIndex, provider) in attachments.enumerated() {
                index += 1
                let position = "attachment=\(index)/\(total) item=\(itemIndex + 1) index=\(attachmentIndex + 1)"
                do {
                    await body(.success(try await loadImage(from: provider, shareId: shareId, position: position)))
                } catch {
                    await body(.failure(error))
                }
            }
        }
    }

    private func loadImage(from provider: any ItemProviding, shareId: String?, position: String?)
        async throws(IntakeError) -> LoadedAttachment
    {
        let candidates = Self.candidateIdentifiers(for: provider)
        let listed = candidates.map(LoadReason.token).joined(separator: ",")
        let header = [position, "candidates=\(listed)"].compactMap { $0 }
        log.record(ShareLogEvent(step: "load", header.joined(separator: " "), shareId: shareId))

        let deadline = ContinuousClock.now.advanced(by: attachmentBudget)
        var attempts: [LoadAttempt] = []
        var sawUnavailableFile = false
        var sawContent = false
        for identifier in candidates {
            for strategy in LoadStrategy.allCases {
                let result: AttemptResult
                // The first attempt is always made, so even a zero budget tries the provider once.
                if Task.isCancelled {
                    result = .skipped("share cancelled")
                } else if !attempts.isEmpty && ContinuousClock.now >= deadline {
                    result = .skipped("time budget spent")
                } else {
                    result = await attempt(strategy, identifier: identifier, on: provider)
                }
                let attempt = LoadAttempt(
                    typeIdentifier: identifier, strategy: strategy, outcome: result.outcome, reason: result.reason)
                attempts.append(attempt)
                log.record(attempt.event(shareId: shareId))
                switch result {
                case .image(let data, let format, let name, _):
                    return LoadedAttachment(
                        data: data, format: format, suggestedName: name, typeIdentifier: identifier,
                        strategy: strategy.rawValue, attempts: attempts.count)
                case .failed(_, .unavailableFile): sawUnavailableFile = true
                case .failed(_, .content): sawContent = true
                case .failed(_, .none), .skipped: break
                }
            }
        }
        let error = IntakeError(attempts: attempts, fileUnavailable: sawUnavailableFile && !sawContent)
        log.record(ShareLogEvent(step: "load", error.message, shareId: shareId, level: .error))
        throw error
    }
}
