import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Start-up settings that must be in the environment before the process's libraries load.
enum Launcher {
    /// Debian's Tesseract is built with OpenMP, which reads its thread limit only when the library loads
    /// (before `main`). Its default threading makes one page 6–9× slower on two cores with identical text,
    /// so the process re-executes itself once with `OMP_THREAD_LIMIT=1` and uses the cores itself instead.
    /// A limit the caller set explicitly is respected.
    ///
    /// Commands that never load Tesseract skip the re-exec (it costs a process start, about 40 ms).
    static func ensureSingleThreadedOpenMP(arguments: [String]) {
        guard getenv("OMP_THREAD_LIMIT") == nil, recognisesText(arguments) else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        #if os(Linux)
        let arguments = CommandLine.unsafeArgv
        execv("/proc/self/exe", arguments)
        // If the re-exec fails the process goes on; recognition is slower but correct.
        #endif
    }

    /// Commands (and aliases) that load the text recogniser.
    static let recognisingCommands: Set<String> = ["share", "import", "ocr", "diagnose", "--run-image-diagnostics"]

    /// Whether the command named in `arguments` (after the global options) recognises text.
    static func recognisesText(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--home" || word == "--tz" {
                index += 2
            } else if word.hasPrefix("--home=") || word.hasPrefix("--tz=") {
                index += 1
            } else {
                return recognisingCommands.contains(word)
            }
        }
        return false
    }
}
