#if canImport(CTesseract)
import CTesseract
import Foundation

/// libtesseract itself, opened with dlopen on first use (`CTesseract`), and the first engine of the process.
public enum TesseractLibrary {
    /// Starts opening the library and loading one engine with `configuration` on a thread of its own, and returns
    /// at once. The first recogniser created with the same configuration takes that engine instead of loading its
    /// own: a command that will recognise text calls this first thing, so the model load (the largest fixed cost
    /// of a one-shot read) overlaps the command's own start-up and the image's decoding. Opening the library sets
    /// OpenMP's thread limit first; see `Launcher` in the `spendrop` command for when that must happen.
    public static func prefetchEngine(_ configuration: TesseractConfiguration) {
        EnginePrefetch.shared.start(configuration)
    }
}

/// The engine loading ahead of any recogniser, handed to the first pool with the same configuration.
final class EnginePrefetch: @unchecked Sendable {
    static let shared = EnginePrefetch()

    private enum State {
        case idle
        case loading(TesseractConfiguration)
        case ready(TesseractConfiguration, Result<TesseractEngine, RecognitionError>)
        case taken
    }

    private let condition = NSCondition()
    private var state = State.idle

    func start(_ configuration: TesseractConfiguration) {
        condition.lock()
        defer { condition.unlock() }
        guard case .idle = state else { return }
        state = .loading(configuration)
        Thread.detachNewThread { [self] in
            let result = Result { () throws(RecognitionError) in try TesseractEngine(configuration) }
            condition.lock()
            state = .ready(configuration, result)
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The prefetched engine (or its load failure), waiting for it if it is still loading; nil when none was
    /// started for `configuration` or it was already taken. Blocks: call it from a loading thread.
    func take(_ configuration: TesseractConfiguration) -> Result<TesseractEngine, RecognitionError>? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch state {
            case .idle, .taken:
                return nil
            case .loading(let loading):
                guard loading == configuration else { return nil }
                condition.wait()
            case .ready(let loaded, let result):
                guard loaded == configuration else { return nil }
                state = .taken
                return result
            }
        }
    }
}
#endif
