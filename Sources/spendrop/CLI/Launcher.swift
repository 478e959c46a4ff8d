import Foundation
import SpenDropOCR

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Start-up settings that must be in the environment before the text recogniser's libraries load.
enum Launcher {
    /// Debian's Tesseract is built with OpenMP, which reads its thread limit once, when the library loads. Its
    /// default threading makes one page 6–9× slower on two cores with identical text, so SpenDrop keeps OpenMP to one
    /// thread and uses the cores itself (one engine per band).
    ///
    /// libtesseract is opened with dlopen on first use (`CTesseract`), after this has run, so setting the variable
    /// here is enough: no re-execution. It is set now, while the process has one thread (`setenv` is not safe
    /// against other threads reading the environment), and only for commands that recognise text. A limit the
    /// caller set explicitly is respected.
    ///
    /// The first engine then starts loading here, on its own thread (`TesseractPrestart`): the command's recogniser
    /// takes it. With Debian's library that was slower (opening it held the dynamic loader's TLS lock for ~15 ms,
    /// and every thread the command created meanwhile waited); SpenDrop's runtime opens in ~2 ms (docs/ocr.md).
    static func ensureSingleThreadedOpenMP(arguments: [String]) {
        guard recognisesText(arguments) else { return }
        if getenv("OMP_THREAD_LIMIT") == nil { setenv("OMP_THREAD_LIMIT", "1", 1) }
        if ProcessInfo.processInfo.environment["SPENDROP_OCR_PRESTART"] != "0" {
            TesseractPrestart.begin(.fromEnvironment())
        }
    }

    /// Ends the process with `status` once everything it wrote is flushed, without running exit handlers: the only
    /// ones a command has are C++ static destructors in libtesseract (its parameter tables, its dictionary cache),
    /// which freed memory object by object for ~4 ms at the end of every share. Nothing of SpenDrop's own depends
    /// on them: files are written whole and renamed, and the ledger commits each save before it is reported.
    static func leave(with status: Int32) -> Never {
        fflush(nil)
        _exit(status)
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

/// Objects left alive until the process exits, so that their teardown is left to the operating system, which
/// reclaims a whole process at once: a Tesseract engine freeing its model object by object costs ~5 ms.
@MainActor
enum KeptUntilExit {
    private static var objects: [Any] = []

    static func keep(_ object: Any) {
        objects.append(object)
    }
}
