import SpenDropModel
import Testing

@testable import SpenDropOCR

@Suite struct ScriptedRecognizerTests {
    private let bitmap = Bitmap(width: 2, height: 2, layout: .gray, pixels: [255, 255, 255, 255])

    @Test func playsItsStepsInOrderAndRepeatsTheLast() async throws {
        let failure = RecognitionError(.failed, "scripted failure")
        let recognizer = ScriptedRecognizer([.lines([OCRLine("RM 5.00")]), .failure(failure)])
        #expect(try await recognizer.recognize(bitmap).text == "RM 5.00")
        await #expect(throws: failure) { try await recognizer.recognize(bitmap) }
        await #expect(throws: failure) { try await recognizer.recognize(bitmap) }
        #expect(recognizer.callCount == 3)
    }

    @Test func scriptedCancellationThrowsCancelled() async {
        let recognizer = ScriptedRecognizer([.cancellation])
        await #expect(throws: RecognitionError.cancelled) { try await recognizer.recognize(bitmap) }
    }

    @Test func cancellingDuringTheDelayThrowsCancelledPromptly() async {
        let recognizer = ScriptedRecognizer(text: ["never seen"], delay: .seconds(30))
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await recognizer.recognize(bitmap) }
        try? await Task.sleep(for: .milliseconds(20))
        task.cancel()
        await #expect(throws: RecognitionError.cancelled) { try await task.value }
        // Bound only a hang: ignoring the cancellation would take the scripted 30 s.
        #expect(clock.now - start < .seconds(20))
    }

    @Test func theDelayCanBeChanged() async throws {
        let recognizer = ScriptedRecognizer(text: ["a"], delay: .seconds(30))
        recognizer.setDelay(.zero)
        #expect(try await recognizer.recognize(bitmap).lines == [OCRLine("a")])
    }
}

@Suite struct RecognitionSessionTests {
    private let bitmap = Bitmap(width: 2, height: 2, layout: .gray, pixels: [255, 255, 255, 255])
    private let other = Bitmap(width: 2, height: 2, layout: .gray, pixels: [0, 0, 0, 0])

    /// Waits until the scripted recogniser has started `count` recognitions.
    private func waitForStart(_ recognizer: ScriptedRecognizer, count: Int = 1) async {
        while recognizer.callCount < count { try? await Task.sleep(for: .milliseconds(2)) }
    }

    @Test func aSecondRequestIsRefusedWhileOneRuns() async throws {
        let recognizer = ScriptedRecognizer(text: ["RM 5.00"], delay: .milliseconds(300))
        let session = RecognitionSession(recognizer: recognizer, policy: .refuse)
        let first = Task { try await session.recognize(bitmap) }
        await waitForStart(recognizer)
        await #expect(throws: RecognitionError(.busy, "a text recognition is already running")) {
            try await session.recognize(bitmap)
        }
        #expect(try await first.value.text == "RM 5.00")
        #expect(recognizer.callCount == 1)
        #expect(await session.isRecognizing == false)
    }

    @Test func aSecondRequestForTheSameImageJoinsTheFirst() async throws {
        let recognizer = ScriptedRecognizer(text: ["RM 5.00"], delay: .milliseconds(200))
        let session = RecognitionSession(recognizer: recognizer, policy: .join)
        let first = Task { try await session.recognize(bitmap) }
        await waitForStart(recognizer)
        let second = try await session.recognize(bitmap)
        #expect(second.text == "RM 5.00")
        #expect(try await first.value == second)
        #expect(recognizer.callCount == 1)
        #expect(recognizer.peakRunning == 1)
    }

    @Test func aJoiningSessionStillRefusesADifferentImage() async throws {
        let recognizer = ScriptedRecognizer(text: ["x"], delay: .milliseconds(200))
        let session = RecognitionSession(recognizer: recognizer)
        let first = Task { try await session.recognize(bitmap) }
        await waitForStart(recognizer)
        await #expect(throws: RecognitionError.self) { try await session.recognize(other) }
        _ = try await first.value
    }

    @Test func neverTwoRecognitionsAtOnceUnderADoubleTrigger() async {
        let recognizer = ScriptedRecognizer(text: ["x"], delay: .milliseconds(50))
        let session = RecognitionSession(recognizer: recognizer, policy: .refuse)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 { group.addTask { _ = try? await session.recognize(bitmap) } }
        }
        #expect(recognizer.peakRunning == 1)
    }

    @Test func cancellingTheCallerCancelsTheWorkAndFreesTheSession() async throws {
        let recognizer = ScriptedRecognizer(text: ["never seen"], delay: .seconds(30))
        let session = RecognitionSession(recognizer: recognizer)
        let task = Task { try await session.recognize(bitmap) }
        await waitForStart(recognizer)
        task.cancel()
        await #expect(throws: RecognitionError.cancelled) { try await task.value }
        #expect(await session.isRecognizing == false)
        recognizer.setDelay(.zero)
        #expect(try await session.recognize(bitmap).text == "never seen")
    }

    @Test func sessionCancelReachesEveryWaiter() async throws {
        let recognizer = ScriptedRecognizer(text: ["never seen"], delay: .seconds(30))
        let session = RecognitionSession(recognizer: recognizer, policy: .join)
        let first = Task { try await session.recognize(bitmap) }
        await waitForStart(recognizer)
        let second = Task { try await session.recognize(bitmap) }
        try await Task.sleep(for: .milliseconds(20))
        await session.cancel()
        await #expect(throws: RecognitionError.cancelled) { try await first.value }
        await #expect(throws: RecognitionError.cancelled) { try await second.value }
    }

    @Test func aCancelledJoinerLeavesTheFirstRecognitionRunning() async throws {
        let recognizer = ScriptedRecognizer(text: ["RM 5.00"], delay: .milliseconds(300))
        let session = RecognitionSession(recognizer: recognizer, policy: .join)
        let first = Task { try await session.recognize(bitmap) }
        await waitForStart(recognizer)
        let joiner = Task { try await session.recognize(bitmap) }
        try await Task.sleep(for: .milliseconds(20))
        joiner.cancel()
        await #expect(throws: RecognitionError.cancelled) { try await joiner.value }
        #expect(try await first.value.text == "RM 5.00")
    }

    @Test func anEngineFailureReachesTheCaller() async {
        let failure = RecognitionError(.engineUnavailable, "no engine")
        let session = RecognitionSession(recognizer: ScriptedRecognizer([.failure(failure)]))
        await #expect(throws: failure) { try await session.recognize(bitmap) }
    }
}
